/** The config feature's public entry (decision 097): what other features may use of it. */
export { renameDisciplinesForVariant, selectGamesValues, selectPortugueseVariant } from './settings.repo.ts'
