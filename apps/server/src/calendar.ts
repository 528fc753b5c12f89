import { dayRange } from '@podium/domain'
import type { Db } from './db/client.ts'
import { readGames } from './features/reference/reference.repo.ts'
import type { LiveHub } from './live/hub.ts'

/** The games' dates as the calendar holds them once games are loaded. */
export interface GamesDates {
  timeZone: string
  startsOn: string
  endsOn: string
}

/**
 * The games' one calendar: the time zone in which days begin and end, and the days the games run. Every reader of
 * "which day is this", "what time zone" or "is this a games day" asks it (the clock too), instead of reading the
 * games row or keeping its own copy. Loaded at start; refreshed when a bundle import changes the games (its `reset`
 * live event, heard by every instance) and after a deaf spell of the live connection.
 */
export class GamesCalendar {
  private dates: GamesDates | undefined
  private dayList: string[] = []

  constructor(
    private readonly db: Db,
    /** The time zone before any games exist (the demo's), so the clock always has one. */
    private readonly fallbackTimeZone: string,
  ) {}

  static async load(db: Db, fallbackTimeZone: string): Promise<GamesCalendar> {
    const calendar = new GamesCalendar(db, fallbackTimeZone)
    await calendar.refresh()
    return calendar
  }

  async refresh(): Promise<void> {
    const games = await readGames(this.db)
    this.set(
      games ? { timeZone: games.timeZone, startsOn: String(games.startsOn), endsOn: String(games.endsOn) } : undefined,
    )
  }

  private set(dates: GamesDates | undefined): void {
    this.dates = dates
    this.dayList = dates ? dayRange(dates.startsOn, dates.endsOn) : []
  }

  get timeZone(): string {
    return this.dates?.timeZone ?? this.fallbackTimeZone
  }

  /** The games' dates, or undefined before any games are loaded. */
  get games(): GamesDates | undefined {
    return this.dates
  }

  /** Every day of the games, first to last (YYYY-MM-DD). */
  get days(): readonly string[] {
    return this.dayList
  }

  isGamesDay(day: string): boolean {
    return this.dates !== undefined && day >= this.dates.startsOn && day <= this.dates.endsOn
  }
}

/** Keeps the calendar true when an import replaces the games, on every instance. */
export function refreshCalendarOnLiveEvents(
  live: LiveHub,
  calendar: GamesCalendar,
  refreshed: () => void = () => {},
  log = console.error,
): void {
  const refresh = () => {
    calendar
      .refresh()
      .then(refreshed)
      .catch((error) => log('[calendar] refresh failed:', (error as Error).message))
  }
  live.onEvent((event) => {
    if (event.kind === 'reset') refresh()
  })
  live.onResync(refresh)
}
