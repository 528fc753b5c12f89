/**
 * Issue 42 point 5 and issue 35 (decision 075): after the heats are official, staff build the final's start list on
 * a phone from the qualifiers in one click, move two lanes, and save it; the unit's public page reads it.
 */
import { parseRaceTime, racingFormat } from '@podium/domain'
import { logInAs, noAxeViolations } from './screens.ts'
import { expect, type Page, test } from './test.ts'

const ADMIN = { Authorization: 'Bearer e2e-admin-token-0123456789' }
const EVENT = 'ATHM110MH-3D'
const HEATS = [`${EVENT}-HEAT-01`, `${EVENT}-HEAT-02`]
const FINAL = `${EVENT}-FNL`
const DAY = '2026-07-16'

interface Entry {
  athlete: { id: string; name: string } | null
  name: string
  position: string | null
}
const startList = async (page: Page, code: string): Promise<Entry[]> =>
  (
    (await (
      await page.request.get(`/api/v1/units/${code}?lang=en`, { headers: { 'Cache-Control': 'no-cache' } })
    ).json()) as {
      startList: Entry[]
    }
  ).startList

test.describe('a final’s start list built from the heats’ qualifiers', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('staff fill it from the qualifiers, reorder it and save it', async ({ page }) => {
    test.slow() // a login and several writes through the API first
    // The heats, official (entered through the API: the screen for that has its own specs), times growing by a tenth.
    const times = new Map<string, number>()
    const names = new Map<string, string>()
    const order: string[][] = []
    for (const [h, code] of HEATS.entries()) {
      const list = await startList(page, code)
      const ids = list.map((e) => e.athlete?.id ?? '')
      for (const e of list) names.set(e.athlete?.id ?? '', e.name)
      order.push(ids)
      const results = ids.map((athleteId, i) => {
        const result = (14 + h * 0.05 + i * 0.1).toFixed(2)
        times.set(athleteId, parseRaceTime(result) ?? 0)
        return { rank: i + 1, athleteId, result }
      })
      const res = await page.request.put(`/api/v1/units/${code}/results`, {
        headers: ADMIN,
        data: { results, resultStatus: 'OFFICIAL' },
      })
      expect(res.status(), await res.text()).toBe(200)
    }
    // Then the event's structure: two heats of 8, the first 3 of each and the 2 fastest to an 8-lane final.
    const format = racingFormat({
      eventCode: EVENT,
      entrants: 16,
      laneCount: 8,
      rounds: [{ code: 'HEAT', stage: 'heat', units: 2, qualification: { byPlace: 3, byTime: 2 } }],
      unitCode: (round, n) => (round === 'HEAT' ? (HEATS[n - 1] as string) : FINAL),
    })
    const stored = await page.request.put(`/api/v1/admin/events/${EVENT}/format`, { headers: ADMIN, data: format })
    expect(stored.status(), await stored.text()).toBe(200)
    // An empty final to start from (a retry finds the list the first attempt saved).
    const cleared = await page.request.put(`/api/v1/units/${FINAL}/start-list`, {
      headers: ADMIN,
      data: { entries: [] },
    })
    expect(cleared.status(), await cleared.text()).toBe(200)
    expect(await startList(page, FINAL)).toEqual([])

    const [h1 = [], h2 = []] = order
    const rest = [...h1.slice(3), ...h2.slice(3)].sort((a, b) => (times.get(a) ?? 0) - (times.get(b) ?? 0))
    const qualifiers = [h1[0], h2[0], h1[1], h2[1], h1[2], h2[2], rest[0], rest[1]] as string[]

    await logInAs(page, 'demo-staff', `/staff/results?day=${DAY}&unit=${FINAL}`)
    await expect(page.getByRole('heading', { name: 'Lista de partida' })).toBeVisible()
    await expect(page.getByText('Ninguém na lista de partida ainda.')).toBeVisible()
    await page.getByRole('button', { name: 'Preencher com os classificados' }).click()
    const rows = page.getByTestId('start-list-row')
    await expect(rows).toHaveCount(8)
    // Lanes from the centre out: the heat winners in 4 and 5.
    const firstName = names.get(qualifiers[0] ?? '') ?? ''
    await expect(page.getByLabel(`Raia de ${firstName}`)).toHaveValue('4')
    // Staff move the second down one place: their lane goes with them.
    const secondName = names.get(qualifiers[1] ?? '') ?? ''
    await page.getByRole('button', { name: `Descer ${secondName}` }).click()
    await expect(rows.nth(2)).toContainText(secondName)

    // Nothing scrolls sideways on a phone, and every lane input is on screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    const box = await page.getByLabel(`Raia de ${secondName}`).boundingBox()
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390)
    await page.screenshot({ path: 'test-results/start-list-phone.png', fullPage: true })
    await noAxeViolations(page)

    await page.getByRole('button', { name: 'Guardar lista de partida' }).click()
    await expect(page.getByText('Lista de partida guardada.')).toBeVisible()
    const saved = await startList(page, FINAL)
    const expected = [qualifiers[0], qualifiers[2], qualifiers[1], ...qualifiers.slice(3)]
    expect(saved.map((e) => e.athlete?.id)).toEqual(expected)
    expect(saved.map((e) => e.position)).toEqual(['4', '3', '5', '6', '2', '7', '1', '8'])

    // The saved list on a desktop, in the dark theme, for the record.
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect(page.getByTestId('start-list-row')).toHaveCount(8)
    await page.screenshot({ path: 'test-results/start-list-desktop-dark.png', fullPage: true })
  })
})
