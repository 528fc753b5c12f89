/**
 * The API suite's second pass, on PostgreSQL (decision 065). The whole suite runs on PGlite, which is PostgreSQL
 * itself (the same parser, planner and SQL) in one in-process connection. On a PostgreSQL server what can differ is
 * below the SQL: the node-postgres driver (how each type comes back), real concurrent connections (locks, waits,
 * transactions that overlap), LISTEN/NOTIFY across connections, the migration runner and the startup lock, and the
 * server's version. So every file runs there too except the ones listed here, each with why it cannot differ.
 * A new test file runs on both unless it is added below. `npm run test:api:postgres` runs this pass
 * (PODIUM_API_PASS=postgres: vitest.config.ts reads this list); `DATABASE_URL=… npm run test:api` still runs all.
 */
export const NOT_ON_POSTGRES: readonly { file: string; why: string }[] = [
  // Files that never open a database: identical on both by construction.
  ...[
    'src/clock.test.ts',
    'src/data/demo/generate.test.ts',
    'src/data/demo/time.test.ts',
    'src/env.test.ts',
    'src/features/access-log/device-class.test.ts',
    'src/features/accounts/passwords.test.ts',
    'src/features/calendar-feeds/ics-writer.test.ts',
    'src/features/static/page-renderer.test.ts',
    'src/http/cached-json.test.ts',
    'src/http/no-cache.test.ts',
    'src/http/response-headers.test.ts',
    'src/http/stale-while-rebuild.test.ts',
    'src/media/qr-matrix.test.ts',
    'src/media/renderers.test.ts',
    'test/architecture.test.ts',
    'test/error-codes.test.ts',
    'test/paris-to-bundle.test.ts',
    'test/postgres-pass.test.ts',
    'test/web-build-stamp.test.ts',
  ].map((file) => ({ file, why: 'opens no database' })),
  // The HTTP edge: what these assert is answered by middleware before any handler reads the database (origin and
  // CSRF checks, security headers, the role table). The sign-ups and logins they make to get there run on PostgreSQL
  // in the accounts and sessions files.
  ...['test/cors.test.ts', 'test/csrf.test.ts', 'test/security-headers.test.ts', 'test/route-permissions.test.ts'].map(
    (file) => ({ file, why: 'middleware answers before the database is read' }),
  ),
  // What these assert lives in the server's memory, between the request and the SQL (decision 104): the per-address
  // budgets and their key cap (rate-limit; its pruning is one DELETE, the same statement on both), the read-model
  // cache's keys and byte budget (cache-keys), the static files, page statuses and language redirects (spa: its
  // existence lookups are plain reads), the share pictures drawn from plain reads (share). One request after another,
  // no live listener, no transaction of their own; every answer's shape is checked on PostgreSQL by the contract test.
  ...[
    'src/features/share/share.test.ts',
    'src/features/static/spa.test.ts',
    'test/cache-keys.test.ts',
    'test/rate-limit.test.ts',
  ].map((file) => ({
    file,
    why: 'in-memory HTTP glue over plain reads; answers checked on PostgreSQL by the contract test',
  })),
  // The back office's create/edit/reorder/delete screens, one request after another: no concurrency, no live
  // listener, no import. Their SQL is PostgreSQL's on both; what the driver hands back for every column of every
  // answer is checked on PostgreSQL by test/contract.test.ts (every GET endpoint, the managers' included). The users'
  // screens too (users-admin, account-closing: list, change, deactivate, reset, one request after another; decision
  // 104); the one race among them, two admins demoting each other at once, stays on PostgreSQL in users-accounts.
  ...[
    'test/account-closing.test.ts',
    'test/ambassadors-admin.test.ts',
    'test/awards-admin.test.ts',
    'test/courses-admin.test.ts',
    'test/documents-admin.test.ts',
    'test/photos-admin.test.ts',
    'test/places-admin.test.ts',
    'test/sponsors-admin.test.ts',
    'test/transport-admin.test.ts',
    'test/trivia-admin.test.ts',
    'test/users-admin.test.ts',
    'test/videos-admin.test.ts',
  ].map((file) => ({ file, why: 'sequential CRUD; its answers are checked on PostgreSQL by the contract test' })),
]
