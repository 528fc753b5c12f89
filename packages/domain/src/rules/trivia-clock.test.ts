import { expect, it } from 'vitest'
import { answersInTime, TRIVIA_GRACE_MS, triviaAttemptState, triviaDeadline } from './trivia-clock.ts'

const start = new Date('2026-07-14T12:00:00.000Z')

it('the deadline is the start plus the time limit', () => {
  expect(triviaDeadline(start, 3).toISOString()).toBe('2026-07-14T12:03:00.000Z')
  expect(triviaDeadline(start, 0).toISOString()).toBe(start.toISOString())
})

it('answers count until the deadline plus the grace, and not a millisecond later', () => {
  const deadline = triviaDeadline(start, 3)
  const at = (ms: number) => new Date(deadline.getTime() + ms)
  expect(answersInTime(deadline, start)).toBe(true)
  expect(answersInTime(deadline, deadline)).toBe(true)
  expect(answersInTime(deadline, at(TRIVIA_GRACE_MS))).toBe(true)
  expect(answersInTime(deadline, at(TRIVIA_GRACE_MS + 1))).toBe(false)
  expect(TRIVIA_GRACE_MS).toBe(10_000)
})

it('an attempt is running until too late, then time_up; sent wins over the clock', () => {
  const deadline = triviaDeadline(start, 3)
  const late = new Date(deadline.getTime() + TRIVIA_GRACE_MS + 1)
  expect(triviaAttemptState({ submittedAt: null, deadline }, start)).toBe('running')
  expect(triviaAttemptState({ submittedAt: null, deadline }, late)).toBe('time_up')
  expect(triviaAttemptState({ submittedAt: deadline, deadline }, late)).toBe('sent')
  // Sent before the server kept a clock.
  expect(triviaAttemptState({ submittedAt: start, deadline: null }, late)).toBe('sent')
  expect(triviaAttemptState({ submittedAt: null, deadline: null }, start)).toBe('time_up')
})
