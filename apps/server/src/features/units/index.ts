/** The units feature's public entry (decision 097): what other features may use of it. */

export { competitorRef } from './competitor-ref.ts'
export type { CompetitorColumns } from './unit-competitors.repo.ts'
export {
  medallistColumns,
  selectResultRowsWithNames,
  selectStartListRows,
  selectUnitMedallists,
} from './unit-competitors.repo.ts'
export type { UnitRow } from './unit-rows.repo.ts'
export { selectUnitRows } from './unit-rows.repo.ts'
export { selectUnitSummaries, selectUnitSummary } from './unit-summary.repo.ts'
