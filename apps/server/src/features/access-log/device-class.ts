import type { DeviceClass } from '@podium/domain'
import { isbot } from 'isbot'
import UAParser from 'ua-parser-js'

/**
 * The device class of a user agent: crawlers and scripts (isbot's maintained list; no user agent at all is a
 * script too) are Bot, then ua-parser-js's device type decides Mobile or Tablet; anything else is Desktop.
 */
export function deviceClass(userAgent: string | undefined): DeviceClass {
  if (!userAgent?.trim()) return 'Bot'
  // A crowd sends few distinct user agents: parse each once (the parsers' regexes cost tens of µs a call).
  const known = cache.get(userAgent)
  if (known) return known
  const found = classify(userAgent)
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string)
  cache.set(userAgent, found)
  return found
}

const CACHE_SIZE = 2_000
const cache = new Map<string, DeviceClass>()

function classify(userAgent: string): DeviceClass {
  if (isbot(userAgent)) return 'Bot'
  const type = new UAParser(userAgent).getDevice().type
  if (type === 'mobile' || type === 'wearable') return 'Mobile'
  if (type === 'tablet') return 'Tablet'
  return 'Desktop'
}
