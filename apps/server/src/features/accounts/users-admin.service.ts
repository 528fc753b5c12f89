import { randomInt } from 'node:crypto'
import {
  ADMIN_PAGE_SIZE,
  type AdminUser,
  type AdminUsers,
  assignedDisciplines,
  type Locale,
  type PasswordReset,
  removesLastAdmin,
  selfChangeRefusal,
  type UserCreated,
  type UserCreateSchema,
  type UserType,
  type UserUpdateSchema,
  VALIDATION_MESSAGES,
} from '@podium/domain'
import type { z } from 'zod'
import type { AppContext } from '../../context.ts'
import type { Actor } from '../../http/auth.ts'
import { badRequest, HttpError, notFound } from '../../http/errors.ts'
import { insertAudit } from '../audit/index.ts'
import { hashPassword } from './passwords.ts'
import {
  adminUserOf,
  deleteUserSessions,
  endUserAccess,
  insertUserRow,
  lockActiveAdmins,
  selectAdminUsers,
  selectDisciplineNames,
  selectExistingDisciplines,
  selectUserForUpdate,
  type UserRow,
  updatePasswordHash,
  updateUserRow,
} from './users-admin.repo.ts'

type UserUpdate = z.output<typeof UserUpdateSchema>
type UserCreate = z.output<typeof UserCreateSchema>

const usernameTaken = () =>
  new HttpError(409, 'username_taken', VALIDATION_MESSAGES.usernameTaken, {
    username: [VALIDATION_MESSAGES.usernameTaken],
  })

/** 409 `last_admin`: the write would leave the games without an active admin (decision 067). */
const lastAdmin = (field: 'userType' | 'active') =>
  new HttpError(409, 'last_admin', VALIDATION_MESSAGES.lastAdmin, { [field]: [VALIDATION_MESSAGES.lastAdmin] })

const userNotFound = (id: number) => notFound(`No user with id ${id}.`)

/** What the audit row keeps of a user: what an admin changes, never a secret (no hash, no CPF). */
const audited = (row: UserRow) => ({
  username: row.username,
  name: row.name,
  email: row.email,
  userType: row.userType,
  refereeDisciplines: row.refereeDisciplines,
  active: row.active,
})

export async function listAdminUsers(
  ctx: AppContext,
  locale: Locale,
  query: { q?: string | undefined; type?: UserType | undefined; page: number; pageSize?: number },
): Promise<AdminUsers> {
  const pageSize = query.pageSize ?? ADMIN_PAGE_SIZE
  const { db } = ctx.database
  const { rows, total } = await selectAdminUsers(db, { ...query, pageSize })
  return {
    items: rows.map(adminUserOf),
    total,
    page: query.page,
    pageSize,
    disciplines: await selectDisciplineNames(db, locale),
  }
}

/**
 * Changes a user's type, a referee's assignments and whether the account is active, in one transaction with its
 * audit row. Deactivating (or changing the type of) a signed-in user ends their sessions in the same transaction:
 * their next request is anonymous, and a new login is refused while inactive.
 */
export async function updateUser(ctx: AppContext, actor: Actor, id: number, input: UserUpdate): Promise<AdminUser> {
  const refusal = selfChangeRefusal(actor.userId, { id }, input)
  if (refusal === 'userType')
    throw badRequest('You cannot demote yourself.', { userType: [VALIDATION_MESSAGES.selfDemotion] })
  if (refusal === 'active') {
    throw badRequest('You cannot deactivate yourself.', { active: [VALIDATION_MESSAGES.selfDeactivation] })
  }
  const refereeDisciplines = assignedDisciplines(input.userType, input.refereeDisciplines)
  const row = await ctx.database.db.transaction(async (tx) => {
    // The admins first, in id order (the repo says why): then this user's row.
    const admins = await lockActiveAdmins(tx)
    const before = await selectUserForUpdate(tx, id)
    if (!before) throw userNotFound(id)
    const others = admins.filter((adminId) => adminId !== id).length
    if (removesLastAdmin(before, input, others)) throw lastAdmin(input.userType !== 'admin' ? 'userType' : 'active')
    const existing = await selectExistingDisciplines(tx, refereeDisciplines)
    const unknown = refereeDisciplines.filter((code) => !existing.has(code))
    if (unknown.length > 0) {
      throw badRequest(`Unknown discipline: ${unknown.join(', ')}.`, {
        refereeDisciplines: [VALIDATION_MESSAGES.disciplineUnknown],
      })
    }
    const after = await updateUserRow(tx, id, {
      userType: input.userType,
      refereeDisciplines,
      active: input.active,
      ...(input.username !== undefined ? { username: input.username } : {}),
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.email !== undefined ? { email: input.email } : {}),
    })
    if (!after) throw usernameTaken()
    // A session carries the permissions of the type it was opened with (its lifetime too): a new type, a new login.
    if (!after.active) await endUserAccess(tx, id, { closed: true })
    else if (after.userType !== before.userType) await deleteUserSessions(tx, id)
    await insertAudit(tx, actor, 'user', 'user.update', String(id), audited(before), audited(after))
    return after
  })
  return adminUserOf(row)
}

/**
 * An account made by an admin (decision 067), with a random password returned once (only its hash is stored), in
 * one transaction with its audit row. A username another account has (any case) is a 409 naming the field.
 */
export async function createUser(ctx: AppContext, actor: Actor, input: UserCreate): Promise<UserCreated> {
  const refereeDisciplines = assignedDisciplines(input.userType, input.refereeDisciplines)
  const password = randomPassword()
  const passwordHash = await hashPassword(password)
  const row = await ctx.database.db.transaction(async (tx) => {
    const existing = await selectExistingDisciplines(tx, refereeDisciplines)
    if (refereeDisciplines.some((code) => !existing.has(code))) {
      throw badRequest('Unknown discipline.', { refereeDisciplines: [VALIDATION_MESSAGES.disciplineUnknown] })
    }
    const created = await insertUserRow(tx, {
      username: input.username,
      name: input.name,
      email: input.email,
      userType: input.userType,
      refereeDisciplines,
      passwordHash,
    })
    if (!created) throw usernameTaken()
    await insertAudit(tx, actor, 'user', 'user.create', String(created.id), null, audited(created))
    return created
  })
  return { user: adminUserOf(row), password }
}

/** Letters and digits a reader does not confuse (no 0/O, 1/l/I), for a password read out or copied once. */
const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789'
const PASSWORD_LENGTH = 16

export function randomPassword(): string {
  return Array.from({ length: PASSWORD_LENGTH }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join('')
}

/**
 * Gives a user a new random password, ends their sessions, and returns the password once: only its hash is stored,
 * and the audit row says that it changed, not what to.
 */
export async function resetPassword(ctx: AppContext, actor: Actor, id: number): Promise<PasswordReset> {
  const password = randomPassword()
  // scrypt is slow on purpose: hash before taking the row's lock.
  const passwordHash = await hashPassword(password)
  await ctx.database.db.transaction(async (tx) => {
    const before = await selectUserForUpdate(tx, id)
    if (!before) throw userNotFound(id)
    await updatePasswordHash(tx, id, passwordHash)
    const sessionsEnded = await endUserAccess(tx, id, { closed: false })
    await insertAudit(tx, actor, 'user', 'user.password', String(id), null, { passwordReset: true, sessionsEnded })
  })
  return { password }
}
