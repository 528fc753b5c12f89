/**
 * Who may do what in the back office (issue 17; docs/decisions/036-back-office-foundation.md). One rule for the
 * server's write endpoints, the navigation's "Manage" entry and the screens' 403 pages:
 * - admin: everything, users and settings included;
 * - staff: all content, documents and results, the access and audit logs, feedback, the ODF feed's screen — not
 *   users, settings or the bundle import (which replaces the whole games);
 * - referee: results entry only, and only for the disciplines assigned to them (none assigned → nothing);
 * - everyone else (and nobody signed in): nothing.
 */
import type { UserType } from '../codes/user-types.ts'

export const PERMISSION_ACTIONS = [
  'content.manage',
  'results.enter',
  'import.run',
  'accessLog.read',
  'auditLog.read',
  'feedback.read',
  // The ODF feed's screen: its message log, versions and medal checks; re-applying a refused message (decision 073).
  'odf.manage',
  'users.manage',
  'settings.manage',
] as const
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number]

/** Who asks: a user type and, for referees, the discipline codes assigned to them. */
export interface PermissionSubject {
  userType: UserType | (string & {})
  /** Discipline codes (e.g. 'ATH') a referee may enter results for; ignored for other user types. */
  disciplines?: readonly string[] | undefined
}

/** What an action is about, when the rule depends on it: the discipline of a unit whose results are entered. */
export interface PermissionScope {
  discipline?: string | undefined
}

/** A bundle import replaces the whole games (and retires the demo accounts): admins only, as before this rule. */
const ADMIN_ONLY: ReadonlySet<PermissionAction> = new Set(['users.manage', 'settings.manage', 'import.run'])

/**
 * Whether `subject` may do `action` (on `scope`). A referee's results entry without a scope asks "may enter results
 * somewhere" (true when at least one discipline is assigned), which is what a menu needs; a write always passes the
 * unit's discipline.
 */
export function can(
  subject: PermissionSubject | null | undefined,
  action: PermissionAction,
  scope?: PermissionScope,
): boolean {
  if (!subject) return false
  switch (subject.userType) {
    case 'admin':
      return true
    case 'staff':
      return !ADMIN_ONLY.has(action)
    case 'referee': {
      if (action !== 'results.enter') return false
      const assigned = subject.disciplines ?? []
      return scope?.discipline === undefined ? assigned.length > 0 : assigned.includes(scope.discipline)
    }
    default:
      return false
  }
}

/** The actions of the back office's dashboard; a user allowed at least one of them sees "Manage". */
export const MANAGE_ACTIONS: readonly PermissionAction[] = PERMISSION_ACTIONS

/** Whether the "Manage" entry and the /manage dashboard are for this user. */
export function canManage(subject: PermissionSubject | null | undefined): boolean {
  return MANAGE_ACTIONS.some((action) => can(subject, action))
}

/** The user types the server lets through for an action (for role middleware that checks the type alone). */
export function userTypesAllowed(action: PermissionAction, userTypes: readonly string[]): string[] {
  return userTypes.filter((userType) => can({ userType, disciplines: [] }, action))
}
