import { isKnownPagePath, stripLocalePrefix } from './routes.ts'

/**
 * Pages about the visitor (their games, account, certificates, answers) or a staff member's work: the browser renders
 * them from the app shell, with the visitor's own session. Every other page is rendered on the server first
 * (decision 060): what it shows is the same for every visitor, so one rendering serves them all.
 */
export const CLIENT_RENDERED_PREFIXES = [
  '/manage',
  '/staff',
  '/my-games',
  '/my-day',
  '/profile',
  '/account',
  '/login',
  '/signup',
  '/auth',
  '/certification',
  '/settings',
  '/feedback',
  '/trivia',
  '/qr-scan',
  '/ranking',
  '/access-log',
  '/secure',
  '/secure-sport',
  '/403',
  // A venue's big screen (decision 087): its panel and clock are the TV's own, and it follows the live stream.
  '/screen',
] as const

/** Whether the server renders this page (a known page that is the same for every visitor). */
export function isServerRenderedPage(pathname: string): boolean {
  if (!isKnownPagePath(pathname)) return false
  const { path } = stripLocalePrefix(pathname)
  return !CLIENT_RENDERED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))
}

/**
 * The query parameters each server-rendered page reads (its route's `validateSearch` in apps/web/src/routes), by the
 * page's path without its language prefix. Every other parameter (`utm_source`, `fbclid`, junk) changes nothing on
 * the page, so the server renders and keeps the page without it (decision 070).
 */
const PAGE_SEARCH_KEYS: readonly { prefix: string; keys: readonly string[] }[] = [
  { prefix: '/medals/', keys: ['division', 'empty', 'gender', 'rank'] },
  { prefix: '/participants/', keys: ['discipline', 'gender', 'org', 'page', 'q'] },
  { prefix: '/schedule/day/', keys: ['type'] },
  { prefix: '/schedule/', keys: ['day', 'days', 'type'] },
  { prefix: '/match-stats', keys: ['unit'] },
  { prefix: '/widget/', keys: ['lang', 'limit'] },
]

/** A query string part decoded (`+` is a space), or undefined when it is not valid percent-encoding. */
function decodePart(part: string): string | undefined {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '))
  } catch {
    return undefined
  }
}

/** Longest value kept for a parameter: the app reads none longer (participants' search cuts at 80 characters). */
const MAX_SEARCH_VALUE = 80

/**
 * The search a page is rendered and kept under (decision 070): only the parameters the page reads, each once (its
 * first value, cut to 80 characters), in name order — so `?utm=1` and `?utm=2`, or `?b=1&a=2` and `?a=2&b=1`, are one
 * rendering. Returns `''` or a string starting with `?`.
 */
export function canonicalPageSearch(pathname: string, search: string): string {
  const { path } = stripLocalePrefix(pathname)
  const keys = PAGE_SEARCH_KEYS.find(
    (entry) => path === entry.prefix.replace(/\/$/, '') || path.startsWith(entry.prefix),
  )?.keys
  if (!keys || search.length <= 1) return ''
  // Parsed by hand: the domain runs without the DOM's or Node's URLSearchParams types.
  const first = new Map<string, string>()
  for (const pair of search.replace(/^\?/, '').split('&')) {
    const at = pair.indexOf('=')
    const key = decodePart(at < 0 ? pair : pair.slice(0, at))
    if (key !== undefined && !first.has(key)) first.set(key, decodePart(at < 0 ? '' : pair.slice(at + 1)) ?? '')
  }
  const text = keys
    .map((key) => [key, first.get(key)?.slice(0, MAX_SEARCH_VALUE)] as const)
    .filter((entry): entry is readonly [string, string] => Boolean(entry[1]))
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&')
  return text ? `?${text}` : ''
}
