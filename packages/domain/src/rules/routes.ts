import { isLocale, type Locale } from '../codes/locales.ts'

/**
 * Every page route of docs/product-rules.md §2 ("All page routes" and the discipline page with its tabs),
 * TanStack-style: `$name` is one segment, `$name?` an optional last segment, `$` one or more segments (the schedule
 * day). The server answers a path matching one of these with the app and 200, anything else with the app and 404.
 * Only pages the app has: apps/web/src/route-table.test.ts fails when this list and the route files disagree.
 */
export const PAGE_ROUTE_PATTERNS = [
  '/',
  '/403',
  '/auth',
  '/login',
  '/signup',
  // The one-time setup of a clean start (decision 067): every page leads here while no admin exists.
  '/setup',
  '/match-stats',
  '/hotels',
  '/hospitals',
  '/medals',
  '/medals/$disciplineKey',
  '/secure',
  '/secure-sport',
  '/trivia',
  '/trivia/$id',
  '/venues',
  '/videos',
  '/courses',
  // The volunteers' information (issue 36, decision 103), a content kind's public page.
  '/volunteers',
  // Certificates (issue 24, decision 051).
  '/certification',
  '/certificates/$code',
  // A delegation head's holders (decision 059).
  '/delegation-certificates',
  '/qr-scan',
  '/ranking',
  '/feedback',
  '/schedule',
  '/schedule/$tab',
  '/schedule/day/$',
  '/sponsors',
  // The search screen of a phone (decision 083); a desktop's box is in the header.
  '/search',
  '/places/$types',
  '/transport',
  '/access-log',
  '/staff/results',
  '/staff/import',
  // The back office (issue 17, decision 036).
  '/manage',
  '/manage/feedback',
  '/manage/settings',
  '/manage/users',
  '/manage/certificates',
  // The short links manager's old address, now a redirect to /manage/route-rules (decision 112).
  '/manage/links',
  // The awards ceremonies manager's old address, now a redirect to /manage/award-ceremonies (decision 116).
  '/manage/awards',
  // Every content kind's manager built from its declaration (issue 36, decisions 103, 107, 108, 110-112, 114-118):
  // /manage/trivia, /manage/courses, /manage/volunteers, /manage/places, /manage/sponsors, /manage/route-rules,
  // /manage/videos, /manage/ambassadors, /manage/photos, /manage/documents, /manage/award-ceremonies,
  // /manage/transport. The server answers 404 for a name that is no kind (CONTENT_KIND_NAMES).
  '/manage/$kind',
  // The ODF feed's screen (issue 42, decision 073).
  '/manage/feed',
  // A venue's big screen and the staff page listing each venue's screen address (issue 40, decision 087).
  '/manage/screens',
  '/screen/$venue',
  '/ambassadors',
  '/informativos',
  '/participants',
  '/participants/$tab',
  '/participants/profile/$id',
  '/participants/delegations/$code',
  '/participants/teams/$id',
  '/official-photos',
  '/official-reports',
  // The public corrections log (decision 086).
  '/corrections',
  '/official-awards-schedule',
  '/reports/$disciplineKey?',
  '/widget/events',
  '/widget/medals',
  '/widget/headless',
  // docs/product-rules.md §2 screen contents: settings, my account and profile (the accounts issue).
  '/settings',
  '/my-games',
  '/my-day',
  '/account',
  '/profile',
  '/discipline/$disciplineKey',
  '/discipline/$disciplineKey/finalrank',
  '/discipline/$disciplineKey/participants',
  '/discipline/$disciplineKey/reports',
  '/discipline/$disciplineKey/medals/$tabs?',
  '/discipline/$disciplineKey/competitions',
  '/discipline/$disciplineKey/results/$unit/$tab?',
  '/discipline/$disciplineKey/schedule/$tab/$day?',
] as const
export type PageRoutePattern = (typeof PAGE_ROUTE_PATTERNS)[number]

/** Pages that only redirect (docs/product-rules.md §2). */
export const PAGE_REDIRECTS: Readonly<Record<string, string>> = {
  '/medals': '/medals/all',
  '/schedule': '/schedule/disciplines',
  '/participants': '/participants/athletes',
}

/**
 * Splits an optional leading locale segment off a path: '/en/medals' → { locale: 'en', path: '/medals' },
 * '/en' → { locale: 'en', path: '/' }. Any of the locales may lead (prefix_and_default keeps even /pt/).
 */
export function stripLocalePrefix(pathname: string): { locale: Locale | undefined; path: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname)
  const first = match?.[1]
  if (first !== undefined && isLocale(first)) return { locale: first, path: match?.[2] ?? '/' }
  return { locale: undefined, path: pathname }
}

interface CompiledPattern {
  pattern: PageRoutePattern
  parts: readonly string[]
  /** The more literal segments a pattern has, the more specific it is. */
  score: number
}

/** Split once: the server matches every page request against all patterns. */
let compiled: readonly CompiledPattern[] | undefined
const compiledPatterns = (): readonly CompiledPattern[] =>
  (compiled ??= PAGE_ROUTE_PATTERNS.map((pattern) => {
    const parts = pattern === '/' ? [] : pattern.slice(1).split('/')
    return { pattern, parts, score: parts.filter((p) => !p.startsWith('$')).length }
  }))

function matchPattern(parts: readonly string[], segments: readonly string[]): Record<string, string> | undefined {
  const params: Record<string, string> = {}
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as string
    const segment = segments[i]
    if (part === '$') {
      if (segment === undefined) return undefined
      params._splat = segments.slice(i).join('/')
      return params
    }
    if (part.startsWith('$') && part.endsWith('?')) {
      // optional: only as the last part of a pattern
      if (segment !== undefined) params[part.slice(1, -1)] = segment
      continue
    }
    if (segment === undefined) return undefined
    if (part.startsWith('$')) params[part.slice(1)] = segment
    else if (part !== segment) return undefined
  }
  return segments.length <= parts.length ? params : undefined
}

export interface PageRouteMatch {
  pattern: PageRoutePattern
  params: Record<string, string>
  /** The locale of a leading locale segment, if any. */
  locale: Locale | undefined
}

/**
 * The page route a path belongs to. Ignores a query or hash, a trailing slash and a leading locale segment;
 * parameter values are not checked (a page shows its own empty state for, say, an unknown discipline key).
 * Exact patterns win over parameter patterns: '/schedule/day/…' is the day view, not a '/schedule/$tab'.
 */
export function matchPageRoute(pathname: string): PageRouteMatch | undefined {
  const bare = pathname.replace(/[?#].*$/, '')
  if (!bare.startsWith('/')) return undefined
  const trimmed = bare.length > 1 ? bare.replace(/\/$/, '') : bare
  const { locale, path } = stripLocalePrefix(trimmed)
  const segments = path === '/' ? [] : path.slice(1).split('/')
  if (segments.some((s) => s === '')) return undefined

  let best: { pattern: PageRoutePattern; params: Record<string, string>; score: number } | undefined
  for (const { pattern, parts, score } of compiledPatterns()) {
    const params = matchPattern(parts, segments)
    if (!params) continue
    if (!best || score > best.score) best = { pattern, params, score }
  }
  return best && { pattern: best.pattern, params: best.params, locale }
}

export function isKnownPagePath(pathname: string): boolean {
  return matchPageRoute(pathname) !== undefined
}

/** A competition unit's page (its results tab unless another is named), for lists, cards and widgets. */
export const unitPagePath = (unit: { code: string; disciplineKey: string | null }, tab?: string): string =>
  `/discipline/${unit.disciplineKey}/results/${unit.code}${tab ? `/${tab}` : ''}`
