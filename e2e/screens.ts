import { analyzeAtRest, COLOUR_RULES } from './axe.ts'
/** The main screens of the app and how to reach them, shared by the security and accessibility specs. */
import type { Page } from './test.ts'
import { expect } from './test.ts'

const TODAY = '2026-07-14'

/** Runs the app as the Android shell does (Capacitor injects window.Capacitor): mobile-only pages stay reachable. */
export async function asAndroid(page: Page) {
  await page.context().addInitScript(() => {
    ;(globalThis as unknown as { Capacitor: unknown }).Capacitor = { getPlatform: () => 'android' }
  })
}

/**
 * Signs `page` in as `username` the quick way, then opens `target` (decision 065): the login API sets the session
 * cookie in the page's browser context (page.request shares its cookies), and the app's own record of the session
 * (lib/session.ts, local storage) is written as the login page writes it. Use this in every spec whose subject is not
 * the login form; the form itself is driven by `logInThroughForm` in the specs about it.
 */
export async function logInAs(page: Page, username: string, target: string | null = '/', password = 'podium-demo') {
  const login = await page.request.post('/api/v1/auth/login', { data: { username, password, client: 'web' } })
  expect(login.ok(), `login of ${username}: ${login.status()}`).toBe(true)
  const { user } = (await login.json()) as { user: { videoViewed?: boolean } }
  // Local storage belongs to the origin: a cheap same-origin answer (no app to load) to write it from.
  await page.goto('/api/v1/health')
  await page.evaluate((signedIn) => {
    localStorage.setItem('isLoggedIn', 'true')
    localStorage.setItem('isAuthenticated', 'true')
    localStorage.setItem('userData', JSON.stringify(signedIn))
    localStorage.setItem('loginType', 'user')
    if (signedIn.videoViewed) localStorage.setItem('hasWatchedSecureSport', 'true')
  }, user)
  // `null`: the caller's own first page load follows (a walk that loads its first screen anyway), and the caller
  // checks that it was not sent to the login page: the app's load of `/` here would be a page load for nothing
  // (decision 104).
  if (target === null) return
  await page.goto(target)
  await expect(page).not.toHaveURL(/\/login/)
}

/** Logs in through the login page (Portuguese labels, the default language) and waits to land on `target`. */
export async function logInThroughForm(page: Page, username: string, target = '/', password = 'podium-demo') {
  await page.goto(`/login?redirect=${encodeURIComponent(target)}`)
  await page.getByLabel('Nome de utilizador').fill(username)
  await page.getByLabel('Palavra-passe', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Entrar', exact: true }).click()
  await expect(page).not.toHaveURL(/\/login/)
}

export interface Screen {
  name: string
  path: string
}

/** Paths that need a real id of the demo data, read from the API. */
export async function dataPaths(page: Page): Promise<{ unit: string; athlete: string; delegation: string }> {
  const day = (await (await page.request.get(`/api/v1/schedule?day=${TODAY}&discipline=basketball`)).json()) as {
    items: { code: string; status: string }[]
  }
  const unit = day.items.find((i) => i.status === 'official') ?? day.items[0]
  const athletes = (await (await page.request.get('/api/v1/athletes?limit=1')).json()) as {
    items: { id: string | number; organisation?: { code: string } | string }[]
  }
  const athlete = athletes.items[0]
  if (!unit || !athlete) throw new Error('the demo data has no unit or athlete')
  return {
    unit: `/discipline/basketball/results/${unit.code}`,
    athlete: `/participants/profile/${athlete.id}`,
    delegation: '/participants/delegations/BRA',
  }
}

/** Every main screen (issue 9): reached as a logged-in Android user, so mobile-only pages are included. */
export async function mainScreens(page: Page): Promise<Screen[]> {
  const data = await dataPaths(page)
  return [
    { name: 'home', path: '/' },
    { name: 'schedule: sports', path: '/schedule/disciplines' },
    { name: 'schedule: grid', path: '/schedule/grid' },
    { name: 'schedule: days', path: '/schedule/days' },
    { name: 'schedule: a day', path: `/schedule/day/${TODAY}` },
    { name: 'discipline', path: '/discipline/athletics' },
    { name: 'unit', path: data.unit },
    { name: 'medals', path: '/medals/all' },
    { name: 'participants: athletes', path: '/participants/athletes' },
    { name: 'participants: delegations', path: '/participants/delegations' },
    { name: 'participants: teams', path: '/participants/teams' },
    { name: 'athlete profile', path: data.athlete },
    { name: 'delegation', path: data.delegation },
    { name: 'venues', path: '/venues' },
    { name: 'hotels', path: '/places/hotel' },
    { name: 'transport', path: '/transport' },
    { name: 'documents: reports', path: '/reports' },
    { name: 'documents: communications', path: '/informativos' },
    { name: 'awards', path: '/official-awards-schedule' },
    { name: 'sponsors', path: '/sponsors' },
    { name: 'ambassadors', path: '/ambassadors' },
    { name: 'courses', path: '/courses' },
    { name: 'photos', path: '/official-photos' },
    { name: 'videos', path: '/videos' },
    { name: 'ranking', path: '/ranking' },
    { name: 'feedback', path: '/feedback' },
    { name: 'safe sport', path: '/secure-sport' },
    { name: 'profile', path: '/profile' },
    { name: 'account', path: '/account' },
    { name: 'settings', path: '/settings' },
    { name: 'not found', path: '/no-such-page' },
  ]
}

/** Screens for a signed-out visitor of the plain web. */
export const SIGNED_OUT_SCREENS: Screen[] = [
  { name: 'login', path: '/login' },
  { name: 'signup', path: '/signup' },
]

/**
 * Waits until a screen has rendered: the main landmark is there, no loading indicator is left (the live stream keeps
 * a request open, so "network idle" never comes), the web fonts and images in the page have loaded, and two frames
 * have been drawn since, so the last render is painted and the events it queued (a CSP report) are dispatched. No
 * fixed pause (decision 065): `goto` has already waited for the app to hydrate (test.ts).
 */
export async function settled(page: Page) {
  await page.locator('main').first().waitFor()
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await page.waitForFunction(
    () =>
      document.fonts.status === 'loaded' &&
      [...document.images].every((image) => image.complete || image.loading === 'lazy'),
  )
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  )
}

/**
 * Switches the emulated system colour scheme in place (the app follows it live, no reload) and waits until the page
 * has followed it and finished its colour transitions (a live badge's pulse runs for ever, so only transitions).
 */
export async function switchColourScheme(page: Page, scheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: scheme })
  await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/)
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
  )
}

/**
 * Fails with each axe violation (rule and elements) on the page as it stands: every rule, or with `'colour'` only the
 * rules that read colours, for the other colour mode of a screen already checked with every rule (COLOUR_RULES).
 */
export async function noAxeViolations(page: Page, rules: 'all' | 'colour' = 'all') {
  const { violations } = await analyzeAtRest(page, (axe) => (rules === 'colour' ? axe.withRules(COLOUR_RULES) : axe))
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
}

/**
 * A fresh signed-up account (a volunteer, what sign-up makes), so a spec that changes a user never touches the demo
 * accounts other specs sign in with at the same time. The page's cookies are then signed in as it, unless `signOut`.
 */
export async function freshUser(page: Page, prefix: string, options: { signOut?: boolean } = {}): Promise<string> {
  const username = `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`
  const signup = await page.request.post('/api/v1/auth/signup', {
    data: {
      username,
      password: 'a good password',
      repeatPassword: 'a good password',
      email: `${username}@example.org`,
      cpf: 'AB123400',
    },
  })
  expect(signup.ok()).toBe(true)
  if (options.signOut) await page.request.post('/api/v1/auth/logout')
  return username
}
