/**
 * Route rules (issue 23; docs/decisions/046-route-rules.md): the organiser's redirects and short links — `/go/bus` to
 * the transport page, `/tickets` to the ticketing site, an old address to its new one. One module for the rule's
 * checks (the back-office form and the server), and for the lookup (the server's document redirect and the web's
 * route guard). Sources are matched without the language prefix; an internal target keeps the visitor's language.
 */
import { z } from 'zod'
import { isLocale, LOCALES } from '../codes/locales.ts'
import { isKnownPagePath, stripLocalePrefix } from './routes.ts'

export const ROUTE_RULE_MATCHES = ['exact', 'prefix'] as const
export type RouteRuleMatch = (typeof ROUTE_RULE_MATCHES)[number]

/** Why a rule is refused; each is a translated message on the web (`manage.links.problems.<key>`). */
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

const SOURCE_PATTERN = /^\/[A-Za-z0-9_.~-]+(\/[A-Za-z0-9_.~-]+)*$/
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

const isExternal = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')

export const RouteRuleInputSchema = z
  .object({
    source: z
      .string()
      .max(200)
      .transform(normaliseSource)
      .refine((s) => SOURCE_PATTERN.test(s), { error: ROUTE_RULE_PROBLEMS.sourceInvalid, abort: true }),
    match: z.enum(ROUTE_RULE_MATCHES).default('exact'),
    target: z
      .string()
      .trim()
      .max(500)
      .refine((t) => t.length > 0 && !/\s|[<>"]/.test(t), { error: ROUTE_RULE_PROBLEMS.targetInvalid, abort: true })
      .refine((t) => !isExternal(t) || /^https:\/\/[^/\s]+/i.test(t), {
        error: ROUTE_RULE_PROBLEMS.targetNotHttps,
        abort: true,
      })
      .refine((t) => isExternal(t) || /^\/[^/]/.test(t) || t === '/', { error: ROUTE_RULE_PROBLEMS.targetInvalid }),
    permanent: z.boolean().default(false),
    enabled: z.boolean().default(true),
    startsAt: z.iso.datetime({ offset: true }).nullable().default(null),
    endsAt: z.iso.datetime({ offset: true }).nullable().default(null),
  })
  .refine((r) => !sourceIsReserved(r.source, r.match), { error: ROUTE_RULE_PROBLEMS.sourceReserved, path: ['source'] })
  .refine((r) => !r.startsAt || !r.endsAt || Date.parse(r.endsAt) > Date.parse(r.startsAt), {
    error: ROUTE_RULE_PROBLEMS.windowOrder,
    path: ['endsAt'],
  })
export type RouteRuleInput = z.input<typeof RouteRuleInputSchema>
export type RouteRuleValues = z.output<typeof RouteRuleInputSchema>

export const RouteRuleUpdateSchema = RouteRuleInputSchema.and(z.object({ version: z.number().int().min(1) }))

/** A rule as the lookup needs it (the public list the web's guard reads). */
export const RouteRuleSchema = z.object({
  id: z.number().int(),
  source: z.string(),
  match: z.enum(ROUTE_RULE_MATCHES),
  target: z.string(),
  permanent: z.boolean(),
  enabled: z.boolean(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
})
export type RouteRule = z.infer<typeof RouteRuleSchema>

export const RouteRulesSchema = z.object({ items: z.array(RouteRuleSchema) })
export type RouteRules = z.infer<typeof RouteRulesSchema>

/** A rule as the back office lists it: its hits and version too. */
export const AdminRouteRuleSchema = RouteRuleSchema.extend({
  hits: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string().nullable(),
})
export type AdminRouteRule = z.infer<typeof AdminRouteRuleSchema>
export const AdminRouteRulesSchema = z.object({
  items: z.array(AdminRouteRuleSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type AdminRouteRules = z.infer<typeof AdminRouteRulesSchema>

export const AdminRouteRulesQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  match: z.enum(ROUTE_RULE_MATCHES).optional(),
  page: z.coerce.number().int().min(1).default(1),
})

type Rule = Pick<RouteRule, 'source' | 'match' | 'target'> & Partial<Pick<RouteRule, 'enabled' | 'startsAt' | 'endsAt'>>

export type AdminRouteRulesQuery = z.input<typeof AdminRouteRulesQuerySchema>

const problemByText = new Map<string, RouteRuleProblem>(
  Object.entries(ROUTE_RULE_PROBLEMS).map(([key, text]) => [text, key as RouteRuleProblem]),
)
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
  // An internal target without a language keeps the visitor's; one that names a language keeps its own.
  const named = stripLocalePrefix(joined).locale !== undefined
  return { rule, to: locale && !named ? `/${locale}${joined === '/' ? '' : joined}` : joined, external }
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
