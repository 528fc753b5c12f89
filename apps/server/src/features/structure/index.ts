/** The structure feature's public entry (decision 097): what other features may use of it. */
export { selectEventFormat, selectEventFormats, upsertEventFormat } from './event-format.repo.ts'
export { selectCompetitorNames, selectStructureEvent } from './structure.repo.ts'
export { slotsShown } from './structure.service.ts'
export { formatProblemsIn } from './structure-admin.service.ts'
export type { EventResolution } from './structure-resolution.ts'
export { resolveEvent } from './structure-resolution.ts'
