/**
 * Issue 40, part 2 (decision 087): a venue's big screen on a 1920×1080 TV. It pages through the venue's live units,
 * next up, the last results and the ceremonies by itself (the page's clock is moved on, not waited for); a result
 * staff enter through the API shows within 5 s; it carries no app chrome, prompt or link; and it recovers by itself
 * when its server restarts.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { join, resolve } from 'node:path'
import type { APIRequestContext, Page } from '@playwright/test'
import {
  type AwardCeremonyDto,
  BIG_SCREEN_PANEL_MS,
  type BigScreenPanel,
  bigScreenPanels,
  type DaySchedule,
  type Days,
  type Now,
  type UnitDetail,
} from '@podium/domain'
import { noAxeViolations } from './screens.ts'
import { e2eServerEnv } from './server-env.ts'
import { expect, test } from './test.ts'

const ROOT = resolve(import.meta.dirname, '..')
const FRESH = { 'Cache-Control': 'no-cache' }

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const answer = await request.get(path, { headers: FRESH })
  expect(answer.status(), path).toBe(200)
  return (await answer.json()) as T
}

interface Venue {
  code: string
  day: string
  schedule: DaySchedule
  panels: BigScreenPanel[]
}

/** A venue's day and the panels the domain's rule gives it, read from the public API in English. */
async function venueScreen(request: APIRequestContext, code: string): Promise<Venue> {
  const { openDay: day } = await json<Days>(request, '/api/v1/days')
  const schedule = await json<DaySchedule>(request, `/api/v1/schedule?day=${day}&venue=${code}&lang=en`)
  const { items: ceremonies } = await json<{ items: AwardCeremonyDto[] }>(
    request,
    `/api/v1/award-ceremonies?day=${day}&lang=en`,
  )
  const units = schedule.items.filter((i) => ['competition', 'medal', 'competition-medal'].includes(i.type))
  return { code, day, schedule, panels: bigScreenPanels(units, ceremonies, code) }
}

/** The accessible name of a panel's region, as the screen names it in English. */
function panelName(venue: Venue, panel: BigScreenPanel): string {
  switch (panel.kind) {
    case 'live': {
      const item = venue.schedule.items.find((i) => i.code === panel.unitCode)
      return [item?.eventName ?? item?.name, item?.phaseName].filter(Boolean).join(' · ')
    }
    case 'next':
      return 'Next up'
    case 'results':
      return 'Latest results'
    case 'ceremony':
      return 'Medal ceremonies'
    case 'idle':
      return 'Nothing on at this venue'
  }
}

const panelRegion = (page: Page, name: string) => page.getByRole('region', { name, exact: true })

/** Moves the page's clock one panel on and waits for the panel the rule says comes next. */
async function nextPanel(page: Page, name: string): Promise<void> {
  await page.clock.fastForward(BIG_SCREEN_PANEL_MS)
  await expect(panelRegion(page, name)).toBeVisible()
}

/** Nothing of the app around the screen and nothing to answer: no navigation, banner, dialog, link or install card. */
async function kioskClean(page: Page): Promise<void> {
  await expect(page.getByRole('navigation')).toHaveCount(0)
  await expect(page.getByRole('banner')).toHaveCount(0)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('alertdialog')).toHaveCount(0)
  await expect(page.getByRole('link')).toHaveCount(0)
  await expect(page.getByRole('button')).toHaveCount(0)
  await expect(page.getByRole('textbox')).toHaveCount(0)
}

test.describe('a venue big screen', () => {
  test.use({ viewport: { width: 1920, height: 1080 } })

  test('pages through a venue by itself, with no chrome or prompt, and passes axe', async ({ page, request }) => {
    test.slow() // six panels, each looked at and photographed, and axe twice
    // The venue with the most live units now (the demo's beach volleyball courts at 11:00).
    const now = await json<Now>(request, '/api/v1/now?lang=en')
    const counts = new Map<string, number>()
    for (const item of now.live) if (item.venueCode) counts.set(item.venueCode, (counts.get(item.venueCode) ?? 0) + 1)
    const [code] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? []
    if (!code) throw new Error('nothing is live in the demo at 11:00')
    const venue = await venueScreen(request, code)
    expect(venue.panels.filter((p) => p.kind === 'live').length).toBeGreaterThanOrEqual(2)
    expect(venue.panels.length).toBeGreaterThanOrEqual(3)

    await page.clock.install()
    await page.goto(`/screen/${code}?lang=en`)
    await expect(
      page.getByRole('heading', { level: 1, name: venue.schedule.venues.find((v) => v.code === code)?.name }),
    ).toBeVisible()
    const names = venue.panels.map((p) => panelName(venue, p))
    await expect(panelRegion(page, names[0] as string)).toBeVisible()
    await expect(page.getByText(`Panel 1 of ${names.length}`)).toBeAttached()
    await kioskClean(page)
    await noAxeViolations(page)

    // Every panel in the rule's order, and round to the first again, without a touch.
    for (const [i, name] of [...names.slice(1), names[0] as string].entries()) {
      await nextPanel(page, name)
      await page.screenshot({ path: `test-results/big-screen-panel-${i + 2}-1080p.png`, animations: 'disabled' })
    }
    // The live match shows its two sides and its score.
    const first = venue.panels[0]
    const item = first?.kind === 'live' ? venue.schedule.items.find((i) => i.code === first.unitCode) : undefined
    if (item?.competitors.length === 2) {
      const board = panelRegion(page, names[0] as string)
      for (const side of item.competitors) await expect(board.getByText(side.name, { exact: true })).toBeVisible()
    }
    await page.screenshot({ path: 'test-results/big-screen-live-1080p.png', animations: 'disabled' })
    await nextPanel(page, names[1] as string)
    await noAxeViolations(page)
    await kioskClean(page)
  })

  test('a venue with nothing on says so, and the same layout fills a 4K screen', async ({ page, request, browser }) => {
    test.slow() // every venue's day read, and a second browser context at 4K
    const { items: venues } = await json<{ items: { code: string; name: string }[] }>(request, '/api/v1/venues?lang=en')
    let idle: Venue | undefined
    for (const v of venues) {
      const screen = await venueScreen(request, v.code)
      if (screen.panels[0]?.kind === 'idle') {
        idle = screen
        break
      }
    }
    if (!idle) throw new Error('every demo venue has something on today')
    const name = venues.find((v) => v.code === idle.code)?.name ?? ''
    await page.goto(`/screen/${idle.code}?lang=en`)
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await expect(panelRegion(page, 'Nothing on at this venue')).toBeVisible()
    await kioskClean(page)
    await page.screenshot({ path: 'test-results/big-screen-idle-1080p.png', animations: 'disabled' })
    // The language is the organiser's: without `lang` the games' default (Portuguese), not this English browser's;
    // an address's language prefix is kept.
    await page.goto(`/screen/${idle.code}`)
    await expect(panelRegion(page, 'Nada a decorrer neste recinto')).toBeVisible()
    await page.goto(`/es/screen/${idle.code}`)
    await expect(panelRegion(page, 'Nada en curso en esta sede')).toBeVisible()

    // A 4K TV (3840×2160 CSS pixels at scale 1): the type grows with the screen, the layout stays.
    const tv = await browser.newContext({ viewport: { width: 3840, height: 2160 }, deviceScaleFactor: 1 })
    const big = await tv.newPage()
    const now = await json<Now>(request, '/api/v1/now?lang=en')
    const live = now.live.find((i) => i.competitors.length === 2 && i.venueCode)
    await big.goto(`/screen/${live?.venueCode}?lang=en`)
    await expect(big.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(big.getByRole('region').first()).toBeVisible()
    const heights = await big.evaluate(() => ({
      title: Number.parseFloat(getComputedStyle(document.querySelector('h1') as Element).fontSize),
      page: document.documentElement.scrollHeight,
    }))
    // 2.6vw of 3840 px: about 100 px, twice a 1080p screen's; nothing runs off the screen.
    expect(heights.title).toBeGreaterThan(95)
    expect(heights.page).toBeLessThanOrEqual(2160)
    await big.screenshot({ path: 'test-results/big-screen-live-4k.png', animations: 'disabled' })
    await big.goto(`/screen/${idle.code}?lang=en`)
    await expect(panelRegion(big, 'Nothing on at this venue')).toBeVisible()
    await big.screenshot({ path: 'test-results/big-screen-idle-4k.png', animations: 'disabled' })
    await tv.close()
  })
})

async function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => done(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/**
 * On a server of its own (the demo's snapshot, copied afresh on each start), so that the results written here and the
 * restart touch no other spec's data.
 */
test.describe('a venue big screen on a server of its own', () => {
  test.use({ viewport: { width: 1920, height: 1080 } })
  test.describe.configure({ mode: 'serial', timeout: 420_000 })

  let child: ChildProcess | undefined
  let port = 0
  let dataDir = ''

  /** A Podium of its own from the demo's snapshot (scripts/e2e-serve.ts copies it afresh on every start). */
  async function start(): Promise<void> {
    const base = e2eServerEnv(port, '')
    const env = { ...base, PODIUM_ACCESS_LOG: 'false' }
    dataDir = join(ROOT, base.PODIUM_DATA_DIR ?? `.tmp/e2e-data-${port}`)
    const started = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/e2e-serve.ts')], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: 'ignore',
    })
    child = started
    await expect
      .poll(
        async () => {
          if (started.exitCode !== null) throw new Error(`the big screen's Podium exited with ${started.exitCode}`)
          return fetch(`http://127.0.0.1:${port}/api/v1/health`).then(
            (r) => r.ok,
            () => false,
          )
        },
        { timeout: 300_000, intervals: [250] },
      )
      .toBe(true)
  }

  async function stop(): Promise<void> {
    const running = child
    if (!running || running.exitCode !== null) return
    const gone = new Promise((done) => running.once('exit', done))
    running.kill('SIGKILL')
    await gone
  }

  test.beforeAll(async () => {
    test.setTimeout(320_000)
    port = await freePort()
    await start()
  })

  test.afterAll(async () => {
    await stop()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  test('a result entered by staff shows within 5 s', async ({ page, playwright }) => {
    const origin = `http://127.0.0.1:${port}`
    const request = await playwright.request.newContext({ baseURL: origin })
    // A ranked unit live now (a race): its standings are the panel's table.
    const now = await json<Now>(request, '/api/v1/now?lang=en')
    const live = now.live.find((i) => i.leader && i.venueCode)
    if (!live?.venueCode) throw new Error('no ranked unit is live in the demo at 11:00')
    const venue = await venueScreen(request, live.venueCode)
    const liveName = panelName(venue, { kind: 'live', unitCode: live.code })
    const names = venue.panels.map((p) => panelName(venue, p))

    await page.clock.install()
    await page.goto(`${origin}/screen/${live.venueCode}?lang=en`)
    await expect(panelRegion(page, names[0] as string)).toBeVisible()
    // Round to the live panel, so that it has just come and stays for the whole wait below.
    for (const [i, name] of [...names.slice(1), names[0] as string].entries()) {
      await nextPanel(page, name)
      await page.screenshot({ path: `test-results/big-screen-ranked-panel-${i + 2}-1080p.png`, animations: 'disabled' })
    }
    const board = panelRegion(page, liveName)
    await expect(board).toBeVisible()

    const detail = await json<UnitDetail>(request, `/api/v1/units/${live.code}?lang=en`)
    // The last on the start list takes the lead with a time nobody has.
    const newcomer = detail.startList.at(-1)
    if (!newcomer?.athlete) throw new Error(`${live.code} has no start list`)
    await expect(board.getByText('10:01.23')).toHaveCount(0)
    const staff = await playwright.request.newContext({ baseURL: origin })
    const login = await staff.post('/api/v1/auth/login', {
      data: { username: 'demo-staff', password: 'podium-demo', client: 'web' },
    })
    expect(login.status()).toBe(200)
    const put = await staff.put(`/api/v1/units/${live.code}/results`, {
      data: { results: [{ rank: 1, athleteId: newcomer.athlete.id, result: '10:01.23', time: '10:01.23' }] },
    })
    expect(put.status(), await put.text()).toBe(200)
    await staff.dispose()

    const row = board.getByRole('row').filter({ hasText: newcomer.name })
    await expect(row).toContainText('10:01.23', { timeout: 5_000 })
    await expect(row).toContainText('1')
    await page.screenshot({ path: 'test-results/big-screen-ranked-1080p.png', animations: 'disabled' })
    await request.dispose()
  })

  test('shows fresh data again by itself after the server restarts', async ({ page, playwright }) => {
    const origin = `http://127.0.0.1:${port}`
    const api = await playwright.request.newContext({ baseURL: origin })
    const now = await json<Now>(api, '/api/v1/now?lang=en')
    const live = now.live.find((i) => i.leader && i.venueCode)
    if (!live?.venueCode) throw new Error('no ranked unit is live in the demo at 11:00')
    const venue = await venueScreen(api, live.venueCode)
    const liveName = panelName(venue, { kind: 'live', unitCode: live.code })
    const detail = await json<UnitDetail>(api, `/api/v1/units/${live.code}?lang=en`)
    const newcomer = detail.startList.at(-1)
    if (!newcomer?.athlete) throw new Error(`${live.code} has no start list`)

    await page.clock.install()
    await page.goto(`${origin}/screen/${live.venueCode}?lang=en`)
    await expect(panelRegion(page, liveName)).toBeVisible()

    // The server goes away without a word (killed), and the screen keeps what it showed, saying it reconnects.
    await stop()
    await expect(page.getByRole('status')).toHaveText('Reconnecting…', { timeout: 30_000 })
    await expect(panelRegion(page, liveName)).toBeVisible()
    // A failed read is retried, not turned into an error page, however long the server is away.
    await page.clock.fastForward(60_000)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByText('There was an error loading the content.')).toHaveCount(0)

    await start()
    // Back by itself: the stream reopens and the "reconnecting" note goes.
    await expect(page.getByRole('status')).toHaveText('', { timeout: 60_000 })
    // A result written after the restart reaches the screen through the reopened stream.
    const login = await api.post('/api/v1/auth/login', {
      data: { username: 'demo-staff', password: 'podium-demo', client: 'web' },
    })
    expect(login.status()).toBe(200)
    const put = await api.put(`/api/v1/units/${live.code}/results`, {
      data: { results: [{ rank: 1, athleteId: newcomer.athlete.id, result: '10:02.34', time: '10:02.34' }] },
    })
    expect(put.status(), await put.text()).toBe(200)
    await api.dispose()
    // The live panel comes round (the clock moved on) and carries the new result.
    await expect
      .poll(
        async () => {
          const board = panelRegion(page, liveName)
          if (await board.getByRole('row').filter({ hasText: '10:02.34' }).count()) return true
          await page.clock.fastForward(BIG_SCREEN_PANEL_MS)
          return false
        },
        { timeout: 30_000, intervals: [500] },
      )
      .toBe(true)
    await expect(page.getByRole('link')).toHaveCount(0)
  })
})
