/** The ranking feature's public entry (decision 097): what other features may use of it. */
export { publicName } from './ranking.repo.ts'
