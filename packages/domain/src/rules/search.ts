import { SEARCH_KINDS, type SearchEntry, type SearchKind } from '../schemas/search.ts'
import { searchKey } from './text.ts'

/** An index entry with its name folded once (`searchKey`), ready to be searched many times. */
export interface PreparedSearchEntry extends SearchEntry {
  key: string
  detailKey: string
}

export function prepareSearchEntries(items: readonly SearchEntry[]): PreparedSearchEntry[] {
  return items.map((item) => ({ ...item, key: searchKey(item.name), detailKey: searchKey(item.detail ?? '') }))
}

export interface SearchGroup {
  kind: SearchKind
  entries: PreparedSearchEntry[]
}

/** How many results each kind shows at most: a short list to read, not the whole games. */
export const SEARCH_RESULTS_PER_KIND = 5

/**
 * How well an entry matches every word of the query, or 0 when one word is missing (decision 083): a name that starts
 * with the query ranks first, then a word of the name that starts with it, then a match inside a word. Case and
 * accents are ignored ("hernandez" finds "HERNÁNDEZ"), words in any order ("ana silva" finds "SILVA Ana"). A word may
 * be found in the detail line instead ("silva brasil"), but at least one must be in the name: "brasil" alone finds
 * the delegation, not its thousand athletes.
 */
export function searchScore(entry: PreparedSearchEntry, words: readonly string[], whole: string): number {
  const name = entry.key
  let score = 0
  let inName = false
  for (const word of words) {
    const at = name.indexOf(word)
    if (at < 0) {
      if (!entry.detailKey.includes(word)) return 0
      continue
    }
    inName = true
    score += at === 0 ? 3 : name.includes(` ${word}`) ? 2 : 1
  }
  if (!inName) return 0
  if (name.startsWith(whole)) score += 3
  return score
}

/**
 * The entries matching `query`, grouped by kind in `SEARCH_KINDS` order, best first within a group, at most `limit`
 * per group. A query of fewer than two characters (after folding) finds nothing: one letter matches half the games.
 */
export function searchEntries(
  entries: readonly PreparedSearchEntry[],
  query: string,
  limit = SEARCH_RESULTS_PER_KIND,
): SearchGroup[] {
  const whole = searchKey(query)
  if (whole.length < 2) return []
  const words = whole.split(' ')
  const byKind = new Map<SearchKind, { entry: PreparedSearchEntry; score: number }[]>()
  for (const entry of entries) {
    const score = searchScore(entry, words, whole)
    if (score === 0) continue
    const list = byKind.get(entry.kind) ?? []
    list.push({ entry, score })
    byKind.set(entry.kind, list)
  }
  return SEARCH_KINDS.flatMap((kind) => {
    const list = byKind.get(kind)
    if (!list) return []
    list.sort((a, b) => b.score - a.score || a.entry.name.localeCompare(b.entry.name))
    return [{ kind, entries: list.slice(0, limit).map((item) => item.entry) }]
  })
}
