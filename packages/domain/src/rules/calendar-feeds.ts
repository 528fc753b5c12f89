import { type FollowKind, MAX_FOLLOWS } from '../codes/follow-kinds.ts'
import type { Locale } from '../codes/locales.ts'
import type { Follow } from '../schemas/follows.ts'

/**
 * Calendar feeds (issue 19, decision 055): one subscription address per delegation, discipline, athlete or team,
 * plus the games-wide "medal events" and "awards ceremonies" feeds. A feed is a filter over the schedule and a
 * calendar name. "My games" (decision 057) is two more coded kinds: `my-games/{token}` (an account's follows, read at
 * each request through a revocable token, since calendar apps send no cookie) and `follows/{list}` (a device's
 * follows carried in the address itself).
 */
export const CODED_FEED_KINDS = ['delegation', 'discipline', 'athlete', 'team', 'my-games', 'follows'] as const
export const GAMES_FEED_KINDS = ['medal-events', 'ceremonies'] as const
export type CodedFeedKind = (typeof CODED_FEED_KINDS)[number]
export type GamesFeedKind = (typeof GAMES_FEED_KINDS)[number]
export type CalendarFeed = { kind: CodedFeedKind; code: string } | { kind: GamesFeedKind }

/** What a code in a feed address may look like: delegation and unit codes, discipline keys, athlete and team ids. */
export const FEED_CODE = /^[A-Za-z0-9_.-]{1,64}$/

/** A personal feed token: 24 random bytes in base64url (an account's "my games" address). */
export const FEED_TOKEN = /^[A-Za-z0-9_-]{32}$/

/**
 * A device's follows in a feed address: `o~POR.d~SWM.a~A123` would be ambiguous (codes hold dots), so each follow is
 * a kind letter and its code, joined by `~` (unreserved in URLs, in no code): `oPOR~dSWM~aA123`.
 */
const FOLLOW_LETTER: Record<FollowKind, string> = { athlete: 'a', team: 't', delegation: 'o', discipline: 'd' }
const LETTER_KIND = new Map(Object.entries(FOLLOW_LETTER).map(([kind, letter]) => [letter, kind as FollowKind]))
const FOLLOW_ITEM = /^([atod])([A-Za-z0-9_.-]{1,40})$/

export function encodeFollowsFeedCode(follows: readonly Follow[]): string {
  return [...follows]
    .slice(0, MAX_FOLLOWS)
    .map((f) => `${FOLLOW_LETTER[f.kind]}${f.code}`)
    .sort()
    .join('~')
}

/** The follows of a `follows/{list}` address; undefined when malformed, empty, repeated or over the cap. */
export function decodeFollowsFeedCode(code: string): Follow[] | undefined {
  const parts = code.split('~')
  if (code.length === 0 || parts.length > MAX_FOLLOWS || new Set(parts).size !== parts.length) return undefined
  const follows: Follow[] = []
  for (const part of parts) {
    const match = FOLLOW_ITEM.exec(part)
    const kind = match?.[1] ? LETTER_KIND.get(match[1]) : undefined
    if (!kind || !match?.[2]) return undefined
    follows.push({ kind, code: match[2] })
  }
  return follows
}

/** Whether `code` may be the code of a feed of `kind` (the route refuses the rest before any lookup). */
export function isFeedCode(kind: CodedFeedKind, code: string): boolean {
  if (kind === 'my-games') return FEED_TOKEN.test(code)
  if (kind === 'follows') return decodeFollowsFeedCode(code) !== undefined
  return FEED_CODE.test(code)
}

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
