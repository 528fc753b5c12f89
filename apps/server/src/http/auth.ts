import { timingSafeEqual } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import type { AppContext } from '../context.ts'
import { HttpError } from './errors.ts'

/** Who is making a change, for the audit log. */
export interface Actor {
  /** 'admin-token' for the bootstrap credential; a user id once accounts land. */
  kind: 'admin-token' | 'user'
  userId: number | null
  /** admin, staff, … (the user types of spec §6). */
  userType: string
  label: string
}

export type AuthEnv = { Variables: { actor: Actor } }

function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(.+)$/i)
  return match?.[1]?.trim()
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/**
 * Lets a request through only for the given user types. `PODIUM_ADMIN_TOKEN` as a Bearer token is always an
 * admin (scripts and tests); session-based users are resolved here once the accounts issue lands.
 * 401 when nobody is identified, 403 when the identified user lacks the role.
 */
export function requireRole(ctx: AppContext, allowed: readonly string[]): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const token = bearerToken(c.req.header('authorization'))
    const adminToken = ctx.config.adminToken
    if (token && adminToken && sameSecret(token, adminToken)) {
      c.set('actor', { kind: 'admin-token', userId: null, userType: 'admin', label: 'admin-token' })
      return next()
    }
    // Sessions (and so the 403 for a user without one of `allowed`) arrive with the accounts issue.
    void allowed
    throw new HttpError(401, 'unauthorized', 'Your session is missing or has expired. Please log in.')
  }
}

/** Staff and admins may move units and enter results. */
export const STAFF_ROLES = ['admin', 'staff'] as const
