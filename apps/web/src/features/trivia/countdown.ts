import type { TriviaStart } from '@podium/domain'
import { useEffect, useState } from 'react'

/**
 * The server's deadline on this device's clock: the time left when the server answered, counted from when the answer
 * arrived. A device clock set wrong by minutes then changes nothing; the network time is the server's grace.
 */
export function localDeadline(clock: Pick<TriviaStart, 'deadline' | 'now'>, receivedAt = Date.now()): number {
  return receivedAt + (Date.parse(clock.deadline) - Date.parse(clock.now))
}

/** Seconds left until `deadline` (ms since epoch), ticking each second; 0 once passed. */
export function useSecondsLeft(deadline: number | null): number | null {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (deadline === null) return
    setNow(Date.now())
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [deadline])
  return deadline === null ? null : Math.max(0, Math.ceil((deadline - now) / 1000))
}

export const formatClock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
