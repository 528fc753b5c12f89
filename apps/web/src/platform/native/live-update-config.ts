/** The channel a build follows when its environment names none (a Capgo channel, or a folder of a self-hosted server). */
export const DEFAULT_LIVE_UPDATE_CHANNEL = 'production'

export interface LiveUpdateConfig {
  /** docs/product-rules.md §4: live updates run on start "unless disabled by config". */
  enabled: boolean
  channel: string
}

/**
 * Reads the build's settings (Vite inlines `VITE_*` variables at build time, so each native build knows its channel):
 * `VITE_PODIUM_LIVE_UPDATE_CHANNEL` (default production) and `VITE_PODIUM_LIVE_UPDATES=off` to switch them off.
 */
export function readLiveUpdateConfig(env: Record<string, unknown>): LiveUpdateConfig {
  const switchedOff = String(env.VITE_PODIUM_LIVE_UPDATES ?? '')
    .trim()
    .toLowerCase()
  const channel = String(env.VITE_PODIUM_LIVE_UPDATE_CHANNEL ?? '').trim()
  return {
    enabled: !['off', 'false', '0', 'no'].includes(switchedOff),
    channel: channel || DEFAULT_LIVE_UPDATE_CHANNEL,
  }
}
