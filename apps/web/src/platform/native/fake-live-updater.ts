import type { AppLifecycle, LiveBundle, LiveUpdatePrompts, LiveUpdater } from './live-updater.ts'

/**
 * A live updater for tests: a channel serves `available` (null: up to date), `failing` makes the named step throw,
 * and every call is recorded in `calls` in order.
 */
export class FakeLiveUpdater implements LiveUpdater {
  available: LiveBundle | null = null
  running: LiveBundle = { id: 'builtin', version: '1.0.0' }
  channel: string | undefined
  failing = new Set<'notifyAppReady' | 'setChannel' | 'sync' | 'apply'>()
  readonly calls: string[] = []

  private step(name: 'notifyAppReady' | 'setChannel' | 'sync' | 'apply', detail = ''): void {
    this.calls.push(detail ? `${name} ${detail}` : name)
    if (this.failing.has(name)) throw new Error(`${name} failed (fake)`)
  }

  async notifyAppReady(): Promise<void> {
    this.step('notifyAppReady')
  }

  async setChannel(channel: string): Promise<void> {
    this.step('setChannel', channel)
    this.channel = channel
  }

  async sync(): Promise<LiveBundle | null> {
    this.step('sync')
    return this.available && this.available.id !== this.running.id ? this.available : null
  }

  async apply(bundle: LiveBundle): Promise<void> {
    this.step('apply', bundle.id)
    this.running = bundle
  }
}

/** The app's foreground events on demand: `resume()` runs the listeners and waits for them. */
export class FakeAppLifecycle implements AppLifecycle {
  private listeners: (() => void | Promise<void>)[] = []

  onResume(listener: () => void | Promise<void>): () => void {
    this.listeners.push(listener)
    return () => {
      this.listeners = this.listeners.filter((l) => l !== listener)
    }
  }

  get listening(): number {
    return this.listeners.length
  }

  async resume(): Promise<void> {
    await Promise.all(this.listeners.map((listener) => listener()))
  }
}

/** Prompts that record what was shown and answer the question with `answer` (or throw `error`). */
export class FakePrompts implements LiveUpdatePrompts {
  announced = 0
  asked = 0
  answer = false
  error: Error | undefined

  announce(): void {
    this.announced++
  }

  async confirm(): Promise<boolean> {
    this.asked++
    if (this.error) throw this.error
    return this.answer
  }
}
