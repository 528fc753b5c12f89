import { FOLLOW_KINDS, type Follow, type Follows, MAX_FOLLOWS } from '@podium/domain'
import type { AppContext } from '../../context.ts'
import type { Tx } from '../../db/client.ts'
import { HttpError } from '../../http/errors.ts'
import {
  countFollows,
  deleteFollow,
  insertFollows,
  knownCodes,
  lockUserFollows,
  selectFollows,
} from './follows.repo.ts'

const unknownTarget = (unknown: readonly Follow[]) =>
  new HttpError(
    422,
    'unknown_follow_target',
    `Nothing to follow with ${unknown.map((f) => `${f.kind} ${f.code}`).join(', ')}.`,
    { code: ['Unknown code'] },
  )
const tooMany = () =>
  new HttpError(409, 'too_many_follows', `At most ${MAX_FOLLOWS} follows per account.`, {
    '': [`At most ${MAX_FOLLOWS} follows`],
  })

/** Those of `items` the games do not know. */
async function unknownOf(tx: Tx, items: readonly Follow[]): Promise<Follow[]> {
  const unknown: Follow[] = []
  for (const kind of FOLLOW_KINDS) {
    const ofKind = items.filter((f) => f.kind === kind)
    const known = await knownCodes(
      tx,
      kind,
      ofKind.map((f) => f.code),
    )
    unknown.push(...ofKind.filter((f) => !known.has(f.code)))
  }
  return unknown
}

export async function listFollows(ctx: AppContext, userId: number): Promise<Follows> {
  return { items: await selectFollows(ctx.database.db, userId) }
}

/** Adds one follow: an unknown target or one past the cap is refused and nothing is stored. */
export function addFollow(ctx: AppContext, userId: number, target: Follow): Promise<Follows> {
  return ctx.database.db.transaction(async (tx) => {
    const unknown = await unknownOf(tx, [target])
    if (unknown.length > 0) throw unknownTarget(unknown)
    await lockUserFollows(tx, userId)
    const mine = await selectFollows(tx, userId)
    const has = mine.some((f) => f.kind === target.kind && f.code === target.code)
    if (!has && (await countFollows(tx, userId)) >= MAX_FOLLOWS) throw tooMany()
    await insertFollows(tx, userId, [target], ctx.clock.now())
    return { items: await selectFollows(tx, userId) }
  })
}

export function removeFollow(ctx: AppContext, userId: number, target: Follow): Promise<Follows> {
  return ctx.database.db.transaction(async (tx) => {
    await deleteFollow(tx, userId, target)
    return { items: await selectFollows(tx, userId) }
  })
}

/**
 * A device's follows at login: the ones the games know are added while the cap allows (the server's come first),
 * codes the games no longer know are dropped rather than failing the login's merge. Then the server is the truth.
 */
export function mergeFollows(ctx: AppContext, userId: number, items: readonly Follow[]): Promise<Follows> {
  return ctx.database.db.transaction(async (tx) => {
    await lockUserFollows(tx, userId)
    const unknown = new Set((await unknownOf(tx, items)).map((f) => `${f.kind}:${f.code}`))
    const mine = new Set((await selectFollows(tx, userId)).map((f) => `${f.kind}:${f.code}`))
    const room = MAX_FOLLOWS - mine.size
    const fresh = items.filter((f) => !unknown.has(`${f.kind}:${f.code}`) && !mine.has(`${f.kind}:${f.code}`))
    await insertFollows(tx, userId, fresh.slice(0, Math.max(0, room)), ctx.clock.now())
    return { items: await selectFollows(tx, userId) }
  })
}
