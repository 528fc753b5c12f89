import { timingSafeEqual } from 'node:crypto'
import { can, type PermissionAction, SESSION_COOKIE } from '@podium/domain'
import type { Context, MiddlewareHandler } from 'hono'
import { getCookie } from 'hono/cookie'
import type { AppContext } from '../context.ts'
import { findSessionUser } from '../features/accounts/sessions.ts'
import { HttpError } from './errors.ts'

/** Who is making a change, for the audit log. */
export interface Actor {
  /** 'admin-token' for the bootstrap credential, 'user' for a session. */
  kind: 'admin-token' | 'user' | 'system'
  userId: number | null
  /** admin, staff, … (the user types of docs/product-rules.md §6). */
  userType: string
  label: string
  /** A referee's assigned discipline codes (decision 038): where the permission rule lets them enter results. */
  disciplines?: readonly string[]
}

export type AuthEnv = { Variables: { actor: Actor } }

function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(.+)$/i)
  return match?.[1]?.trim()
}

export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/** The session token of a request: the native shell's Bearer token, else the web's HttpOnly cookie. */
export function sessionToken(c: Context): string | undefined {
  return bearerToken(c.req.header('authorization')) ?? getCookie(c, SESSION_COOKIE)
}

const unauthorized = () => new HttpError(401, 'unauthorized', 'Your session is missing or has expired. Please log in.')

/** The actor of a request, or undefined when it carries no valid credential. */
export async function resolveActor(ctx: AppContext, c: Context): Promise<Actor | undefined> {
  const token = sessionToken(c)
  if (!token) return undefined
  const adminToken = ctx.config.adminToken
  if (adminToken && sameSecret(token, adminToken)) {
    return { kind: 'admin-token', userId: null, userType: 'admin', label: 'admin-token' }
  }
  const user = await findSessionUser(ctx.database.db, token, ctx.clock.now())
  return (
    user && {
      kind: 'user',
      userId: user.id,
      userType: user.userType,
      label: user.username,
      disciplines: user.userType === 'referee' ? user.refereeDisciplines : [],
    }
  )
}

/**
 * Lets a request through only for the given user types. `PODIUM_ADMIN_TOKEN` as a Bearer token is always an admin
 * (scripts and tests); otherwise the session comes from the Bearer token (native) or the `podium_session` cookie (web).
 * 401 when nobody is identified (missing, unknown or expired session), 403 when the user lacks the role.
 */
export function requireRole(ctx: AppContext, allowed: readonly string[]): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const actor = await resolveActor(ctx, c)
    if (!actor) throw unauthorized()
    if (!allowed.includes(actor.userType)) throw forbidden()
    c.set('actor', actor)
    return next()
  }
}

/** The signed-in user's id; the admin token is no user, so user-scoped actions (points, attempts) refuse it. */
export function requireUserId(actor: Actor): number {
  if (actor.userId === null) throw new HttpError(403, 'forbidden', 'This action needs a user account.')
  return actor.userId
}

export const forbidden = () => new HttpError(403, 'forbidden', 'You do not have permission to do this.')

/**
 * Lets a request through only when the domain's permission rule (`can`, decision 036) allows the actor `action`.
 * 401 when nobody is identified, 403 otherwise. A referee's stored assignments are the subject's disciplines
 * (decision 038): here they answer "may enter results somewhere"; the results writer asks again with the unit's.
 */
export function requirePermission(ctx: AppContext, action: PermissionAction): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const actor = await resolveActor(ctx, c)
    if (!actor) throw unauthorized()
    if (!can({ userType: actor.userType, disciplines: actor.disciplines ?? [] }, action)) throw forbidden()
    c.set('actor', actor)
    return next()
  }
}
