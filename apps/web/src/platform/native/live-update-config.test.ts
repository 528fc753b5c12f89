import { describe, expect, it } from 'vitest'
import { readLiveUpdateConfig } from './live-update-config.ts'

describe('live update config', () => {
  it('is on, on the production channel, unless the build says otherwise', () => {
    expect(readLiveUpdateConfig({})).toEqual({ enabled: true, channel: 'production' })
    expect(readLiveUpdateConfig({ VITE_PODIUM_LIVE_UPDATE_CHANNEL: ' beta ' })).toEqual({
      enabled: true,
      channel: 'beta',
    })
    expect(readLiveUpdateConfig({ VITE_PODIUM_LIVE_UPDATE_CHANNEL: '' }).channel).toBe('production')
  })

  it('is switched off by VITE_PODIUM_LIVE_UPDATES=off (or false, 0, no)', () => {
    for (const value of ['off', 'OFF', 'false', '0', 'no']) {
      expect(readLiveUpdateConfig({ VITE_PODIUM_LIVE_UPDATES: value }).enabled).toBe(false)
    }
    expect(readLiveUpdateConfig({ VITE_PODIUM_LIVE_UPDATES: 'on' }).enabled).toBe(true)
  })
})
