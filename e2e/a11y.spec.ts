import { analyzeAtRest } from './axe.ts'
import { type ScreenChecks, watchScreenChecks } from './screen-checks.ts'
import { asAndroid, logInAs, mainScreens, type Screen, SIGNED_OUT_SCREENS, settled } from './screens.ts'
import { expect, type Locator, type Page, test } from './test.ts'

/**
 * The colour mode changes colours only (Tailwind `dark:` variants; no element exists in one mode alone), so each
 * screen is checked once with every WCAG 2.1 A/AA rule in light mode, then switched to dark in place (the app follows
 * the system's scheme live) for the rules that read colours: the structural rules would meet the same DOM again.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block']
/** The heaviest screen for axe, checked in its own test (below). */
const DAY_SCREEN = 'schedule: a day'
/**
 * The main screens whose phone layout differs from the desktop one in what axe reads (decision 089), checked again at
 * phone size; every other main screen is the same DOM with the same colours there, only narrower (no breakpoint below
 * Tailwind's 640 px `sm`), and phone.spec.ts checks that none of them scrolls sideways at 360 px in four languages.
 * - home: the app's shell at phone size, the same on every screen (the tab bar instead of the side navigation, the
 *   short games name, the language picker's short form, the search button instead of the field, the account icon);
 * - discipline: its tab strip scrolls sideways on a phone only (a scrollable region axe checks for keyboard access);
 * - unit: the results tables hide columns on a phone, with a phone-only "all columns" button and short labels, and
 *   its tab strips and table scroll sideways there only;
 * - medals: a phone-only filters toggle, and the medal table in a box that scrolls sideways;
 * - ranking and transport: a table in a box that scrolls sideways when the screen is narrow.
 * A screen that gains a phone-only element (`sm:hidden`, `hidden sm:…`, `lg:hidden`) or a box that scrolls only on a
 * phone goes on this list.
 */
const PHONE_LAYOUT_SCREENS = ['home', 'discipline', 'unit', 'medals', 'transport', 'ranking']
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/** axe on the current screen (every WCAG rule, or only the colour rules), as readable lines. */
async function axeViolations(page: Page, label: string, rules: 'all' | 'colour'): Promise<string[]> {
  // Toasts come and go (the login toast at the start); their contrast is sonner's own rich colours.
  const results = await analyzeAtRest(page, (axe) =>
    (rules === 'colour' ? axe.withRules(COLOUR_RULES) : axe.withTags(WCAG_TAGS)).exclude('[data-sonner-toaster]'),
  )
  return results.violations.map(
    (v) => `${label}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
}

/**
 * The main-screen walk: axe (and the sideways scroll at phone size) on each screen, and on the same page loads the
 * checks that used to walk every screen again (decision 089): no Content-Security-Policy violation (security.spec.ts
 * keeps the signed-out screens, the login toast and the admin screens) and no heavy chunk (heavy-chunks.spec.ts keeps
 * the map's lazy load). Each check fails under its own name.
 */
async function walkMainScreens(page: Page, screens: Screen[]) {
  const checks = watchScreenChecks(page)
  const axe = await checkScreens(page, screens, checks, { signedIn: true })
  for (const [check, found] of Object.entries(checks.failures())) expect.soft(found, check).toEqual([])
  expect(axe, 'axe violations').toEqual([])
}

/** Switches the system scheme and waits for the page to follow it and finish its colour transitions. */
async function switchScheme(page: Page, scheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: scheme })
  await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/)
  // Colour transitions only: a live badge's pulse runs for ever.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
  )
}

/**
 * `signedIn`: the walk was signed in by `logInAs(page, user, null)` (no page load of its own, decision 104), so each
 * screen must be the screen itself, not the login page its guard sends a stranger to.
 */
async function checkScreens(
  page: Page,
  screens: Screen[],
  checks?: ScreenChecks,
  { signedIn = false } = {},
): Promise<string[]> {
  const violations: string[] = []
  for (const screen of screens) {
    await switchScheme(page, 'light')
    checks?.onScreen(`${screen.name} (${screen.path})`)
    await page.goto(screen.path)
    if (signedIn) await expect(page, screen.name).not.toHaveURL(/\/login/)
    await settled(page)
    checks?.screenDone()
    violations.push(...(await axeViolations(page, `${screen.name} ${screen.path} (light)`, 'all')))
    // At phone size no screen may scroll sideways: wide content scrolls inside its own box (tables, chip rows).
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }))
    if (clientWidth < 640 && scrollWidth > clientWidth) {
      violations.push(`${screen.name} ${screen.path}: ${scrollWidth} px wide on a ${clientWidth} px phone`)
    }
    await switchScheme(page, 'dark')
    violations.push(...(await axeViolations(page, `${screen.name} ${screen.path} (dark)`, 'colour')))
  }
  return violations
}

test.describe('light and dark mode', () => {
  test('signed-out screens have no axe violations @phone', async ({ page }) => {
    expect(await checkScreens(page, SIGNED_OUT_SCREENS)).toEqual([])
  })

  test('the admin screens have no axe violations', async ({ page }) => {
    test.slow() // a login (scrypt) and four axe runs
    await logInAs(page, 'demo-admin', null)
    const screens = [
      { name: 'access log: days', path: '/access-log' },
      { name: 'access log: weekly', path: '/access-log?view=weekly' },
    ]
    expect(await checkScreens(page, screens, undefined, { signedIn: true })).toEqual([])
  })

  // Groups of three or four screens, so the runs spread over the workers and stay within the timeout (the schedule
  // and home screens carry hundreds of rows with flags, and axe reads each). At desktop size: every main screen.
  const GROUPS = 10
  for (let group = 0; group < GROUPS; group++) {
    test(`main screens, group ${group + 1} of ${GROUPS}, have no axe violations`, async ({ page }) => {
      test.slow()
      await asAndroid(page)
      await logInAs(page, 'demo-athlete', null)
      const screens = (await mainScreens(page))
        .filter((s) => s.name !== DAY_SCREEN)
        .filter((_, i) => i % GROUPS === group)
      await walkMainScreens(page, screens)
    })
  }

  // At phone size, only the screens whose layout differs there (decision 089): the same rules on the same DOM with the
  // same colours would find the same things again.
  const PHONE_GROUPS = 2
  for (let group = 0; group < PHONE_GROUPS; group++) {
    test(`main screens laid out differently on a phone, group ${group + 1} of ${PHONE_GROUPS}, have no axe violations @phone-only`, async ({
      page,
    }) => {
      test.slow()
      await asAndroid(page)
      await logInAs(page, 'demo-athlete', null)
      const all = await mainScreens(page)
      const phone = all.filter((s) => PHONE_LAYOUT_SCREENS.includes(s.name))
      expect(
        phone.map((s) => s.name),
        'a phone-layout screen left mainScreens()',
      ).toEqual(PHONE_LAYOUT_SCREENS)
      await walkMainScreens(
        page,
        phone.filter((_, i) => i % PHONE_GROUPS === group),
      )
    })
  }

  // A whole games day, 188 rows: axe's colour-contrast rule alone took 30 s over its 4,300 elements on a loaded
  // machine, so this screen is checked on its own with its own budget (the same rules as every screen). At desktop
  // size only: on a phone it has no element of its own and nothing more that scrolls sideways (decision 089).
  test('a games day has no axe violations', async ({ page }) => {
    test.setTimeout(360_000)
    await asAndroid(page)
    await logInAs(page, 'demo-athlete', null)
    const screens = (await mainScreens(page)).filter((s) => s.name === DAY_SCREEN)
    expect(screens).toHaveLength(1)
    await walkMainScreens(page, screens)
  })
})

/** Presses Tab until `target` has the focus (fails after `max` presses). */
async function tabTo(page: Page, target: Locator, max = 80) {
  await expect(target).toBeAttached()
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((el) => el === el.ownerDocument.activeElement)) return
  }
  throw new Error(`Tab never reached ${target}`)
}

test.describe('keyboard only', () => {
  test('Tab through the main navigation to the schedule, then filter it', async ({ page }) => {
    await page.goto('/')
    await settled(page)
    const nav = page.getByRole('navigation', { name: 'Navegação principal' })
    await tabTo(page, nav.getByRole('link', { name: 'Calendário', exact: true }))
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/schedule\/grid/)
    const medalEvents = page.getByRole('button', { name: 'Provas com medalhas' })
    await tabTo(page, medalEvents)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/type=medal/)
    await expect(medalEvents).toHaveAttribute('aria-pressed', 'true')
    await page.keyboard.press('Space')
    await expect(medalEvents).toBeFocused()
  })

  test('fill and send the feedback form', async ({ page }) => {
    // A fresh user (the daily feedback limit would stop a shared demo account after a few runs).
    const username = `kb${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`
    const signup = await page.request.post('/api/v1/auth/signup', {
      data: {
        username,
        password: 'a good password',
        repeatPassword: 'a good password',
        email: `${username}@example.org`,
        cpf: 'AB123456',
      },
    })
    expect(signup.ok()).toBe(true)
    await asAndroid(page)
    await logInAs(page, username, '/feedback', 'a good password')
    await expect(page).toHaveURL(/\/feedback$/)
    await settled(page)
    const happy = page.getByRole('radio', { name: 'Contente', exact: true })
    await tabTo(
      page,
      page
        .getByRole('group', { name: /Como se sente/ })
        .getByRole('radio')
        .first(),
    )
    // Space picks the focused choice; the arrow keys move within the group and pick as they go.
    await page.keyboard.press('Space')
    await expect(happy).toBeChecked()
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('radio', { name: 'Indiferente', exact: true })).toBeChecked()
    await page.keyboard.press('ArrowLeft')
    await expect(happy).toBeChecked()
    // The radios are visually hidden: their card shows the focus.
    const card = page.locator('label').filter({ has: happy })
    expect(await card.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none')
    await page.screenshot({ path: test.info().outputPath('feedback-keyboard-focus.png') })
    await tabTo(page, page.getByRole('button', { name: 'Seguinte' }))
    await page.keyboard.press('Enter')
    const suggestion = page.getByLabel('O que podemos melhorar?')
    await tabTo(page, suggestion)
    await page.keyboard.type('Mais bebedouros perto das bancadas')
    await tabTo(page, page.getByRole('button', { name: 'Enviar', exact: true }))
    await page.keyboard.press('Enter')
    await expect(page.getByText('Obrigado pela sua opinião!').first()).toBeVisible()
  })
})
