/**
 * Contracts of accounts and engagement (docs/product-rules.md §3, §4, §6): sessions, trivia, QR finds, points and
 * ranking, feedback, the safe-sport video. The server builds these; the web app reads them.
 */
import { z } from 'zod'
import { USER_TYPES, type UserType } from '../codes/user-types.ts'
import { levelForPoints } from '../rules/xp.ts'
import { FeedbackSchema } from './validation.ts'

export const UserTypeSchema = z.enum(USER_TYPES)

/**
 * Every user type but guest may play trivia, send feedback and earn points (guests are sent to login,
 * docs/product-rules.md §6).
 */
export const ENGAGED_USER_TYPES = USER_TYPES.filter((t) => t !== 'guest')

/** Points each action earns (the ledger keeps one row per user, source and ref). */
export const POINTS = {
  /** Trivia earns its own points per correct answer (stored on the trivia). */
  safeSportVideo: 500,
  qrFind: 50,
  /** Once per day: the ledger ref is the day. */
  feedback: 100,
} as const

/** Improvement suggestions one user may send per day (docs/product-rules.md §8 rate limit). */
export const FEEDBACK_PER_DAY = 3

export const SessionUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string().nullable(),
  email: z.string(),
  cpf: z.string(),
  userType: UserTypeSchema,
  /**
   * A referee's assigned discipline codes (decision 038), empty for every other type: the subject's `disciplines` of
   * the permission rule, so `can(user, 'results.enter')` answers for a referee too.
   */
  disciplines: z.array(z.string()),
  organisationCode: z.string().nullable(),
  organisationName: z.string().nullable(),
  photoUrl: z.string().nullable(),
  active: z.boolean(),
  videoViewed: z.boolean(),
  points: z.number().int(),
  level: z.number().int(),
})
export type SessionUser = z.infer<typeof SessionUserSchema>

/** `token` is sent only to the native shell (client 'native'), which uses it as a Bearer token; the web gets a cookie. */
export const AuthResponseSchema = z.object({
  user: SessionUserSchema,
  expiresAt: z.string(),
  token: z.string().optional(),
})
export type AuthResponse = z.infer<typeof AuthResponseSchema>

export const AUTH_CLIENTS = ['web', 'native'] as const
const ClientSchema = z.enum(AUTH_CLIENTS).optional()

export const MeSchema = z.object({ user: SessionUserSchema })
export type Me = z.infer<typeof MeSchema>

/** The signed-in user's trivia clock, recorded by the server at Start (ISO instants). */
export const TriviaClockSchema = z.object({ startedAt: z.string(), deadline: z.string() })
export type TriviaClock = z.infer<typeof TriviaClockSchema>

/**
 * POST /trivia/:id/start: the clock (the same one on every call, it never restarts) and the server's now, so the
 * screen counts down to the server's deadline whatever its own clock says.
 */
export const TriviaStartSchema = TriviaClockSchema.extend({ now: z.string() })
export type TriviaStart = z.infer<typeof TriviaStartSchema>

export const TriviaSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  author: z.string(),
  timeLimitMinutes: z.number().int(),
  questionCount: z.number().int(),
  pointsPerCorrect: z.number().int(),
  /** The signed-in user's sent attempt, if any. */
  attempt: z.object({ correctCount: z.number().int(), points: z.number().int(), submittedAt: z.string() }).nullable(),
  /** The signed-in user's clock once started (kept after sending); null before Start. */
  clock: TriviaClockSchema.nullable(),
  /** Started, never sent, and past the deadline and its grace: the attempt is used up, with no points. */
  timeUp: z.boolean(),
})
export type TriviaSummary = z.infer<typeof TriviaSummarySchema>

export const TriviaQuestionSchema = z.object({
  id: z.number().int(),
  prompt: z.string(),
  answers: z.array(z.object({ id: z.string(), text: z.string() })),
})
export type TriviaQuestion = z.infer<typeof TriviaQuestionSchema>

/** The questions are empty until the user starts the clock: reading them must count as playing. */
export const TriviaDetailSchema = TriviaSummarySchema.extend({ questions: z.array(TriviaQuestionSchema) })
export type TriviaDetail = z.infer<typeof TriviaDetailSchema>

/**
 * Question id → answer id; unanswered questions (time ran out) are left out. The start is the server's own record:
 * the `startedAt` that older screens still send is an unknown key, dropped like any other.
 */
export const TriviaAttemptInputSchema = z.object({
  answers: z.record(z.string().regex(/^\d+$/), z.string().min(1).max(40)),
})
export type TriviaAttemptInput = z.infer<typeof TriviaAttemptInputSchema>

export const TriviaAttemptResultSchema = z.object({
  triviaId: z.number().int(),
  correctCount: z.number().int(),
  questionCount: z.number().int(),
  points: z.number().int(),
})
export type TriviaAttemptResult = z.infer<typeof TriviaAttemptResultSchema>

export const QrScanInputSchema = z.object({ code: z.string().trim().min(1).max(200) })
export const QrScanResultSchema = z.object({
  kind: z.literal('trivia'),
  triviaId: z.number().int(),
  /** Points for the find; 0 when this user had already scanned the code. */
  pointsAwarded: z.number().int(),
})
export type QrScanResult = z.infer<typeof QrScanResultSchema>

/**
 * The user types in the public points ranking. Organisers (admin, staff) run the games rather than play them, and
 * listing them would point an attacker at the accounts worth guessing; guests cannot earn points.
 */
export const RANKED_USER_TYPES = [
  'athlete',
  'coach',
  'manager',
  'referee',
  'volunteer',
] as const satisfies readonly UserType[]
export const RankedUserTypeSchema = z.enum(RANKED_USER_TYPES)
export type RankedUserType = z.infer<typeof RankedUserTypeSchema>
export const isRankedUserType = (value: unknown): value is RankedUserType =>
  (RANKED_USER_TYPES as readonly unknown[]).includes(value)

export const RankingQuerySchema = z.object({ userType: RankedUserTypeSchema.optional() })

/**
 * A ranking row (docs/product-rules.md §3): `position` is the rank within the shown list (ties share it),
 * `listPosition` the row's place in the list (1, 2, 3…), `generalPosition` the rank among all ranked users whatever the
 * filter. The list is public, so a row names its user by a display name (first name and initial), never by the username
 * that logs in, and not by user type; `name` is null when the user has none (the screen shows a neutral label with
 * `id`).
 */
export const RankingRowSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  position: z.number().int(),
  listPosition: z.number().int(),
  generalPosition: z.number().int(),
  organisationCode: z.string().nullable(),
  organisation: z.string().nullable(),
  points: z.number().int(),
  level: z.number().int(),
})
export type RankingRow = z.infer<typeof RankingRowSchema>
export const RankingSchema = z.object({
  userType: RankedUserTypeSchema.nullable(),
  items: z.array(RankingRowSchema),
})
export type Ranking = z.infer<typeof RankingSchema>

export const FeedbackInputSchema = FeedbackSchema
export const FeedbackResultSchema = z.object({ id: z.number().int(), pointsAwarded: z.number().int() })
export type FeedbackResult = z.infer<typeof FeedbackResultSchema>

export const SafeSportSchema = z.object({ videoUrl: z.string(), posterUrl: z.string(), points: z.number().int() })
export type SafeSport = z.infer<typeof SafeSportSchema>
export const SafeSportWatchedSchema = z.object({ videoViewed: z.literal(true), pointsAwarded: z.number().int() })
export type SafeSportWatched = z.infer<typeof SafeSportWatchedSchema>

/** Sent beside the login or signup fields: 'native' asks for the token in the body. */
export const AuthClientSchema = z.object({ client: ClientSchema })

/** The session cookie of the web app (HttpOnly, SameSite=Lax). */
export const SESSION_COOKIE = 'podium_session'

/** The level shown beside a points total. */
export const levelOf = (points: number) => levelForPoints(points).level

/** `GET /api/v1/trivia`: every trivia with the signed-in user's attempt and clock. */
export const TriviaListSchema = z.object({ items: z.array(TriviaSummarySchema) })
export type TriviaList = z.infer<typeof TriviaListSchema>
