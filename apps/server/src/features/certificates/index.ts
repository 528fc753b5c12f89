/** The certificates feature's public entry (decision 097): what other features may use of it. */
export { earnCertificates } from './certificates.service.ts'
