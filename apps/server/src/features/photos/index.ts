/** The photos feature's public entry (decision 097): what other features may use of it. */
export { PHOTO_ROWS } from './photo-rows.repo.ts'
