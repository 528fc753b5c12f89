import {
  AuthClientSchema,
  type AuthResponse,
  ENGAGED_USER_TYPES,
  LoginSchema,
  type Me,
  POINTS,
  type SafeSport,
  type SafeSportWatched,
  SESSION_COOKIE,
  SignupSchema,
} from '@podium/domain'
import type { Context } from 'hono'
import { Hono } from 'hono'
import { deleteCookie, setCookie } from 'hono/cookie'
import type { AppContext } from '../../context.ts'
import { type AuthEnv, requireRole, requireUserId, resolveActor, sessionToken } from '../../http/auth.ts'
import { prepareJson, sendPreparedJson } from '../../http/cached-json.ts'
import { HttpError } from '../../http/errors.ts'
import { requestLocale } from '../../http/locale.ts'
import { readJsonBody } from '../../http/validate.ts'
import {
  countFailedLogins,
  findUserByUsername,
  insertUser,
  markVideoViewed,
  recordLoginAttempt,
  sessionUserDto,
} from './accounts.repo.ts'
import { DUMMY_HASH_PROMISE, hashPassword, verifyPassword } from './passwords.ts'
import { awardPoints } from './points.ts'
import { createSession, deleteSession, SESSION_TTL_MS } from './sessions.ts'

/** Spec §8: one answer for an unknown user and a wrong password. */
const INVALID_CREDENTIALS = 'Invalid username or password'
export const LOGIN_WINDOW_MS = 15 * 60_000
export const MAX_FAILED_PER_USERNAME = 5
export const MAX_FAILED_PER_ADDRESS = 20
/** Self-signup makes a spectator-like account; the other types are given by the organisers. */
const SIGNUP_USER_TYPE = 'volunteer'

/** The safe-sport video (no real file ships offline: an open sample URL with a local poster, see README). */
export const SAFE_SPORT: SafeSport = {
  videoUrl: 'https://storage.googleapis.com/gtv-videos-bucket/sample/ForBiggerJoyrides.mp4',
  posterUrl: '/images/safe-sport-poster.svg',
  points: POINTS.safeSportVideo,
}
const preparedSafeSport = prepareJson(SAFE_SPORT)

function clientAddress(c: Context): string | null {
  // The Node adapter puts the socket on c.env; app.request() in tests has none.
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming
  return incoming?.socket?.remoteAddress ?? null
}

function setSessionCookie(c: Context, token: string) {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: new URL(c.req.url).protocol === 'https:',
    // A duration, not a date: the server clock may be shifted (PODIUM_TODAY), the browser's is not.
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  })
}

export function accountRoutes(ctx: AppContext) {
  const db = ctx.database.db

  async function startSession(c: Context, userId: number, client: 'web' | 'native' | undefined) {
    const { token, expiresAt } = await createSession(db, userId, ctx.clock.now(), c.req.header('user-agent'))
    const user = await sessionUserDto(db, userId, requestLocale(c))
    if (!user) throw new HttpError(500, 'internal_error', 'The account could not be read.')
    if (client !== 'native') setSessionCookie(c, token)
    const body: AuthResponse = { user, expiresAt: expiresAt.toISOString(), ...(client === 'native' ? { token } : {}) }
    return body
  }

  return new Hono<AuthEnv>()
    .post('/auth/signup', async (c) => {
      if (!ctx.config.loginEnabled) throw new HttpError(404, 'login_disabled', 'Login is not enabled.')
      const input = await readJsonBody(c, SignupSchema)
      const { client } = await readJsonBody(c, AuthClientSchema)
      const user = await insertUser(db, {
        username: input.username,
        email: input.email,
        cpf: input.cpf.toUpperCase(),
        passwordHash: await hashPassword(input.password),
        userType: SIGNUP_USER_TYPE,
      })
      if (!user) {
        throw new HttpError(409, 'username_taken', 'This username is already taken.', {
          username: ['This username is already taken.'],
        })
      }
      return c.json(await startSession(c, user.id, client), 201)
    })
    .post('/auth/login', async (c) => {
      if (!ctx.config.loginEnabled) throw new HttpError(404, 'login_disabled', 'Login is not enabled.')
      const input = await readJsonBody(c, LoginSchema)
      const { client } = await readJsonBody(c, AuthClientSchema)
      const now = ctx.clock.now()
      const address = clientAddress(c)
      const failed = await countFailedLogins(db, input.username, address, new Date(now.getTime() - LOGIN_WINDOW_MS))
      if (failed.byUser >= MAX_FAILED_PER_USERNAME || failed.byAddress >= MAX_FAILED_PER_ADDRESS) {
        c.header('Retry-After', String(LOGIN_WINDOW_MS / 1000))
        throw new HttpError(429, 'too_many_attempts', 'Too many login attempts. Please try again later.')
      }
      const user = await findUserByUsername(db, input.username)
      // Unknown users still pay for a hash, so timing does not tell which usernames exist.
      const ok = await verifyPassword(input.password, user?.passwordHash ?? (await DUMMY_HASH_PROMISE))
      const success = Boolean(user && ok && user.active)
      await recordLoginAttempt(db, input.username, address, success, now)
      if (!user || !success) throw new HttpError(401, 'invalid_credentials', INVALID_CREDENTIALS)
      return c.json(await startSession(c, user.id, client))
    })
    .post('/auth/logout', async (c) => {
      const token = sessionToken(c)
      if (token) await deleteSession(db, token)
      deleteCookie(c, SESSION_COOKIE, { path: '/' })
      return c.body(null, 204)
    })
    .get('/auth/me', async (c) => {
      const actor = await resolveActor(ctx, c)
      if (!actor || actor.userId === null) {
        throw new HttpError(401, 'unauthorized', 'Your session is missing or has expired. Please log in.')
      }
      const user = await sessionUserDto(db, actor.userId, requestLocale(c))
      if (!user) throw new HttpError(401, 'unauthorized', 'Your session is missing or has expired. Please log in.')
      c.header('Cache-Control', 'private, no-store')
      return c.json({ user } satisfies Me)
    })
    .get('/safe-sport', (c) => {
      return sendPreparedJson(c, preparedSafeSport, { maxAge: 300 })
    })
    .post('/me/safe-sport', requireRole(ctx, ENGAGED_USER_TYPES), async (c) => {
      const userId = requireUserId(c.get('actor'))
      const pointsAwarded = await db.transaction(async (tx) => {
        await markVideoViewed(tx, userId)
        return awardPoints(tx, {
          userId,
          source: 'safe-sport',
          ref: 'video',
          points: SAFE_SPORT.points,
          at: ctx.clock.now(),
        })
      })
      if (pointsAwarded) ctx.cache.invalidate('ranking:')
      return c.json({ videoViewed: true, pointsAwarded } satisfies SafeSportWatched)
    })
}
