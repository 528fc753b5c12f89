/** The transport feature's public entry (decision 097): what other features may use of it. */
export { TRANSPORT_ROWS } from './transport-rows.repo.ts'
