/**
 * DT_RESULT (docs/odf.md): the unit is the DocumentCode's RSC; its `Result` rows (Rank, RankEqual, Result, IRM, WLT,
 * SortOrder, StartOrder, QualificationMark, one Competitor each: Type A an athlete, T a team) replace the unit's
 * results through the results writer, with the header's ResultStatus; `Periods` become each side's per-period
 * scores (its match statistics) and the match score; a team's `Composition` adds the athletes who played to its
 * members; `ExtendedInfos` move the unit (UnitDateTime, VenueDescription). The result status drives the public
 * status: LIVE or INTERMEDIATE puts a unit RUNNING, UNCONFIRMED, UNOFFICIAL, OFFICIAL or PROTESTED puts it FINISHED,
 * when ODF's transitions allow it. Rows with a StartOrder set the unit's start list (home and away from Periods); a
 * start list (ResultStatus or DocumentSubtype START_LIST) writes only that, and never over results already further
 * on.
 */
import {
  joinDetail,
  type PeriodScore,
  type PutResults,
  type ResultRowInput,
  ResultRowInputSchema,
  type ResultStatus,
  type ScheduleStatus,
  validateRanking,
} from '@podium/domain'
import { z } from 'zod'
import type { Tx } from '../../db/client.ts'
import type { Actor } from '../../http/auth.ts'
import { HttpError } from '../../http/errors.ts'
import { publishLiveEvent } from '../../live/journal.ts'
import { insertAudit } from '../audit/index.ts'
import {
  changeUnitStatus,
  replaceUnitResults,
  replaceUnitStartList,
  type StartListEntryInput,
  unitPayload,
} from '../results/index.ts'
import type { OdfMessage, OdfPeriods, OdfResultRow } from './odf.parse.ts'
import {
  addMembers,
  knownAthletes,
  knownVenues,
  lockUnitRow,
  selectMembers,
  selectTeams,
  type UnitRow,
  updateUnitSchedule,
} from './odf.repo.ts'
import { matchDecisionOf } from './odf.result-decision.ts'
import { measuredDetailOf } from './odf.result-measured.ts'
import { statusPath } from './odf.schedule.ts'

type ResultMessage = Extract<OdfMessage, { documentType: 'DT_RESULT' }>

const unprocessable = (message: string, fields?: Record<string, string[]>) =>
  new HttpError(422, 'invalid_odf', message, fields)

/** The schedule status a result status implies, when it implies one. */
const SCHEDULE_FOR_RESULT: Partial<Record<ResultStatus, ScheduleStatus>> = {
  LIVE: 'RUNNING',
  INTERMEDIATE: 'RUNNING',
  UNCONFIRMED: 'FINISHED',
  UNOFFICIAL: 'FINISHED',
  OFFICIAL: 'FINISHED',
  PROTESTED: 'FINISHED',
}

const numberOrText = (v: string) => (/^-?\d{1,9}$/.test(v) ? Number(v) : v)

/** Each side's statistics (period code → its score in that period) and the match score, from `Periods`. */
function periodScores(periods: OdfPeriods | null, rows: OdfResultRow[]) {
  const out = new Map<
    string,
    { stats: Record<string, number | string>; score: string | null; periods: PeriodScore[] }
  >()
  if (!periods?.Period.length) return out
  const byStart = [...rows].sort((a, b) => (a.StartOrder ?? 0) - (b.StartOrder ?? 0))
  const home = periods.Home ?? byStart[0]?.Competitor.Code
  const away = periods.Away ?? byStart[1]?.Competitor.Code
  if (!home || !away) return out
  const total = periods.Period.find((p) => p.Code === 'TOT')
  const last = periods.Period.at(-1)
  const final = total ?? last
  const score = final?.HomeScore && final.AwayScore ? `${final.HomeScore}-${final.AwayScore}` : null
  const home_: Record<string, number | string> = {}
  const away_: Record<string, number | string> = {}
  // The same periods as the result detail (decision 090): both sides, in the feed's order, only where both scored.
  const homePeriods: PeriodScore[] = []
  const awayPeriods: PeriodScore[] = []
  for (const p of periods.Period) {
    if (p.Code === 'TOT') continue
    const h = p.HomePeriodScore ?? p.HomeScore
    const a = p.AwayPeriodScore ?? p.AwayScore
    if (h !== undefined && h !== '') home_[p.Code] = numberOrText(h)
    if (a !== undefined && a !== '') away_[p.Code] = numberOrText(a)
    if (h && a && p.Code.length <= 12 && h.length <= 16 && a.length <= 16) {
      homePeriods.push({ label: p.Code, score: h })
      awayPeriods.push({ label: p.Code, score: a })
    }
  }
  out.set(home, { stats: home_, score, periods: homePeriods.slice(0, 12) })
  out.set(away, { stats: away_, score, periods: awayPeriods.slice(0, 12) })
  return out
}

/** The results writer's rows, in the feed's order (SortOrder, else StartOrder, else as sent). */
function resultRows(msg: ResultMessage): ResultRowInput[] {
  const scores = periodScores(msg.periods, msg.results)
  // How the match was decided (decision 094): the same on both sides' rows, as staff enter it.
  const decision = matchDecisionOf(msg.results, msg.rsc?.discipline ?? null)
  const key = (r: OdfResultRow) => r.SortOrder ?? r.StartOrder
  const ordered = msg.results
    .map((r, i) => ({ r, i }))
    .sort((a, b) => (key(a.r) ?? a.i) - (key(b.r) ?? b.i) || a.i - b.i)
    .map(({ r }) => r)
  return ordered.map((r) => {
    const side = scores.get(r.Competitor.Code)
    const competitor = r.Competitor.Type === 'T' ? { teamId: r.Competitor.Code } : { athleteId: r.Competitor.Code }
    return {
      rank: r.Rank ?? null,
      rankEqual: r.RankEqual === 'Y',
      ...competitor,
      result: r.Result || null,
      qualification: r.QualificationMark || null,
      irm: r.IRM || null,
      winner: r.WLT ? r.WLT === 'W' : null,
      score: side?.score ?? null,
      stats: side && Object.keys(side.stats).length ? side.stats : null,
      detail: joinDetail(
        measuredDetailOf(r),
        side?.periods.length ? { periods: side.periods } : null,
        decision ? { decision } : null,
      ),
    }
  })
}

/**
 * The start list the rows carry: their competitors in StartOrder, when every row has one; head-to-head sides are
 * `home` and `away` as Periods names them.
 */
function startListOf(msg: ResultMessage): StartListEntryInput[] | null {
  if (!msg.results.length || msg.results.some((r) => r.StartOrder === undefined)) return null
  const side = (code: string) => (code === msg.periods?.Home ? 'home' : code === msg.periods?.Away ? 'away' : null)
  return [...msg.results]
    .sort((a, b) => (a.StartOrder ?? 0) - (b.StartOrder ?? 0))
    .map((r) => ({
      ...(r.Competitor.Type === 'T' ? { teamId: r.Competitor.Code } : { athleteId: r.Competitor.Code }),
      position: side(r.Competitor.Code),
    }))
}

/** Competitors and the athletes of compositions must be known: refused naming the first unknown, nothing written. */
async function checkCompetitors(tx: Tx, msg: ResultMessage) {
  const athleteIds = new Set<string>()
  const teamIds = new Set<string>()
  for (const r of msg.results) {
    if (r.Competitor.Type === 'T') teamIds.add(r.Competitor.Code)
    else athleteIds.add(r.Competitor.Code)
    for (const a of r.Competitor.Composition?.Athlete ?? []) athleteIds.add(a.Code)
  }
  const athletes = await knownAthletes(tx, [...athleteIds])
  const teams = await selectTeams(tx, [...teamIds])
  for (const [i, r] of msg.results.entries()) {
    const c = r.Competitor
    if (c.Type === 'T' && !teams.has(c.Code)) {
      throw unprocessable(`Unknown team ${c.Code} (Result ${i + 1}): send its DT_PARTIC_TEAMS or import it first.`, {
        [`Result.${i}.Competitor.Code`]: ['Unknown team'],
      })
    }
    if (c.Type !== 'T' && !athletes.has(c.Code)) {
      throw unprocessable(`Unknown athlete ${c.Code} (Result ${i + 1}): send their DT_PARTIC or import them first.`, {
        [`Result.${i}.Competitor.Code`]: ['Unknown athlete'],
      })
    }
    for (const [j, a] of (c.Composition?.Athlete ?? []).entries()) {
      if (!athletes.has(a.Code)) {
        throw unprocessable(`Unknown athlete ${a.Code} in the composition of team ${c.Code}.`, {
          [`Result.${i}.Competitor.Composition.Athlete.${j}.Code`]: ['Unknown athlete'],
        })
      }
    }
  }
  return teams
}

/** The athletes of a team's Composition who are not yet its members join it (a match's line-up is part of the squad). */
async function addCompositions(tx: Tx, msg: ResultMessage) {
  const teamRows = msg.results.filter((r) => r.Competitor.Type === 'T' && r.Competitor.Composition?.Athlete.length)
  if (!teamRows.length) return
  const members = await selectMembers(
    tx,
    teamRows.map((r) => r.Competitor.Code),
  )
  for (const r of teamRows) {
    const have = new Set(members.get(r.Competitor.Code) ?? [])
    const missing = (r.Competitor.Composition?.Athlete ?? []).map((a) => a.Code).filter((id) => !have.has(id))
    await addMembers(tx, r.Competitor.Code, [...new Set(missing)])
  }
}

/** ExtendedInfos' UnitDateTime and VenueDescription move the unit when they differ. */
async function moveUnit(tx: Tx, unit: UnitRow, msg: ResultMessage, actor: Actor, tz: string) {
  const infos = msg.extendedInfos
  if (!infos) return
  const start = infos.UnitDateTime?.StartDate ? new Date(infos.UnitDateTime.StartDate) : unit.startAt
  const end = infos.UnitDateTime?.EndDate ? new Date(infos.UnitDateTime.EndDate) : unit.endAt
  const venue = infos.VenueDescription?.Venue
  const venueCode = venue && (await knownVenues(tx, [venue])).has(venue) ? venue : unit.venueCode
  const same =
    start.getTime() === unit.startAt.getTime() &&
    end?.getTime() === unit.endAt?.getTime() &&
    venueCode === unit.venueCode
  if (same) return
  const after = await updateUnitSchedule(tx, unit, {
    startAt: start,
    endAt: end,
    venueCode,
    names: unit.names,
    medal: unit.medal,
  })
  const shown = (u: UnitRow) => ({ startAt: u.startAt, endAt: u.endAt, venueCode: u.venueCode })
  await insertAudit(tx, actor, 'unit', 'unit.schedule', unit.code, shown(unit), shown(after))
  await publishLiveEvent(tx, 'unit', unitPayload(after, tz))
}

/** Result statuses under which a row may have neither rank nor IRM: the unit is not over (or not started). */
const PROVISIONAL: ReadonlySet<ResultStatus> = new Set(['START_LIST', 'LIVE', 'INTERMEDIATE'])

/**
 * The rows under the results writer's rules (the domain's `validateRanking`, as staff entry), except that while the
 * unit is provisional (a start list, LIVE, INTERMEDIATE) a row may have neither rank nor IRM yet, as a live feed
 * sends it.
 */
function checkedRows(rows: ResultRowInput[], resultStatus: ResultStatus | undefined): PutResults {
  const parsed = z.array(ResultRowInputSchema).max(500).safeParse(rows)
  const fields: Record<string, string[]> = {}
  if (!parsed.success) {
    for (const issue of parsed.error.issues) fields[['results', ...issue.path].join('.')] = [issue.message]
  } else {
    const provisional = resultStatus !== undefined && PROVISIONAL.has(resultStatus)
    for (const p of validateRanking(parsed.data)) {
      if (provisional && p.field === 'irm') continue
      fields[`results.${p.row}.${p.field}`] = [...(fields[`results.${p.row}.${p.field}`] ?? []), p.message]
    }
  }
  if (!parsed.success || Object.keys(fields).length) {
    throw unprocessable('The results of this DT_RESULT are inconsistent.', fields)
  }
  return { results: parsed.data, ...(resultStatus ? { resultStatus } : {}) }
}

/** Applies a DT_RESULT; returns a note when the message changed nothing on purpose (a late start list). */
export async function applyResult(tx: Tx, msg: ResultMessage, actor: Actor, tz: string): Promise<string | undefined> {
  const unit = await lockUnitRow(tx, msg.unitCode)
  if (!unit) {
    throw unprocessable(`Unknown unit ${msg.unitCode}: send its DT_SCHEDULE or import it first.`, {
      'OdfBody.DocumentCode': ['Unknown unit'],
    })
  }
  if (!unit.eventCode) throw unprocessable(`Unit ${msg.unitCode} is not a competition unit: it has no results.`)
  const startList = msg.resultStatus === 'START_LIST' || msg.documentSubtype === 'START_LIST'
  if (startList && unit.resultStatus && unit.resultStatus !== 'START_LIST') {
    return `Unit ${unit.code} already has ${unit.resultStatus} results: a start list does not replace them.`
  }
  const resultStatus = startList ? 'START_LIST' : msg.resultStatus
  // A start list's rows are the start list, not results: the unit's results are emptied with the START_LIST status.
  const input = startList ? { results: [], resultStatus } : checkedRows(resultRows(msg), resultStatus)
  await checkCompetitors(tx, msg)
  await addCompositions(tx, msg)
  await moveUnit(tx, unit, msg, actor, tz)
  const entries = startListOf(msg)
  if (entries) await replaceUnitStartList(tx, unit.code, entries, actor, tz)
  const { unit: after } = await replaceUnitResults(tx, unit.code, input, actor, tz)
  const target = msg.resultStatus ? SCHEDULE_FOR_RESULT[msg.resultStatus] : undefined
  const path = target ? statusPath(after.scheduleStatus as ScheduleStatus, target) : null
  for (const scheduleStatus of path ?? []) await changeUnitStatus(tx, unit.code, { scheduleStatus }, actor, tz)
  return undefined
}
