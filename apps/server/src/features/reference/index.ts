/** The reference feature's public entry (decision 097): what other features may use of it. */
export { disciplineExists, organisationExists, readGames } from './reference.repo.ts'
