/**
 * Applies one parsed ODF message in one transaction: an older (or the same) Version of a DocumentCode changes
 * nothing; results go through the results-entry writer (one writer for staff and feed); schedule changes go
 * through the status writer (ODF transitions, audit rows, live events). DT_PARTIC upserts athletes (Current="false"
 * marks them withdrawn: out of the participant lists, their results and medals kept), DT_MEDALLISTS
 * replaces events' medallists, DT_MEDALS only compares the feed's medal standings with Podium's medal table.
 */
import { canTransition, type MedalCount, medalTable, PutResultsSchema, searchKey, zonedDate } from '@podium/domain'
import { and, eq, inArray, notInArray } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import {
  athletes,
  events,
  type medallists,
  odfDocuments,
  organisations,
  teamMembers,
  teams,
  units,
} from '../../db/schema.ts'
import type { Actor } from '../../http/auth.ts'
import { HttpError } from '../../http/errors.ts'
import { publishLiveEvent } from '../../live/journal.ts'
import { insertAudit } from '../audit/audit.repo.ts'
import { selectMedallistRows } from '../medals/medals.repo.ts'
import { changeUnitStatus, replaceUnitResults, setEventMedallists, unitPayload } from '../results/results.service.ts'
import type { OdfMessage, OdfParticipant, OdfUnit } from './odf.parse.ts'

export const ODF_ACTOR: Actor = { kind: 'system', userId: null, userType: 'system', label: 'odf-feed' }

export interface OdfOutcome {
  documentCode: string
  documentType: string
  version: number
  applied: boolean
  /** The Version already applied when this message was ignored. */
  currentVersion?: number
  /** DT_MEDALS: the organisations whose counts in the feed differ from Podium's medal table. */
  mismatches?: OdfMedalMismatch[]
}

export interface OdfMedalMismatch {
  organisation: string
  feed: Omit<MedalCount, 'total'>
  podium: Omit<MedalCount, 'total'>
}

const unprocessable = (message: string, fields?: Record<string, string[]>) =>
  new HttpError(422, 'invalid_odf', message, fields)

async function applyResult(tx: Tx, msg: Extract<OdfMessage, { documentType: 'DT_RESULT' }>, actor: Actor, tz: string) {
  const input = PutResultsSchema.safeParse({
    ...(msg.resultStatus ? { resultStatus: msg.resultStatus } : {}),
    results: msg.results.map((r) => ({
      rank: r.Rank ?? null,
      rankEqual: r.RankEqual === 'Y',
      ...(r.Competitor.Type === 'T' ? { teamId: r.Competitor.Code } : { athleteId: r.Competitor.Code }),
      result: r.Result || null,
      qualification: r.QualificationMark || null,
      irm: r.IRM || null,
    })),
  })
  if (!input.success) {
    const fields: Record<string, string[]> = {}
    for (const issue of input.error.issues) fields[issue.path.join('.')] = [issue.message]
    throw unprocessable('The results of this DT_RESULT are inconsistent.', fields)
  }
  const [unit] = await tx.select({ code: units.code }).from(units).where(eq(units.code, msg.documentCode))
  if (!unit) throw unprocessable(`Unknown unit ${msg.documentCode}.`)
  await replaceUnitResults(tx, msg.documentCode, input.data, actor, tz)
}

async function applyUnit(tx: Tx, disciplineCode: string, u: OdfUnit, actor: Actor, tz: string) {
  const [row] = await tx.select().from(units).where(eq(units.code, u.Code)).for('update')
  if (!row) throw unprocessable(`Unknown unit ${u.Code}.`)
  if (row.disciplineCode !== disciplineCode) {
    throw unprocessable(`Unit ${u.Code} is not part of discipline ${disciplineCode}.`)
  }
  const startAt = u.StartDate ? new Date(u.StartDate) : row.startAt
  const endAt = u.EndDate ? new Date(u.EndDate) : row.endAt
  if (startAt.getTime() !== row.startAt.getTime() || endAt?.getTime() !== row.endAt?.getTime()) {
    const [after] = await tx
      .update(units)
      .set({ startAt, endAt, version: row.version + 1, updatedAt: new Date() })
      .where(eq(units.code, u.Code))
      .returning()
    if (!after) throw unprocessable(`Unknown unit ${u.Code}.`)
    await insertAudit(
      tx,
      actor,
      'unit',
      'unit.schedule',
      u.Code,
      { startAt: row.startAt, endAt: row.endAt },
      { startAt, endAt },
    )
    await publishLiveEvent(tx, 'unit', unitPayload(after, tz))
  }
  if (u.ScheduleStatus && u.ScheduleStatus !== row.scheduleStatus) {
    await changeUnitStatus(tx, u.Code, { scheduleStatus: u.ScheduleStatus }, actor, tz)
  }
}

async function applySchedule(
  tx: Tx,
  msg: Extract<OdfMessage, { documentType: 'DT_SCHEDULE' | 'DT_SCHEDULE_UPDATE' }>,
  actor: Actor,
  tz: string,
) {
  for (const u of msg.units) await applyUnit(tx, msg.disciplineCode, u, actor, tz)
  if (msg.documentType !== 'DT_SCHEDULE') return
  // A full schedule replaces the discipline's: units it no longer lists are cancelled (kept, with their history),
  // unless they are already past the point where ODF allows a cancellation.
  const listed = msg.units.map((u) => u.Code)
  const dropped = await tx
    .select()
    .from(units)
    .where(
      and(eq(units.disciplineCode, msg.disciplineCode), listed.length ? notInArray(units.code, listed) : undefined),
    )
  for (const row of dropped) {
    if (row.scheduleStatus !== 'CANCELLED' && canTransition(row.scheduleStatus as never, 'CANCELLED')) {
      await changeUnitStatus(tx, row.code, { scheduleStatus: 'CANCELLED' }, actor, tz)
    }
  }
}

const codesOf = async (tx: Tx, codes: string[]) =>
  new Set(
    codes.length
      ? (
          await tx.select({ code: organisations.code }).from(organisations).where(inArray(organisations.code, codes))
        ).map((r) => r.code)
      : [],
  )

/** The athlete row a participant describes; attributes the message leaves out keep what Podium has. */
function athleteRow(p: OdfParticipant, current: typeof athletes.$inferSelect | undefined) {
  const familyName = p.FamilyName
  const givenName = p.GivenName ?? current?.givenName ?? ''
  // The printed name as the bundle keeps it ("SILVA Ana"); ODF sends given and family names apart (no splitting).
  const name = p.PrintName ?? `${familyName.toUpperCase()} ${givenName}`.trim()
  return {
    id: p.Code,
    givenName,
    familyName,
    name,
    searchName: searchKey(`${givenName} ${familyName}`),
    gender: p.Gender,
    organisationCode: p.Organisation,
    birthDate: p.BirthDate ?? current?.birthDate ?? null,
    heightCm: p.Height ?? current?.heightCm ?? null,
    weightKg: p.Weight ?? current?.weightKg ?? null,
    withdrawn: !p.Current,
  }
}

/** The athlete fields DT_PARTIC sets, in a fixed order (compared to skip unchanged rows; the audit's before/after). */
const shownAthlete = (r: ReturnType<typeof athleteRow> | typeof athletes.$inferSelect) => ({
  givenName: r.givenName,
  familyName: r.familyName,
  name: r.name,
  gender: r.gender,
  organisationCode: r.organisationCode,
  birthDate: r.birthDate,
  heightCm: r.heightCm,
  weightKg: r.weightKg,
  withdrawn: r.withdrawn,
})

/** The audit action of a change: a withdrawal or re-instatement says so, whatever else changed with it. */
function participantAction(before: typeof athletes.$inferSelect | undefined, next: ReturnType<typeof athleteRow>) {
  if (!before) return 'athlete.create'
  if (before.withdrawn !== next.withdrawn) return next.withdrawn ? 'athlete.withdraw' : 'athlete.reinstate'
  return 'athlete.update'
}

async function applyParticipants(tx: Tx, msg: Extract<OdfMessage, { documentType: 'DT_PARTIC' }>, actor: Actor) {
  const seen = new Set<string>()
  for (const p of msg.participants) {
    if (seen.has(p.Code)) throw unprocessable(`Participant ${p.Code} is listed twice.`)
    seen.add(p.Code)
  }
  const known = await codesOf(tx, [...new Set(msg.participants.map((p) => p.Organisation))])
  const fields: Record<string, string[]> = {}
  msg.participants.forEach((p, i) => {
    if (!known.has(p.Organisation)) fields[`Participant.${i}.Organisation`] = [`Unknown organisation ${p.Organisation}`]
  })
  const bad = msg.participants.find((p) => !known.has(p.Organisation))
  if (bad) throw unprocessable(`Participant ${bad.Code}: unknown organisation ${bad.Organisation}.`, fields)

  const current = new Map<string, typeof athletes.$inferSelect>()
  const ids = [...seen]
  for (let i = 0; i < ids.length; i += 1000) {
    const rows = await tx
      .select()
      .from(athletes)
      .where(inArray(athletes.id, ids.slice(i, i + 1000)))
      .for('update')
    for (const r of rows) current.set(r.id, r)
  }
  let changed = 0
  for (const p of msg.participants) {
    const before = current.get(p.Code)
    const next = athleteRow(p, before)
    const previous = before ? shownAthlete(before) : null
    if (previous && JSON.stringify(previous) === JSON.stringify(shownAthlete(next))) continue
    if (before) await tx.update(athletes).set(next).where(eq(athletes.id, p.Code))
    else
      await tx
        .insert(athletes)
        .values({ ...next, photoUrl: `/api/v1/athletes/${encodeURIComponent(p.Code)}/photo.svg` })
    await insertAudit(tx, actor, 'athlete', participantAction(before, next), p.Code, previous, shownAthlete(next))
    changed++
  }
  // Names and delegations show on nearly every screen, and a withdrawal changes every participant list: like a
  // bundle import, drop every read model.
  if (changed) await publishLiveEvent(tx, 'reset', { source: 'odf', documentType: 'DT_PARTIC', athletes: changed })
}

type MedallistInsert = typeof medallists.$inferInsert
async function applyMedallists(
  tx: Tx,
  msg: Extract<OdfMessage, { documentType: 'DT_MEDALLISTS' }>,
  actor: Actor,
  tz: string,
) {
  const eventCodes = msg.events.map((e) => e.eventCode)
  if (new Set(eventCodes).size !== eventCodes.length) throw unprocessable('An Event is listed twice.')
  const eventRows = new Map(
    (await tx.select().from(events).where(inArray(events.code, eventCodes))).map((e) => [e.code, e]),
  )
  const competitors = msg.events.flatMap((e) => e.medals.map((m) => m.competitor))
  const athleteIds = competitors.filter((c) => c.Type !== 'T').map((c) => c.Code)
  const teamIds = competitors.filter((c) => c.Type === 'T').map((c) => c.Code)
  const athleteOrg = new Map(
    athleteIds.length
      ? (
          await tx
            .select({ id: athletes.id, org: athletes.organisationCode })
            .from(athletes)
            .where(inArray(athletes.id, athleteIds))
        ).map((a) => [a.id, a.org])
      : [],
  )
  const teamRows = new Map(
    teamIds.length ? (await tx.select().from(teams).where(inArray(teams.id, teamIds))).map((t) => [t.id, t]) : [],
  )
  const members = teamIds.length ? await tx.select().from(teamMembers).where(inArray(teamMembers.teamId, teamIds)) : []
  const knownOrgs = await codesOf(tx, [
    ...new Set(competitors.map((c) => c.Organisation).filter((o): o is string => Boolean(o))),
  ])

  // Everything is checked before the first write.
  const desired = new Map<string, Omit<MedallistInsert, 'unitCode' | 'awardedAt'>[]>()
  for (const [ei, e] of msg.events.entries()) {
    const event = eventRows.get(e.eventCode)
    if (!event) throw unprocessable(`Unknown event ${e.eventCode}.`, { [`Event.${ei}.Code`]: ['Unknown event'] })
    const rows: Omit<MedallistInsert, 'unitCode' | 'awardedAt'>[] = []
    for (const [mi, { medal, competitor: c }] of e.medals.entries()) {
      const path = `Event.${ei}.Medal.${mi}.Competitor`
      if (c.Organisation && !knownOrgs.has(c.Organisation)) {
        throw unprocessable(`Unknown organisation ${c.Organisation} for competitor ${c.Code}.`, {
          [`${path}.Organisation`]: ['Unknown organisation'],
        })
      }
      if (c.Type === 'T') {
        const team = teamRows.get(c.Code)
        if (!team || team.eventCode !== e.eventCode) {
          throw unprocessable(`Unknown team ${c.Code} in event ${e.eventCode}.`, { [`${path}.Code`]: ['Unknown team'] })
        }
        const organisationCode = c.Organisation ?? team.organisationCode
        // A team medal is one row per member, all with the team id, so the medal table counts it once.
        const ids = members.filter((m) => m.teamId === c.Code).map((m) => m.athleteId)
        for (const athleteId of ids.length ? ids : [null]) {
          rows.push({ eventCode: e.eventCode, medal, organisationCode, athleteId, teamId: c.Code })
        }
      } else {
        const org = athleteOrg.get(c.Code)
        if (!org) throw unprocessable(`Unknown athlete ${c.Code}.`, { [`${path}.Code`]: ['Unknown athlete'] })
        rows.push({
          eventCode: e.eventCode,
          medal,
          organisationCode: c.Organisation ?? org,
          athleteId: c.Code,
          teamId: null,
        })
      }
    }
    desired.set(e.eventCode, rows)
  }

  for (const e of msg.events) {
    const event = eventRows.get(e.eventCode) as typeof events.$inferSelect
    await setEventMedallists(tx, event, desired.get(e.eventCode) ?? [], actor, tz, 'odf')
  }
}

/** DT_MEDALS: the feed's standings against the medal table Podium derives from its medallists; writes nothing. */
async function checkMedals(
  tx: Tx,
  msg: Extract<OdfMessage, { documentType: 'DT_MEDALS' }>,
): Promise<OdfMedalMismatch[]> {
  // The same rows GET /api/v1/medals ranks: the check compares with what the app shows.
  const rows = await selectMedallistRows(tx, {})
  const podium = new Map(
    medalTable(rows).map((r) => [r.organisationCode, { gold: r.gold, silver: r.silver, bronze: r.bronze }]),
  )
  const feed = new Map<string, { gold: number; silver: number; bronze: number }>()
  for (const l of msg.lines) {
    if (feed.has(l.organisation)) throw unprocessable(`MedalLine ${l.organisation} is listed twice.`)
    feed.set(l.organisation, { gold: l.gold, silver: l.silver, bronze: l.bronze })
  }
  const zero = { gold: 0, silver: 0, bronze: 0 }
  const mismatches: OdfMedalMismatch[] = []
  for (const organisation of [...new Set([...feed.keys(), ...podium.keys()])].sort()) {
    const f = feed.get(organisation) ?? zero
    const p = podium.get(organisation) ?? zero
    if (f.gold !== p.gold || f.silver !== p.silver || f.bronze !== p.bronze) {
      mismatches.push({ organisation, feed: f, podium: p })
    }
  }
  return mismatches
}

/** Applies one message, all or nothing. */
export async function applyOdf(db: Db, msg: OdfMessage, timeZone: string, actor: Actor = ODF_ACTOR) {
  return db.transaction(async (tx): Promise<OdfOutcome> => {
    const outcome = { documentCode: msg.documentCode, documentType: msg.documentType, version: msg.version }
    // A check changes nothing, so it has no Version to keep: every DT_MEDALS is compared.
    if (msg.documentType === 'DT_MEDALS') return { ...outcome, applied: false, mismatches: await checkMedals(tx, msg) }
    const [seen] = await tx
      .select()
      .from(odfDocuments)
      .where(eq(odfDocuments.documentCode, msg.documentCode))
      .for('update')
    if (seen && seen.version >= msg.version) return { ...outcome, applied: false, currentVersion: seen.version }
    if (msg.documentType === 'DT_RESULT') await applyResult(tx, msg, actor, timeZone)
    else if (msg.documentType === 'DT_PARTIC') await applyParticipants(tx, msg, actor)
    else if (msg.documentType === 'DT_MEDALLISTS') await applyMedallists(tx, msg, actor, timeZone)
    else await applySchedule(tx, msg, actor, timeZone)
    await tx
      .insert(odfDocuments)
      .values({ documentCode: msg.documentCode, documentType: msg.documentType, version: msg.version })
      .onConflictDoUpdate({
        target: odfDocuments.documentCode,
        set: { documentType: msg.documentType, version: msg.version, appliedAt: new Date() },
      })
    return { ...outcome, applied: true }
  })
}
