/**
 * The zod schemas of a route rule (issue 23; docs/decisions/046-route-rules.md): the back-office form and the API
 * check a rule with them. The rule's checks they call and the lookup are in rules/route-rules.ts.
 */
import { z } from 'zod'
import {
  isExternal,
  normaliseSource,
  ROUTE_RULE_MATCHES,
  ROUTE_RULE_PROBLEMS,
  SOURCE_PATTERN,
  sourceIsReserved,
} from '../rules/route-rules.ts'

/**
 * A rule's fields, each checked alone: the content engine's input (decision 112), whose rules across fields are the
 * kind's (content/route-rules.ts). `RouteRuleInputSchema` adds them, for whoever checks a rule outside the engine.
 */
export const RouteRuleFieldsSchema = z.object({
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
    .refine((t) => isExternal(t) || (/^\/[^/]/.test(t) && !t.includes('\\')) || t === '/', {
      error: ROUTE_RULE_PROBLEMS.targetInvalid,
    }),
  permanent: z.boolean().default(false),
  enabled: z.boolean().default(true),
  startsAt: z.iso.datetime({ offset: true }).nullable().default(null),
  endsAt: z.iso.datetime({ offset: true }).nullable().default(null),
})

/** The source is not one the app answers itself (a page, a prefix over pages, the API, files). */
export const sourceReservedBy = (r: Pick<RouteRuleValues, 'source' | 'match'>) => sourceIsReserved(r.source, r.match)
/** The window ends after it starts. */
export const windowOutOfOrder = (r: Pick<RouteRuleValues, 'startsAt' | 'endsAt'>) =>
  Boolean(r.startsAt && r.endsAt && Date.parse(r.endsAt) <= Date.parse(r.startsAt))

export const RouteRuleInputSchema = RouteRuleFieldsSchema.refine((r) => !sourceReservedBy(r), {
  error: ROUTE_RULE_PROBLEMS.sourceReserved,
  path: ['source'],
}).refine((r) => !windowOutOfOrder(r), { error: ROUTE_RULE_PROBLEMS.windowOrder, path: ['endsAt'] })
export type RouteRuleInput = z.input<typeof RouteRuleInputSchema>
export type RouteRuleValues = z.output<typeof RouteRuleFieldsSchema>

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

export type AdminRouteRulesQuery = z.input<typeof AdminRouteRulesQuerySchema>
