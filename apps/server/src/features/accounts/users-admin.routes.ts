import {
  AdminUsersQuerySchema,
  type PasswordReset,
  type UserCreated,
  UserCreateSchema,
  UserUpdateSchema,
} from '@podium/domain'
import { Hono } from 'hono'
import type { AppContext } from '../../context.ts'
import { type AuthEnv, requirePermission } from '../../http/auth.ts'
import { requestLocale } from '../../http/locale.ts'
import { readJsonBody, readQuery, rowIdParam } from '../../http/validate.ts'
import { createUser, listAdminUsers, resetPassword, updateUser } from './users-admin.service.ts'

const userId = (raw: string) => rowIdParam(raw, 'user')

/** The back office's users (decision 038): admins list them, change their type, assignments and access. */
export function usersAdminRoutes(ctx: AppContext) {
  const manage = requirePermission(ctx, 'users.manage')
  return new Hono<AuthEnv>()
    .get('/admin/users', manage, async (c) => {
      const query = readQuery(c, AdminUsersQuerySchema)
      c.header('Cache-Control', 'no-store')
      return c.json(await listAdminUsers(ctx, requestLocale(c), query))
    })
    .post('/admin/users', manage, async (c) => {
      const input = await readJsonBody(c, UserCreateSchema)
      c.header('Cache-Control', 'no-store')
      return c.json((await createUser(ctx, c.get('actor'), input)) satisfies UserCreated, 201)
    })
    .put('/admin/users/:id', manage, async (c) => {
      const id = userId(c.req.param('id'))
      const input = await readJsonBody(c, UserUpdateSchema)
      return c.json(await updateUser(ctx, c.get('actor'), id, input))
    })
    .post('/admin/users/:id/password', manage, async (c) => {
      const id = userId(c.req.param('id'))
      c.header('Cache-Control', 'no-store')
      return c.json((await resetPassword(ctx, c.get('actor'), id)) satisfies PasswordReset)
    })
}
