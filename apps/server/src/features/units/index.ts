/** The units feature's public entry (decision 097): what other features may use of it. */

export type { UnitRow } from './unit-rows.repo.ts'
export { selectUnitRows } from './unit-rows.repo.ts'
export { selectUnitSummaries, selectUnitSummary } from './unit-summary.repo.ts'
