/**
 * Route rules (issue 23; docs/decisions/046-route-rules.md): the organiser's redirects and short links — `/go/bus` to
 * the transport page, `/tickets` to the ticketing site, an old address to its new one. One module for the rule's
 * checks (the back-office form and the server), and for the lookup (the server's document redirect and the web's
 * route guard). Sources are matched without the language prefix; an internal target keeps the visitor's language.
 * The zod schemas of a rule live in schemas/route-rules.ts: the web's first screen runs this lookup, and a module's
 * schemas are built whenever the module loads, so here they cost every visitor's start what only the back office
 * uses (decision 061).
 */
import { isLocale, LOCALES } from '../codes/locales.ts'
import type { RouteRule } from '../schemas/route-rules.ts'
import { isKnownPagePath, stripLocalePrefix } from './routes.ts'

export const ROUTE_RULE_MATCHES = ['exact', 'prefix'] as const
export type RouteRuleMatch = (typeof ROUTE_RULE_MATCHES)[number]

/** Why a rule is refused; each is a translated message on the web (`content.route-rules.problems.<key>`, decision 112). */
export const ROUTE_RULE_PROBLEMS = {
  sourceInvalid: 'The short link must be a path such as /go/bus (letters, digits, - _ . and /)',
  sourceReserved: 'This path belongs to the app (its pages, files or API) and cannot be redirected',
  sourceTaken: 'Another rule already uses this path',
  targetInvalid: 'The target must be a path of the app (/transport) or an https:// address',
  targetNotHttps: 'An address outside the app must start with https://',
  selfTarget: 'The target is the short link itself',
  loop: 'These rules would send visitors round in a loop',
  windowOrder: 'The end must be after the start',
} as const
export type RouteRuleProblem = keyof typeof ROUTE_RULE_PROBLEMS

export const SOURCE_PATTERN = /^\/[A-Za-z0-9_.~-]+(\/[A-Za-z0-9_.~-]+)*$/
/** First segments the server itself answers (files, the API): never a rule's source. */
const RESERVED_FIRST_SEGMENTS = new Set(['api', 'assets', 'images', 'icons', 'fonts', 'widget', ...LOCALES])

/** A rule's source as written: trimmed, no trailing slash. */
export const normaliseSource = (source: string) => {
  const trimmed = source.trim()
  return trimmed.length > 1 ? trimmed.replace(/\/+$/, '') : trimmed
}

/** Whether a source would take over a path the app answers itself (a page, a file, the API). */
export function sourceIsReserved(source: string, match: RouteRuleMatch): boolean {
  const first = source.split('/')[1] ?? ''
  if (RESERVED_FIRST_SEGMENTS.has(first) || first.includes('.') || isLocale(first)) return true
  if (isKnownPagePath(source)) return true
  // A prefix also covers what is below it: `/schedule` would take `/schedule/grid`.
  return match === 'prefix' && isKnownPagePath(`${source}/route-rule-probe`)
}

export const isExternal = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')

const problemByText = new Map<string, RouteRuleProblem>(
  Object.entries(ROUTE_RULE_PROBLEMS).map(([key, text]) => [text, key as RouteRuleProblem]),
)
type Rule = Pick<RouteRule, 'source' | 'match' | 'target'> & Partial<Pick<RouteRule, 'enabled' | 'startsAt' | 'endsAt'>>

/** The key of one of the rule problems' texts, for translation; undefined for any other text. */
export const routeRuleProblemKey = (text: string): RouteRuleProblem | undefined => problemByText.get(text)

/** Whether a rule is in force at `now`: enabled and inside its window. */
export function ruleIsActive(rule: Partial<Pick<RouteRule, 'enabled' | 'startsAt' | 'endsAt'>>, now: Date): boolean {
  if (rule.enabled === false) return false
  if (rule.startsAt && Date.parse(rule.startsAt) > now.getTime()) return false
  if (rule.endsAt && Date.parse(rule.endsAt) <= now.getTime()) return false
  return true
}

export interface RouteRuleRedirect<R> {
  rule: R
  /** Where to go: an https address, or a path of the app (with the visitor's language prefix when they had one). */
  to: string
  external: boolean
}

/**
 * The rule for a path (its query kept), or undefined: the exact rule for the locale-free path first, else the
 * longest prefix rule, the rest of the path carried over to the target. Only active rules count.
 */
export function findRouteRule<R extends Rule>(
  path: string,
  rules: readonly R[],
  now: Date,
): RouteRuleRedirect<R> | undefined {
  const [pathname = '/', query = ''] = splitQuery(path)
  const { locale, path: bare } = stripLocalePrefix(normaliseSource(pathname) || '/')
  const active = rules.filter((rule) => ruleIsActive(rule, now))
  const exact = active.find((rule) => rule.match === 'exact' && rule.source === bare)
  const prefix = exact
    ? undefined
    : active
        .filter((rule) => rule.match === 'prefix' && (bare === rule.source || bare.startsWith(`${rule.source}/`)))
        .sort((a, b) => b.source.length - a.source.length)[0]
  const rule = exact ?? prefix
  if (!rule) return undefined
  const rest = rule.match === 'prefix' ? bare.slice(rule.source.length) : ''
  const external = isExternal(rule.target)
  const joined = joinTarget(rule.target, rest, query)
  if (external) return { rule, to: joined, external }
  const internal = sameSitePath(joined)
  // An internal target without a language keeps the visitor's; one that names a language keeps its own.
  const named = stripLocalePrefix(internal).locale !== undefined
  return { rule, to: locale && !named ? `/${locale}${internal === '/' ? '' : internal}` : internal, external }
}

/**
 * An internal redirect's address made to stay on the site (issue 37): browsers read `//host` and `/\host` as another
 * site, so backslashes become slashes and runs of slashes one, in the path (a prefix rule carries the visitor's rest
 * of path over, `/go//evil.example` included).
 */
export function sameSitePath(to: string): string {
  const [path, query] = splitQuery(to)
  return `${path.replace(/\\/g, '/').replace(/\/{2,}/g, '/')}${query}`
}

function splitQuery(path: string): [string, string] {
  const at = path.search(/[?#]/)
  return at < 0 ? [path, ''] : [path.slice(0, at), path.slice(at)]
}

/** The target with the prefix rule's rest of path before the target's own query, then the visitor's query. */
function joinTarget(target: string, rest: string, query: string): string {
  const [base, own] = splitQuery(target)
  const path = rest ? `${base.replace(/\/$/, '')}${rest}` : base
  if (!query) return `${path}${own}`
  if (!own) return `${path}${query}`
  return `${path}${own}&${query.replace(/^\?/, '')}`
}

/**
 * Why `candidate` cannot join `others`, or undefined: the same source as another rule, a target that is the source
 * itself (or under a prefix source), or a loop through the other rules (internal targets followed, at most 20 steps).
 */
export function routeRuleConflict(candidate: Rule, others: readonly Rule[]): RouteRuleProblem | undefined {
  if (others.some((o) => o.source === candidate.source && o.match === candidate.match)) return 'sourceTaken'
  if (isExternal(candidate.target)) return undefined
  // Every rule counts, whatever its window: a loop may only be waiting for its time.
  const always = (rule: Rule) => ({ ...rule, enabled: true, startsAt: null, endsAt: null })
  const me = always(candidate)
  const all = [...others.map(always), me]
  if (findRouteRule(candidate.target, [me], new Date(0))) return 'selfTarget'
  let path = candidate.target
  const seen = new Set<string>()
  for (let step = 0; step < 20; step++) {
    const next = findRouteRule(path, all, new Date(0))
    if (!next || next.external) return undefined
    const key = stripLocalePrefix(splitQuery(next.to)[0]).path
    if (seen.has(key) || next.rule === me) return 'loop'
    seen.add(key)
    path = next.to
  }
  return 'loop'
}
