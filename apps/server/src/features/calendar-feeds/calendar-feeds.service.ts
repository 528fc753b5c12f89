import { createHash, randomBytes } from 'node:crypto'
import {
  type CalendarFeed,
  calendarStatus,
  decodeFollowsFeedCode,
  encodeFollowsFeedCode,
  type Follow,
  type Locale,
  type LocaleStrategy,
  type LocalizedText,
  localize,
  localizePath,
  unitPagePath,
} from '@podium/domain'
import type { AppContext } from '../../context.ts'
import { HttpError, notFound } from '../../http/errors.ts'
import { StaleWhileRebuild } from '../../http/stale-while-rebuild.ts'
import { eventMakesStale } from '../../live/invalidation.ts'
import {
  ensureFeedToken,
  type FeedSource,
  type FeedUnit,
  type FeedVenue,
  readFeedSource,
  replaceFeedToken,
  selectFollowsByFeedToken,
} from './calendar-feeds.repo.ts'
import { feedWords } from './calendar-texts.ts'
import { type IcsEvent, writeIcs } from './ics-writer.ts'

/** Calendar apps poll; five minutes keeps a changed start time fresh without hammering the server. */
export const FEED_MAX_AGE_S = 300
/** An item published without an end (ODF sends none for many units) is shown an hour long; a ceremony 20 minutes. */
const DEFAULT_UNIT_MINUTES = 60
const CEREMONY_MINUTES = 20
/** Feed bodies kept (per feed, language and origin); the least recently asked go first past either bound. */
const MAX_BODIES = 512
/**
 * What the kept bodies may weigh in all (decision 070): a feed of 200 follows is about half a megabyte, so 512 of them
 * was a quarter of a gigabyte.
 */
const MAX_BODY_BYTES = 32 * 1024 * 1024
/**
 * The build lane (decision 070): writing a feed is synchronous CPU on the main thread (0.3–0.8 s for a list of 200
 * follows), so one is built at a time and a few wait; past that a feed nobody is building answers 503 with
 * Retry-After (calendar apps poll again). Requests for a feed being built share that build.
 */
const MAX_BUILDING = 1
const MAX_WAITING = 4
export const FEED_RETRY_AFTER_S = 30

/** How a unit belongs to a feed: on its start list (or all of it), or entered while its start list is not out. */
type Membership = 'confirmed' | 'pending'

interface Participants {
  athletes: Set<string>
  teams: Set<string>
  organisations: Set<string>
}

/** The source with who-is-where indexes, built once per change. */
interface FeedIndex {
  source: FeedSource
  byUnit: Map<string, Participants>
  byEvent: Map<string, Participants>
}

const emptyParticipants = (): Participants => ({ athletes: new Set(), teams: new Set(), organisations: new Set() })

function indexSource(source: FeedSource): FeedIndex {
  const members = new Map<string, string[]>()
  for (const m of source.participation.teamMembers)
    members.set(m.teamId, [...(members.get(m.teamId) ?? []), m.athleteId])
  const add = (
    map: Map<string, Participants>,
    key: string,
    row: { athleteId: string | null; teamId: string | null; organisationCode: string },
  ) => {
    let p = map.get(key)
    if (!p) {
      p = emptyParticipants()
      map.set(key, p)
    }
    p.organisations.add(row.organisationCode)
    if (row.athleteId) p.athletes.add(row.athleteId)
    if (row.teamId) {
      p.teams.add(row.teamId)
      for (const a of members.get(row.teamId) ?? []) p.athletes.add(a)
    }
  }
  const byUnit = new Map<string, Participants>()
  for (const row of source.participation.startList) add(byUnit, row.unitCode, row)
  const byEvent = new Map<string, Participants>()
  for (const row of source.participation.entries) add(byEvent, row.eventCode, row)
  return { source, byUnit, byEvent }
}

/**
 * A feed is a filter over the schedule's units and a name. A participant's unit is confirmed when they are on its
 * start list; while a competition unit has no start list, everyone entered in its event sees it as pending
 * (TENTATIVE), so a delegation's feed is not empty before the start lists are out.
 */
interface FeedDefinition {
  subject: (locale: Locale) => string
  units: (unit: FeedUnit, index: FeedIndex) => Membership | null
  ceremonies: boolean
}

function byParticipant(test: (p: Participants) => boolean, ownItem?: (unit: FeedUnit) => boolean) {
  return (unit: FeedUnit, index: FeedIndex): Membership | null => {
    if (ownItem?.(unit)) return 'confirmed'
    const onList = index.byUnit.get(unit.code)
    if (onList) return test(onList) ? 'confirmed' : null
    const entered = unit.eventCode ? index.byEvent.get(unit.eventCode) : undefined
    return entered && test(entered) ? 'pending' : null
  }
}

/**
 * "My games" (decision 057): the union of the follows' feeds — a followed discipline's every item, and the units of
 * followed athletes, teams and delegations as their own feeds have them. `strict` (a list from an address) refuses a
 * code the games do not know; an account's stored follows skip one the games retired since.
 */
function followsDefinition(
  follows: readonly Follow[],
  source: FeedSource,
  strict: boolean,
): FeedDefinition | undefined {
  const { subjects } = source
  const athletes = new Set<string>()
  const teams = new Set<string>()
  const delegations = new Set<string>()
  const disciplineKeys = new Set<string>()
  for (const f of follows) {
    const known =
      f.kind === 'athlete'
        ? subjects.athletes.has(f.code) && athletes.add(f.code)
        : f.kind === 'team'
          ? subjects.teams.has(f.code) && teams.add(f.code)
          : f.kind === 'delegation'
            ? subjects.organisations.has(f.code) && delegations.add(f.code)
            : subjects.disciplineKeys.has(f.code) && disciplineKeys.add(subjects.disciplineKeys.get(f.code) ?? '')
    if (!known && strict) return undefined
  }
  const some = (wanted: Set<string>, present: Set<string>) => {
    for (const code of wanted) if (present.has(code)) return true
    return false
  }
  const followed = byParticipant(
    (p) => some(athletes, p.athletes) || some(teams, p.teams) || some(delegations, p.organisations),
    (u) => u.organisationCode !== null && delegations.has(u.organisationCode),
  )
  return {
    subject: (l) => feedWords(l).myGames,
    units: (u, index) => (u.disciplineKey && disciplineKeys.has(u.disciplineKey) ? 'confirmed' : followed(u, index)),
    ceremonies: false,
  }
}

function definitionOf(feed: CalendarFeed, source: FeedSource, follows?: readonly Follow[]): FeedDefinition | undefined {
  const { subjects } = source
  const named = (names: LocalizedText | undefined) => (names ? (l: Locale) => localize(names, l) : undefined)
  switch (feed.kind) {
    case 'delegation': {
      const subject = named(subjects.organisations.get(feed.code))
      return (
        subject && {
          subject,
          units: byParticipant(
            (p) => p.organisations.has(feed.code),
            (u) => u.organisationCode === feed.code,
          ),
          ceremonies: false,
        }
      )
    }
    case 'discipline': {
      const subject = named(subjects.disciplines.get(feed.code))
      return (
        subject && { subject, units: (u) => (u.disciplineKey === feed.code ? 'confirmed' : null), ceremonies: false }
      )
    }
    case 'athlete': {
      const athlete = subjects.athletes.get(feed.code)
      return (
        athlete && {
          subject: () => `${athlete.name} (${athlete.organisationCode})`,
          units: byParticipant((p) => p.athletes.has(feed.code)),
          ceremonies: false,
        }
      )
    }
    case 'team': {
      const team = subjects.teams.get(feed.code)
      return (
        team && {
          subject: (l) => `${localize(team.names, l)} (${team.organisationCode})`,
          units: byParticipant((p) => p.teams.has(feed.code)),
          ceremonies: false,
        }
      )
    }
    case 'my-games':
      return follows && followsDefinition(follows, source, false)
    case 'follows': {
      const list = decodeFollowsFeedCode(feed.code)
      return list && followsDefinition(list, source, true)
    }
    case 'medal-events':
      return {
        subject: (l) => feedWords(l).medalEvents,
        units: (u) => (u.medal ? 'confirmed' : null),
        ceremonies: false,
      }
    case 'ceremonies':
      return {
        subject: (l) => feedWords(l).ceremonies,
        units: (u) => (u.type.endsWith('ceremony') ? 'confirmed' : null),
        ceremonies: true,
      }
  }
}

const plus = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000)

function venueFields(venue: FeedVenue | null, locale: Locale): Pick<IcsEvent, 'location' | 'geo'> {
  if (!venue) return {}
  const geo = venue.lat !== null && venue.lon !== null ? { lat: venue.lat, lon: venue.lon } : undefined
  return { location: localize(venue.names, locale), geo }
}

/** "Atletismo · 100 m Masculino · Final": discipline, event, phase, and the unit's own name when it says more. */
function unitSummary(unit: FeedUnit, locale: Locale): string {
  const parts = [unit.disciplineNames, unit.eventNames, unit.phaseNames, unit.names]
    .filter((n): n is LocalizedText => n !== null)
    .map((n) => localize(n, locale))
    .filter((p) => p.length > 0)
  return parts.filter((p, i) => parts.indexOf(p) === i).join(' · ')
}

interface RenderOptions {
  locale: Locale
  origin: string
  localeStrategy: LocaleStrategy
  /** The account's follows, for a "my games" feed. */
  follows?: readonly Follow[]
}

export function renderFeed(feed: CalendarFeed, index: FeedIndex, options: RenderOptions): string | undefined {
  const definition = definitionOf(feed, index.source, options.follows)
  if (!definition) return undefined
  const { locale, origin } = options
  const words = feedWords(locale)
  const page = (path: string) => `${origin}${localizePath(path, locale, options.localeStrategy)}`
  const events: IcsEvent[] = []
  for (const unit of index.source.units) {
    const membership = definition.units(unit, index)
    if (!membership) continue
    const status = calendarStatus(unit.scheduleStatus, membership === 'pending')
    const url = unit.disciplineKey
      ? page(unitPagePath({ code: unit.code, disciplineKey: unit.disciplineKey }))
      : undefined
    events.push({
      uid: `unit-${unit.code}@podium`,
      stamp: unit.updatedAt,
      start: unit.startAt,
      end: unit.endAt && unit.endAt > unit.startAt ? unit.endAt : plus(unit.startAt, DEFAULT_UNIT_MINUTES),
      summary: unitSummary(unit, locale),
      description: [
        status === 'CANCELLED' ? words.cancelled : membership === 'pending' ? words.pending : undefined,
        url ? `${words.more}: ${url}` : undefined,
      ]
        .filter(Boolean)
        .join('\n'),
      ...venueFields(unit.venue, locale),
      url,
      // Versions start at 1; SEQUENCE starts at 0 and rises with every change of the unit.
      sequence: unit.version - 1,
      status,
    })
  }
  if (definition.ceremonies) {
    for (const ceremony of index.source.ceremonies) {
      const title = [
        ceremony.disciplineNames ? localize(ceremony.disciplineNames, locale) : null,
        localize(ceremony.eventNames, locale),
      ]
        .filter(Boolean)
        .join(' · ')
      events.push({
        uid: `${ceremony.uid}@podium`,
        stamp: ceremony.updatedAt ?? ceremony.startAt,
        start: ceremony.startAt,
        end: plus(ceremony.startAt, CEREMONY_MINUTES),
        summary: `${words.awardCeremony} · ${title}`,
        description: `${words.more}: ${page('/official-awards-schedule')}`,
        ...venueFields(ceremony.venue, locale),
        url: page('/official-awards-schedule'),
        sequence: ceremony.version - 1,
        status: calendarStatus(ceremony.status),
      })
    }
    events.sort((a, b) => a.start.getTime() - b.start.getTime())
  }
  const subject = definition.subject(locale)
  const games = index.source.gamesNames ? localize(index.source.gamesNames, locale) : 'Podium'
  const name = `${subject} · ${games}`
  return writeIcs({
    name: events.length ? name : `${name} — ${words.empty}`,
    description: words.description(subject),
    refreshMinutes: FEED_MAX_AGE_S / 60,
    events,
  })
}

export interface PreparedFeed {
  body: Buffer
  etag: string
}

/**
 * The feeds of one instance: the source read once (a handful of queries) and indexed, each feed's body rendered
 * once per language and origin; both dropped by the live events that drop the schedule and awards read models.
 */
export class CalendarFeeds {
  /** One rebuild of the source per drop; feeds asked meanwhile are rendered from the previous one (decision 058). */
  private readonly index = new StaleWhileRebuild<FeedIndex>()
  private readonly bodies = new Map<string, PreparedFeed>()
  private bodyBytes = 0
  private readonly building = new Map<string, Promise<PreparedFeed>>()
  private inLane = 0
  private readonly waiting: (() => void)[] = []
  private drops = 0
  /** Feeds built, and feeds refused because the lane was full (for tests and /metrics). */
  readonly stats = { builds: 0, refused: 0 }

  constructor(private readonly ctx: AppContext) {
    ctx.live.onEvent((event) => {
      if (eventMakesStale(event, 'schedule:') || eventMakesStale(event, 'award-ceremonies:')) this.drop()
    })
    ctx.live.onResync(() => this.drop())
  }

  drop(): void {
    this.drops++
    this.index.drop()
    this.bodies.clear()
    this.bodyBytes = 0
  }

  private keep(key: string, prepared: PreparedFeed): void {
    while (
      this.bodies.size > 0 &&
      (this.bodies.size >= MAX_BODIES || this.bodyBytes + prepared.body.length > MAX_BODY_BYTES)
    ) {
      const oldest = this.bodies.keys().next().value ?? ''
      this.bodyBytes -= this.bodies.get(oldest)?.body.length ?? 0
      this.bodies.delete(oldest)
    }
    if (prepared.body.length > MAX_BODY_BYTES) return
    this.bodies.set(key, prepared)
    this.bodyBytes += prepared.body.length
  }

  /** Runs `build` in the lane; the place passes to the next waiting build when it ends. */
  private async inTurn<T>(build: () => Promise<T>): Promise<T> {
    if (this.inLane >= MAX_BUILDING) await new Promise<void>((resolve) => this.waiting.push(resolve))
    else this.inLane++
    try {
      // The loop's pending I/O first: a build is a block of synchronous work.
      await new Promise<void>((resolve) => setImmediate(resolve))
      return await build()
    } finally {
      const next = this.waiting.shift()
      if (next) next()
      else this.inLane--
    }
  }

  async feed(feed: CalendarFeed, locale: Locale, origin: string): Promise<PreparedFeed> {
    // An account's "my games" follows change without a live event: read them at each request, keep no body.
    const personal = feed.kind === 'my-games'
    const follows = personal ? await selectFollowsByFeedToken(this.ctx.database.db, feed.code) : undefined
    if (personal && !follows) throw notFound('No calendar feed with this address: it may have been reset.')
    // A device's follows in any order are one feed (the list is written sorted by the app; anyone may reorder it).
    const code = 'code' in feed ? (feed.kind === 'follows' ? canonicalFollowsCode(feed.code) : feed.code) : ''
    const key = `${origin}|${locale}|${feed.kind}|${code}`
    const kept = personal ? undefined : this.bodies.get(key)
    if (kept) {
      this.bodies.delete(key)
      this.bodies.set(key, kept)
      return kept
    }
    const shared = personal ? undefined : this.building.get(key)
    if (shared) return shared
    if (this.inLane + this.waiting.length >= MAX_BUILDING + MAX_WAITING) {
      this.stats.refused++
      throw new HttpError(503, 'feeds_busy', 'Too many calendar feeds are being written: try again shortly.')
    }
    const pending = this.inTurn(() => this.build(feed, key, locale, origin, follows))
    if (!personal) {
      this.building.set(key, pending)
      void pending.then(
        () => this.building.delete(key),
        () => this.building.delete(key),
      )
    }
    return pending
  }

  private async build(
    feed: CalendarFeed,
    key: string,
    locale: Locale,
    origin: string,
    follows: readonly Follow[] | undefined,
  ): Promise<PreparedFeed> {
    const personal = feed.kind === 'my-games'
    this.stats.builds++
    const drops = this.drops
    const index = await this.index.read(async () => ({
      value: indexSource(await readFeedSource(this.ctx.database.db)),
      keep: true,
    }))
    const text = renderFeed(feed, index.value, {
      locale,
      origin,
      localeStrategy: this.ctx.config.localeStrategy,
      follows,
    })
    if (text === undefined) throw notFound(`No ${feed.kind} with this code.`)
    const body = Buffer.from(text, 'utf8')
    const prepared = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` }
    // From the previous source, or dropped meanwhile, or personal: serve it, do not keep it.
    if (index.ageMs === undefined && drops === this.drops && !personal) this.keep(key, prepared)
    return prepared
  }
}

/** A `follows/{list}` code with its follows in the one order the app writes them (sorted). */
function canonicalFollowsCode(code: string): string {
  const follows = decodeFollowsFeedCode(code)
  return follows ? encodeFollowsFeedCode(follows) : code
}

/** 24 random bytes, base64url: 32 characters nobody guesses. */
const newFeedToken = () => randomBytes(24).toString('base64url')

/** The account's "my games" feed token, made at the first ask and the same afterwards. */
export async function myGamesFeedToken(ctx: AppContext, userId: number): Promise<{ token: string }> {
  return { token: await ensureFeedToken(ctx.database.db, userId, newFeedToken()) }
}

/** A new "my games" feed token: calendars subscribed to the old address get 404 from now on. */
export async function rotateMyGamesFeedToken(ctx: AppContext, userId: number): Promise<{ token: string }> {
  const token = newFeedToken()
  await replaceFeedToken(ctx.database.db, userId, token)
  return { token }
}
