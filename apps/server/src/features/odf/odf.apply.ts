/**
 * Applies one parsed ODF message in one transaction (docs/odf.md): a message of another competition than the one
 * the feed follows is refused; an older (or the same) Version of a document changes nothing; a test message
 * (FeedFlag T) is applied and rolled back, so it is checked like a real one and never touches public data. Results
 * and statuses go through the results writer (odf.result.ts, odf.schedule.ts: one writer for staff and feed);
 * DT_PARTIC upserts athletes (Current="false" marks them withdrawn: out of the participant lists, their results and
 * medals kept), DT_PARTIC_TEAMS teams (odf.teams.ts), DT_MEDALLISTS replaces events' medallists, DT_MEDALS only
 * compares the feed's medal standings with Podium's medal table (a difference is logged and answered), and
 * DT_POOL_STANDING and DT_BRACKETS are compared with Podium's structure likewise (odf.structure-check.ts).
 */
import { type MedalCount, medalTable, type OdfStructureDifference, searchKey } from '@podium/domain'
import type { Db, Tx } from '../../db/client.ts'
import type { athletes, events, medallists } from '../../db/schema.ts'
import type { Actor } from '../../http/auth.ts'
import { HttpError } from '../../http/errors.ts'
import { publishLiveEvent } from '../../live/journal.ts'
import { insertAudit } from '../audit/index.ts'
import { selectMedallistRows } from '../medals/index.ts'
import { setEventMedallists } from '../results/index.ts'
import type { OdfMessage, OdfParticipant } from './odf.parse.ts'
import {
  type DocumentKey,
  followedCompetition,
  lockDocumentVersion,
  saveDocumentVersion,
  selectEventsOfDiscipline,
} from './odf.repo.ts'
import { applyResult } from './odf.result.ts'
import { applySchedule } from './odf.schedule.ts'
import { checkBrackets, checkPoolStanding } from './odf.structure-check.ts'
import { applyTeams } from './odf.teams.ts'
import {
  insertAthlete,
  selectAthleteOrganisations,
  selectAthletesForUpdate,
  selectEventsIn,
  selectOrganisationCodesIn,
  selectTeamMembersOf,
  selectTeamsIn,
  updateAthlete,
} from './odf-apply.repo.ts'

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
  /** DT_POOL_STANDING, DT_BRACKETS: where the feed differs from Podium's structure (decision 078). */
  differences?: OdfStructureDifference[]
  /** FeedFlag T: the message was checked, applied and rolled back. */
  test?: boolean
  /** Why a message that was understood changed nothing (a start list after results). */
  note?: string
}

export interface OdfMedalMismatch {
  organisation: string
  feed: Omit<MedalCount, 'total'>
  podium: Omit<MedalCount, 'total'>
}

const unprocessable = (message: string, fields?: Record<string, string[]>) =>
  new HttpError(422, 'invalid_odf', message, fields)

const codesOf = async (tx: Tx, codes: string[]) =>
  new Set(codes.length ? await selectOrganisationCodesIn(tx, codes) : [])

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
    const rows = await selectAthletesForUpdate(tx, ids.slice(i, i + 1000))
    for (const r of rows) current.set(r.id, r)
  }
  let changed = 0
  for (const p of msg.participants) {
    const before = current.get(p.Code)
    const next = athleteRow(p, before)
    const previous = before ? shownAthlete(before) : null
    if (previous && JSON.stringify(previous) === JSON.stringify(shownAthlete(next))) continue
    if (before) await updateAthlete(tx, p.Code, next)
    else await insertAthlete(tx, { ...next, photoUrl: `/api/v1/athletes/${encodeURIComponent(p.Code)}/photo.svg` })
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
  const eventRows = new Map((await selectEventsIn(tx, eventCodes)).map((e) => [e.code, e]))
  const competitors = msg.events.flatMap((e) => e.medals.map((m) => m.competitor))
  const athleteIds = competitors.filter((c) => c.Type !== 'T').map((c) => c.Code)
  const teamIds = competitors.filter((c) => c.Type === 'T').map((c) => c.Code)
  const athleteOrg = new Map(
    athleteIds.length ? (await selectAthleteOrganisations(tx, athleteIds)).map((a) => [a.id, a.org]) : [],
  )
  const teamRows = new Map(teamIds.length ? (await selectTeamsIn(tx, teamIds)).map((t) => [t.id, t]) : [])
  const members = teamIds.length ? await selectTeamMembersOf(tx, teamIds) : []
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
  // The same rows GET /api/v1/medals ranks: the check compares with what the app shows. A discipline's DocumentCode
  // (SWM----…) sends that discipline's standings only.
  const all = await selectMedallistRows(tx, {})
  const ofDiscipline = msg.discipline ? new Set(await selectEventsOfDiscipline(tx, msg.discipline)) : null
  const rows = ofDiscipline ? all.filter((r) => ofDiscipline.has(r.eventCode)) : all
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

/** Thrown to roll a test message's transaction back with its outcome. */
class TestRollback extends Error {
  constructor(readonly outcome: OdfOutcome) {
    super('ODF test message rolled back')
  }
}

export interface OdfLog {
  warn(message: string): void
}

/**
 * Writes a message's outcome to the feed's log (odf-log.ts): called in the apply's transaction before it commits,
 * or with the database after a test message's rollback. It must never throw (logging never breaks applying).
 */
export type OdfRecorder = (q: Db | Tx, outcome: OdfOutcome) => Promise<void>

/** Applies one message, all or nothing. */
export async function applyOdf(
  db: Db,
  msg: OdfMessage,
  timeZone: string,
  actor: Actor = ODF_ACTOR,
  log: OdfLog = console,
  record?: OdfRecorder,
): Promise<OdfOutcome> {
  const outcome = { documentCode: msg.documentCode, documentType: msg.documentType, version: msg.version }
  try {
    return await db.transaction(async (tx): Promise<OdfOutcome> => {
      const followed = await followedCompetition(tx)
      if (followed && followed !== msg.competitionCode) {
        throw new HttpError(
          422,
          'invalid_odf',
          `CompetitionCode ${msg.competitionCode} is not the competition this Podium follows (${followed}).`,
          { 'OdfBody.CompetitionCode': [`must be ${followed}`] },
        )
      }
      const done = async (result: OdfOutcome) => {
        if (msg.test) throw new TestRollback({ ...result, applied: false, test: true })
        await record?.(tx, result)
        return result
      }
      // A check changes nothing, so it has no Version to keep: every DT_MEDALS is compared.
      if (msg.documentType === 'DT_MEDALS') {
        const mismatches = await checkMedals(tx, msg)
        if (mismatches.length && !msg.test) {
          const orgs = mismatches.map((m) => m.organisation).join(', ')
          log.warn(`ODF ${msg.documentCode} v${msg.version}: medal standings differ from Podium's for ${orgs}`)
        }
        return done({ ...outcome, applied: false, mismatches })
      }
      // Pool tables and draws are Podium's own, from its structure and official results: compared, never written.
      if (msg.documentType === 'DT_POOL_STANDING' || msg.documentType === 'DT_BRACKETS') {
        const check =
          msg.documentType === 'DT_POOL_STANDING' ? await checkPoolStanding(tx, msg) : await checkBrackets(tx, msg)
        if ('note' in check) return done({ ...outcome, applied: false, note: check.note })
        if (check.differences.length && !msg.test) {
          log.warn(
            `ODF ${msg.documentCode} v${msg.version}: ${msg.documentType} differs from Podium's structure in ` +
              `${check.differences.length} place(s)`,
          )
        }
        return done({ ...outcome, applied: false, differences: check.differences })
      }
      const key: DocumentKey = {
        documentCode: msg.documentCode,
        documentSubcode: msg.documentSubcode,
        documentType: msg.documentType,
        documentSubtype: msg.documentSubtype,
      }
      const seen = await lockDocumentVersion(tx, key)
      if (seen !== undefined && seen >= msg.version) {
        const ignored = { ...outcome, applied: false, currentVersion: seen }
        await record?.(tx, msg.test ? { ...ignored, test: true } : ignored)
        return ignored
      }
      let note: string | undefined
      if (msg.documentType === 'DT_RESULT') note = await applyResult(tx, msg, actor, timeZone)
      else if (msg.documentType === 'DT_PARTIC') await applyParticipants(tx, msg, actor)
      else if (msg.documentType === 'DT_PARTIC_TEAMS') {
        const orgs = await codesOf(tx, [...new Set(msg.teams.map((t) => t.Organisation))])
        await applyTeams(tx, msg, actor, orgs)
      } else if (msg.documentType === 'DT_MEDALLISTS') await applyMedallists(tx, msg, actor, timeZone)
      else await applySchedule(tx, msg, actor, timeZone)
      await saveDocumentVersion(tx, key, msg.version, msg.competitionCode)
      return done({ ...outcome, applied: !note, ...(note ? { note } : {}) })
    })
  } catch (error) {
    if (error instanceof TestRollback) {
      await record?.(db, error.outcome)
      return error.outcome
    }
    throw error
  }
}
