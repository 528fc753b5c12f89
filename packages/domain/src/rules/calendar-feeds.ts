import type { Locale } from '../codes/locales.ts'

/**
 * Calendar feeds (issue 19, decision 055): one subscription address per delegation, discipline, athlete or team,
 * plus the games-wide "medal events" and "awards ceremonies" feeds. A feed is a filter over the schedule and a
 * calendar name; a personal feed ("my games") is one more kind.
 */
export const CODED_FEED_KINDS = ['delegation', 'discipline', 'athlete', 'team'] as const
export const GAMES_FEED_KINDS = ['medal-events', 'ceremonies'] as const
export type CodedFeedKind = (typeof CODED_FEED_KINDS)[number]
export type GamesFeedKind = (typeof GAMES_FEED_KINDS)[number]
export type CalendarFeed = { kind: CodedFeedKind; code: string } | { kind: GamesFeedKind }

/** What a code in a feed address may look like: delegation and unit codes, discipline keys, athlete and team ids. */
export const FEED_CODE = /^[A-Za-z0-9_.-]{1,64}$/

export const isCodedFeedKind = (kind: string): kind is CodedFeedKind =>
  (CODED_FEED_KINDS as readonly string[]).includes(kind)
export const isGamesFeedKind = (kind: string): kind is GamesFeedKind =>
  (GAMES_FEED_KINDS as readonly string[]).includes(kind)

/** The feed's path under /api/v1, without the file extension: `/calendar/delegation/POR`, `/calendar/ceremonies`. */
export function calendarFeedPath(feed: CalendarFeed): string {
  return 'code' in feed ? `/calendar/${feed.kind}/${encodeURIComponent(feed.code)}` : `/calendar/${feed.kind}`
}

/**
 * The addresses a subscribe dialog offers: `webcal:` (calendar apps subscribe instead of importing once), the same
 * as https, and Google Calendar's "add by URL" (it accepts the webcal address). `origin` is the API's origin.
 */
export function calendarSubscription(
  feed: CalendarFeed,
  locale: Locale,
  origin: string,
): { https: string; webcal: string; google: string; qr: string } {
  const path = `/api/v1${calendarFeedPath(feed)}`
  const https = `${origin}${path}.ics?lang=${locale}`
  const webcal = https.replace(/^https?:/, 'webcal:')
  return {
    https,
    webcal,
    google: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`,
    qr: `${origin}${path}.svg?lang=${locale}`,
  }
}

/**
 * An iCalendar STATUS for a schedule item: cancelled units stay in the feed as CANCELLED (so calendars strike them
 * rather than keep a stale copy); postponed or unscheduled ones, and units a participant is entered for but whose
 * start list is not out yet, are TENTATIVE; the rest CONFIRMED.
 */
export function calendarStatus(
  scheduleStatus: string,
  startListPending = false,
): 'CANCELLED' | 'TENTATIVE' | 'CONFIRMED' {
  if (scheduleStatus === 'CANCELLED') return 'CANCELLED'
  if (startListPending || scheduleStatus === 'POSTPONED' || scheduleStatus === 'UNSCHEDULED') return 'TENTATIVE'
  return 'CONFIRMED'
}
