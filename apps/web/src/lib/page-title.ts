/**
 * The page's title (decision 085): its heading and the games' name, "HERNÁNDEZ Felipe · Jogos 2026". One rule for the
 * server's render (from the rendered markup) and the browser (from the live heading), so the two always agree and a
 * screen cannot forget its title: every page has one `h1`, and it is what the title says.
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: ' ' }

/** The plain text of an element's markup: tags count as spaces (a name in two spans reads as two words). */
export function markupText(markup: string): string {
  return markup
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#?\w+);/g, (entity, name: string) => ENTITIES[name] ?? entity)
    .replace(/\s+/g, ' ')
    .trim()
}

/** The text of the first `h1` in a page's markup, or undefined when there is none or it is empty. */
export function headingOf(html: string): string | undefined {
  const inner = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]
  if (inner === undefined) return undefined
  return markupText(inner) || undefined
}

/** "Heading · Games"; the games' name alone when there is no heading or the heading is the games' name (the home). */
export function pageTitle(heading: string | undefined, siteName: string): string {
  return heading && heading !== siteName ? `${heading} · ${siteName}` : siteName
}
