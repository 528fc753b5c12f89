/**
 * The demo's games records (decision 091): each athletics, swimming and track-cycling event brings a record from the
 * games before. About one event in four has a record its best mark of these games beats, so records fall as the
 * demo runs; those already broken by the seeded official results are marked on their rows and held by their athlete.
 */
import { recordBreakingRow, zonedDate } from '@podium/domain'
import type * as schema from '../../db/schema.ts'
import { formatMark, formatSeconds } from './format.ts'
import type { EventPlan, RankedOutcome } from './model.ts'
import { hashString } from './random.ts'

type RecordRow = typeof schema.records.$inferInsert
type ResultRow = typeof schema.results.$inferInsert
type UnitRow = typeof schema.units.$inferInsert

/** Disciplines whose events keep games records: marks on a standard course (not open water, road or triathlon). */
const RECORD_DISCIPLINES = new Set(['ATH', 'SWM'])
const FINAL_STATUSES = new Set(['UNCONFIRMED', 'UNOFFICIAL', 'OFFICIAL', 'PROTESTED'])
/** The previous games' record holders: invented, as every demo name is. */
const PAST_HOLDERS = [
  ['Amélie Moreau', 'FRA'],
  ['Kenji Tanaka', 'JPN'],
  ['Larissa Silva', 'BRA'],
  ['Jana Novak', 'CZE'],
  ['Chidi Okafor', 'NGR'],
  ['Sofie Larsen', 'DEN'],
  ['Rui Costa', 'POR'],
  ['Elena Petrova', 'BUL'],
] as const

export function demoRecords(input: {
  events: readonly EventPlan[]
  units: readonly UnitRow[]
  results: ResultRow[]
  names: ReadonlyMap<string, string>
  timeZone: string
  year: number
}): RecordRow[] {
  const out: RecordRow[] = []
  for (const event of input.events) {
    if (!RECORD_DISCIPLINES.has(event.disciplineCode)) continue
    if (event.resultKind !== 'time' && event.resultKind !== 'distance') continue
    const time = event.resultKind === 'time'
    const outcomes = event.stages
      .flatMap((s) => s.units)
      .map((u) => u.outcome)
      .filter((o): o is RankedOutcome => o.kind === 'ranked')
    const values = outcomes.flatMap((o) => o.rows.flatMap((r) => (r.value === null || r.irm ? [] : [r.value])))
    if (values.length === 0) continue
    const best = time ? Math.min(...values) : Math.max(...values)
    const hash = hashString(event.code)
    // One event in four has a record these games beat; the others' records stand.
    const breakable = hash % 4 === 0
    const factor = time ? (breakable ? 1.0015 : 0.988) : breakable ? 0.998 : 1.015
    const decimals = outcomes[0]?.decimals ?? 2
    const mark = time ? formatSeconds(best * factor, decimals) : formatMark(best * factor)
    const [holder, org] = PAST_HOLDERS[hash % PAST_HOLDERS.length] ?? PAST_HOLDERS[0]
    const record: RecordRow = {
      eventCode: event.code,
      kind: 'GR',
      mark,
      holder,
      organisationCode: org,
      date: `${input.year - 4}-07-${String(10 + (hash % 15)).padStart(2, '0')}`,
      unitCode: null,
      previousMark: null,
      previousHolder: null,
      previousDate: null,
    }
    // The seeded results, in the order they were run: each official unit may break the record as it stands.
    const units = input.units
      .filter((u) => u.eventCode === event.code && FINAL_STATUSES.has(u.resultStatus ?? ''))
      .sort((a, b) => a.startAt.getTime() - b.startAt.getTime())
    for (const unit of units) {
      const rows = input.results.filter((r) => r.unitCode === unit.code)
      const index = recordBreakingRow(rows, record.mark, event.resultKind)
      const row = index === null ? undefined : rows[index]
      if (!row?.result) continue
      row.detail = { ...(row.detail ?? {}), records: [...(row.detail?.records ?? []), 'GR'] }
      // An earlier unit that held it keeps its badge on its row (the record it set that day, as a results sheet
      // does); the table holds the latest, and the mark it replaced for a correction to restore.
      record.previousMark = record.mark
      record.previousHolder = record.holder
      record.previousDate = record.date ?? null
      record.mark = row.result
      record.holder = input.names.get(row.teamId ?? row.athleteId ?? '') ?? row.organisationCode
      record.organisationCode = row.organisationCode
      record.athleteId = row.teamId ? null : (row.athleteId ?? null)
      record.teamId = row.teamId ?? null
      record.date = zonedDate(unit.startAt.toISOString(), input.timeZone)
      record.unitCode = unit.code
    }
    out.push(record)
  }
  return out
}
