import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'

/**
 * The e2e servers' environment (playwright.config.ts's web servers; scripts/e2e-serve.ts --prepare reads it to make
 * the demo snapshot ahead, decision 072): the simulator off and the day and time pinned, so screens are deterministic.
 */
export const E2E_TODAY = '2026-07-14'
/** The server's clock starts at this time of day, and the demo is seeded as it stands then. */
export const E2E_TIME = '11:00'

export function e2eServerEnv(port: number, allowedOrigins: string): Record<string, string> {
  return {
    PORT: String(port),
    PODIUM_DATA_DIR: `.tmp/e2e-data-${port}`,
    PODIUM_TODAY: E2E_TODAY,
    PODIUM_TIME: E2E_TIME,
    PODIUM_SIM_SPEED: '0',
    PODIUM_LOGIN_ENABLED: 'true',
    PODIUM_ADMIN_TOKEN: 'e2e-admin-token-0123456789',
    PODIUM_ALLOWED_ORIGINS: allowedOrigins,
    // A line per request (every flag, every script) was copied into the CI log through Playwright's pipe: thousands of
    // lines the runner parsed and printed, on the cores the browsers need. Errors and start-up still print.
    PODIUM_LOG_REQUESTS: 'false',
    DATABASE_URL: '',
    // A test server: scrypt at N=2^10 instead of 2^17 for its logins and sign-ups (decision 065; passwords.ts
    // accepts it only with NODE_ENV=test, and production's image sets NODE_ENV=production).
    NODE_ENV: 'test',
    PODIUM_TEST_SCRYPT_N: '1024',
  }
}

const ROOT = resolve(import.meta.dirname, '..')
/** What the demo database is made of: the server (its migrations included), the domain, the dependencies. */
const SOURCES = ['apps/server/src', 'packages/domain/src', 'package-lock.json']
/** The environment the seed reads. */
const SEED_ENV = ['PODIUM_TODAY', 'PODIUM_TIME', 'PODIUM_SEED', 'PODIUM_TEST_SCRYPT_N', 'NODE_ENV']

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return []
  if (!statSync(path).isDirectory()) return [path]
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => !entry.name.endsWith('.test.ts'))
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((entry) => filesUnder(join(path, entry.name)))
}

/**
 * Where the seeded demo snapshot for a server of environment `env` is kept (scripts/e2e-serve.ts makes it): its name
 * hashes everything that could change the seeded database, so a changed seed, migration or pinned day is a new one.
 */
export function e2eSnapshotDir(env: Record<string, string | undefined>): string {
  const hash = createHash('sha256')
  for (const name of SEED_ENV) hash.update(`${name}=${env[name] ?? ''}\n`)
  for (const file of SOURCES.flatMap((source) => filesUnder(join(ROOT, source)))) {
    hash.update(relative(ROOT, file))
    hash.update(readFileSync(file))
  }
  return join(ROOT, '.tmp', `e2e-snapshot-${hash.digest('hex').slice(0, 16)}`)
}
