/** The accounts feature's public entry (decision 097): what other features may use of it. */

export { DEMO_ACCOUNTS } from './demo-accounts.ts'
export { hashPassword } from './passwords.ts'
export { awardPoints } from './points.ts'
export { SAFE_SPORT } from './safe-sport-video.ts'
export { randomPassword } from './users-admin.service.ts'
