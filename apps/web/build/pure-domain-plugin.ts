import type { Plugin } from 'vite'

/**
 * The domain package builds its zod schemas (and a few lookup tables) at module level. Those statements have no side
 * effects — the package is pure by design (docs/architecture.md, "Boundaries") — but the bundler cannot
 * prove it, so it keeps every schema, and zod with them: about 20 KB gzipped of the first route's 170 KB budget,
 * although the browser only uses the inferred types and a few constants.
 *
 * This plugin marks every call and `new` evaluated at the top level of a domain module `/* @__PURE__ *\/`, so values
 * the app never uses (and then zod) drop out. Calls inside function bodies are left alone: they run only when called.
 * Remove it if the domain package ever carries the annotations itself.
 */
/** The domain package's source modules (tests excluded). */
export const DOMAIN_SOURCE = /[\\/]packages[\\/]domain[\\/]src[\\/](?!.*\.test\.ts$).*\.ts$/

export function pureDomainModules(): Plugin {
  return {
    name: 'podium:pure-domain-modules',
    // Only the production bundle's size matters; dev serves modules one by one anyway.
    apply: 'build',
    // No `enforce`: runs after TypeScript is stripped, so the module parses as plain JavaScript.
    transform: {
      filter: { id: DOMAIN_SOURCE },
      handler(code) {
        const starts = new Set<number>()
        collectTopLevelCalls(this.parse(code) as unknown as AstNode, starts)
        if (starts.size === 0) return null
        let annotated = code
        for (const start of [...starts].sort((a, b) => b - a)) {
          annotated = `${annotated.slice(0, start)}/* @__PURE__ */ ${annotated.slice(start)}`
        }
        return { code: annotated, map: null }
      },
    },
  }
}

type AstNode = { type: string; start: number; [key: string]: unknown }

const FUNCTION_SCOPES = new Set([
  'FunctionDeclaration',
  'FunctionExpression',
  'ArrowFunctionExpression',
  'ClassDeclaration',
  'ClassExpression',
])

function isNode(value: unknown): value is AstNode {
  return typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string'
}

function collectTopLevelCalls(node: AstNode, starts: Set<number>): void {
  if (FUNCTION_SCOPES.has(node.type)) return
  if (node.type === 'CallExpression' || node.type === 'NewExpression') starts.add(node.start)
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type') continue
    const children = Array.isArray(value) ? value : [value]
    for (const child of children) if (isNode(child)) collectTopLevelCalls(child, starts)
  }
}
