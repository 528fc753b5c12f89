/** The sponsors feature's public entry (decision 097): what other features may use of it. */
export { sponsorLogoUrl } from './sponsors-admin.repo.ts'
