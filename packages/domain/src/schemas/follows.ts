/**
 * Follows (issue 19, decision 054): a visitor follows an athlete, a team, a delegation or a discipline by its code.
 * A device keeps its own; a signed-in account's live on the server (`/api/v1/me/follows`), merged at login.
 */
import { z } from 'zod'
import { FOLLOW_KINDS, MAX_FOLLOWS } from '../codes/follow-kinds.ts'

export const FollowKindSchema = z.enum(FOLLOW_KINDS)
/** A code as the games publish it (athlete and team ids, NOC codes, discipline codes). */
export const FollowCodeSchema = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9_.-]+$/)

export const FollowSchema = z.object({ kind: FollowKindSchema, code: FollowCodeSchema })
export type Follow = z.infer<typeof FollowSchema>

/** `GET /api/v1/me/follows` and the answer of every follow write: the account's follows, newest first. */
export const FollowsSchema = z.object({ items: z.array(FollowSchema) })
export type Follows = z.infer<typeof FollowsSchema>

/** `POST /api/v1/me/follows/merge`: the device's follows, uploaded once at login. */
export const FollowsMergeInputSchema = z.object({ items: z.array(FollowSchema).max(MAX_FOLLOWS) })

/** The path parameters of `PUT`/`DELETE /api/v1/me/follows/:kind/:code`. */
export const FollowParamsSchema = FollowSchema

export const followKey = (f: Follow) => `${f.kind}:${f.code}`

/**
 * `PUT /api/v1/me/calendar-feed` (made once, then the same) and `POST /api/v1/me/calendar-feed/rotate` (a new one,
 * the old address stops working): the token of the account's "my games" calendar feed (decision 057).
 */
export const MyGamesFeedTokenSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{32}$/) })
export type MyGamesFeedToken = z.infer<typeof MyGamesFeedTokenSchema>
