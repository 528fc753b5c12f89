import { describe, expect, it } from 'vitest'
import {
  calendarFeedPath,
  calendarStatus,
  calendarSubscription,
  decodeFollowsFeedCode,
  encodeFollowsFeedCode,
  isCodedFeedKind,
  isFeedCode,
} from './calendar-feeds.ts'

describe('calendar feeds', () => {
  it('builds feed paths and the addresses a subscribe dialog offers', () => {
    expect(calendarFeedPath({ kind: 'delegation', code: 'POR' })).toBe('/calendar/delegation/POR')
    expect(calendarFeedPath({ kind: 'medal-events' })).toBe('/calendar/medal-events')
    const s = calendarSubscription({ kind: 'athlete', code: 'A 1' }, 'en', 'https://games.example')
    expect(s.https).toBe('https://games.example/api/v1/calendar/athlete/A%201.ics?lang=en')
    expect(s.webcal).toBe('webcal://games.example/api/v1/calendar/athlete/A%201.ics?lang=en')
    expect(s.qr).toBe('https://games.example/api/v1/calendar/athlete/A%201.svg?lang=en')
    expect(s.google).toContain(encodeURIComponent('webcal://games.example/'))
    expect(calendarSubscription({ kind: 'ceremonies' }, 'pt', 'http://localhost:3000').webcal).toBe(
      'webcal://localhost:3000/api/v1/calendar/ceremonies.ics?lang=pt',
    )
  })

  it('tells coded kinds from others', () => {
    expect(isCodedFeedKind('team')).toBe(true)
    expect(isCodedFeedKind('ceremonies')).toBe(false)
    expect(isCodedFeedKind('planet')).toBe(false)
  })

  it('maps schedule statuses to iCalendar statuses', () => {
    expect(calendarStatus('CANCELLED')).toBe('CANCELLED')
    expect(calendarStatus('CANCELLED', true)).toBe('CANCELLED')
    expect(calendarStatus('POSTPONED')).toBe('TENTATIVE')
    expect(calendarStatus('SCHEDULED', true)).toBe('TENTATIVE')
    expect(calendarStatus('SCHEDULED')).toBe('CONFIRMED')
    expect(calendarStatus('FINISHED')).toBe('CONFIRMED')
  })

  it('carries a device’s follows in a feed address, and refuses malformed lists', () => {
    const code = encodeFollowsFeedCode([
      { kind: 'delegation', code: 'POR' },
      { kind: 'discipline', code: 'SWM' },
      { kind: 'athlete', code: 'A.1-x' },
      { kind: 'team', code: 'T_9' },
    ])
    expect(code).toBe('aA.1-x~dSWM~oPOR~tT_9')
    expect(decodeFollowsFeedCode(code)).toEqual([
      { kind: 'athlete', code: 'A.1-x' },
      { kind: 'discipline', code: 'SWM' },
      { kind: 'delegation', code: 'POR' },
      { kind: 'team', code: 'T_9' },
    ])
    expect(isFeedCode('follows', code)).toBe(true)
    for (const bad of ['', 'xPOR', 'oPOR~oPOR', 'o', 'oPO R', `o${'A'.repeat(41)}`, 'oPOR~~dSWM']) {
      expect(decodeFollowsFeedCode(bad)).toBeUndefined()
    }
    const tooMany = Array.from({ length: 201 }, (_, i) => `a${i}`).join('~')
    expect(decodeFollowsFeedCode(tooMany)).toBeUndefined()
    expect(calendarFeedPath({ kind: 'follows', code })).toBe(`/calendar/follows/${code}`)
  })

  it('knows a personal feed token by its shape', () => {
    expect(isFeedCode('my-games', 'A'.repeat(32))).toBe(true)
    expect(isFeedCode('my-games', 'A'.repeat(31))).toBe(false)
    expect(isFeedCode('my-games', 'POR')).toBe(false)
    expect(isFeedCode('delegation', 'POR')).toBe(true)
  })
})
