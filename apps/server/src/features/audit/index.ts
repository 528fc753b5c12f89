/** The audit feature's public entry (decision 097): what other features may use of it. */
export { insertAudit, selectLatestAudit } from './audit.repo.ts'
