/** The standings feature's public entry (decision 097): what other features may use of it. */
export { competitorId, matchOf } from './standings.service.ts'
