/** The corrections feature's public entry (decision 097): what other features may use of it. */

export type { CorrectionRow, NamedLine, StoredChange } from './corrections.repo.ts'
export { insertCorrection, selectCorrectionLines, selectOpenWithdrawal } from './corrections.repo.ts'
