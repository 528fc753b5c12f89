import { expect, it } from 'vitest'
import { PLAY_BY_PLAY_ACTIONS, PlayByPlayActionSchema } from './play-by-play.ts'

it('lists 33 distinct action kinds (the 16 of the spec and the new ones of each sport, decision 090)', () => {
  expect(new Set(PLAY_BY_PLAY_ACTIONS).size).toBe(33)
})

it.each(['goal', 'yellow-card', 'shot-missed', 'penalty-awarded', 'submission', 'others'])('accepts %s', (kind) => {
  expect(PlayByPlayActionSchema.parse(kind)).toBe(kind)
})

it.each(['yellow card', 'GOAL', 'penalty', '', 'own-goal'])('rejects %j', (kind) => {
  expect(PlayByPlayActionSchema.safeParse(kind).success).toBe(false)
})
