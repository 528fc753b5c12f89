/** The schedule feature's public entry (decision 097): what other features may use of it. */
export { organisationLookup, scheduleItemsOf, selectScheduleItems } from './schedule-items.repo.ts'
