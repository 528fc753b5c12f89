/** The ambassadors feature's public entry (decision 097): what other features may use of it. */
export { ambassadorPhotoUrl } from './ambassadors-admin.repo.ts'
