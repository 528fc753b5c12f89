import type { EventStructure } from '@podium/domain'
import { logInAs, noAxeViolations } from './screens.ts'
import { expect, test } from './test.ts'

const ADMIN_TOKEN = 'e2e-admin-token-0123456789'
const EVENT = 'BKBM-3D'

/**
 * The ODF feed's screen shows a DT_POOL_STANDING that disagrees with Podium's pool table (decision 078): the feed
 * sends a table of one of the demo's basketball pools where a real member is ranked 99th with 99 wins, and a
 * competitor the pool does not have. A check writes nothing, so the demo stays as it is; the pool and its member
 * are read from the structure's API.
 */
test.describe('the ODF feed screen, pool standings', () => {
  test('lists a pool standing that differs from Podium’s table @phone', async ({ page, request }) => {
    test.setTimeout(120_000)
    const answer = await request.get(`/api/v1/events/${EVENT}/structure`, { headers: { 'Accept-Language': 'pt' } })
    expect(answer.status()).toBe(200)
    const structure = (await answer.json()) as EventStructure
    const unit = structure.rounds.flatMap((r) => r.units).find((u) => u.pool !== undefined && u.pool !== null)
    const member = unit?.slots.find((s) => s.state === 'decided')
    if (!unit || member?.state !== 'decided') throw new Error(`the demo's ${EVENT} has no pool with a decided member`)
    // The pool's phase: its units are `<phase>-NN`.
    const phase = unit.code.replace(/-\d+$/, '')

    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<OdfBody CompetitionCode="PODIUM" DocumentCode="${phase}" DocumentType="DT_POOL_STANDING" Version="1" ResultStatus="INTERMEDIATE" FeedFlag="P">
  <Competition>
    <Result Rank="99" Result="0" Won="99" Lost="0"><Competitor Code="${member.competitorId}" Type="T"/></Result>
    <Result Rank="100" Result="0" Won="0" Lost="0"><Competitor Code="E2E-NOT-IN-POOL" Type="T"/></Result>
  </Competition>
</OdfBody>
`
    const sent = await request.post('/api/v1/odf', {
      headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, 'Content-Type': 'application/xml' },
      data: xml,
    })
    expect(sent.status()).toBe(200)
    const outcome = (await sent.json()) as { differences?: { field: string }[] }
    expect(outcome.differences?.map((d) => d.field)).toEqual(expect.arrayContaining(['rank', 'won', 'onlyInFeed']))

    await logInAs(page, 'demo-admin', '/manage/feed')
    const section = page.getByRole('region', {
      name: 'Verificação de classificações de grupo e chaves (DT_POOL_STANDING, DT_BRACKETS)',
    })
    await expect(section).toBeVisible()
    const check = section.getByRole('listitem', { name: `Classificação do grupo ${phase}` })
    await expect(check.getByText(/^\d+ diferenças em relação ao Podium$/)).toBeVisible()
    const differences = check.getByRole('list', { name: 'Diferenças' }).getByRole('listitem')
    const rank = differences.filter({ hasText: 'Classificação' }).filter({ hasText: member.competitorId })
    await expect(rank).toContainText('Feed: 99')
    await expect(differences.filter({ hasText: 'Só no feed' }).filter({ hasText: 'E2E-NOT-IN-POOL' })).toHaveCount(1)
    // The log's entry says how many differences the check found.
    const logged = page
      .getByRole('list', { name: 'Mensagens recebidas' })
      .getByRole('listitem')
      .filter({ hasText: phase })
      .first()
    await expect(logged.getByText('Verificada', { exact: true })).toBeVisible()
    await noAxeViolations(page)
  })
})
