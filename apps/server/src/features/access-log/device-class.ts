import type { DeviceClass } from '@podium/domain'
import { isbot } from 'isbot'
import UAParser from 'ua-parser-js'

/**
 * The device class of a user agent: crawlers and scripts (isbot's maintained list; no user agent at all is a
 * script too) are Bot, then ua-parser-js's device type decides Mobile or Tablet; anything else is Desktop.
 */
export function deviceClass(userAgent: string | undefined): DeviceClass {
  if (!userAgent?.trim() || isbot(userAgent)) return 'Bot'
  const type = new UAParser(userAgent).getDevice().type
  if (type === 'mobile' || type === 'wearable') return 'Mobile'
  if (type === 'tablet') return 'Tablet'
  return 'Desktop'
}
