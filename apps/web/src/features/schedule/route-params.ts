/**
 * The schedule routes' tab names, in a module of their own: route files check params against them in
 * `beforeLoad`, which runs in the first route's bundle, so importing them from the page components would pull
 * those components (and what they import) into every first visit (decision 016).
 */
export const UNIT_TABS = ['summary', 'results', 'start-list', 'reports', 'play-by-play', 'stats'] as const
export type UnitTab = (typeof UNIT_TABS)[number]

export const SCHEDULE_TABS = ['days', 'disciplines', 'grid'] as const
export type ScheduleTab = (typeof SCHEDULE_TABS)[number]
