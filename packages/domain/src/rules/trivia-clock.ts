/**
 * The trivia clock (docs/product-rules.md §9: a trivia has a time limit in minutes). The server records the start and
 * enforces the deadline; the screen only counts down to it. See docs/decisions/021-trivia-clock.md.
 */

/**
 * How long after the deadline answers still count: the screen sends by itself at 0:00, and that request still has
 * to cross the network (a slow phone connection, a retry). Past this, the answers are refused as too late.
 */
export const TRIVIA_GRACE_MS = 10_000

/** When a clock started at `startedAt` runs out. */
export function triviaDeadline(startedAt: Date, timeLimitMinutes: number): Date {
  return new Date(startedAt.getTime() + timeLimitMinutes * 60_000)
}

/** Whether answers arriving at `at` are in time for `deadline` (the grace included). */
export function answersInTime(deadline: Date, at: Date): boolean {
  return at.getTime() <= deadline.getTime() + TRIVIA_GRACE_MS
}

/**
 * Where a user's attempt stands: `running` while answers still count, `sent` once they were saved, `time_up` when
 * they were never sent and it is too late now: the attempt is used up, worth nothing, and cannot start over.
 * (An attempt without a deadline predates the server's clock and was always sent.)
 */
export type TriviaAttemptState = 'running' | 'sent' | 'time_up'

export function triviaAttemptState(
  attempt: { submittedAt: Date | null; deadline: Date | null },
  now: Date,
): TriviaAttemptState {
  if (attempt.submittedAt) return 'sent'
  return attempt.deadline && answersInTime(attempt.deadline, now) ? 'running' : 'time_up'
}
