import {
  ADMIN_PAGE_SIZE,
  type AdminRouteRule,
  type AdminRouteRules,
  findRouteRule,
  ROUTE_RULE_PROBLEMS,
  type RouteRuleMatch,
  type RouteRules,
  type RouteRuleValues,
  routeRuleConflict,
} from '@podium/domain'
import type { AppContext } from '../../context.ts'
import type { Tx } from '../../db/client.ts'
import type { Actor } from '../../http/auth.ts'
import type { PreparedJson } from '../../http/cached-json.ts'
import { conflict, HttpError, notFound } from '../../http/errors.ts'
import { publishLiveEvent } from '../../live/journal.ts'
import { insertAudit } from '../audit/index.ts'
import { countHit, pendingHits } from './hit-counter.ts'
import {
  adminRuleOf,
  deleteRuleRow,
  insertRule,
  lockRuleWriters,
  publicRuleOf,
  type RouteRuleRow,
  selectAdminRules,
  selectAllRules,
  selectOtherRulesForUpdate,
  selectRuleForUpdate,
  updateRuleRow,
} from './route-rules.repo.ts'

/** The read-model key of every rule (live/invalidation.ts drops it on a `route-rule` event). */
export const ROUTE_RULES_READ_MODEL = 'route-rules:all'

const ruleNotFound = (id: number) => notFound(`No route rule with id ${id}.`)

const audited = (row: RouteRuleRow) => ({ ...publicRuleOf(row), version: row.version })

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
  if (!rule) throw ruleNotFound(id)
  return rule.source
}

export async function listAdminRules(
  ctx: AppContext,
  query: { q?: string | undefined; match?: RouteRuleMatch | undefined; page: number },
): Promise<AdminRouteRules> {
  const { rows, total } = await selectAdminRules(ctx.database.db, { ...query, pageSize: ADMIN_PAGE_SIZE })
  const items = rows
    .map(adminRuleOf)
    .map((rule) => ({ ...rule, hits: rule.hits + pendingHits(ctx.database.db, rule.id) }))
  return { items, total, page: query.page, pageSize: ADMIN_PAGE_SIZE }
}

/** The checks that need the other rules: a taken source, a self-target, a loop (400 on the field). */
async function checkAgainstOthers(tx: Tx, id: number | null, values: RouteRuleValues): Promise<void> {
  const others = await selectOtherRulesForUpdate(tx, id)
  const problem = routeRuleConflict(values, others.map(publicRuleOf))
  if (!problem) return
  const field = problem === 'sourceTaken' ? 'source' : 'target'
  throw new HttpError(400, 'invalid_request', ROUTE_RULE_PROBLEMS[problem], { [field]: [ROUTE_RULE_PROBLEMS[problem]] })
}

async function write<T>(ctx: AppContext, change: (tx: Tx) => Promise<T>): Promise<T> {
  return ctx.database.db.transaction(async (tx) => {
    await lockRuleWriters(tx)
    return change(tx)
  })
}

export function createRule(ctx: AppContext, actor: Actor, values: RouteRuleValues): Promise<AdminRouteRule> {
  return write(ctx, async (tx) => {
    await checkAgainstOthers(tx, null, values)
    const row = await insertRule(tx, values, ctx.clock.now())
    await insertAudit(tx, actor, 'route-rule', 'route-rule.create', String(row.id), null, audited(row))
    await publishLiveEvent(tx, 'route-rule', { id: row.id, change: 'created' })
    return adminRuleOf(row)
  })
}

export function updateRule(
  ctx: AppContext,
  actor: Actor,
  id: number,
  values: RouteRuleValues & { version: number },
): Promise<AdminRouteRule> {
  return write(ctx, async (tx) => {
    const before = await selectRuleForUpdate(tx, id)
    if (!before) throw ruleNotFound(id)
    if (before.version !== values.version) throw conflict()
    await checkAgainstOthers(tx, id, values)
    const row = await updateRuleRow(tx, id, values, ctx.clock.now())
    await insertAudit(tx, actor, 'route-rule', 'route-rule.update', String(id), audited(before), audited(row))
    await publishLiveEvent(tx, 'route-rule', { id, change: 'updated' })
    return adminRuleOf(row)
  })
}

export async function deleteRule(ctx: AppContext, actor: Actor, id: number, version: number): Promise<void> {
  await write(ctx, async (tx) => {
    const before = await selectRuleForUpdate(tx, id)
    if (!before) throw ruleNotFound(id)
    if (before.version !== version) throw conflict()
    await deleteRuleRow(tx, id)
    await insertAudit(tx, actor, 'route-rule', 'route-rule.delete', String(id), audited(before), null)
    await publishLiveEvent(tx, 'route-rule', { id, change: 'deleted' })
  })
}
