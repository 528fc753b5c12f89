import { expect, it } from 'vitest'
import { formatClock, localDeadline } from './countdown.ts'

it('counts to the server deadline from when its answer arrived, whatever this device’s clock says', () => {
  const clock = { deadline: '2026-07-14T15:03:00.000Z', now: '2026-07-14T15:01:00.000Z' }
  // A device clock an hour behind the server still gets the two minutes the server has left.
  const arrived = Date.parse('2026-07-14T14:01:00.000Z')
  expect(localDeadline(clock, arrived) - arrived).toBe(120_000)
  // Run out already (a resumed attempt): the deadline is in this device's past.
  expect(localDeadline({ ...clock, now: '2026-07-14T15:05:00.000Z' }, arrived)).toBeLessThan(arrived)
})

it('formats minutes and seconds', () => {
  expect(formatClock(185)).toBe('3:05')
  expect(formatClock(0)).toBe('0:00')
})
