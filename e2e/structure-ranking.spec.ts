import type { CompetitorNext, DisciplineRankings } from '@podium/domain'
import { analyzeAtRest } from './axe.ts'
import { settled } from './screens.ts'
import { expect, type Page, test } from './test.ts'

/**
 * Issue 35's remaining screens (decision 079): basketball's final ranking on the demo's today reads the events as
 * they stand from their structures (who is still in, who went out of a finished pool and where), a judoka's page
 * says what comes next in their event, and the Competitions tab asks for every event's structure in one request.
 * The expectations are read from the API the page reads, in Portuguese (the default language).
 */

async function axeClean(page: Page, what: string) {
  const violations = async (scheme: string) =>
    (
      await analyzeAtRest(page, (axe) =>
        (scheme === 'light'
          ? axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          : axe.withRules(['color-contrast', 'link-in-text-block', 'heading-order'])
        ).exclude('[data-sonner-toaster]'),
      )
    ).violations.map((v) => `${what} ${scheme}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  await page.emulateMedia({ colorScheme: 'light' })
  expect(await violations('light')).toEqual([])
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
  )
  expect(await violations('dark')).toEqual([])
}

test.describe('final ranking and "next" from the structure', () => {
  test('basketball’s final ranking shows each event as it stands on the demo’s today @phone', async ({
    page,
  }, info) => {
    test.slow() // every event of the discipline resolved, two axe runs
    const rankings = (await (
      await page.request.get('/api/v1/disciplines/basketball/final-ranking?lang=pt')
    ).json()) as DisciplineRankings
    const shown = rankings.events.filter((e) => e.fromStructure && e.entries.length > 0)
    expect(shown.length).toBeGreaterThan(0)
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto('/discipline/basketball/finalrank')
    await settled(page)
    // Before decision 079 this tab said only that no event had finished.
    await expect(page.getByText('Ainda nenhuma prova desta modalidade terminou.')).toHaveCount(0)
    for (const event of shown) {
      const region = page.getByRole('region', { name: event.event.name, exact: true })
      await expect(region.getByRole('listitem')).toHaveCount(event.entries.length)
      const stillIn = event.entries.filter((e) => e.state === 'in').length
      await expect(region.getByText('Segue na disputa', { exact: true })).toHaveCount(stillIn)
      for (const entry of event.entries) {
        if (entry.at?.stage !== 'pool') continue
        await expect(region.getByRole('listitem').filter({ hasText: entry.competitor.name })).toContainText(
          `Eliminado no Grupo ${entry.at.pool} (${entry.at.poolPlace}.º)`,
        )
      }
    }
    await page.screenshot({ path: `/tmp/rank/finalrank-${info.project.name}-light.png`, fullPage: true })
    await axeClean(page, 'final ranking')
    await page.screenshot({ path: `/tmp/rank/finalrank-${info.project.name}-dark.png`, fullPage: true })
  })

  test('a judoka’s page says what comes next in their event @phone', async ({ page }, info) => {
    test.slow() // two axe runs on a busy machine
    const judo = (await (
      await page.request.get('/api/v1/disciplines/judo/final-ranking?lang=pt')
    ).json()) as DisciplineRankings
    // A judoka still in an event being played, and what the server says comes next for them.
    const running = judo.events.find((e) => e.fromStructure && e.entries.some((x) => x.state === 'in'))
    const judoka = running?.entries.find((x) => x.state === 'in' && x.competitor.athlete)
    if (!running || !judoka?.competitor.athlete) throw new Error('the demo has no judo event under way today')
    const next = (await (
      await page.request.get(`/api/v1/athletes/${judoka.competitorId}/next?lang=pt`)
    ).json()) as CompetitorNext
    const step = next.events.find((e) => e.event.code === running.event.code)?.step
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto(`/participants/profile/${judoka.competitor.athlete.id}`)
    await settled(page)
    const section = page.getByRole('region', { name: 'A seguir', exact: true })
    const line = section.getByRole('listitem').filter({ hasText: running.event.name }).getByTestId('next-step')
    if (step?.kind === 'next') {
      await expect(line).toContainText('Próximo:')
      if (step.venueName) await expect(line).toContainText(step.venueName)
      if (step.opponent?.state === 'decided')
        await expect(line).toContainText(`contra ${step.opponent.competitor.name}`)
      if (step.opponent?.state === 'pending') await expect(line).toContainText('contra ')
    } else {
      await expect(line).toHaveText('Segue na disputa: o próximo adversário ainda não está definido')
    }
    await page.screenshot({ path: `/tmp/rank/next-${info.project.name}-light.png` })
    await axeClean(page, 'athlete page')
    await page.screenshot({ path: `/tmp/rank/next-${info.project.name}-dark.png` })
  })

  test('the Competitions tab asks for every event’s structure in one request', async ({ page }, info) => {
    test.slow() // athletics has the most events
    const perEvent: string[] = []
    const perDiscipline: string[] = []
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname
      if (/^\/api\/v1\/events\/[^/]+\/structure$/.test(path)) perEvent.push(path)
      if (/^\/api\/v1\/disciplines\/[^/]+\/structures$/.test(path)) perDiscipline.push(path)
    })
    // A direct load is server-rendered with its data; moving to the tab from another one is where the browser asks.
    await page.goto('/discipline/athletics/reports')
    await settled(page)
    await page.getByRole('link', { name: 'Competições', exact: true }).click()
    await expect(page).toHaveURL(/\/discipline\/athletics\/competitions/)
    await settled(page)
    // The first read builds the discipline's read model: every event of athletics resolved on a busy machine.
    await expect(page.getByTestId('structure-unit').first()).toBeVisible({ timeout: 30_000 })
    info.annotations.push({
      type: 'structure requests',
      description: `per event: ${perEvent.length}, per discipline: ${perDiscipline.length}`,
    })
    expect(perEvent).toEqual([])
    expect(perDiscipline).toEqual(['/api/v1/disciplines/athletics/structures'])
  })
})
