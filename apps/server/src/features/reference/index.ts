/** The reference feature's public entry (decision 097): what other features may use of it. */
export {
  disciplineExists,
  eventExists,
  organisationExists,
  readGames,
  selectEventOptions,
  venueExists,
} from './reference.repo.ts'
