/**
 * The organiser's short links and redirects (decision 046) as a content kind (decision 112): a source path, how it
 * matches, a target, permanent or temporary, enabled, an optional window. Unordered: listed by match, then source.
 * The checks against the other rules (a taken source, a self-target, a loop) need them all, so the server's
 * registration makes them; a rule's hits and its QR code are the server's and the manager's extras.
 */
import { z } from 'zod'
import { ROUTE_RULE_MATCHES, ROUTE_RULE_PROBLEMS } from '../rules/route-rules.ts'
import { RouteRuleFieldsSchema, sourceReservedBy, windowOutOfOrder } from '../schemas/route-rules.ts'
import { type ContentKind, contentSchemas } from './content-kind.ts'

export const ROUTE_RULES: ContentKind<typeof RouteRuleFieldsSchema.shape, 'route-rules', 'route-rule', false> = {
  kind: 'route-rules',
  entity: 'route-rule',
  input: RouteRuleFieldsSchema,
  rules: [
    { broken: sourceReservedBy, path: 'source', error: ROUTE_RULE_PROBLEMS.sourceReserved },
    { broken: windowOutOfOrder, path: 'endsAt', error: ROUTE_RULE_PROBLEMS.windowOrder },
  ],
  fields: [
    { name: 'match', widget: 'choice', options: ROUTE_RULE_MATCHES },
    { name: 'source', widget: 'text' },
    { name: 'target', widget: 'text' },
    { name: 'permanent', widget: 'boolean' },
    { name: 'enabled', widget: 'boolean' },
    { name: 'startsAt', widget: 'datetime' },
    { name: 'endsAt', widget: 'datetime' },
  ],
  problems: ROUTE_RULE_PROBLEMS,
  answers: { hits: z.number().int() },
  titleField: 'source',
  ordered: false,
  filters: ['match'],
  searchFields: ['source', 'target'],
}

export const RouteRulesContentSchemas = contentSchemas(ROUTE_RULES)
