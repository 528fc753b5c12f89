import type { AppConfig } from '@podium/domain'

const DAY_MS = 24 * 60 * 60 * 1000
const dayNumber = (isoDate: string) => Math.round(Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS)

/** Which day of the games "today" is, e.g. day 5 of 10; undefined before or after the games. */
export function gamesDay(games: AppConfig['games']): { day: number; total: number } | undefined {
  const start = dayNumber(games.startsOn)
  const total = dayNumber(games.endsOn) - start + 1
  const day = dayNumber(games.today) - start + 1
  if (!Number.isFinite(day) || !Number.isFinite(total) || day < 1 || day > total) return undefined
  return { day, total }
}
