/**
 * The query-key roots of answers that depend on who is signed in: the account (points, level), the ranking (points),
 * the trivia (attempts) and the import screen's role check. Each feature's `…Queries.all()` returns its root from
 * here, so a write in one feature (a login, points earned) makes another's cached answers stale without importing
 * it (features do not import each other, decision 029), and the keys cannot drift from the cached ones.
 */
export const USER_QUERY_ROOTS = {
  account: ['account'],
  ranking: ['ranking'],
  trivia: ['trivia'],
  certificates: ['certificates'],
  bundleImport: ['bundle-import'],
  backOffice: ['back-office'],
  follows: ['follows'],
} as const
