import { analyzeAtRest } from './axe.ts'
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

/** Switches the system scheme and waits for the page to follow it and finish its colour transitions. */
async function switchScheme(page: Page, scheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: scheme })
  await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/)
  // Colour transitions only: a live badge's pulse runs for ever.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
  )
}

async function checkScreens(page: Page, screens: Screen[]): Promise<string[]> {
  const violations: string[] = []
  for (const screen of screens) {
    await switchScheme(page, 'light')
    await page.goto(screen.path)
    await settled(page)
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
    await logInAs(page, 'demo-admin', '/access-log')
    const screens = [
      { name: 'access log: days', path: '/access-log' },
      { name: 'access log: weekly', path: '/access-log?view=weekly' },
    ]
    expect(await checkScreens(page, screens)).toEqual([])
  })

  // Groups of three or four screens, so the runs spread over the workers and stay within the timeout (the schedule
  // and home screens carry hundreds of rows with flags, and axe reads each).
  const GROUPS = 10
  for (let group = 0; group < GROUPS; group++) {
    test(`main screens, group ${group + 1} of ${GROUPS}, have no axe violations @phone`, async ({ page }) => {
      test.slow()
      await asAndroid(page)
      await logInAs(page, 'demo-athlete')
      const screens = (await mainScreens(page))
        .filter((s) => s.name !== DAY_SCREEN)
        .filter((_, i) => i % GROUPS === group)
      expect(await checkScreens(page, screens)).toEqual([])
    })
  }

  // A whole games day, 188 rows: axe's colour-contrast rule alone took 30 s over its 4,300 elements on a loaded
  // machine, so this screen is checked on its own with its own budget (the same rules as every screen).
  test('a games day has no axe violations @phone', async ({ page }) => {
    test.setTimeout(360_000)
    await asAndroid(page)
    await logInAs(page, 'demo-athlete')
    const screens = (await mainScreens(page)).filter((s) => s.name === DAY_SCREEN)
    expect(screens).toHaveLength(1)
    expect(await checkScreens(page, screens)).toEqual([])
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
