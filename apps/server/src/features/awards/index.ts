/** The awards feature's public entry (decision 097): what other features may use of it. */
export { AWARD_CEREMONY_ROWS } from './award-ceremony-rows.repo.ts'
