/**
 * A request's path as the logs keep it: secrets carried in a path are replaced (issue 37, item 6). The "my games"
 * calendar address holds the account's token, which anyone who reads a log line could subscribe with.
 */
const SECRET_PATHS: readonly RegExp[] = [/(\/calendar\/my-games\/)[^/]+?(\.ics)?$/]

export function loggedPath(path: string): string {
  let kept = path
  for (const secret of SECRET_PATHS) kept = kept.replace(secret, (_, head: string, ext = '') => `${head}[token]${ext}`)
  return kept
}
