import AxeBuilder from '@axe-core/playwright'
import { expect, type Locator, type Page, test } from '@playwright/test'
import { asAndroid, logInAs, mainScreens, type Screen, SIGNED_OUT_SCREENS, settled } from './screens.ts'

/**
 * The colour mode changes colours only (Tailwind `dark:` variants; no element exists in one mode alone), so in dark
 * mode the rules that read colours are the ones whose answer can differ: running the structural rules twice over the
 * same DOM took a quarter of the suite's time and could not find anything new.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block']

/** axe's WCAG 2 A/AA rules on the current screen (the colour rules in dark mode), as readable lines. */
async function axeViolations(page: Page, label: string, scheme: 'light' | 'dark'): Promise<string[]> {
  const axe = new AxeBuilder({ page })
  if (scheme === 'dark') axe.withRules(COLOUR_RULES)
  else axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  // Toasts come and go (the login toast at the start); their contrast is sonner's own rich colours.
  const results = await axe.exclude('[data-sonner-toaster]').analyze()
  return results.violations.map(
    (v) => `${label}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
}

async function checkScreens(page: Page, screens: Screen[], scheme: 'light' | 'dark'): Promise<string[]> {
  const violations: string[] = []
  for (const screen of screens) {
    await page.goto(screen.path)
    await settled(page)
    await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/)
    violations.push(...(await axeViolations(page, `${screen.name} ${screen.path} (${scheme})`, scheme)))
    // At phone size no screen may scroll sideways: wide content scrolls inside its own box (tables, chip rows).
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }))
    if (clientWidth < 640 && scrollWidth > clientWidth) {
      violations.push(`${screen.name} ${screen.path}: ${scrollWidth} px wide on a ${clientWidth} px phone`)
    }
  }
  return violations
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} mode`, () => {
    test.use({ colorScheme: scheme })

    test(`signed-out screens have no axe violations @phone`, async ({ page }) => {
      expect(await checkScreens(page, SIGNED_OUT_SCREENS, scheme)).toEqual([])
    })

    test('the admin screens have no axe violations', async ({ page }) => {
      await logInAs(page, 'demo-admin', '/access-log')
      const screens = [
        { name: 'access log: days', path: '/access-log' },
        { name: 'access log: weekly', path: '/access-log?view=weekly' },
      ]
      expect(await checkScreens(page, screens, scheme)).toEqual([])
    })

    // Four groups of about eight screens, so the runs spread over the workers and stay within the timeout.
    for (const group of [0, 1, 2, 3]) {
      test(`main screens, group ${group + 1} of 4, have no axe violations @phone`, async ({ page }) => {
        test.slow()
        await asAndroid(page)
        await logInAs(page, 'demo-athlete')
        const screens = (await mainScreens(page)).filter((_, i) => i % 4 === group)
        expect(await checkScreens(page, screens, scheme)).toEqual([])
      })
    }
  })
}

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
