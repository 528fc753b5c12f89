/**
 * The ambassadors feature's public entry (decision 097): what other features may use of it. Their back office is the
 * content engine's (AMBASSADORS, decision 111); their public list and portrait stay in features/info.
 */
export { ambassadorPhotoUrl, ambassadorPortraitUrl } from './ambassador-photo.ts'
