/** docs/product-rules.md §1: the chrome-less default layout serves any address containing "widget" or "more-dev". */
export function usesDefaultLayout(path: string): boolean {
  return path.includes('widget') || path.includes('more-dev')
}
