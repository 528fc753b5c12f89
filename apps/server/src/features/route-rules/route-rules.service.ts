import {
  findRouteRule,
  ROUTE_RULE_PROBLEMS,
  type RouteRules,
  type RouteRuleValues,
  routeRuleConflict,
} from '@podium/domain'
import type { AppContext } from '../../context.ts'
import type { Db, Tx } from '../../db/client.ts'
import type { PreparedJson } from '../../http/cached-json.ts'
import { HttpError, notFound } from '../../http/errors.ts'
import { countHit, pendingHits } from './hit-counter.ts'
import { lockRuleWriters, publicRuleOf, selectAllRules, selectOtherRules } from './route-rules.repo.ts'

/**
 * The route rules' own part (decision 046); the back office's list and writes are the content engine's (decision
 * 112), which calls `checkRuleWrite` and `ruleAnswerExtras` through the kind's registration.
 */

/** The read-model key of every rule (a `content` event naming `route-rules` drops it on every instance). */
export const ROUTE_RULES_READ_MODEL = 'route-rules:all'

/** Every rule, from memory (as the public answer): the guard's list, and where a document request looks. */
export function publicRules(ctx: AppContext): Promise<PreparedJson<RouteRules>> {
  return ctx.cache.get<RouteRules>(ROUTE_RULES_READ_MODEL, async () => ({
    items: (await selectAllRules(ctx.database.db)).map(publicRuleOf),
  }))
}

/**
 * The redirect for a document request, or undefined. A hit is counted after the answer (never failing it): the
 * count is a guide for the organiser, not a ledger.
 */
export async function redirectFor(
  ctx: AppContext,
  path: string,
): Promise<{ to: string; permanent: boolean; external: boolean } | undefined> {
  const rules = JSON.parse((await publicRules(ctx)).body.toString('utf8')) as RouteRules
  if (!rules.items.length) return undefined
  const found = findRouteRule(path, rules.items, ctx.clock.now())
  if (!found) return undefined
  countHit(ctx.database.db, found.rule.id)
  return { to: found.to, permanent: found.rule.permanent, external: found.external }
}

/** A rule's source path, for its QR code; 404 when there is no such rule. */
export async function ruleSource(ctx: AppContext, id: number): Promise<string> {
  const rule = (await selectAllRules(ctx.database.db)).find((r) => r.id === id)
  if (!rule) throw notFound(`No route rule with id ${id}.`)
  return rule.source
}

/**
 * The checks that need the other rules: a taken source, a self-target, a loop (400 on the field). The rule writers
 * queue one behind the other first, so two writes that each close half of a loop cannot both pass (issue 37).
 */
export async function checkRuleWrite(tx: Tx, id: number | null, values: Record<string, unknown>): Promise<void> {
  await lockRuleWriters(tx)
  const others = await selectOtherRules(tx, id)
  const problem = routeRuleConflict(values as RouteRuleValues, others.map(publicRuleOf))
  if (!problem) return
  const field = problem === 'sourceTaken' ? 'source' : 'target'
  throw new HttpError(400, 'invalid_request', ROUTE_RULE_PROBLEMS[problem], { [field]: [ROUTE_RULE_PROBLEMS[problem]] })
}

/** A rule's hits as the back office reads them: those written, and those counted but not written yet. */
export function ruleAnswerExtras(db: Db, item: { id: number; hits?: unknown }): { hits: number } {
  return { hits: Number(item.hits ?? 0) + pendingHits(db, item.id) }
}
