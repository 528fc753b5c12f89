/** The health feature's public entry (decision 097): what other features may use of it. */
export { databaseAnswers } from './health.repo.ts'
