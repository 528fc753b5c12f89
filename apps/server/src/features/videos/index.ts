/** The videos feature's public entry (decision 097): what other features may use of it. */
export { readSafeSport, SAFE_SPORT_READ_MODEL } from './safe-sport.service.ts'
export { VIDEO_ROWS } from './video-rows.repo.ts'
