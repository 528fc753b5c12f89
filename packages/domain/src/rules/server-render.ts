import { isKnownPagePath, stripLocalePrefix } from './routes.ts'

/**
 * Pages about the visitor (their games, account, certificates, answers) or a staff member's work: the browser renders
 * them from the app shell, with the visitor's own session. Every other page is rendered on the server first
 * (decision 060): what it shows is the same for every visitor, so one rendering serves them all.
 */
export const CLIENT_RENDERED_PREFIXES = [
  '/manage',
  '/staff',
  '/my-games',
  '/profile',
  '/account',
  '/login',
  '/signup',
  '/auth',
  '/certification',
  '/settings',
  '/feedback',
  '/trivia',
  '/qr-scan',
  '/ranking',
  '/access-log',
  '/secure',
  '/secure-sport',
  '/403',
] as const

/** Whether the server renders this page (a known page that is the same for every visitor). */
export function isServerRenderedPage(pathname: string): boolean {
  if (!isKnownPagePath(pathname)) return false
  const { path } = stripLocalePrefix(pathname)
  return !CLIENT_RENDERED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))
}
