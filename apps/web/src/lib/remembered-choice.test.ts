import { afterEach, describe, expect, it, vi } from 'vitest'
import { rememberedChoice } from './remembered-choice.ts'

function storage(entries: Record<string, string> = {}) {
  const values = new Map(Object.entries(entries))
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => values.set(key, value),
    removeItem: (key: string) => values.delete(key),
  })
  vi.stubGlobal('window', { addEventListener: () => {}, removeEventListener: () => {} })
}

afterEach(() => {
  vi.unstubAllGlobals()
})

interface Shield {
  on: boolean
}
const parseShield = (stored: string | null): Shield => (stored ? (JSON.parse(stored) as Shield) : { on: false })

describe('a remembered choice', () => {
  it('with nothing stored is the very value the server rendered with, so hydration re-renders nothing', () => {
    storage()
    const choice = rememberedChoice<Shield>('shield', parseShield, JSON.stringify)
    expect(choice.read()).toBe(choice.serverValue())
    expect(choice.read()).toBe(choice.read())
  })

  it('once chosen is the stored value, the same object from read to read, and tells its listeners', () => {
    storage()
    const choice = rememberedChoice<Shield>('shield', parseShield, JSON.stringify)
    const listener = vi.fn()
    choice.subscribe(listener)
    choice.set({ on: true })
    expect(listener).toHaveBeenCalledTimes(1)
    expect(choice.read()).toEqual({ on: true })
    expect(choice.read()).toBe(choice.read())
    expect(choice.read()).not.toBe(choice.serverValue())
  })

  it('reads what another visit stored', () => {
    storage({ shield: '{"on":true}' })
    const choice = rememberedChoice<Shield>('shield', parseShield, JSON.stringify)
    expect(choice.read()).toEqual({ on: true })
  })
})
