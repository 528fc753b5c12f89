import {
  type EventStructure,
  type Locale,
  localize,
  matchSideResults,
  type OrganisationRef,
  ResultStatusSchema,
  ScheduleStatusSchema,
  type StructureSlot,
  type StructureUnit,
} from '@podium/domain'
import type { Db } from '../../db/client.ts'
import { organisationLookup } from '../schedule/index.ts'
import { competitorId } from '../standings/index.ts'
import { type CompetitorColumns, competitorRef } from '../units/index.ts'
import { selectEventFormat } from './event-format.repo.ts'
import { selectCompetitorNames, selectStructureEvent } from './structure.repo.ts'
import { type EventResolution, resolveEvent, type StructureResultRow } from './structure-resolution.ts'

/** The printed result of a row: its result, else its time, else its score. */
const printed = (r: StructureResultRow): string | null => r.result ?? r.time ?? r.score ?? null

const qualificationOf = (value: string | null): 'Q' | 'q' | null => (value === 'Q' || value === 'q' ? value : null)

/**
 * `GET /api/v1/events/{code}/structure` (decision 075): the stored format with every slot resolved from official
 * results, each decided slot with the competitor and what the unit's result says of them. A slot the resolver leaves
 * pending shows the competitor its unit's start list holds there, when staff or a feed already set it. Undefined
 * when the event does not exist.
 */
export async function readEventStructure(
  db: Db,
  locale: Locale,
  eventCode: string,
): Promise<EventStructure | undefined> {
  return (await readEventStructureParts(db, locale, eventCode))?.structure
}

/** What the structure read model is built from, for the reads that derive more from it (rankings, "next"). */
export interface EventStructureParts {
  structure: EventStructure
  /** Absent when the event has no stored format. */
  resolution?: EventResolution
  names: Map<string, CompetitorColumns>
  orgOf: (code: string) => OrganisationRef
}

/** `known` lends the delegations' lookup when many events are read together (a discipline's structures). */
export async function readEventStructureParts(
  db: Db,
  locale: Locale,
  eventCode: string,
  known?: (code: string) => OrganisationRef,
): Promise<EventStructureParts | undefined> {
  const event = await selectStructureEvent(db, eventCode)
  if (!event) return undefined
  const head = { code: event.code, name: localize(event.names, locale), disciplineCode: event.disciplineCode }
  const format = await selectEventFormat(db, eventCode)
  if (!format) {
    return {
      structure: { event: head, hasFormat: false, rounds: [] },
      names: new Map(),
      // Nobody to name: the lookup is never asked.
      orgOf: known ?? ((code) => ({ code, name: code, flagUrl: '' })),
    }
  }
  const resolution = await resolveEvent(db, event, format)
  const shown = slotsShown(resolution)
  const ids = [...new Set([...shown.values()].flat().flatMap((s) => (s.state === 'decided' ? [s.competitorId] : [])))]
  const [orgOf, names] = await Promise.all([known ?? organisationLookup(db, locale), selectCompetitorNames(db, ids)])
  const rounds = format.rounds.map((round) => ({
    code: round.code,
    stage: round.stage,
    contest: round.contest,
    pools: (round.pools ?? []).map((p) => ({ code: p.code, advance: p.advance })),
    qualification: round.qualification ?? null,
    units: round.units.map((unit): StructureUnit => {
      const row = resolution.unitRows.get(unit.code)
      const results = resolution.resultRows.get(unit.code) ?? []
      const shownSlots = shown.get(unit.code) ?? []
      const rowOf = (slot: ShownSlot | undefined) =>
        slot?.state === 'decided' ? results.find((r) => competitorId(r) === slot.competitorId) : undefined
      // A match's two sides print in one vocabulary (judo names only the winner's victory: both get their points).
      const sides =
        round.contest === 'head-to-head' && shownSlots.length === 2
          ? matchSideResults(rowOf(shownSlots[0]), rowOf(shownSlots[1]))
          : null
      const slots = shownSlots.map((slot, index): StructureSlot => {
        if (slot.state !== 'decided') return slot
        const columns = names.get(slot.competitorId)
        const result = rowOf(slot)
        if (!columns) return { state: 'bye' }
        return {
          state: 'decided',
          competitorId: slot.competitorId,
          competitor: competitorRef(columns, locale, orgOf),
          rank: result?.rank ?? null,
          result: result ? (sides ? (sides[index] ?? null) : printed(result)) : null,
          winner: result?.winner ?? null,
          qualification:
            qualificationOf(result?.qualification ?? null) ??
            resolution.qualified.get(`${unit.code}|${slot.competitorId}`) ??
            null,
          irm: result?.irm ?? null,
        }
      })
      const schedule = ScheduleStatusSchema.safeParse(row?.scheduleStatus)
      const resultStatus = ResultStatusSchema.safeParse(row?.resultStatus)
      return {
        code: unit.code,
        number: unit.number,
        pool: unit.pool ?? null,
        startAt: row ? row.startAt.toISOString() : null,
        venueName: row?.venueNames ? localize(row.venueNames, locale) : null,
        scheduleStatus: schedule.success ? schedule.data : null,
        resultStatus: resultStatus.success ? resultStatus.data : null,
        medal: row?.medal === 'GOLD' || row?.medal === 'BRONZE' ? row.medal : null,
        slots,
      }
    }),
  }))
  return { structure: { event: head, hasFormat: true, rounds }, resolution, names, orgOf }
}

type ShownSlot =
  | { state: 'decided'; competitorId: string }
  | Exclude<EventResolution['units'][number]['slots'][number], { state: 'decided' }>

/** The resolver's slots, with a pending one showing the competitor the unit's start list holds in that slot. */
export function slotsShown(resolution: EventResolution): Map<string, ShownSlot[]> {
  const out = new Map<string, ShownSlot[]>()
  for (const unit of resolution.units) {
    const list = resolution.startLists.get(unit.code) ?? []
    const decided = new Set(unit.slots.flatMap((s) => (s.state === 'decided' ? [s.competitorId] : [])))
    out.set(
      unit.code,
      unit.slots.map((slot, index): ShownSlot => {
        if (slot.state !== 'pending') return slot
        const held = list.find((r) => r.startOrder === index + 1)
        const id = held ? competitorId(held) : null
        return id && !decided.has(id) ? { state: 'decided', competitorId: id } : slot
      }),
    )
  }
  return out
}
