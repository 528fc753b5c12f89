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
  // Issue 38 (decision 090): each sport's own moments, so nothing a sport names is shown as "Other".
  'period-start',
  'period-end',
  'set-won',
  'timeout',
  'challenge',
  'ace',
  'service-fault',
  'suspension',
  'points-scored',
  'touch',
  'ippon',
  'waza-ari',
  'shido',
  'hansoku-make',
  'golden-score',
  'fall',
  'passivity',
] as const
export const PlayByPlayActionSchema = z.enum(PLAY_BY_PLAY_ACTIONS)
export type PlayByPlayAction = z.infer<typeof PlayByPlayActionSchema>
