/**
 * Issue 16, point 7: a spectator's 390 px phone. The narrowest common phone (360 px) is the bar: no page scrolls
 * sideways, the tab bar's labels stay on one line, a tab strip that hides tabs shows it. Issue 16, point 10: a
 * mobile-only address on the web says the screen is in the app.
 */

import { asAndroid, logInAs, mainScreens, settled } from './screens.ts'
import { expect, type Page, test } from './test.ts'

const NARROW = { width: 360, height: 740 }

async function expectNoSidewaysScroll(page: Page) {
  // The layout viewport: on a phone innerWidth grows with a page wider than the screen (the browser zooms out).
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: document.documentElement.clientWidth,
  }))
  expect(widths.page).toBeLessThanOrEqual(widths.window)
}

/**
 * Issue 39, point 5: every main screen, plus the final ranking (cut to "11.0" at 420 px) and the schedule of awards, in
 * each of the four languages (a longer language widens a page). One page walks them all, so the check stays fast: no
 * axe here, that is a11y.spec.ts's.
 */
const LANGUAGES = [
  ['pt', ''],
  ['en', '/en'],
  ['es', '/es'],
  ['az', '/az'],
] as const

test.describe('360 px: no page scrolls sideways', () => {
  test.describe.configure({ mode: 'parallel' })
  for (const [locale, prefix] of LANGUAGES) {
    test(`every screen in ${locale} @phone-only`, async ({ page }) => {
      test.setTimeout(process.env.CI ? 360_000 : 240_000)
      await asAndroid(page)
      await page.setViewportSize(NARROW)
      await logInAs(page, 'demo-coach', null)
      const screens = [
        ...(await mainScreens(page)),
        { name: 'final ranking', path: '/discipline/athletics/finalrank' },
        { name: 'discipline medals', path: '/discipline/athletics/medals' },
      ]
      const wide: string[] = []
      for (const screen of screens) {
        await page.goto(screen.path === '/' && prefix ? prefix : `${prefix}${screen.path}`)
        // Signed in without a page load of its own (logInAs … null): each screen is itself, not the login page.
        await expect(page, screen.name).not.toHaveURL(/\/login/)
        await settled(page)
        // Against the layout viewport, not innerWidth: a phone zooms out to show a page wider than itself, and
        // innerWidth grows with it (a 406 px page read as fitting a 406 px window).
        const widths = await page.evaluate(() => ({
          page: document.documentElement.scrollWidth,
          window: document.documentElement.clientWidth,
        }))
        if (widths.page > widths.window) wide.push(`${screen.name} (${screen.path}): ${widths.page} px`)
      }
      expect(wide).toEqual([])
    })
  }

  test('the bundle import page (staff) @phone-only', async ({ page }) => {
    await page.setViewportSize(NARROW)
    await logInAs(page, 'demo-admin', '/staff/import')
    await settled(page)
    await expectNoSidewaysScroll(page)
  })
})

test.describe('phone navigation', () => {
  // Issue 39: the tab bar names each screen as its heading and the menu do, in all four languages, on one line at
  // 360 px.
  for (const [locale, prefix, navName, participants] of [
    ['pt', '', 'Navegação principal', 'Participantes'],
    ['en', '/en', 'Main navigation', 'Participants'],
    ['es', '/es', 'Navegación principal', 'Participantes'],
    ['az', '/az', 'Əsas naviqasiya', 'İştirakçılar'],
  ] as const) {
    test(`the tab bar's labels are whole and on one line at 360 px (${locale}) @phone-only`, async ({ page }) => {
      await page.setViewportSize(NARROW)
      await page.goto(`${prefix}/schedule/grid`)
      const bar = page.getByRole('navigation', { name: navName })
      await expect(bar.getByRole('link')).toHaveCount(4)
      const labels = await bar.locator('li').evaluateAll((items) =>
        items.map((item) => {
          const box = (item.querySelector('a > span') ?? item.querySelector('button')) as HTMLElement
          const text = [...box.childNodes].find((node) => node.nodeType === Node.TEXT_NODE) as Text
          const range = document.createRange()
          range.selectNodeContents(text)
          return {
            text: text.textContent,
            // A wrapped label has a line box per line; a label cut to "…" is wider inside than out.
            lines: range.getClientRects().length,
            whole: box.scrollWidth <= box.clientWidth,
            inside: range.getBoundingClientRect().width <= item.getBoundingClientRect().width,
          }
        }),
      )
      expect(labels).toHaveLength(5)
      for (const label of labels) expect(label, `${label.text}`).toMatchObject({ lines: 1, whole: true, inside: true })
      // The participants tab says the name its screen's heading says.
      const tab = bar.getByRole('link', { name: participants, exact: true })
      await expect(tab).toBeVisible()
      await tab.click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(participants)
    })
  }

  test('a tab strip that hides tabs fades at that end, and the active tab is in view @phone-only', async ({ page }) => {
    await page.setViewportSize(NARROW)
    await page.goto('/discipline/athletics')
    const strip = page.getByRole('navigation', { name: 'Vistas da modalidade' })
    await expect(strip.getByRole('link', { name: 'Competições' })).toBeInViewport()
    // More to the right, nothing to the left.
    await expect(page.locator('[data-scroll-hint="end"]')).toBeVisible()
    await expect(page.locator('[data-scroll-hint="start"]')).toHaveCount(0)
    await expect(strip.getByRole('link', { name: 'Relatórios' })).not.toBeInViewport()

    // Opened on the last tab: it is scrolled into view, and the fade moves to the start.
    await page.goto('/discipline/athletics/reports')
    const last = strip.getByRole('link', { name: 'Relatórios' })
    await expect(last).toHaveAttribute('aria-current', 'page')
    await expect(last).toBeInViewport({ ratio: 1 })
    await expect(page.locator('[data-scroll-hint="start"]')).toBeVisible()

    // The keyboard reaches a hidden tab and brings it into view.
    const competitions = strip.getByRole('link', { name: 'Competições' })
    await competitions.focus()
    await expect(competitions).toBeInViewport({ ratio: 1 })
  })
})

test.describe('mobile-only addresses on the web', () => {
  test('the grid says the screen is in the app, and the notice can be dismissed', async ({ page }) => {
    await page.goto('/trivia')
    await expect(page).toHaveURL(/\/schedule\/grid$/)
    const notice = page.getByRole('region', { name: '«Quiz» está na app Podium' })
    await expect(notice).toBeVisible()
    // No install offer from this browser: the notice says where to get the app.
    await expect(notice).toContainText('App Store ou no Google Play')
    await notice.getByRole('button', { name: 'Fechar aviso' }).click()
    await expect(notice).toBeHidden()
    // The grid itself was there all along.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('in English too, naming the screen @phone', async ({ page }) => {
    await page.goto('/en/feedback')
    await expect(page).toHaveURL(/\/en\/schedule\/grid$/)
    await expect(page.getByRole('region', { name: '“Feedback” is in the Podium app' })).toBeVisible()
  })
})
