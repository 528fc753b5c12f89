import { timingSafeEqual } from 'node:crypto'
import {
  type Locale,
  normaliseSetupCode,
  type SessionUser,
  type SetupInputSchema,
  VALIDATION_MESSAGES,
} from '@podium/domain'
import type { z } from 'zod'
import type { AppContext } from '../../context.ts'
import type { Tx } from '../../db/client.ts'
import type { Actor } from '../../http/auth.ts'
import { HttpError } from '../../http/errors.ts'
import { insertAudit } from '../audit/index.ts'
import { earnCertificates } from '../certificates/index.ts'
import {
  findUserByUsername,
  insertUser,
  markVideoViewed,
  replacePasswordHash,
  sessionUserDto,
  type UserRow,
} from './accounts.repo.ts'
import { beginLoginAttempt, markLoginSucceeded } from './login-throttle.ts'
import { DUMMY_HASH, hashPassword, needsRehash, verifyPassword } from './passwords.ts'
import { awardPoints } from './points.ts'
import { SAFE_SPORT } from './safe-sport-video.ts'
import { createSession, deleteSession } from './sessions.ts'
import { adminExists, deleteSetupCode, insertAdmin, lockSetupCode, readSetupCode } from './setup.repo.ts'
import { markSetupClosed } from './setup.service.ts'

/** docs/product-rules.md §8: one answer for an unknown user and a wrong password. */
const INVALID_CREDENTIALS = 'Invalid username or password'
/**
 * Sign-up looks up the username and nothing else (e-mail and CPF are not unique), so it never tells whether a given
 * e-mail or CPF has an account (decision 022).
 */
const USERNAME_UNAVAILABLE = 'This username is not available. Please choose another.'
/** Self-signup makes a spectator-like account; the other types are given by the organisers. */
const SIGNUP_USER_TYPE = 'volunteer'
const SESSION_MISSING = 'Your session is missing or has expired. Please log in.'

/** What the request brings besides its body: the session token it came with and its user agent. */
export interface RequestSession {
  presentedToken: string | undefined
  userAgent: string | undefined
  locale: Locale
}

/** A session just opened, with the account it belongs to. */
export interface OpenedSession {
  token: string
  expiresAt: Date
  userType: string
  user: SessionUser
}

/**
 * Opens a session in `tx`, after ending the one the request came with: a login or sign-up always gets a new
 * token, so a token planted or seen before it (a shared computer, a fixation attempt) does not ride along.
 */
async function openSession(ctx: AppContext, tx: Tx, user: Pick<UserRow, 'id' | 'userType'>, request: RequestSession) {
  if (request.presentedToken) await deleteSession(tx, request.presentedToken)
  return createSession(tx, user, ctx.clock.now(), request.userAgent)
}

async function withAccount(
  ctx: AppContext,
  opened: { token: string; expiresAt: Date },
  account: Pick<UserRow, 'id' | 'userType'>,
  locale: Locale,
): Promise<OpenedSession> {
  const user = await sessionUserDto(ctx.database.db, account.id, locale)
  if (!user) throw new HttpError(500, 'internal_error', 'The account could not be read.')
  return { ...opened, userType: account.userType, user }
}

export async function signUp(
  ctx: AppContext,
  input: { username: string; email: string; cpf: string; password: string },
  request: RequestSession,
): Promise<OpenedSession> {
  // Hashed first, taken or not: both answers take the time of one hash.
  const passwordHash = await hashPassword(input.password)
  const created = await ctx.database.db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      username: input.username,
      email: input.email,
      cpf: input.cpf.toUpperCase(),
      passwordHash,
      userType: SIGNUP_USER_TYPE,
    })
    return user && { user, opened: await openSession(ctx, tx, user, request) }
  })
  if (!created) {
    throw new HttpError(409, 'username_unavailable', USERNAME_UNAVAILABLE, { username: [USERNAME_UNAVAILABLE] })
  }
  return withAccount(ctx, created.opened, created.user, request.locale)
}

/** A session, or how long the login throttle asks this username or address to wait (decision 022). */
export type LoginOutcome = { opened: OpenedSession } | { retryAfterMs: number }

export async function logIn(
  ctx: AppContext,
  input: { username: string; password: string },
  request: RequestSession & { address: string | null },
): Promise<LoginOutcome> {
  const db = ctx.database.db
  const attempt = await beginLoginAttempt(db, {
    username: input.username,
    address: request.address,
    now: ctx.clock.now(),
  })
  if ('retryAfterMs' in attempt) return attempt
  const user = await findUserByUsername(db, input.username)
  // Unknown users still pay for a hash, so timing does not tell which usernames exist.
  const ok = await verifyPassword(input.password, user?.passwordHash ?? DUMMY_HASH)
  if (!user || !ok) throw new HttpError(401, 'invalid_credentials', INVALID_CREDENTIALS)
  // The right password of a deactivated account says so (decision 066): "invalid password" sent its holder to a
  // password reset that could not help. Only who knows the password learns that the account exists.
  if (!user.active) throw new HttpError(401, 'account_inactive', 'This account has been deactivated.')
  const upgradedHash = needsRehash(user.passwordHash) ? await hashPassword(input.password) : undefined
  const opened = await db.transaction(async (tx) => {
    await markLoginSucceeded(tx, attempt.attemptId)
    if (upgradedHash) await replacePasswordHash(tx, user.id, user.passwordHash, upgradedHash)
    return openSession(ctx, tx, user, request)
  })
  return { opened: await withAccount(ctx, opened, user, request.locale) }
}

export async function logOut(ctx: AppContext, token: string | undefined): Promise<void> {
  if (token) await deleteSession(ctx.database.db, token)
}

/** The signed-in user, or a 401 when the account behind the session cannot be read. */
export async function currentUser(ctx: AppContext, userId: number | null, locale: Locale): Promise<SessionUser> {
  const user = userId === null ? undefined : await sessionUserDto(ctx.database.db, userId, locale)
  if (!user) throw new HttpError(401, 'unauthorized', SESSION_MISSING)
  return user
}

/** Marks the video as watched and awards its points once; returns the points awarded now. */
export async function watchSafeSport(ctx: AppContext, userId: number): Promise<number> {
  const pointsAwarded = await ctx.database.db.transaction(async (tx) => {
    const now = ctx.clock.now()
    await markVideoViewed(tx, userId)
    const points = await awardPoints(tx, {
      userId,
      source: 'safe-sport',
      ref: 'video',
      points: SAFE_SPORT.points,
      at: now,
    })
    // The certificates the video earns are issued with the fact, in this transaction (decision 051).
    return points + (await earnCertificates(tx, now, userId, { kind: 'safe-sport' }))
  })
  if (pointsAwarded) ctx.cache.invalidate('ranking:')
  return pointsAwarded
}

const sameCode = (typed: string, stored: string) => {
  const a = Buffer.from(normaliseSetupCode(typed))
  const b = Buffer.from(normaliseSetupCode(stored))
  return a.length === b.length && timingSafeEqual(a, b)
}

const wrongSetupCode = () =>
  new HttpError(403, 'setup_code_wrong', VALIDATION_MESSAGES.setupCodeWrong, {
    code: [VALIDATION_MESSAGES.setupCodeWrong],
  })

export const SETUP_CLOSED = 'The games already have an administrator: setup is closed.'

/**
 * The one-time setup (decision 067): with the code the server printed, creates the first admin and signs them in.
 * The code's row is locked, checked and deleted in one transaction, so two setups at once make one admin; once an
 * admin exists the answer is 409 `setup_closed` for good.
 */
export async function setUpFirstAdmin(
  ctx: AppContext,
  input: z.output<typeof SetupInputSchema>,
  request: RequestSession,
): Promise<OpenedSession> {
  // A wrong code costs no scrypt: checked before the hash, and again under the lock.
  const known = await readSetupCode(ctx.database.db)
  if (known !== undefined && !sameCode(input.code, known)) throw wrongSetupCode()
  const passwordHash = await hashPassword(input.password)
  const created = await ctx.database.db.transaction(async (tx) => {
    const stored = await lockSetupCode(tx)
    if (await adminExists(tx)) throw new HttpError(409, 'setup_closed', SETUP_CLOSED)
    if (stored === undefined || !sameCode(input.code, stored)) throw wrongSetupCode()
    const user = await insertAdmin(tx, {
      username: input.username,
      name: input.name,
      email: input.email,
      passwordHash,
    })
    if (!user) {
      throw new HttpError(409, 'username_unavailable', USERNAME_UNAVAILABLE, { username: [USERNAME_UNAVAILABLE] })
    }
    await deleteSetupCode(tx)
    const actor: Actor = { kind: 'user', userId: user.id, userType: 'admin', label: user.username }
    await insertAudit(tx, actor, 'user', 'user.setup', String(user.id), null, { userType: 'admin' })
    return { user, opened: await openSession(ctx, tx, user, request) }
  })
  markSetupClosed(ctx.database.db)
  return withAccount(ctx, created.opened, created.user, request.locale)
}
