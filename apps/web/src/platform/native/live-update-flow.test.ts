import { describe, expect, it } from 'vitest'
import { FakeAppLifecycle, FakeLiveUpdater, FakePrompts } from './fake-live-updater.ts'
import { ANNOUNCE_BEFORE_RELOAD_MS, startLiveUpdates } from './live-update-flow.ts'

const NEW_BUNDLE = { id: 'b-42', version: '1.4.2' }

function setup() {
  const updater = new FakeLiveUpdater()
  const lifecycle = new FakeAppLifecycle()
  const prompts = new FakePrompts()
  const warnings: unknown[][] = []
  const waits: number[] = []
  const start = () =>
    startLiveUpdates({
      updater,
      lifecycle,
      prompts,
      channel: 'production',
      log: { warn: (...args: unknown[]) => warnings.push(args) },
      wait: async (ms) => {
        waits.push(ms)
      },
    })
  return { updater, lifecycle, prompts, warnings, waits, start }
}

describe('native live update on start', () => {
  it('says the app is ready, sets the channel and syncs; up to date, nothing is shown', async () => {
    const { updater, prompts, start } = setup()
    await start()
    expect(updater.calls).toEqual(['notifyAppReady', 'setChannel production', 'sync'])
    expect(updater.channel).toBe('production')
    expect(prompts.announced).toBe(0)
  })

  it('with a new bundle: shows the info toast, then reloads into it without asking', async () => {
    const { updater, prompts, waits, start } = setup()
    updater.available = NEW_BUNDLE
    await start()
    expect(prompts.announced).toBe(1)
    expect(prompts.asked).toBe(0)
    expect(waits).toEqual([ANNOUNCE_BEFORE_RELOAD_MS])
    expect(updater.calls.at(-1)).toBe('apply b-42')
    expect(updater.running).toEqual(NEW_BUNDLE)
  })
})

describe('native live update on resume', () => {
  it('syncs and, with a new bundle, asks first: "Later" keeps the running bundle', async () => {
    const { updater, lifecycle, prompts, start } = setup()
    await start()
    updater.available = NEW_BUNDLE
    prompts.answer = false
    await lifecycle.resume()
    expect(prompts.asked).toBe(1)
    expect(updater.calls).not.toContain('apply b-42')
    expect(updater.running.id).toBe('builtin')
  })

  it('reloads into the bundle only when the user accepts', async () => {
    const { updater, lifecycle, prompts, start } = setup()
    await start()
    updater.available = NEW_BUNDLE
    prompts.answer = true
    await lifecycle.resume()
    expect(prompts.asked).toBe(1)
    expect(prompts.announced).toBe(0)
    expect(updater.calls.at(-1)).toBe('apply b-42')
  })

  it('asks nothing when up to date, and does not ask again for a bundle the user declined', async () => {
    const { updater, lifecycle, prompts, start } = setup()
    await start()
    await lifecycle.resume()
    expect(prompts.asked).toBe(0)
    updater.available = NEW_BUNDLE
    await lifecycle.resume()
    await lifecycle.resume()
    expect(prompts.asked).toBe(1)
    updater.available = { id: 'b-43', version: '1.4.3' }
    await lifecycle.resume()
    expect(prompts.asked).toBe(2)
  })

  it('checks once when resumes overlap', async () => {
    const { updater, lifecycle, prompts, start } = setup()
    await start()
    updater.available = NEW_BUNDLE
    let answer: (yes: boolean) => void = () => {}
    prompts.confirm = () => {
      prompts.asked++
      return new Promise((resolve) => {
        answer = resolve
      })
    }
    const first = lifecycle.resume()
    await lifecycle.resume()
    answer(true)
    await first
    expect(prompts.asked).toBe(1)
    expect(updater.calls.filter((c) => c === 'sync')).toHaveLength(2)
  })

  it('stops listening when the returned function is called', async () => {
    const { lifecycle, start } = setup()
    const stop = await start()
    expect(lifecycle.listening).toBe(1)
    stop()
    expect(lifecycle.listening).toBe(0)
  })
})

describe('failures never reach the app', () => {
  it('logs and carries on when notifyAppReady or setChannel fail', async () => {
    const { updater, prompts, warnings, start } = setup()
    updater.failing.add('notifyAppReady').add('setChannel')
    updater.available = NEW_BUNDLE
    await start()
    expect(warnings).toHaveLength(2)
    expect(updater.calls).toEqual(['notifyAppReady', 'setChannel production', 'sync', 'apply b-42'])
    expect(prompts.announced).toBe(1)
  })

  it('logs and ignores a failed sync, on start and on resume', async () => {
    const { updater, lifecycle, prompts, warnings, start } = setup()
    updater.failing.add('sync')
    updater.available = NEW_BUNDLE
    await expect(start()).resolves.toBeTypeOf('function')
    await expect(lifecycle.resume()).resolves.toBeUndefined()
    expect(warnings.map(([message]) => message)).toEqual(['Live update: sync failed', 'Live update: sync failed'])
    expect(prompts.announced + prompts.asked).toBe(0)
    expect(updater.running.id).toBe('builtin')
    // The next resume works again.
    updater.failing.delete('sync')
    prompts.answer = true
    await lifecycle.resume()
    expect(updater.running.id).toBe('b-42')
  })

  it('logs and ignores a failed reload and a failed question', async () => {
    const { updater, lifecycle, prompts, warnings, start } = setup()
    updater.failing.add('apply')
    updater.available = NEW_BUNDLE
    await start()
    prompts.error = new Error('toast gone')
    await lifecycle.resume()
    expect(warnings.map(([message]) => message)).toEqual([
      'Live update: applying the bundle failed',
      'Live update: asking the user failed',
    ])
  })
})
