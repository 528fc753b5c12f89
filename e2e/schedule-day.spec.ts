/**
 * Issue 16, point 5: the day view on a phone. Live units first, the rest by discipline (folded, the group of the
 * next unit open) or by hour, the choice remembered; compact rows that open their unit; nothing scrolls sideways.
 */
import { expect, type Page, test } from './test.ts'

const DAY = '/schedule/day/2026-07-14'

/** The groups' headings, in page order. */
function groupHeadings(page: Page) {
  return page.getByRole('list', { name: 'Provas' }).getByRole('heading', { level: 2 })
}

test.describe('the day view', () => {
  test('live units come first; by hour regroups and is remembered after a reload @phone', async ({ page }) => {
    await page.goto(DAY)
    const headings = groupHeadings(page)
    await expect(headings.first()).toHaveText(/^Em direto agora\s*\d+ provas?$/)
    const live = page.getByRole('region', { name: /^Em direto agora/ })
    await expect(live.getByText('Em direto').first()).toBeVisible()
    // By discipline: the disciplines follow, in alphabetical order.
    await expect(headings.nth(1)).toHaveText(/^Andebol/)

    await page.getByRole('button', { name: 'Hora', exact: true }).click()
    await expect(page.getByRole('button', { name: 'Hora', exact: true })).toHaveAttribute('aria-pressed', 'true')
    await expect(headings.first()).toHaveText(/^Em direto agora/)
    await expect(headings.nth(1)).toHaveText(/^\d\d:00\s*\d+ provas?$/)

    await page.reload()
    await expect(page.getByRole('button', { name: 'Hora', exact: true })).toHaveAttribute('aria-pressed', 'true')
    await expect(headings.nth(1)).toHaveText(/^\d\d:00/)
    // Every hour is open: a live unit is listed once, in the live group only.
    const liveCount = await live.getByRole('listitem').count()
    const hours = page.getByRole('region', { name: /^\d\d:00/ })
    await expect(hours.first().getByRole('listitem').first()).toBeVisible()
    const all = await page.getByRole('list', { name: 'Provas' }).locator('li li').count()
    const day = (await (await page.request.get('/api/v1/schedule?day=2026-07-14')).json()) as { items: unknown[] }
    expect(liveCount).toBeGreaterThan(0)
    expect(all).toBe(day.items.length)
  })

  test('a closed discipline opens on request and its rows open their unit @phone', async ({ page }) => {
    await page.goto(DAY)
    await page.getByRole('button', { name: 'Modalidade', exact: true }).click()
    const judo = page.getByRole('region', { name: /^Judo/ })
    await expect(judo).toBeVisible()
    // A closed group renders no rows at all.
    await expect(judo.getByRole('link')).toHaveCount(0)
    await judo.getByRole('heading', { name: /^Judo/ }).click()
    const count = Number((await judo.getByRole('heading').textContent())?.match(/(\d+) provas?/)?.[1])
    await expect(judo.getByRole('listitem')).toHaveCount(count)
    // Competition units open their page (a weigh-in has none).
    const rows = judo.getByRole('link')
    await expect(rows.first()).toBeVisible()
    const href = await rows.first().getAttribute('href')
    expect(href).toMatch(/^\/discipline\/judo\/results\/.+/)
    await rows.first().click()
    await expect(page).toHaveURL(new RegExp(`${href}$`))
  })

  test('no sideways scroll at 360 px, the open day chip in view @phone-only', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto('/schedule/day/2026-07-19')
    await expect(groupHeadings(page).first()).toBeVisible()
    const days = page.getByRole('navigation', { name: 'Dias dos Jogos' })
    await expect(days.locator('[aria-current="page"]')).toBeInViewport({ ratio: 1 })
    await expect(page.locator('[data-scroll-hint="start"]').first()).toBeVisible()
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth])
    expect(widths[0]).toBeLessThanOrEqual(widths[1] ?? 0)
  })
})
