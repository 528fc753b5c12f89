import { formatDate, formatTime, type Locale } from '@podium/domain'

/** A date and time in the games' time zone (the browser's until the games' calendar has loaded). */
export function gamesDateTime(iso: string, locale: Locale, timeZone: string | undefined) {
  const zone = timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone
  return `${formatDate(iso, { locale, timeZone: zone })} ${formatTime(iso, { locale, timeZone: zone })}`
}
