import { type AppConfig, daysBetween } from '@podium/domain'

/** Which day of the games "today" is, e.g. day 5 of 10; undefined before or after the games. */
export function gamesDay(games: AppConfig['games']): { day: number; total: number } | undefined {
  const total = daysBetween(games.startsOn, games.endsOn) + 1
  const day = daysBetween(games.startsOn, games.today) + 1
  if (!Number.isFinite(day) || !Number.isFinite(total) || day < 1 || day > total) return undefined
  return { day, total }
}
