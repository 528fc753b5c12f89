/**
 * DT_POOL_STANDING and DT_BRACKETS are checked, never applied (decision 078): Podium derives pool tables and draws
 * from official results and its stored structure, as it derives the medal table, so the feed's table or draw is
 * compared with them and the differences are logged. Nothing here writes.
 */
import {
  computeStandings,
  type EventFormat,
  type MatchScore,
  type OdfStructureDifference,
  type OdfStructureField,
  standingsRuleFor,
} from '@podium/domain'
import type { Tx } from '../../db/client.ts'
import { competitorId, matchOf } from '../standings/index.ts'
import {
  resolveEvent,
  selectEventFormat,
  selectEventFormats,
  selectStructureEvent,
  slotsShown,
} from '../structure/index.ts'
import type { OdfMessage } from './odf.parse.ts'

/** A unit that will not be played does not count in a pool's table. */
const NOT_PLAYED = new Set(['CANCELLED', 'POSTPONED'])

/** What a check found: the differences (empty when all agree), or a note when there is nothing to compare with. */
export type StructureCheck = { differences: OdfStructureDifference[] } | { note: string }

/** The formats a DocumentCode may be about: its event's (by RSC or by code), else every stored one. */
async function candidateFormats(tx: Tx, msg: OdfMessage): Promise<EventFormat[]> {
  for (const code of [msg.documentCode, msg.rsc?.event]) {
    if (!code) continue
    const format = await selectEventFormat(tx, code)
    if (format) return [format]
  }
  return selectEventFormats(tx)
}

/**
 * The pool a DT_POOL_STANDING is about. Its DocumentCode is a phase: as an RSC, the pool's units are the units whose
 * codes start with the phase's 26 characters (discipline, gender, event, phase); as a games' own code, the units
 * whose codes are that phase's code followed by `-` (`BKBM-POOLA-01` for `BKBM-POOLA`). A pool whose code is the
 * DocumentCode matches too.
 */
function findPool(formats: readonly EventFormat[], msg: OdfMessage) {
  const code = msg.documentCode
  const prefix = msg.rsc?.phase ? code.slice(0, 26) : null
  const inPhase = (unit: string) => (prefix ? unit.startsWith(prefix) : unit.startsWith(`${code}-`))
  for (const format of formats) {
    for (const round of format.rounds) {
      for (const pool of round.pools ?? []) {
        const units = round.units.filter((u) => u.pool === pool.code).map((u) => u.code)
        if (pool.code === code || (units.length > 0 && units.every(inPhase))) return { format, pool: pool.code, units }
      }
    }
  }
  return undefined
}

const numberOf = (text: string | undefined): number | undefined => {
  if (text === undefined || !/^-?\d+(\.\d+)?$/.test(text.trim())) return undefined
  return Number(text)
}

/** DT_POOL_STANDING: each competitor's rank, won, lost and points against Podium's table of that pool. */
export async function checkPoolStanding(
  tx: Tx,
  msg: Extract<OdfMessage, { documentType: 'DT_POOL_STANDING' }>,
): Promise<StructureCheck> {
  const found = findPool(await candidateFormats(tx, msg), msg)
  if (!found) return { note: `No stored competition structure has the pool ${msg.documentCode}: nothing to compare.` }
  const event = await selectStructureEvent(tx, found.format.eventCode)
  const rule = event ? standingsRuleFor(event.disciplineCode) : undefined
  if (!event || !rule) {
    return { note: `The discipline of ${found.format.eventCode} has no pool standings rule: nothing to compare.` }
  }
  const resolution = await resolveEvent(tx, event, found.format)
  const shown = slotsShown(resolution)
  // Members: whoever the pool's matches name (resolved, or as their start lists and results hold them).
  const members: string[] = []
  const add = (id: string | null) => {
    if (id && !members.includes(id)) members.push(id)
  }
  const matches: MatchScore[] = []
  for (const code of found.units) {
    for (const slot of shown.get(code) ?? []) if (slot.state === 'decided') add(slot.competitorId)
    const start = resolution.startLists.get(code) ?? []
    const rows = resolution.resultRows.get(code) ?? []
    for (const r of [...start, ...rows]) add(competitorId(r))
    const unit = resolution.unitRows.get(code)
    if (!unit || NOT_PLAYED.has(unit.scheduleStatus) || unit.resultStatus !== 'OFFICIAL') continue
    const match = matchOf(code, start, rows)
    if (match) matches.push(match)
  }
  const table = new Map(computeStandings(rule, members, matches).rows.map((r) => [r.competitorId, r]))

  const differences: OdfStructureDifference[] = []
  const differ = (competitor: string | null, field: OdfStructureField, feed: unknown, podium: unknown) =>
    differences.push({
      where: found.pool,
      position: null,
      competitor,
      field,
      feed: feed === undefined || feed === null ? null : String(feed),
      podium: podium === undefined || podium === null ? null : String(podium),
    })
  const listed = new Set<string>()
  for (const line of msg.standings) {
    const id = line.Competitor.Code
    listed.add(id)
    const row = table.get(id)
    if (!row) {
      differ(id, 'onlyInFeed', line.Rank ?? id, null)
      continue
    }
    if (line.Rank !== undefined && line.Rank !== row.rank) differ(id, 'rank', line.Rank, row.rank)
    if (line.Won !== undefined && line.Won !== row.won) differ(id, 'won', line.Won, row.won)
    if (line.Lost !== undefined && line.Lost !== row.lost) differ(id, 'lost', line.Lost, row.lost)
    const points = numberOf(line.Result)
    if (points !== undefined && points !== row.points) differ(id, 'points', points, row.points)
  }
  for (const row of table.values())
    if (!listed.has(row.competitorId)) differ(row.competitorId, 'onlyInPodium', null, row.rank)
  return { differences }
}

/** DT_BRACKETS: who is at each position of each match, and who won it, against Podium's resolved structure. */
export async function checkBrackets(
  tx: Tx,
  msg: Extract<OdfMessage, { documentType: 'DT_BRACKETS' }>,
): Promise<StructureCheck> {
  let format: EventFormat | undefined
  for (const code of [msg.documentCode, msg.rsc?.event]) {
    if (!format && code) format = await selectEventFormat(tx, code)
  }
  const event = format ? await selectStructureEvent(tx, format.eventCode) : undefined
  if (!format || !event) {
    return { note: `The event ${msg.documentCode} has no stored competition structure: nothing to compare.` }
  }
  const resolution = await resolveEvent(tx, event, format)
  const shown = slotsShown(resolution)
  const differences: OdfStructureDifference[] = []
  for (const item of msg.items) {
    const unit = [item.Unit, item.Code].find((c) => c !== undefined && shown.has(c))
    if (!unit) {
      differences.push({
        where: item.Unit ?? item.Code,
        position: null,
        competitor: null,
        field: 'onlyInFeed',
        feed: item.Unit ?? item.Code,
        podium: null,
      })
      continue
    }
    const slots = shown.get(unit) ?? []
    const rows = resolution.resultRows.get(unit) ?? []
    for (const place of item.CompetitorPlace) {
      const slot = slots[place.Pos - 1]
      const feed = place.Competitor?.Code ?? null
      const podium = slot?.state === 'decided' ? slot.competitorId : null
      const at = { where: unit, position: place.Pos }
      if (feed !== podium) {
        differences.push({ ...at, competitor: feed ?? podium, field: 'competitor', feed, podium })
        continue
      }
      const said = place.WLT === 'W' || place.WLT === 'L' ? place.WLT : null
      const won = rows.find((r) => competitorId(r) === feed)?.winner
      const podiumSays = won === true ? 'W' : won === false ? 'L' : null
      if (feed && said && podiumSays && said !== podiumSays) {
        differences.push({ ...at, competitor: feed, field: 'winner', feed: said, podium: podiumSays })
      }
    }
  }
  return { differences }
}
