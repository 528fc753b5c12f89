/**
 * The back office's users manager (issue 17, decision 038): an admin lists and searches accounts, changes a user's
 * type, a referee's assigned disciplines and whether the account is active, and resets a password. The same schemas
 * check the web form and the server. Nothing here carries a password hash, and a CPF only as its last two digits.
 */
import { z } from 'zod'
import type { UserType } from '../codes/user-types.ts'
import { UserTypeSchema } from './accounts.ts'
import { ADMIN_PAGE_SIZE, ADMIN_TEXT_MAX_LENGTH } from './back-office.ts'
import { EmailSchema, VALIDATION_MESSAGES as M, UsernameSchema } from './validation.ts'

/** A CPF as the back office shows it: every character hidden but the last two ('•••••••••12'). */
export function maskCpf(cpf: string): string {
  const kept = cpf.slice(-2)
  return `${'•'.repeat(Math.max(0, cpf.length - kept.length))}${kept}`
}

/** A discipline code as the games store it (ODF: 'ATH', 'SWM', …); whether it exists is the server's to check. */
const DisciplineCodeTextSchema = z
  .string()
  .trim()
  .regex(/^[A-Z0-9]{2,8}$/, { error: M.disciplineUnknown })

const RefereeDisciplinesSchema = z
  .array(DisciplineCodeTextSchema)
  .max(100)
  .transform((codes) => [...new Set(codes)].sort())

/** A person's name as an admin types it (required, plain text). */
const AccountNameSchema = z
  .string({ error: M.nameRequired })
  .trim()
  .min(1, { error: M.nameRequired, abort: true })
  .max(120, { error: M.textTooLong })
  .refine((text) => !/[<>]/.test(text), { error: M.markup })

/**
 * A user as an admin changes it (PUT /api/v1/admin/users/:id). Assignments only mean something for referees: the
 * server stores them for a referee and clears them for every other type. Username, name and e-mail are changed
 * when sent (decision 067); a username another account has is refused.
 */
export const UserUpdateSchema = z.object({
  userType: UserTypeSchema,
  refereeDisciplines: RefereeDisciplinesSchema,
  active: z.boolean(),
  username: UsernameSchema.optional(),
  name: AccountNameSchema.optional(),
  email: EmailSchema.optional(),
})
export type UserUpdate = z.input<typeof UserUpdateSchema>

/** The assignments a user keeps after an update: a referee's, deduplicated and sorted; nobody else has any. */
export function assignedDisciplines(userType: UserType | string, codes: readonly string[]): string[] {
  return userType === 'referee' ? [...new Set(codes)].sort() : []
}

/**
 * Why an admin's change of their own account is refused, if it is (an admin who demotes or deactivates themselves
 * locks the games out of its own back office): the field to blame, or undefined when the change is allowed.
 */
export function selfChangeRefusal(
  actorId: number | null,
  target: { id: number },
  update: { userType: string; active: boolean },
): 'userType' | 'active' | undefined {
  if (actorId === null || actorId !== target.id) return undefined
  if (update.userType !== 'admin') return 'userType'
  if (!update.active) return 'active'
  return undefined
}

export const AdminUsersQuerySchema = z.object({
  q: z.string().trim().max(ADMIN_TEXT_MAX_LENGTH).optional(),
  type: UserTypeSchema.optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(ADMIN_PAGE_SIZE),
})
export type AdminUsersQuery = z.input<typeof AdminUsersQuerySchema>

export const AdminUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string().nullable(),
  email: z.string(),
  /** The CPF's last two digits, the rest masked (`maskCpf`). */
  cpf: z.string(),
  userType: UserTypeSchema,
  organisationCode: z.string().nullable(),
  active: z.boolean(),
  refereeDisciplines: z.array(z.string()),
  createdAt: z.string(),
})
export type AdminUser = z.infer<typeof AdminUserSchema>

export const AdminUsersSchema = z.object({
  items: z.array(AdminUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The games' disciplines, for the referee assignments' checkboxes (names in the asked language). */
  disciplines: z.array(z.object({ code: z.string(), name: z.string() })),
})
export type AdminUsers = z.infer<typeof AdminUsersSchema>

/**
 * POST /api/v1/admin/users (decision 067): an account made by an admin, with a one-time password the server makes
 * and shows once (like a reset). Signing up stays for the public; this is how staff, referees and admins get theirs.
 */
export const UserCreateSchema = z.object({
  username: UsernameSchema,
  name: AccountNameSchema,
  email: EmailSchema,
  userType: UserTypeSchema,
  refereeDisciplines: RefereeDisciplinesSchema.default([]),
})
export type UserCreate = z.input<typeof UserCreateSchema>

/** The created account and its one-time password (never stored in clear). */
export const UserCreatedSchema = z.object({ user: AdminUserSchema, password: z.string() })
export type UserCreated = z.infer<typeof UserCreatedSchema>

/**
 * Whether a write leaves the games without an active admin: `before` is an active admin, `after` is not, and no other
 * active admin exists. The server asks it with the admins' rows locked (decision 067).
 */
export function removesLastAdmin(
  before: { userType: string; active: boolean },
  after: { userType: string; active: boolean },
  otherActiveAdmins: number,
): boolean {
  const wasAdmin = before.userType === 'admin' && before.active
  const isAdmin = after.userType === 'admin' && after.active
  return wasAdmin && !isAdmin && otherActiveAdmins === 0
}

/** POST /api/v1/admin/users/:id/password: the new password, shown once and never stored in clear. */
export const PasswordResetSchema = z.object({ password: z.string() })
export type PasswordReset = z.infer<typeof PasswordResetSchema>
