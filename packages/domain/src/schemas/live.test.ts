import { describe, expect, it } from 'vitest'
import { LIVE_EVENT_KINDS } from '../codes/live-event-kinds.ts'
import { LiveEventSchema } from './live.ts'

describe('the live stream', () => {
  it('lists exactly the kinds its schema accepts, once each', () => {
    const fromSchema = LiveEventSchema.options.map((option) => option.shape.kind.value)
    expect([...LIVE_EVENT_KINDS].sort()).toEqual([...fromSchema].sort())
    expect(new Set(LIVE_EVENT_KINDS).size).toBe(LIVE_EVENT_KINDS.length)
  })
})
