import {
  flagImage,
  type Locale,
  localize,
  type PushFollow,
  type PushSubscribeInput,
  type ResultSummary,
  type UnitTargets,
} from '@podium/domain'
import { and, asc, count, eq, gt, inArray, lte, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import {
  follows,
  pushAlertsSent,
  pushSubscriptions,
  records,
  startListEntries,
  teamMembers,
  teams,
  units,
} from '../../db/schema.ts'
import { scheduleItemsOf } from '../schedule/index.ts'
import { selectResultRowsWithNames, selectUnitMedallists, selectUnitRows } from '../units/index.ts'

export type SubscriptionRow = typeof pushSubscriptions.$inferSelect

/** What the routes write: the browser's subscription and its settings. */
export async function upsertSubscription(
  tx: Tx,
  input: PushSubscribeInput,
  userId: number | null,
  now: Date,
): Promise<SubscriptionRow | undefined> {
  const values = {
    endpoint: input.subscription.endpoint,
    p256dh: input.subscription.keys.p256dh,
    auth: input.subscription.keys.auth,
    userId,
    locale: input.locale,
    kinds: [...new Set(input.kinds)],
    leadMinutes: input.leadMinutes,
    spoilerFree: input.spoilerFree,
    follows: userId === null ? input.follows : [],
    updatedAt: now,
  }
  // The endpoint is the key, its `auth` secret the proof: only the browser that subscribed may change it.
  const [row] = await tx
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        p256dh: values.p256dh,
        userId: values.userId,
        locale: values.locale,
        kinds: values.kinds,
        leadMinutes: values.leadMinutes,
        spoilerFree: values.spoilerFree,
        follows: values.follows,
        updatedAt: now,
      },
      setWhere: eq(pushSubscriptions.auth, values.auth),
    })
    .returning()
  return row
}

export async function countUserSubscriptions(tx: Tx, userId: number, except: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), sql`${pushSubscriptions.endpoint} <> ${except}`))
  return row?.n ?? 0
}

export async function deleteSubscription(db: Db, endpoint: string, auth: string): Promise<boolean> {
  const gone = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.auth, auth)))
    .returning({ id: pushSubscriptions.id })
  return gone.length > 0
}

export async function deleteSubscriptionsById(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, [...ids]))
}

/** Every subscription that wants `kind`, with the follows it answers to. */
export async function selectSubscriptionsFor(
  db: Db,
  kind: string,
): Promise<(SubscriptionRow & { followed: PushFollow[] })[]> {
  const rows = await db
    .select()
    .from(pushSubscriptions)
    .where(sql`${pushSubscriptions.kinds} @> ${JSON.stringify([kind])}::jsonb`)
  // A signed-in subscriber's alerts follow the account's follows (decision 054), read for all of them at once.
  const userIds = [...new Set(rows.flatMap((row) => (row.userId === null ? [] : [row.userId])))]
  const byUser = new Map<number, PushFollow[]>()
  if (userIds.length > 0) {
    const accountFollows = await db
      .select({ userId: follows.userId, kind: follows.kind, code: follows.code })
      .from(follows)
      .where(inArray(follows.userId, userIds))
    for (const f of accountFollows) {
      const list = byUser.get(f.userId) ?? []
      list.push({ kind: f.kind, code: f.code } as PushFollow)
      byUser.set(f.userId, list)
    }
  }
  return rows.map((row) => ({
    ...row,
    followed: row.userId === null ? (row.follows as PushFollow[]) : (byUser.get(row.userId) ?? []),
  }))
}

/** Takes the right to send the alert `key`: true for exactly one caller, whichever instance it runs on. */
export async function claimAlert(db: Db, key: string): Promise<boolean> {
  const claimed = await db
    .insert(pushAlertsSent)
    .values({ key })
    .onConflictDoNothing()
    .returning({ key: pushAlertsSent.key })
  return claimed.length > 0
}

export async function recordRecipients(db: Db, key: string, recipients: number): Promise<void> {
  await db.update(pushAlertsSent).set({ recipients }).where(eq(pushAlertsSent.key, key))
}

/** Statuses of a unit that has not started yet (and may still, unlike POSTPONED or CANCELLED). */
const NOT_STARTED = ['SCHEDULED', 'RESCHEDULED', 'DELAYED', 'GETTING_READY'] as const

/** Units starting in (from, to]: the "about to start" candidates. */
export async function selectUnitsStartingBetween(db: Db, from: Date, to: Date): Promise<string[]> {
  const rows = await db
    .select({ code: units.code })
    .from(units)
    .where(and(gt(units.startAt, from), lte(units.startAt, to), inArray(units.scheduleStatus, [...NOT_STARTED])))
    .orderBy(asc(units.startAt))
  return rows.map((r) => r.code)
}

/** A unit as alerts name it: its names in every language, its venue, its start and its competitors. */
export interface UnitForAlert {
  code: string
  unitNames: Parameters<typeof localize>[0]
  disciplineNames: Parameters<typeof localize>[0] | null
  eventNames: Parameters<typeof localize>[0] | null
  venueNames: Parameters<typeof localize>[0] | null
  eventCode: string | null
  startAt: Date
  competitors: UnitTargets
  /** The winner of the unit, or its leader, by name ("SILVA Ana (BRA)"). */
  leader: string | null
  /** The event's gold medallists' names, for a medal alert. */
  gold: string | null
  medallists: UnitTargets
  /** The result as its sport reads it (decision 093): the same summary the schedule lists show. */
  summary: ResultSummary | null
}

const emptyTargets = (disciplineCode: string | null): UnitTargets => ({
  disciplineCode,
  athletes: new Set(),
  teams: new Set(),
  delegations: new Set(),
})

export async function selectUnitForAlert(db: Db, code: string, locale: Locale = 'pt'): Promise<UnitForAlert | null> {
  const [unit] = await selectUnitRows(db, eq(units.code, code))
  if (!unit) return null
  const competitors = emptyTargets(unit.disciplineCode)
  const entrants = await db
    .select({
      athleteId: startListEntries.athleteId,
      teamId: startListEntries.teamId,
      organisationCode: startListEntries.organisationCode,
    })
    .from(startListEntries)
    .where(eq(startListEntries.unitCode, code))
  const ranked = await selectResultRowsWithNames(db, [code])
  await addCompetitors(db, competitors, [...entrants, ...ranked])
  const first = ranked.find((r) => r.rank === 1)
  const nameOf = (r: { athleteName: string | null; teamNames: unknown; organisationCode: string }) =>
    `${r.athleteName ?? (r.teamNames ? localize(r.teamNames as never, locale) : r.organisationCode)} (${r.organisationCode})`
  const won = unit.eventCode ? await selectUnitMedallists(db, code) : []
  const medalTargets = emptyTargets(unit.disciplineCode)
  await addCompetitors(db, medalTargets, won)
  // The summary the schedule lists show, from the same rows (no names needed: organisations stay codes here).
  const [item] = await scheduleItemsOf(db, locale, [unit], (c) => ({ code: c, name: c, flagUrl: flagImage(c) }))
  const gold = won.filter((m) => m.medal === 'GOLD')
  const goldNames = [...new Set(gold.map((m) => (m.teamId ? nameOf({ ...m, athleteName: null }) : nameOf(m))))]
  return {
    code: unit.code,
    unitNames: unit.names,
    disciplineNames: unit.disciplineNames,
    eventNames: unit.eventNames,
    venueNames: unit.venueNames,
    eventCode: unit.eventCode,
    startAt: unit.startAt,
    competitors,
    leader: first ? nameOf(first) : null,
    gold: goldNames.length > 0 ? goldNames.join(', ') : null,
    summary: item?.summary ?? null,
    medallists: medalTargets,
  }
}

/** Adds competitors to targets; a team brings its members, so following an athlete covers their relay. */
async function addCompetitors(
  db: Db | Tx,
  targets: UnitTargets,
  rows: readonly { athleteId: string | null; teamId: string | null; organisationCode: string }[],
): Promise<void> {
  const athletesSet = targets.athletes as Set<string>
  const teamsSet = targets.teams as Set<string>
  const delegations = targets.delegations as Set<string>
  for (const r of rows) {
    if (r.athleteId) athletesSet.add(r.athleteId)
    if (r.teamId) teamsSet.add(r.teamId)
    delegations.add(r.organisationCode)
  }
  if (teamsSet.size === 0) return
  const members = await db
    .select({ athleteId: teamMembers.athleteId })
    .from(teamMembers)
    .where(inArray(teamMembers.teamId, [...teamsSet]))
  for (const m of members) athletesSet.add(m.athleteId)
}

/** A record a unit set, as its alert names it and whom it goes to (decision 094). */
export interface RecordForAlert {
  mark: string
  holder: string
  /** A team holder's names in every language (an athlete's name is one). */
  teamNames: Parameters<typeof localize>[0] | null
  organisationCode: string | null
  holderTargets: UnitTargets
}

/**
 * The record of an event and kind if it still stands as set by `unitCode` (a correction may have given it back
 * before the alert went out): its holder — the athlete, or the team and its members —, their delegation and sport.
 */
export async function selectRecordForAlert(
  db: Db,
  eventCode: string,
  kind: string,
  unitCode: string,
  disciplineCode: string | null,
): Promise<RecordForAlert | null> {
  const [row] = await db
    .select()
    .from(records)
    .where(and(eq(records.eventCode, eventCode), eq(records.kind, kind), eq(records.unitCode, unitCode)))
  if (!row) return null
  const holderTargets = emptyTargets(disciplineCode)
  if (row.athleteId || row.teamId || row.organisationCode) {
    await addCompetitors(db, holderTargets, [
      { athleteId: row.athleteId, teamId: row.teamId, organisationCode: row.organisationCode ?? '' },
    ])
    ;(holderTargets.delegations as Set<string>).delete('')
  }
  const [team] = row.teamId ? await db.select({ names: teams.names }).from(teams).where(eq(teams.id, row.teamId)) : []
  return {
    mark: row.mark,
    holder: row.holder,
    teamNames: team?.names ?? null,
    organisationCode: row.organisationCode,
    holderTargets,
  }
}
