/**
 * The sponsors feature's public entry (decision 097): what other features may use of it. Their back office is the
 * content engine's (SPONSORS, decision 108); their public list and wordmark stay in features/info.
 */
export { sponsorLogoUrl, sponsorWordmarkUrl } from './sponsor-logo.ts'
