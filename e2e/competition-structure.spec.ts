import type AxeBuilder from '@axe-core/playwright'
import type { DisciplinePage, EventStructure, StructureSlot, UnitDetail } from '@podium/domain'
import { analyzeAtRest } from './axe.ts'
import { logInAs, settled } from './screens.ts'
import { expect, type Locator, type Page, test, untilAppReady } from './test.ts'

/**
 * Issue 35, the screens (decision 076): the Competitions tab tells each event's story. A basketball pool table is
 * the recount of its official games under FIBA's points (2 a win, 1 a loss), read from the API here and counted
 * again in the test; a result made official moves the table in place through the live stream; a draw opens a phone
 * on today's round and marks a followed judoka's path; a placeholder ("Winner of Quarter-final 1") turns into the
 * winner when staff make that match official; the pages are axe clean in light and dark.
 */

const PAGE = '/discipline/basketball/competitions'

interface Tally {
  played: number
  won: number
  lost: number
  points: number
  scored: number
  conceded: number
}

/** The event's pools recounted from its official games as the discipline's API answers them. */
async function recount(page: Page, eventCode: string) {
  const discipline = (await (await page.request.get('/api/v1/disciplines/basketball')).json()) as DisciplinePage
  const event = discipline.events.find((e) => e.code === eventCode)
  if (!event) throw new Error(`no event ${eventCode} in the demo`)
  const items = new Map(discipline.schedule.map((i) => [i.code, i]))
  return event.phases
    .filter((p) => p.phaseType === 'pool')
    .map((phase) => {
      const games = phase.unitCodes.map((code) => items.get(code)).filter((i) => i !== undefined)
      const official = games.filter((g) => g.resultStatus === 'OFFICIAL')
      const teams = new Map<string, Tally>()
      const tally = (name: string) => {
        const known = teams.get(name)
        if (known) return known
        const fresh = { played: 0, won: 0, lost: 0, points: 0, scored: 0, conceded: 0 }
        teams.set(name, fresh)
        return fresh
      }
      for (const game of games) for (const c of game.competitors) tally(c.name)
      for (const game of official) {
        const [home, away] = game.competitors
        const [homeScore, awayScore] = (game.score ?? '').split('-').map(Number)
        if (!home || !away || homeScore === undefined || awayScore === undefined) throw new Error(`${game.code}`)
        for (const [side, own, other] of [
          [home.name, homeScore, awayScore],
          [away.name, awayScore, homeScore],
        ] as const) {
          const t = tally(side)
          t.played += 1
          t.scored += own
          t.conceded += other
          // FIBA Official Basketball Rules, Appendix D: 2 points for a win, 1 for a loss (no draws in basketball).
          if (own > other) {
            t.won += 1
            t.points += 2
          } else {
            t.lost += 1
            t.points += 1
          }
        }
      }
      return { name: phase.name, total: games.length, official: official.length, teams }
    })
}

async function structureOf(page: Page, eventCode: string): Promise<EventStructure> {
  const answer = await page.request.get(`/api/v1/events/${eventCode}/structure`)
  expect(answer.status(), `structure of ${eventCode}`).toBe(200)
  return (await answer.json()) as EventStructure
}

const decided = (slot: StructureSlot | undefined) => (slot?.state === 'decided' ? slot : undefined)

/** The rows of a pool's table as the screen shows them: the team, then every visible number cell. */
async function tableRows(scope: Locator, poolName: string) {
  const table = scope.getByRole('table', { name: `${poolName}: classificação` })
  await expect(table).toBeVisible()
  return table.locator('tbody tr').evaluateAll((rows) =>
    rows.map((row) => ({
      team: row.querySelector('th')?.textContent?.trim() ?? '',
      cells: [...row.querySelectorAll('td')]
        .filter((cell) => (cell as HTMLElement).offsetParent !== null)
        .map((cell) => (cell.textContent ?? '').trim()),
    })),
  )
}

test.describe('competition structure', () => {
  test('a basketball pool table equals a recount of its official games @phone', async ({ page }, info) => {
    const pools = await recount(page, 'BKBM-3D')
    expect(pools.some((p) => p.official > 0)).toBe(true)
    await page.goto(PAGE)
    await settled(page)
    const event = page.getByRole('region', { name: 'Torneio Masculino – 3.ª Divisão' })
    for (const pool of pools) {
      const section = event.getByRole('region', { name: pool.name, exact: true })
      await expect(section.getByTestId('pool-progress')).toHaveText(
        pool.official === pool.total
          ? `Os ${pool.total} jogos são oficiais: ordem final`
          : `${pool.official} de ${pool.total} jogos oficiais`,
      )
      const rows = await tableRows(section, pool.name)
      expect(rows.map((r) => r.team).sort()).toEqual([...pool.teams.keys()].sort())
      const phone = info.project.name === 'phone'
      for (const row of rows) {
        const want = pool.teams.get(row.team.replace(/\s*\(seguido\)$/, ''))
        if (!want) throw new Error(`${row.team} is not in ${pool.name}`)
        // Rank (with its marks), P, W, L, then on a desktop scored, conceded and the difference, then points.
        const [, played, won, lost, ...rest] = row.cells
        expect({ played, won, lost, points: rest.at(-1) }, row.team).toEqual({
          played: String(want.played),
          won: String(want.won),
          lost: String(want.lost),
          points: String(want.points),
        })
        if (phone) expect(rest, 'a phone shows the compact table').toHaveLength(1)
        else expect(rest.slice(0, 2), row.team).toEqual([String(want.scored), String(want.conceded)])
      }
      // Ranked by points first (FIBA's tie-breaks only order teams level on points).
      const points = rows.map((r) => Number(r.cells.at(-1)))
      expect(points).toEqual([...points].sort((a, b) => b - a))
      // The pool's games under its table, each with its score once official.
      const games = section.getByRole('list', { name: `Jogos do ${pool.name}` }).getByRole('listitem')
      await expect(games).toHaveCount(pool.total)
    }
    await expect(event.getByText(/FIBA Official Basketball Rules/)).toBeVisible()
  })

  test('a result made official moves the table in place, through the live stream', async ({ page, browser }) => {
    test.slow() // two pages and a live round trip
    const discipline = (await (await page.request.get('/api/v1/disciplines/basketball')).json()) as DisciplinePage
    const event = discipline.events.find((e) => e.code === 'BKBW-2D')
    const poolA = event?.phases.find((p) => p.phaseType === 'pool')
    const items = new Map(discipline.schedule.map((i) => [i.code, i]))
    const game = poolA?.unitCodes.map((c) => items.get(c)).find((i) => i?.resultStatus !== 'OFFICIAL')
    if (!event || !poolA || !game) throw new Error('the demo has no pool game left to play in BKBW-2D')
    const before = (await recount(page, 'BKBW-2D'))[0]
    const detail = (await (await page.request.get(`/api/v1/units/${game.code}`)).json()) as UnitDetail
    const [home, away] = detail.startList
    if (!home?.team || !away?.team || !before) throw new Error(`${game.code} has no two teams`)

    // The spectator has the page open, loaded and alive (a page still hydrating is the next test's subject).
    const spectator = await browser.newPage()
    await spectator.goto(PAGE)
    await untilAppReady(spectator)
    const section = spectator
      .getByRole('region', { name: event.name })
      .getByRole('region', { name: poolA.name, exact: true })
    await expect(section.getByTestId('pool-progress')).toHaveText(
      `${before.official} de ${before.total} jogos oficiais`,
    )

    await logInAs(page, 'demo-staff', '/')
    const results = [
      { teamId: home.team.id, rank: 1, winner: true, score: '81-64', result: '81' },
      { teamId: away.team.id, rank: 2, winner: false, score: '81-64', result: '64' },
    ]
    const put = await page.request.put(`/api/v1/units/${game.code}/results`, {
      data: { results, resultStatus: 'UNOFFICIAL' },
    })
    expect(put.status()).toBe(200)
    const official = await page.request.patch(`/api/v1/units/${game.code}`, { data: { resultStatus: 'OFFICIAL' } })
    expect(official.status()).toBe(200)

    // Not reloaded: the live event makes the tables stale and the refetch brings them.
    await expect(section.getByTestId('pool-progress')).toHaveText(
      `${before.official + 1} de ${before.total} jogos oficiais`,
      { timeout: 15_000 },
    )
    const rows = await tableRows(section, poolA.name)
    const winner = rows.find((r) => r.team === home.name)
    const loser = rows.find((r) => r.team === away.name)
    const was = (name: string) => before.teams.get(name) ?? { won: 0, lost: 0, points: 0 }
    expect(winner?.cells.at(2)).toBe(String(was(home.name).won + 1))
    expect(winner?.cells.at(-1)).toBe(String(was(home.name).points + 2))
    expect(loser?.cells.at(3)).toBe(String(was(away.name).lost + 1))
    expect(loser?.cells.at(-1)).toBe(String(was(away.name).points + 1))
    // The winner leads a pool where nobody else has played: its row goes first and carries the Q mark.
    if (before.official === 0) {
      expect(rows[0]?.team).toBe(home.name)
      expect(rows[0]?.cells[0]).toContain('Q')
    }
    await spectator.close()
  })

  test('on a phone the draw opens on today’s round and marks a followed judoka’s path @phone-only', async ({
    page,
  }) => {
    const structure = await structureOf(page, 'JUDW57KG-3D')
    const semi = structure.rounds.find((r) => r.code === 'SF')?.units[0]
    const judoka = decided(semi?.slots[0])
    if (!judoka?.competitor.athlete) throw new Error('the demo’s judo semi-final has no judoka yet')
    const path = structure.rounds.flatMap((r) =>
      r.units.filter((u) => u.slots.some((s) => decided(s)?.competitorId === judoka.competitorId)).map((u) => u.code),
    )
    await page.addInitScript((code) => {
      localStorage.setItem('podiumFollows', JSON.stringify([{ kind: 'athlete', code }]))
    }, judoka.competitor.athlete.id)
    await page.goto('/discipline/judo/competitions')
    await settled(page)
    const draw = page
      .getByRole('region', { name: structure.event.name })
      .getByRole('region', { name: 'Rondas do quadro' })
    // The quarter-finals were this morning; the semi-finals are still to come today: the phone opens there.
    await draw.scrollIntoViewIfNeeded()
    await expect(draw.locator('[data-round="SF"]')).toHaveAttribute('data-opened', 'true')
    await expect(draw.locator('[data-round="SF"]')).toBeInViewport({ ratio: 0.6 })
    await expect(draw.locator('[data-round="QF"]')).not.toBeInViewport()
    await expect(draw.locator('[data-followed]')).toHaveCount(path.length)
    for (const code of path)
      await expect(draw.locator(`[data-unit="${code}"]`)).toHaveAttribute('data-followed', 'true')
    // The final waits for the semi-finals: placeholders, in the visitor's language.
    await expect(draw.locator('[data-round="FNL"]')).toContainText('Vencedor: Meia-final 1')
    await expect(draw.locator('[data-round="FNL"]')).toContainText('Vencedor: Meia-final 2')
    // The repechage and the two bronze contests are sections of their own.
    const event = page.getByRole('region', { name: structure.event.name })
    await expect(event.getByRole('region', { name: 'Repescagem' })).toBeVisible()
    await expect(event.getByRole('region', { name: 'Medalha de bronze' }).getByTestId('structure-unit')).toHaveCount(2)
  })

  test('a placeholder in the draw becomes the winner when staff make that match official', async ({
    page,
    browser,
  }) => {
    test.slow() // two pages and a live round trip
    const structure = await structureOf(page, 'WREM55KG-3D')
    const semis = structure.rounds.find((r) => r.stage === 'semi-final')?.units ?? []
    // The first quarter-final still open, whose winner's place in a semi-final is a placeholder (a retry takes the
    // next one: the first attempt made its quarter-final official).
    const open = (structure.rounds.find((r) => r.stage === 'quarter-final')?.units ?? []).flatMap((quarter) => {
      const semi = semis.find((s) => s.number === Math.ceil(quarter.number / 2))
      const side = (quarter.number - 1) % 2
      const [a, b] = quarter.slots.map(decided)
      return quarter.resultStatus !== 'OFFICIAL' && semi?.slots[side]?.state === 'pending' && a && b
        ? [{ quarter, semi, side, a, b }]
        : []
    })[0]
    if (!open?.a.competitor.athlete || !open.b.competitor.athlete) {
      throw new Error('the demo’s wrestling draw has no open quarter-final with its two wrestlers')
    }
    const { quarter, semi, side, a, b } = open
    const placeholder = `Vencedor: Quarto de final ${quarter.number}`

    // The spectator's page arrives as the server rendered it, and the app's code is held: a slow phone still hydrating
    // when the result is made official. The live stream it opens afterwards must still bring the change.
    const spectator = await browser.newPage()
    let releaseScripts = () => {}
    const scriptsHeld = new Promise<void>((resolve) => {
      releaseScripts = resolve
    })
    await spectator.route('**/assets/*.js', async (route) => {
      await scriptsHeld
      await route.continue()
    })
    await spectator.goto('/discipline/wrestling/competitions', { waitUntil: 'commit' })
    const draw = spectator
      .getByRole('region', { name: structure.event.name })
      .getByRole('region', { name: 'Rondas do quadro' })
    const semiSlot = draw.locator(`[data-unit="${semi.code}"] [data-testid^="slot-"]`).nth(side)
    await expect(semiSlot).toHaveText(placeholder)

    await logInAs(page, 'demo-staff', '/')
    const results = [
      { athleteId: b.competitor.athlete?.id, rank: 1, winner: true, score: '5-3', result: '5' },
      { athleteId: a.competitor.athlete?.id, rank: 2, winner: false, score: '5-3', result: '3' },
    ]
    const put = await page.request.put(`/api/v1/units/${quarter.code}/results`, {
      data: { results, resultStatus: 'UNOFFICIAL' },
    })
    expect(put.status()).toBe(200)
    // Unofficial decides nothing: the placeholder stays until the result is official.
    const meanwhile = await structureOf(page, 'WREM55KG-3D')
    const semiMeanwhile = meanwhile.rounds.flatMap((r) => r.units).find((u) => u.code === semi.code)
    expect(semiMeanwhile?.slots[side]?.state).toBe('pending')
    const official = await page.request.patch(`/api/v1/units/${quarter.code}`, { data: { resultStatus: 'OFFICIAL' } })
    expect(official.status()).toBe(200)

    // Now the page hydrates with the answers it was rendered with, from before the change; it is not reloaded: the
    // stream resumes from the journal id the page was rendered at and brings the winner into the semi-final's slot.
    releaseScripts()
    await expect(semiSlot).toHaveAttribute('data-testid', 'slot-competitor', { timeout: 15_000 })
    await expect(semiSlot).toContainText(b.competitor.name)
    await expect(draw.locator(`[data-unit="${semi.code}"]`)).not.toContainText(placeholder)
    await expect(draw.locator(`[data-unit="${quarter.code}"]`)).toContainText(`${b.competitor.name}(vencedor)`)
    await spectator.close()
  })

  for (const [name, path] of [
    ['pool tables', PAGE],
    ['draws', '/discipline/judo/competitions'],
  ] as const)
    test(`the Competitions tab with ${name} is axe clean in light and dark @phone`, async ({ page }) => {
      test.slow() // the discipline's events and two axe runs
      await page.emulateMedia({ colorScheme: 'light' })
      await page.goto(path)
      await settled(page)
      await expect(page.getByTestId('structure-unit').or(page.getByRole('table')).first()).toBeVisible()
      const violations = async (scheme: string, configure: (axe: AxeBuilder) => AxeBuilder) =>
        (await analyzeAtRest(page, (axe) => configure(axe).exclude('[data-sonner-toaster]'))).violations.map(
          (v) => `${path} ${scheme}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        )
      expect(await violations('light', (axe) => axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']))).toEqual([])
      // A phone never scrolls sideways: the draw scrolls inside its own box.
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }))
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth)
      // Dark changes colours only (the app follows the system's scheme live): the colour rules again, in place, with
      // the order of headings (a best practice bench:web's Lighthouse checks, outside the WCAG tags above).
      await page.emulateMedia({ colorScheme: 'dark' })
      await expect(page.locator('html')).toHaveClass(/\bdark\b/)
      await page.waitForFunction(() =>
        document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
      )
      expect(
        await violations('dark', (axe) => axe.withRules(['color-contrast', 'link-in-text-block', 'heading-order'])),
      ).toEqual([])
    })
})
