/** The standings feature's public entry (decision 097): what other features may use of it. */
export { competitorId, competitorRef, matchOf } from './standings.service.ts'
