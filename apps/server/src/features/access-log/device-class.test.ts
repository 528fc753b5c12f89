import { describe, expect, it } from 'vitest'
import { deviceClass } from './device-class.ts'
import { USER_AGENTS } from './test-user-agents.ts'

describe('deviceClass', () => {
  it('tells bots, phones, tablets and desktops apart', () => {
    expect(deviceClass(USER_AGENTS.desktop)).toBe('Desktop')
    expect(deviceClass(USER_AGENTS.mobile)).toBe('Mobile')
    expect(deviceClass(USER_AGENTS.iphone)).toBe('Mobile')
    expect(deviceClass(USER_AGENTS.tablet)).toBe('Tablet')
    expect(deviceClass(USER_AGENTS.bot)).toBe('Bot')
    expect(deviceClass(USER_AGENTS.curl)).toBe('Bot')
  })

  it('counts a request without a user agent as a bot', () => {
    expect(deviceClass(undefined)).toBe('Bot')
    expect(deviceClass('  ')).toBe('Bot')
  })
})
