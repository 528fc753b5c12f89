import type { DaySchedule } from '@podium/domain'
import { analyzeAtRest } from './axe.ts'
import { expect, type Page, test } from './test.ts'

const TODAY = '2026-07-14'
const ADMIN = { Authorization: 'Bearer e2e-admin-token-0123456789' }

async function axe(page: Page) {
  const { violations } = await analyzeAtRest(page)
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
}

async function useEnglish(page: Page) {
  await page.addInitScript(() => localStorage.setItem('language', 'en'))
}

/** A finished basketball game of today with play-by-play and stats (the demo has several). */
async function basketballGame(page: Page): Promise<string> {
  const day = (await (
    await page.request.get(`/api/v1/schedule?day=${TODAY}&discipline=basketball`)
  ).json()) as DaySchedule
  const game = day.items.find((i) => i.status === 'official' && i.competitors.length === 2)
  if (!game) throw new Error('no finished basketball game today')
  return game.code
}

test.describe('schedule', () => {
  test('/schedule opens the sports blocks of today, in Portuguese @phone', async ({ page }) => {
    await page.goto('/schedule')
    await expect(page).toHaveURL(/\/schedule\/disciplines$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Calendário' })).toBeVisible()
    const blocks = page.getByRole('list', { name: 'Modalidades do dia' })
    await expect(blocks.getByRole('link', { name: /Atletismo/ })).toBeVisible()
    await expect(page.getByText(/^Horário dos Jogos \(GMT-3\)$/)).toBeVisible()
    await expect(page.getByText(/^Atualizado às /)).toBeVisible()
    await axe(page)
    await blocks.getByRole('link', { name: /Atletismo/ }).click()
    await expect(page).toHaveURL(new RegExp(`/discipline/athletics/schedule/day/${TODAY}$`))
    await expect(page.getByRole('heading', { level: 1, name: 'Atletismo' })).toBeVisible()
  })

  test('days list each day with counts and opens the day view', async ({ page }) => {
    await page.goto('/schedule/days')
    const days = page.getByRole('list', { name: 'Dias dos Jogos' })
    await expect(days.getByRole('link')).toHaveCount(10)
    const today = days.getByRole('link', { name: /Dia 4 · hoje/ })
    await expect(today).toContainText(/\d+ provas com medalhas/)
    await axe(page)
    await today.click()
    await expect(page).toHaveURL(new RegExp(`/schedule/day/${TODAY}$`))
    const items = page.getByRole('list', { name: 'Provas' })
    await expect(items.getByRole('listitem').first()).toBeVisible()
    // By the demo's today every discipline has started, so its trainings are over (decision 092); the combat sports'
    // weigh-ins go on, the evening before each of their competition days.
    await page.getByRole('button', { name: 'Pesagens' }).click()
    await expect(page.getByRole('button', { name: 'Pesagens' })).toHaveAttribute('aria-pressed', 'true')
    await expect(page).toHaveURL(/type=weighting/)
    await expect(items.getByRole('listitem').first()).toContainText(/Pesagem/)
    await axe(page)
  })

  test('the grid shows venues by hour, filters and switches between event days and all days @phone', async ({
    page,
  }) => {
    await page.goto('/schedule/grid')
    const grid = page.getByRole('region', { name: 'Grelha do calendário por recinto e hora' })
    await expect(grid.getByText('Nilton Santos')).toBeVisible()
    await expect(grid.getByText('Recinto')).toBeVisible()
    const days = page.getByRole('group', { name: 'Dias dos Jogos' })
    await expect(days.getByRole('button')).toHaveCount(8)
    await page.getByRole('button', { name: 'Todos os dias' }).click()
    await expect(days.getByRole('button')).toHaveCount(10)
    await page.getByRole('button', { name: 'Provas com medalhas' }).click()
    await expect(page).toHaveURL(/type=medal/)
    await expect(grid.getByRole('link').first()).toBeVisible()
    await axe(page)
  })

  test('the schedule views in English, with the time zone switch remembered', async ({ page }) => {
    await useEnglish(page)
    await page.goto('/schedule/grid')
    await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Schedule grid by venue and hour' })).toBeVisible()
    await expect(page.getByText(/^Games time \(GMT-3\)$/)).toBeVisible()
    await page.getByRole('button', { name: 'My time' }).click()
    await expect(page.getByText(/^Local time \(GMT-3\)$/)).toBeVisible()
    await page.goto('/schedule/days')
    await expect(page.getByRole('link', { name: /Day 4 · today/ })).toBeVisible()
    await page.goto('/schedule/disciplines')
    await expect(
      page.getByRole('list', { name: 'Sports of the day' }).getByRole('link', { name: /Athletics/ }),
    ).toBeVisible()
    await expect(page.getByText(/^Local time \(GMT-3\)$/)).toBeVisible()
    await page.goto(`/schedule/day/${TODAY}`)
    await expect(page.getByRole('list', { name: 'Events' }).getByRole('listitem').first()).toBeVisible()
  })
})

test.describe('unit page', () => {
  test('a match shows every tab: summary, results, start list, reports, play-by-play and stats @phone', async ({
    page,
  }) => {
    // Six tabs and three accessibility scans: more than the default 30 s on a shared 2-core machine.
    test.setTimeout(60_000)
    const code = await basketballGame(page)
    await page.goto(`/discipline/basketball/results/${code}`)
    const tabs = page.getByRole('navigation', { name: 'Vistas da prova' })
    // A match's summary is its scoreboard (sides and score), not a ranking.
    await expect(page.getByRole('heading', { name: 'Marcador' })).toBeVisible()
    await expect(page.getByText(/^\d+-\d+$/).first()).toBeVisible()
    await axe(page)

    await tabs.getByRole('link', { name: 'Resultados' }).click()
    await expect(page).toHaveURL(new RegExp(`/results/${code}/results$`))
    // A phone shows rank, name and result; the score column comes on request.
    if (test.info().project.name === 'phone') await page.getByRole('button', { name: 'Todas as colunas' }).click()
    await expect(page.getByRole('columnheader', { name: 'Marcador' })).toBeVisible()
    await tabs.getByRole('link', { name: 'Lista de partida' }).click()
    await expect(page.getByRole('cell', { name: 'Casa' })).toBeVisible()
    await tabs.getByRole('link', { name: 'Relatórios' }).click()
    await expect(page.getByText('Não há relatórios desta prova.')).toBeVisible()
    await tabs.getByRole('link', { name: 'Lance a lance' }).click()
    // A table on a desktop, a card per moment on a phone (decision 090): the same words either way.
    // (Both are in the page; the one for the other width is hidden.)
    await expect(page.getByText('Início do jogo', { exact: true }).filter({ visible: true }).first()).toBeVisible()
    // Periods in the reader's language, not the feed's code (Q1); a card puts the clock after it.
    await expect(
      page
        .getByText(/^1\.º período( · .*)?$/)
        .filter({ visible: true })
        .first(),
    ).toBeVisible()
    await axe(page)
    await tabs.getByRole('link', { name: 'Estatísticas' }).click()
    await expect(page.getByRole('rowheader', { name: 'Ressaltos' })).toBeVisible()
    await axe(page)

    await page.goto(`/match-stats?unit=${code}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Estatísticas do jogo' })).toBeVisible()
    await expect(page.getByRole('rowheader', { name: 'Ressaltos' })).toBeVisible()
  })

  test('a heat on a phone keeps rank, name and time on screen, the other columns on request @phone-only', async ({
    page,
  }) => {
    const day = (await (
      await page.request.get(`/api/v1/schedule?day=${TODAY}&discipline=swimming`)
    ).json()) as DaySchedule
    const heat = day.items.find((i) => i.status === 'official' && i.competitors.length === 0 && i.disciplineKey)
    if (!heat) throw new Error('no finished swimming heat today')
    await page.goto(`/discipline/swimming/results/${heat.code}/results`)
    const table = page.getByRole('region', { name: 'Resultados' }).getByRole('table')
    const firstRow = table.getByRole('row').nth(1)
    await expect(firstRow.getByRole('cell').nth(2)).toHaveText(/\d+\.\d\d/)
    // Across, the result fits the phone's width without scrolling the table; down, the page may have to scroll to it.
    const result = await firstRow.getByRole('cell').nth(2).boundingBox()
    const width = page.viewportSize()?.width ?? 0
    expect(result && result.x >= 0 && result.x + result.width <= width).toBe(true)
    // A time equal to the result is not repeated in a column of its own (decision 090); qualification comes on request.
    await expect(table.getByRole('columnheader', { name: 'Tempo', exact: true })).toHaveCount(0)
    await expect(table.getByRole('columnheader', { name: 'Qualificação' })).toBeHidden()
    await page.getByRole('button', { name: 'Todas as colunas' }).click()
    await expect(table.getByRole('columnheader', { name: 'Qualificação' })).toBeVisible()
    await page.getByRole('button', { name: 'Menos colunas' }).click()
    await expect(table.getByRole('columnheader', { name: 'Qualificação' })).toBeHidden()
  })

  test('a race in English: results with wind and qualification, start list, reports', async ({ page }) => {
    await useEnglish(page)
    await page.goto('/discipline/athletics/results/ATHM75M-1D-FNL/results')
    await expect(page.getByRole('columnheader', { name: 'Rank' })).toBeVisible()
    // The time equals the result here: one column, not two saying the same (decision 090).
    await expect(page.getByRole('columnheader', { name: 'Result' })).toBeVisible()
    await expect(page.getByRole('columnheader', { name: 'Time', exact: true })).toHaveCount(0)
    const tabs = page.getByRole('navigation', { name: 'Event views' })
    await expect(tabs.getByRole('link', { name: 'Play-by-play' })).toHaveCount(0)
    await tabs.getByRole('link', { name: 'Start list' }).click()
    await expect(page.getByRole('columnheader', { name: 'Position' })).toBeVisible()
    await tabs.getByRole('link', { name: 'Reports' }).click()
    const report = page.getByRole('link', { name: /Results – / })
    await expect(report.first()).toHaveAttribute('href', /^\/api\/v1\/documents\/\d+\//)
    await tabs.getByRole('link', { name: 'Summary' }).click()
    await expect(page.getByRole('heading', { name: 'Leaders' })).toBeVisible()
    await axe(page)
  })

  test('the discipline page: competitions, final ranking, reports in pt and en', async ({ page }) => {
    await page.goto('/discipline/judo')
    await expect(page).toHaveURL(/\/discipline\/judo\/competitions$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Judo' })).toBeVisible()
    const tabs = page.getByRole('navigation', { name: 'Vistas da modalidade' })
    await tabs.getByRole('link', { name: 'Classificação final' }).click()
    await expect(page.getByRole('img', { name: 'Ouro' }).first()).toBeVisible()
    await axe(page)
    await useEnglish(page)
    await page.goto('/discipline/judo/reports')
    await expect(page.getByRole('navigation', { name: 'Sport views' })).toBeVisible()
    await expect(page.getByRole('link', { name: /Results – / }).first()).toBeVisible()
  })

  test('the discipline page: medals (table and medallists) and participants match the API @phone', async ({ page }) => {
    const table = (await (await page.request.get('/api/v1/medals?discipline=judo')).json()) as {
      items: { organisation: { name: string }; gold: number }[]
    }
    expect(table.items.length).toBeGreaterThan(0)
    await page.goto('/discipline/judo')
    await page.getByRole('navigation', { name: 'Vistas da modalidade' }).getByRole('link', { name: 'Medalhas' }).click()
    await expect(page).toHaveURL(/\/discipline\/judo\/medals$/)
    const rows = page.getByRole('table').getByRole('row')
    await expect(rows).toHaveCount(table.items.length + 1)
    await expect(rows.nth(1)).toContainText(table.items[0]?.organisation.name ?? '')
    await page
      .getByRole('navigation', { name: 'Vistas das medalhas' })
      .getByRole('link', { name: 'Medalhados por prova' })
      .click()
    await expect(page).toHaveURL(/\/discipline\/judo\/medals\/medallists$/)
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
    await axe(page)

    const athletes = (await (await page.request.get('/api/v1/athletes?discipline=judo&pageSize=1')).json()) as {
      total: number
      items: { name: string }[]
    }
    await page
      .getByRole('navigation', { name: 'Vistas da modalidade' })
      .getByRole('link', { name: 'Participantes' })
      .click()
    await expect(page).toHaveURL(/\/discipline\/judo\/participants$/)
    await expect(page.getByRole('status').filter({ hasText: /atletas?/ })).toContainText(String(athletes.total))
    // The discipline is fixed by the page: no discipline filter to change it.
    await expect(page.getByLabel('Modalidade', { exact: true })).toHaveCount(0)
    const first = athletes.items[0]?.name ?? ''
    await page.getByRole('searchbox').fill(first)
    const list = page.getByRole('list', { name: 'Atletas' })
    await expect(list.getByText(first).first()).toBeVisible()
    // Results of the previous search stay dimmed while the next one loads; check contrast once it has landed.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
    await expect(page.getByRole('status').filter({ hasText: /atletas?/ })).not.toContainText(String(athletes.total))
    await axe(page)
  })
})

test.describe('live', () => {
  test('a status change through the API updates an open schedule page and unit page without reload', async ({
    page,
    context,
  }) => {
    const day = (await (
      await page.request.get(`/api/v1/schedule?day=${TODAY}&discipline=athletics`)
    ).json()) as DaySchedule
    const target = day.items.find((i) => i.scheduleStatus === 'SCHEDULED' && i.eventCode)
    if (!target) throw new Error('no scheduled athletics unit today')

    await page.goto(`/discipline/athletics/schedule/day/${TODAY}`)
    const row = page.getByRole('link', { name: new RegExp(target.name) }).filter({ hasText: target.eventName ?? '' })
    await expect(row.getByText('Agendado')).toBeVisible()
    const unitPage = await context.newPage()
    await unitPage.goto(`/discipline/athletics/results/${target.code}`)
    await expect(unitPage.getByTestId('unit-status').getByText('Agendado')).toBeVisible()
    // Both pages must be listening before the change.
    await expect(page.getByText('Atualizações ao vivo ligadas').first()).toBeAttached()
    await expect(unitPage.getByText('Atualizações ao vivo ligadas').first()).toBeAttached()
    let reloaded = false
    page.on('load', () => {
      reloaded = true
    })

    const res = await page.request.patch(`/api/v1/units/${target.code}`, {
      headers: ADMIN,
      data: { scheduleStatus: 'DELAYED' },
    })
    expect(res.status()).toBe(200)

    await expect(row.getByText('Atrasado')).toBeVisible({ timeout: 2_000 })
    await expect(unitPage.getByTestId('unit-status').getByText('Atrasado')).toBeVisible({ timeout: 2_000 })
    expect(reloaded).toBe(false)
  })
})
