/**
 * Issue 40, part 3 (decision 088): My day — follow two athletes from their pages, open My day on a day they
 * compete, find their units with who each is for, print it without the app's navigation and save it as a PDF whose
 * text names those units.
 */
import { inflateSync } from 'node:zlib'
import { type AthleteProfile, type Follow, winAnsi, zonedDate } from '@podium/domain'
import { noAxeViolations } from './screens.ts'
import { expect, type Page, test } from './test.ts'

test.describe.configure({ timeout: 120_000 })

interface Pick {
  day: string
  athletes: { id: string; name: string; units: { code: string; name: string }[] }[]
}

/** Two athletes with units on one games day, read through the API as any client would. */
async function twoAthletesOneDay(page: Page): Promise<Pick> {
  const config = (await (await page.request.get('/api/v1/config?lang=pt')).json()) as { games: { timeZone: string } }
  const list = (await (await page.request.get('/api/v1/athletes?lang=pt')).json()) as { items: { id: string }[] }
  const byDay = new Map<string, Map<string, { name: string; units: Map<string, string> }>>()
  for (const { id } of list.items.slice(0, 24)) {
    const profile = (await (await page.request.get(`/api/v1/athletes/${id}?lang=pt`)).json()) as AthleteProfile
    for (const event of profile.events)
      for (const r of event.results) {
        const day = zonedDate(r.startAt, config.games.timeZone)
        const athletes = byDay.get(day) ?? new Map()
        byDay.set(day, athletes)
        const entry = athletes.get(id) ?? { name: profile.name, units: new Map() }
        athletes.set(id, entry)
        entry.units.set(r.unitCode, r.unitName)
      }
    const found = [...byDay.entries()].find(([, athletes]) => athletes.size >= 2)
    if (found) {
      const [day, athletes] = found
      return {
        day,
        athletes: [...athletes.entries()].slice(0, 2).map(([athleteId, a]) => ({
          id: athleteId,
          name: a.name,
          units: [...a.units.entries()].map(([code, name]) => ({ code, name })),
        })),
      }
    }
  }
  throw new Error('no two athletes of the first page compete on one day')
}

/** The text a pdf-lib PDF draws: its (deflated) content streams' hex strings, decoded from WinAnsi. */
function pdfText(pdf: Buffer): string {
  const out: string[] = []
  let at = 0
  for (;;) {
    const start = pdf.indexOf('stream', at)
    if (start < 0) break
    const begin = pdf[start + 6] === 0x0d ? start + 8 : start + 7
    const end = pdf.indexOf('endstream', begin)
    if (end < 0) break
    const raw = pdf.subarray(begin, end)
    let body: string
    try {
      body = inflateSync(raw).toString('latin1')
    } catch {
      body = raw.toString('latin1')
    }
    for (const m of body.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) out.push(Buffer.from(m[1] ?? '', 'hex').toString('latin1'))
    at = end + 9
  }
  return out.join(' ').replace(/\s+/g, ' ')
}

test('follow two athletes, My day lists their units, prints without navigation, saves a PDF @phone', async ({
  page,
}) => {
  const pick = await twoAthletesOneDay(page)
  for (const athlete of pick.athletes) {
    await page.goto(`/participants/profile/${athlete.id}`)
    const star = page.getByRole('button', { name: `Seguir ${athlete.name}`, exact: true }).first()
    await star.click()
    await expect(star).toHaveAttribute('aria-pressed', 'true')
  }
  const follows = JSON.parse((await page.evaluate(() => localStorage.getItem('podiumFollows'))) ?? '[]') as Follow[]
  expect(follows.map((f) => f.code).sort()).toEqual(pick.athletes.map((a) => a.id).sort())

  // From My games, the link opens My day; the day is chosen in the address.
  await page.goto('/my-games')
  await page.getByRole('link', { name: 'O meu dia para imprimir' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'O meu dia' })).toBeVisible()
  await page.goto(`/my-day?day=${pick.day}`)
  const units = page.getByTestId('my-day-units')
  for (const athlete of pick.athletes) {
    for (const unit of athlete.units) {
      const row = units.getByRole('listitem').filter({ has: page.getByRole('link', { name: unit.name, exact: true }) })
      await expect(row.first()).toBeVisible()
      await expect(row.filter({ hasText: athlete.name }).first()).toBeVisible()
    }
  }
  const expected = new Set(pick.athletes.flatMap((a) => a.units.map((u) => u.code)))
  await expect(units.getByRole('listitem')).toHaveCount(expected.size)
  await expect(page.getByTestId('my-day-data-at')).toHaveText(/\d{2}:\d{2}/)
  await expect(page.getByRole('heading', { name: 'Locais e transportes' })).toBeVisible()
  await noAxeViolations(page)

  // Print: the data are fetched again first, then the browser's print.
  await page.evaluate(() => {
    const w = window as unknown as { printed: number }
    w.printed = 0
    window.print = () => {
      w.printed += 1
    }
  })
  const refetch = page.waitForRequest((r) => r.url().includes('/api/v1/schedule?') && r.url().includes(pick.day))
  await page.getByRole('button', { name: 'Imprimir' }).click()
  await refetch
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1)

  // Printed: no header, navigation or buttons; the units stay.
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('banner')).toBeHidden()
  for (const nav of await page.getByRole('navigation').all()) await expect(nav).toBeHidden()
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeHidden()
  await expect(units).toBeVisible()
  await page.emulateMedia({ media: 'screen' })

  // Save as PDF: pdf-lib arrives only now, in its own chunk, and the file names the units.
  const scripts: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname)
  })
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Guardar em PDF' }).click(),
  ])
  expect(download.suggestedFilename()).toBe(`o-meu-dia-${pick.day}.pdf`)
  const path = await download.path()
  const { readFile } = await import('node:fs/promises')
  const pdf = await readFile(path)
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  expect(pdf.length).toBeGreaterThan(1_500)
  expect(scripts.some((s) => /\/assets\/my-day-pdf[^/]*\.js$/.test(s))).toBe(true)
  const text = pdfText(pdf)
  expect(text).toContain('O meu dia')
  for (const athlete of pick.athletes) {
    expect(text).toContain(winAnsi(athlete.name))
    for (const unit of athlete.units) expect(text).toContain(winAnsi(unit.name).replace(/\s+/g, ' '))
  }
})

test('following nothing, My day offers no print or PDF, only the invitation to follow @phone', async ({ page }) => {
  await page.goto('/my-day')
  await expect(page.getByRole('heading', { level: 1, name: 'O meu dia' })).toBeVisible()
  const invitation = page.getByRole('paragraph').filter({ hasText: 'Ainda não segue ninguém' })
  await expect(invitation).toContainText('siga atletas, equipas ou delegações')
  await expect(invitation.getByRole('link', { name: 'Os meus jogos' })).toBeVisible()
  // Decision 094: nothing to print or save until something is followed.
  await expect(page.getByRole('button', { name: 'Imprimir' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Guardar em PDF' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Partilhar PDF' })).toHaveCount(0)
  await page.screenshot({ path: `/tmp/sm/my-day-empty-${test.info().project.name}.png`, fullPage: true })
})
