import {
  AuthClientSchema,
  type AuthResponse,
  ENGAGED_USER_TYPES,
  LoginSchema,
  type Me,
  type SafeSport,
  type SafeSportWatched,
  SESSION_COOKIE,
  SetupInputSchema,
  type SetupStatus,
  SignupSchema,
} from '@podium/domain'
import type { Context } from 'hono'
import { Hono } from 'hono'
import { deleteCookie, setCookie } from 'hono/cookie'
import type { AppContext } from '../../context.ts'
import { type AuthEnv, requireRole, requireUserId, resolveActor, sessionToken } from '../../http/auth.ts'
import { sendPreparedJson } from '../../http/cached-json.ts'
import { clientAddress, isSecureRequest } from '../../http/client-address.ts'
import { HttpError } from '../../http/errors.ts'
import { requestLocale } from '../../http/locale.ts'
import { readJsonBody } from '../../http/validate.ts'
import { loginEnabled } from '../../settings.ts'
import { readSafeSport, SAFE_SPORT_READ_MODEL } from '../videos/index.ts'
import {
  currentUser,
  logIn,
  logOut,
  type OpenedSession,
  type RequestSession,
  setUpFirstAdmin,
  signUp,
  watchSafeSport,
} from './accounts.service.ts'
import { sessionLifetime } from './sessions.ts'
import { isSetupOpen } from './setup.service.ts'

export function accountRoutes(ctx: AppContext) {
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

  const requestSession = (c: Context): RequestSession => ({
    presentedToken: sessionToken(c),
    userAgent: c.req.header('user-agent'),
    locale: requestLocale(c),
  })

  /** Web clients get the token as a cookie, native ones in the body. */
  function sessionAnswer(c: Context, opened: OpenedSession, client: 'web' | 'native' | undefined): AuthResponse {
    if (client !== 'native') setSessionCookie(c, opened.token, opened.userType)
    return {
      user: opened.user,
      expiresAt: opened.expiresAt.toISOString(),
      ...(client === 'native' ? { token: opened.token } : {}),
    }
  }

  return new Hono<AuthEnv>()
    .get('/setup', async (c) => {
      c.header('Cache-Control', 'no-store')
      return c.json({ open: await isSetupOpen(ctx.database.db) } satisfies SetupStatus)
    })
    .post('/setup', async (c) => {
      // Not behind the login flag: setup makes the account that may change it.
      const input = await readJsonBody(c, SetupInputSchema)
      const { client } = await readJsonBody(c, AuthClientSchema)
      const opened = await setUpFirstAdmin(ctx, input, requestSession(c))
      return c.json(sessionAnswer(c, opened, client), 201)
    })
    .post('/auth/signup', async (c) => {
      if (!loginEnabled(ctx)) throw new HttpError(404, 'login_disabled', 'Login is not enabled.')
      const input = await readJsonBody(c, SignupSchema)
      const { client } = await readJsonBody(c, AuthClientSchema)
      const opened = await signUp(ctx, input, requestSession(c))
      return c.json(sessionAnswer(c, opened, client), 201)
    })
    .post('/auth/login', async (c) => {
      if (!loginEnabled(ctx)) throw new HttpError(404, 'login_disabled', 'Login is not enabled.')
      const input = await readJsonBody(c, LoginSchema)
      const { client } = await readJsonBody(c, AuthClientSchema)
      const outcome = await logIn(ctx, input, {
        ...requestSession(c),
        address: clientAddress(c, ctx.config.trustedProxies),
      })
      if ('retryAfterMs' in outcome) {
        // Unknown usernames are delayed alike, so a 429 does not tell which usernames exist either.
        c.header('Retry-After', String(Math.ceil(outcome.retryAfterMs / 1000)))
        throw new HttpError(429, 'too_many_attempts', 'Too many login attempts. Please try again later.')
      }
      return c.json(sessionAnswer(c, outcome.opened, client))
    })
    .post('/auth/logout', async (c) => {
      await logOut(ctx, sessionToken(c))
      deleteCookie(c, SESSION_COOKIE, { path: '/' })
      return c.body(null, 204)
    })
    .get('/auth/me', async (c) => {
      const actor = await resolveActor(ctx, c)
      const user = await currentUser(ctx, actor?.userId ?? null, requestLocale(c))
      c.header('Cache-Control', 'private, no-store')
      return c.json({ user } satisfies Me)
    })
    .get('/safe-sport', async (c) => {
      // The organiser may change it in the videos manager (decision 044): a short max-age, revalidated by ETag.
      const prepared = await ctx.cache.get<SafeSport>(SAFE_SPORT_READ_MODEL, () => readSafeSport(ctx.database.db))
      return sendPreparedJson(c, prepared, { maxAge: 60 })
    })
    .post('/me/safe-sport', requireRole(ctx, ENGAGED_USER_TYPES), async (c) => {
      const userId = requireUserId(c.get('actor'))
      const pointsAwarded = await watchSafeSport(ctx, userId)
      return c.json({ videoViewed: true, pointsAwarded } satisfies SafeSportWatched)
    })
}
