import type { BundleInfo, BundleStatus, LatestVersion } from '@capgo/capacitor-updater'
import { describe, expect, it } from 'vitest'
import { type CapgoPlugin, capgoLiveUpdater } from './capgo-live-updater.ts'

const info = (id: string, version: string, status: BundleStatus = 'success'): BundleInfo => ({
  id,
  version,
  downloaded: '2026-07-14T10:00:00.000Z',
  checksum: '',
  status,
})

/** capgo's plugin as far as the adapter uses it, with a channel serving `latest`. */
function fakePlugin(latest: LatestVersion, stored: BundleInfo[] = [], channel = 'production') {
  const calls: string[] = []
  const running = info('builtin', '1.0.0')
  const plugin: CapgoPlugin = {
    notifyAppReady: async () => {
      calls.push('notifyAppReady')
      return { bundle: running }
    },
    getChannel: async () => ({ channel }),
    setChannel: async (options) => {
      calls.push(`setChannel ${options.channel}`)
      return { status: 'ok' }
    },
    getLatest: async () => latest,
    current: async () => ({ bundle: running, native: '1.0.0' }),
    list: async () => ({ bundles: stored }),
    download: async (options) => {
      calls.push(`download ${options.url}`)
      return info('b-new', options.version, 'pending')
    },
    set: async (options) => {
      calls.push(`set ${options.id}`)
    },
  }
  return { plugin, calls }
}

describe('capgo live updater', () => {
  it('downloads a newer bundle and returns it without switching to it', async () => {
    const { plugin, calls } = fakePlugin({ version: '1.1.0', url: 'https://cdn.example/1.1.0.zip', checksum: 'abc' })
    expect(await capgoLiveUpdater(plugin).sync()).toEqual({ id: 'b-new', version: '1.1.0' })
    expect(calls).toEqual(['download https://cdn.example/1.1.0.zip'])
  })

  it('returns null when up to date, refused, or already running that version', async () => {
    const upToDate = fakePlugin({ version: '1.0.0', kind: 'up_to_date', message: 'No new version available' })
    const blocked = fakePlugin({ version: '2.0.0', kind: 'blocked', error: 'disable_auto_update_to_major' })
    const same = fakePlugin({ version: '1.0.0', url: 'https://cdn.example/1.0.0.zip' })
    for (const { plugin, calls } of [upToDate, blocked, same]) {
      expect(await capgoLiveUpdater(plugin).sync()).toBeNull()
      expect(calls).toEqual([])
    }
  })

  it('reuses a bundle downloaded before and skips one that already failed here', async () => {
    const latest = { version: '1.1.0', url: 'https://cdn.example/1.1.0.zip' }
    const kept = fakePlugin(latest, [info('b-kept', '1.1.0', 'pending')])
    expect(await capgoLiveUpdater(kept.plugin).sync()).toEqual({ id: 'b-kept', version: '1.1.0' })
    expect(kept.calls).toEqual([])
    const failed = fakePlugin(latest, [info('b-bad', '1.1.0', 'error')])
    expect(await capgoLiveUpdater(failed.plugin).sync()).toBeNull()
    expect(failed.calls).toEqual([])
  })

  it('sets the channel only when it changes, and applies with set', async () => {
    const { plugin, calls } = fakePlugin({ version: '1.0.0' }, [], 'production')
    const updater = capgoLiveUpdater(plugin)
    await updater.notifyAppReady()
    await updater.setChannel('production')
    await updater.setChannel('beta')
    await updater.apply({ id: 'b-new', version: '1.1.0' })
    expect(calls).toEqual(['notifyAppReady', 'setChannel beta', 'set b-new'])
  })
})
