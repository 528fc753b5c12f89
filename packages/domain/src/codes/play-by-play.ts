import { z } from 'zod'

/** Play-by-play action kinds (docs/product-rules.md §3). Penalty events are split into awarded, scored and missed. */
export const PLAY_BY_PLAY_ACTIONS = [
  'goal',
  'assist',
  'foul',
  'yellow-card',
  'red-card',
  'substitution',
  'match-start',
  'match-end',
  'shot-made',
  'shot-missed',
  'penalty-scored',
  'penalty-missed',
  'penalty-awarded',
  'warning',
  'submission',
  'others',
] as const
export const PlayByPlayActionSchema = z.enum(PLAY_BY_PLAY_ACTIONS)
export type PlayByPlayAction = z.infer<typeof PlayByPlayActionSchema>
