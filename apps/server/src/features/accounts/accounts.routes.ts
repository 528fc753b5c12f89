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
import type { Tx } from '../../db/client.ts'
import { type AuthEnv, requireRole, requireUserId, resolveActor, sessionToken } from '../../http/auth.ts'
import { prepareJson, sendPreparedJson } from '../../http/cached-json.ts'
import { clientAddress, isSecureRequest } from '../../http/client-address.ts'
import { HttpError } from '../../http/errors.ts'
import { requestLocale } from '../../http/locale.ts'
import { readJsonBody } from '../../http/validate.ts'
import {
  findUserByUsername,
  insertUser,
  markVideoViewed,
  replacePasswordHash,
  sessionUserDto,
  type UserRow,
} from './accounts.repo.ts'
import { beginLoginAttempt, markLoginSucceeded } from './login-throttle.ts'
import { DUMMY_HASH_PROMISE, hashPassword, needsRehash, verifyPassword } from './passwords.ts'
import { awardPoints } from './points.ts'
import { createSession, deleteSession, sessionLifetime } from './sessions.ts'

/** Spec §8: one answer for an unknown user and a wrong password. */
const INVALID_CREDENTIALS = 'Invalid username or password'
/**
 * Sign-up looks up the username and nothing else (e-mail and CPF are not unique), so it never tells whether a given
 * e-mail or CPF has an account (decision 022).
 */
const USERNAME_UNAVAILABLE = 'This username is not available. Please choose another.'
/** Self-signup makes a spectator-like account; the other types are given by the organisers. */
const SIGNUP_USER_TYPE = 'volunteer'

/** The safe-sport video (no real file ships offline: an open sample URL with a local poster, see README). */
export const SAFE_SPORT: SafeSport = {
  videoUrl: 'https://storage.googleapis.com/gtv-videos-bucket/sample/ForBiggerJoyrides.mp4',
  posterUrl: '/images/safe-sport-poster.svg',
  points: POINTS.safeSportVideo,
}
const preparedSafeSport = prepareJson(SAFE_SPORT)

export function accountRoutes(ctx: AppContext) {
  const db = ctx.database.db

  function setSessionCookie(c: Context, token: string, userType: string) {
    setCookie(c, SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      // Behind a TLS-terminating proxy the request reaches us as http: its X-Forwarded-Proto counts if we trust it.
      secure: isSecureRequest(c, ctx.config.trustedProxies),
      // A duration, not a date: the server clock may be shifted (PODIUM_TODAY), the browser's is not.
      maxAge: Math.floor(sessionLifetime(userType).absoluteMs / 1000),
    })
  }

  /**
   * Opens a session in `tx`, after ending the one the request came with: a login or sign-up always gets a new
   * token, so a token planted or seen before it (a shared computer, a fixation attempt) does not ride along.
   */
  async function openSession(c: Context, tx: Tx, user: Pick<UserRow, 'id' | 'userType'>) {
    const presented = sessionToken(c)
    if (presented) await deleteSession(tx, presented)
    return createSession(tx, user, ctx.clock.now(), c.req.header('user-agent'))
  }

  async function sessionAnswer(
    c: Context,
    opened: { token: string; expiresAt: Date },
    account: Pick<UserRow, 'id' | 'userType'>,
    client: 'web' | 'native' | undefined,
  ) {
    const user = await sessionUserDto(db, account.id, requestLocale(c))
    if (!user) throw new HttpError(500, 'internal_error', 'The account could not be read.')
    if (client !== 'native') setSessionCookie(c, opened.token, account.userType)
    const body: AuthResponse = {
      user,
      expiresAt: opened.expiresAt.toISOString(),
      ...(client === 'native' ? { token: opened.token } : {}),
    }
    return body
  }

  return new Hono<AuthEnv>()
    .post('/auth/signup', async (c) => {
      if (!ctx.config.loginEnabled) throw new HttpError(404, 'login_disabled', 'Login is not enabled.')
      const input = await readJsonBody(c, SignupSchema)
      const { client } = await readJsonBody(c, AuthClientSchema)
      // Hashed first, taken or not: both answers take the time of one hash.
      const passwordHash = await hashPassword(input.password)
      const created = await db.transaction(async (tx) => {
        const user = await insertUser(tx, {
          username: input.username,
          email: input.email,
          cpf: input.cpf.toUpperCase(),
          passwordHash,
          userType: SIGNUP_USER_TYPE,
        })
        return user && { user, opened: await openSession(c, tx, user) }
      })
      if (!created) {
        throw new HttpError(409, 'username_unavailable', USERNAME_UNAVAILABLE, { username: [USERNAME_UNAVAILABLE] })
      }
      return c.json(await sessionAnswer(c, created.opened, created.user, client), 201)
    })
    .post('/auth/login', async (c) => {
      if (!ctx.config.loginEnabled) throw new HttpError(404, 'login_disabled', 'Login is not enabled.')
      const input = await readJsonBody(c, LoginSchema)
      const { client } = await readJsonBody(c, AuthClientSchema)
      const attempt = await beginLoginAttempt(db, {
        username: input.username,
        address: clientAddress(c, ctx.config.trustedProxies),
        now: ctx.clock.now(),
      })
      if ('retryAfterMs' in attempt) {
        // Unknown usernames are delayed alike, so a 429 does not tell which usernames exist either.
        c.header('Retry-After', String(Math.ceil(attempt.retryAfterMs / 1000)))
        throw new HttpError(429, 'too_many_attempts', 'Too many login attempts. Please try again later.')
      }
      const user = await findUserByUsername(db, input.username)
      // Unknown users still pay for a hash, so timing does not tell which usernames exist.
      const ok = await verifyPassword(input.password, user?.passwordHash ?? (await DUMMY_HASH_PROMISE))
      if (!user || !ok || !user.active) throw new HttpError(401, 'invalid_credentials', INVALID_CREDENTIALS)
      const upgradedHash = needsRehash(user.passwordHash) ? await hashPassword(input.password) : undefined
      const opened = await db.transaction(async (tx) => {
        await markLoginSucceeded(tx, attempt.attemptId)
        if (upgradedHash) await replacePasswordHash(tx, user.id, user.passwordHash, upgradedHash)
        return openSession(c, tx, user)
      })
      return c.json(await sessionAnswer(c, opened, user, client))
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
