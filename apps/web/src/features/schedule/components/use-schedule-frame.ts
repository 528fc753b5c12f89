import { useQuery } from '@tanstack/react-query'
import { useLocale } from '../../../i18n/i18n.ts'
import { configQueries } from '../../../platform/config/api.ts'
import { useLiveSync } from '../../../platform/live/live-sync.ts'
import { useDisplayTimeZone } from '../time-zone.ts'

const FALLBACK_ZONE = 'America/Sao_Paulo'

/** What every schedule screen needs: the language, the games' calendar, the clock to show, live updates. */
export function useScheduleFrame() {
  const locale = useLocale()
  const games = useQuery(configQueries.detail(locale)).data?.games
  const gamesTimeZone = games?.timeZone ?? FALLBACK_ZONE
  const { preference, timeZone } = useDisplayTimeZone(gamesTimeZone)
  useLiveSync()
  return { locale, games, gamesTimeZone, preference, timeZone }
}
