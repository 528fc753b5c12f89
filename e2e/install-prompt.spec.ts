import { analyzeAtRest, COLOUR_RULES } from './axe.ts'
import { settled, switchColourScheme } from './screens.ts'
import { expect, type Page, test } from './test.ts'

const CANCELLED_KEY = 'podium.install.cancelled'

type Recorder = { installPrompted?: number }

/**
 * Chromium fires `beforeinstallprompt` when it judges the app installable, which it never does in Playwright's
 * incognito contexts (pwa.spec.ts checks installability through CDP instead). So the test fires a synthetic one, with
 * the event's prompt() and userChoice, and counts prompt() calls on window.
 */
async function offerInstall(page: Page, outcome: 'accepted' | 'dismissed' = 'accepted') {
  // The app's listener takes the event (preventDefault, which hides the browser's own mini-infobar) as it is
  // dispatched; two frames later React has rendered what the event changed. That, not a pause, is when "the card is
  // not shown" can be asserted (decision 065).
  const taken = await page.evaluate(async (outcome) => {
    const recorder = window as Recorder
    recorder.installPrompted = 0
    const event = new Event('beforeinstallprompt', { cancelable: true })
    Object.assign(event, {
      prompt: async () => {
        recorder.installPrompted = (recorder.installPrompted ?? 0) + 1
      },
      userChoice: Promise.resolve({ outcome, platform: 'web' }),
    })
    window.dispatchEvent(event)
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())))
    return event.defaultPrevented
  }, outcome)
  expect(taken, 'the app took the beforeinstallprompt event').toBe(true)
}

const installPrompt = (page: Page) => page.getByRole('region', { name: 'Instalar o Podium' })
const cancelledFlag = (page: Page) => page.evaluate((key) => localStorage.getItem(key), CANCELLED_KEY)

/** The card waits for the visitor's first input (decision 020): a key press that changes nothing on the page. */
async function interact(page: Page) {
  await page.keyboard.press('Shift')
}

async function openApp(page: Page) {
  await page.goto('/participants')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
}

async function noAxeViolations(page: Page, rules: 'all' | 'colour' = 'all') {
  const results = await analyzeAtRest(page, (axe) =>
    (rules === 'colour'
      ? axe.withRules(COLOUR_RULES)
      : axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    ).exclude('[data-sonner-toaster]'),
  )
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

test.describe('install prompt', () => {
  test('appears on the browser install event; "Not now" hides it for good @phone', async ({ page }) => {
    await openApp(page)
    await settled(page)
    await expect(installPrompt(page)).toHaveCount(0)
    await offerInstall(page)
    // Offered, but not over the content of a page the visitor has not started using yet.
    await expect(installPrompt(page)).toHaveCount(0)
    await interact(page)
    await expect(installPrompt(page)).toBeVisible()
    await expect(installPrompt(page)).toContainText('Adicione o Podium ao ecrã principal')

    await installPrompt(page).getByRole('button', { name: 'Agora não' }).click()
    await expect(installPrompt(page)).toHaveCount(0)
    expect(await cancelledFlag(page)).toBe('true')

    // The next visit: the browser offers again, the app stays quiet.
    await openApp(page)
    await settled(page)
    await interact(page)
    await offerInstall(page)
    await expect(installPrompt(page)).toHaveCount(0)
  })

  test('"Install" (from the keyboard) shows the browser prompt once and the prompt goes away', async ({ page }) => {
    await openApp(page)
    await interact(page)
    await offerInstall(page, 'accepted')
    const install = installPrompt(page).getByRole('button', { name: 'Instalar', exact: true })
    await install.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => page.evaluate(() => (window as Recorder).installPrompted)).toBe(1)
    await expect(installPrompt(page)).toHaveCount(0)
    // Accepted: nothing to remember.
    expect(await cancelledFlag(page)).toBeNull()
  })

  test('is not offered inside the installed app', async ({ page }) => {
    await page.addInitScript(() => {
      const original = window.matchMedia.bind(window)
      window.matchMedia = (query: string) =>
        query === '(display-mode: standalone)'
          ? ({ ...original(query), matches: true } as MediaQueryList)
          : original(query)
    })
    await openApp(page)
    await settled(page)
    await interact(page)
    await offerInstall(page)
    await expect(installPrompt(page)).toHaveCount(0)
  })

  test('has no axe violations in light and dark mode @phone', async ({ page }) => {
    test.slow() // what were two tests: two axe runs
    // One load: every WCAG rule in light, then the rules that read colours in dark, switched in place (the app
    // follows the system's scheme live; dark changes colours only), the card still shown.
    await page.emulateMedia({ colorScheme: 'light' })
    await openApp(page)
    await settled(page)
    await offerInstall(page)
    await interact(page)
    await expect(installPrompt(page)).toBeVisible()
    for (const scheme of ['light', 'dark'] as const) {
      await switchColourScheme(page, scheme)
      await noAxeViolations(page, scheme === 'dark' ? 'colour' : 'all')
      await page.screenshot({ path: test.info().outputPath(`install-prompt-${scheme}.png`) })
    }
  })
})
