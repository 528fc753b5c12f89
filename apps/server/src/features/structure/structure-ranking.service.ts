import {
  type CompetitorNext,
  computeStandings,
  crossPoolKeys,
  type DisciplineRankings,
  type DisciplineStructures,
  type EventRanking,
  type EventStanding,
  eventStanding,
  type Locale,
  type MatchScore,
  type NextStep,
  nextStepOf,
  type SlotPlaceholder,
  type StandingPool,
  type StandingUnit,
  type StructureSlot,
  standingsRuleFor,
} from '@podium/domain'
import type { Db } from '../../db/client.ts'
import { organisationLookup } from '../schedule/index.ts'
import { matchOf } from '../standings/index.ts'
import { competitorRef } from '../units/index.ts'
import { selectCompetitorEntries, selectDisciplineEvents } from './structure.repo.ts'
import { type EventStructureParts, readEventStructureParts } from './structure.service.ts'

/**
 * Rankings and "next" read from an event's resolved structure (decision 079): the domain's `eventStanding` and
 * `nextStepOf` over the structure the public read model serves, the pools' tables by the sport's rule.
 */

/** A unit that will not be played holds nothing back and is nobody's next. */
const NOT_PLAYED = new Set(['CANCELLED', 'POSTPONED'])

/** The event's standing from its structure, or null without a format or for a ranked one (races). */
export function standingOf(parts: EventStructureParts): EventStanding | null {
  const { resolution, structure } = parts
  if (!resolution) return null
  const units = new Map<string, StandingUnit>()
  for (const round of structure.rounds) {
    for (const unit of round.units)
      units.set(unit.code, { official: unit.resultStatus === 'OFFICIAL', slots: unit.slots })
  }
  const rule = standingsRuleFor(structure.event.disciplineCode)
  const pools = new Map<string, StandingPool>()
  for (const round of resolution.format.rounds) {
    for (const pool of round.pools ?? []) {
      if (!rule) continue
      const codes = round.units.filter((u) => u.pool === pool.code).map((u) => u.code)
      const played = codes.filter((c) => !NOT_PLAYED.has(resolution.unitRows.get(c)?.scheduleStatus ?? ''))
      const official = played.filter((c) => resolution.unitRows.get(c)?.resultStatus === 'OFFICIAL')
      const members = [
        ...new Set(
          codes.flatMap((c) =>
            (units.get(c)?.slots ?? []).flatMap((s) => (s.state === 'decided' ? [s.competitorId] : [])),
          ),
        ),
      ]
      const matches = official.flatMap((c): MatchScore[] => {
        const match = matchOf(c, resolution.startLists.get(c) ?? [], resolution.resultRows.get(c) ?? [])
        return match ? [match] : []
      })
      const table = computeStandings(rule, members, matches)
      pools.set(pool.code, {
        complete: played.length > 0 && official.length === played.length,
        rows: table.rows.map((r) => ({ competitorId: r.competitorId, keys: crossPoolKeys(rule, r) })),
      })
    }
  }
  return eventStanding({ format: resolution.format, units, pools })
}

export function eventRankingOf(parts: EventStructureParts, locale: Locale): EventRanking {
  const standing = standingOf(parts)
  const head = parts.structure.event
  if (!standing) return { event: head, fromStructure: false, complete: false, entries: [] }
  return {
    event: head,
    fromStructure: true,
    complete: standing.complete,
    entries: standing.entries.flatMap((e) => {
      const columns = parts.names.get(e.competitorId)
      return columns ? [{ ...e, competitor: competitorRef(columns, locale, parts.orgOf) }] : []
    }),
  }
}

/** A competitor's next step in one event, or null when the structure says nothing of them there. */
export function nextStepIn(parts: EventStructureParts, competitorId: string, locale: Locale): NextStep | null {
  if (!parts.resolution) return null
  const standing = standingOf(parts)
  const rounds = parts.structure.rounds.map((round) => ({
    code: round.code,
    stage: round.stage,
    units: round.units.map((u) => ({
      code: u.code,
      number: u.number,
      pool: u.pool,
      startAt: u.startAt,
      venueName: u.venueName,
      official: u.resultStatus === 'OFFICIAL',
      notPlayed: NOT_PLAYED.has(u.scheduleStatus ?? ''),
      slots: u.slots,
    })),
  }))
  const step = nextStepOf(competitorId, rounds, standing, (slot: StructureSlot): SlotPlaceholder | null =>
    slot.state === 'pending' ? slot.placeholder : null,
  )
  if (!step) return null
  // A race's structure ranks nobody: once their last heat or final is over, their results say the rest.
  if (!standing && step.kind === 'waiting') return null
  if (step.kind !== 'next') return step
  const opponent = step.opponent
  if (opponent?.state !== 'decided') return { ...step, opponent }
  const columns = parts.names.get(opponent.competitorId)
  return {
    ...step,
    opponent: columns ? { state: 'decided', competitor: competitorRef(columns, locale, parts.orgOf) } : null,
  }
}

/** Events of a discipline resolved at once while building its read models. */
const PARALLEL_EVENTS = 4

async function disciplineParts(db: Db, locale: Locale, keyOrCode: string) {
  const discipline = await selectDisciplineEvents(db, keyOrCode)
  if (!discipline) return undefined
  const orgOf = await organisationLookup(db, locale)
  const parts: EventStructureParts[] = []
  // A few events at a time: a discipline of 40 events must not take 40 connections from the pool at once.
  for (let i = 0; i < discipline.eventCodes.length; i += PARALLEL_EVENTS) {
    const batch = discipline.eventCodes.slice(i, i + PARALLEL_EVENTS)
    const read = await Promise.all(batch.map((code) => readEventStructureParts(db, locale, code, orgOf)))
    for (const part of read) if (part) parts.push(part)
  }
  return { code: discipline.code, parts }
}

/** `GET /api/v1/disciplines/{key}/structures`: every event's structure in one answer. */
export async function readDisciplineStructures(
  db: Db,
  locale: Locale,
  keyOrCode: string,
): Promise<DisciplineStructures | undefined> {
  const found = await disciplineParts(db, locale, keyOrCode)
  if (!found) return undefined
  return { disciplineCode: found.code, structures: found.parts.map((p) => p.structure) }
}

/** `GET /api/v1/disciplines/{key}/final-ranking`: each event's ranking from its structure, final or as it stands. */
export async function readDisciplineRankings(
  db: Db,
  locale: Locale,
  keyOrCode: string,
): Promise<DisciplineRankings | undefined> {
  const found = await disciplineParts(db, locale, keyOrCode)
  if (!found) return undefined
  return { disciplineCode: found.code, events: found.parts.map((p) => eventRankingOf(p, locale)) }
}

/** `GET /api/v1/athletes/{id}/next`, `/teams/{id}/next`: for each of their events with a format, what comes next. */
export async function readCompetitorNext(
  db: Db,
  locale: Locale,
  kind: 'athlete' | 'team',
  id: string,
): Promise<CompetitorNext | undefined> {
  const entered = await selectCompetitorEntries(db, kind, id)
  if (!entered) return undefined
  const orgOf = await organisationLookup(db, locale)
  const events: CompetitorNext['events'] = []
  for (const { eventCode, competitorId } of entered) {
    const parts = await readEventStructureParts(db, locale, eventCode, orgOf)
    const step = parts ? nextStepIn(parts, competitorId, locale) : null
    if (parts && step) events.push({ event: parts.structure.event, competitorId, step })
  }
  return { events }
}
