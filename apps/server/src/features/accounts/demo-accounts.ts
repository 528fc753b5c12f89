/**
 * One demo account of each user type (README: Demo accounts), added at start-up when missing, so a fresh demo and
 * the test snapshots can log in. Passwords are public demo values: never use this on real games.
 */
import { USER_TYPES } from '@podium/domain'
import type { Db } from '../../db/client.ts'
import { firstOrganisationCodes, insertUsersIfAbsent, isDemoGames } from './demo-accounts.repo.ts'
import { hashPassword } from './passwords.ts'

export const DEMO_PASSWORD = 'podium-demo'

export const DEMO_ACCOUNTS = USER_TYPES.map((userType) => ({
  username: `demo-${userType}`,
  userType,
  name: `Demo ${userType[0]?.toUpperCase()}${userType.slice(1)}`,
  email: `${userType}@demo.podium.example`,
  cpf: '00000000000',
}))

/** Only demo games get the demo accounts: real games must never carry a public password. */
export async function seedDemoAccounts(db: Db): Promise<number> {
  if (!(await isDemoGames(db))) return 0
  const orgs = await firstOrganisationCodes(db, 8)
  // One hash for all: they share the password, and scrypt is slow on purpose.
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  const rows = DEMO_ACCOUNTS.map((account, i) => ({
    ...account,
    passwordHash,
    organisationCode:
      account.userType === 'admin' || account.userType === 'guest'
        ? null
        : (orgs[i % Math.max(orgs.length, 1)] ?? null),
  }))
  return insertUsersIfAbsent(db, rows)
}
