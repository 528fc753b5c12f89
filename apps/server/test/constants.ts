/** The demo's pinned "today" in every test: day 4 of games running 2026-07-11 to 2026-07-20. */
export const TEST_TODAY = '2026-07-14'
/** A fixed instant on that day (12:00 in Rio de Janeiro), for tests that need a stopped clock. */
export const TEST_NOW = new Date('2026-07-14T15:00:00Z')
export const TEST_ADMIN_TOKEN = 'test-admin-token-0123456789'
