import { describe, expect, it } from 'vitest'
import {
  type BeforeInstallPromptEvent,
  createInstallPrompt,
  INSTALL_CANCELLED_KEY,
  watchFirstInteraction,
} from './install-prompt.ts'

/** A `beforeinstallprompt` as Chromium fires it, answering the dialog with `outcome`. */
function installEvent(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as BeforeInstallPromptEvent & {
    prompted: number
  }
  event.prompted = 0
  Object.assign(event, {
    prompt: async () => {
      event.prompted++
    },
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  })
  return event
}

function setup({ stored = {} as Record<string, string>, installed = false, storageThrows = false } = {}) {
  const target = new EventTarget()
  const items = new Map(Object.entries(stored))
  const storage = () => {
    if (storageThrows) throw new DOMException('denied', 'SecurityError')
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => items.set(key, value),
    }
  }
  const prompt = createInstallPrompt({ target, storage, isInstalled: () => installed, log: { warn: () => {} } })
  let changes = 0
  prompt.subscribe(() => changes++)
  return { target, items, prompt, changes: () => changes }
}

describe('install prompt', () => {
  it('becomes available on the browser install event, whose own infobar it suppresses', () => {
    const { target, prompt, changes } = setup()
    expect(prompt.isAvailable()).toBe(false)
    const event = installEvent()
    target.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(true)
    expect(prompt.isAvailable()).toBe(true)
    expect(changes()).toBe(1)
  })

  it('"Not now" stores the cancelled flag; with the flag the prompt never shows again', () => {
    const { target, items, prompt } = setup()
    target.dispatchEvent(installEvent())
    prompt.cancel()
    expect(prompt.isAvailable()).toBe(false)
    expect(items.get(INSTALL_CANCELLED_KEY)).toBe('true')

    const later = setup({ stored: { [INSTALL_CANCELLED_KEY]: 'true' } })
    const event = installEvent()
    later.target.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(true)
    expect(later.prompt.isAvailable()).toBe(false)
  })

  it('installing shows the browser dialog once and returns the choice; a refusal counts as cancelling', async () => {
    const accepted = setup()
    const yes = installEvent('accepted')
    accepted.target.dispatchEvent(yes)
    expect(await accepted.prompt.install()).toBe('accepted')
    expect(yes.prompted).toBe(1)
    expect(accepted.prompt.isAvailable()).toBe(false)
    expect(accepted.items.has(INSTALL_CANCELLED_KEY)).toBe(false)
    expect(await accepted.prompt.install()).toBe('unavailable')
    expect(yes.prompted).toBe(1)

    const dismissed = setup()
    dismissed.target.dispatchEvent(installEvent('dismissed'))
    expect(await dismissed.prompt.install()).toBe('dismissed')
    expect(dismissed.items.get(INSTALL_CANCELLED_KEY)).toBe('true')
  })

  it('is cleared once the app is installed, and never offered inside an installed app', () => {
    const { target, prompt } = setup()
    target.dispatchEvent(installEvent())
    target.dispatchEvent(new Event('appinstalled'))
    expect(prompt.isAvailable()).toBe(false)

    const standalone = setup({ installed: true })
    standalone.target.dispatchEvent(installEvent())
    expect(standalone.prompt.isAvailable()).toBe(false)
  })

  it('works without local storage: "Not now" still hides the prompt for this visit', () => {
    const { target, prompt } = setup({ storageThrows: true })
    target.dispatchEvent(installEvent())
    expect(prompt.isAvailable()).toBe(true)
    prompt.cancel()
    expect(prompt.isAvailable()).toBe(false)
  })

  it('a prompt that cannot be shown reports unavailable instead of throwing', async () => {
    const { target, prompt } = setup()
    const event = installEvent()
    Object.assign(event, {
      prompt: async () => {
        throw new DOMException('already prompted', 'InvalidStateError')
      },
    })
    target.dispatchEvent(event)
    expect(await prompt.install()).toBe('unavailable')
  })
})

describe('first interaction', () => {
  it('turns true on the first pointer, key, touch or wheel input, tells its listeners once, and stops listening', () => {
    for (const type of ['pointerdown', 'keydown', 'touchstart', 'wheel']) {
      const target = new EventTarget()
      const interaction = watchFirstInteraction(target)
      let told = 0
      interaction.subscribe(() => told++)
      target.dispatchEvent(new Event('scroll'))
      expect(interaction.happened()).toBe(false)
      target.dispatchEvent(new Event(type))
      target.dispatchEvent(new Event(type))
      expect(interaction.happened()).toBe(true)
      expect(told).toBe(1)
    }
  })
})
