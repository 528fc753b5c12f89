import { queryOptions, useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { apiGet } from '../../../lib/api-client.ts'

/**
 * The games' clock runs apart from the visitor's (the demo pins its day and time): how far ahead of this device it
 * is, from the server's "now" (the instant home's "now and next" is built at), asked once and kept a while.
 */
const gamesClockOffset = () =>
  queryOptions({
    queryKey: ['games-clock'],
    queryFn: async ({ signal }) => {
      const { now } = await apiGet('/now', { lang: 'pt', signal, cache: 'no-cache' })
      return Date.parse(now) - Date.now()
    },
    staleTime: 10 * 60_000,
  })

const MINUTE_MS = 60_000

/** The games' now in milliseconds, moving on each minute; null while unknown or when not `enabled`. */
export function useGamesNow(enabled: boolean): number | null {
  const offset = useQuery({ ...gamesClockOffset(), enabled }).data
  const [tick, setTick] = useState(() => Date.now())
  useEffect(() => {
    if (!enabled) return
    setTick(Date.now())
    const timer = setInterval(() => setTick(Date.now()), MINUTE_MS)
    return () => clearInterval(timer)
  }, [enabled])
  return enabled && offset !== undefined ? tick + offset : null
}
