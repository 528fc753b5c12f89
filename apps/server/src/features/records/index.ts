/** The records feature's public entry (decision 097): what other features may use of it. */
export { selectRecordRows } from './records.repo.ts'
export { applyRecords, importRecords } from './records.service.ts'
