/**
 * How a bout or match was decided, read from DT_RESULT (issue 38, decision 094, docs/odf.md): a judo final's
 * `WIN_TYPE` ExtendedResult becomes both rows' `detail.decision`, read back from the public unit; wrestling's
 * classification in `ResultType`, a disqualification or a no-show from the loser's IRM, each in its sport's word; a
 * code the sport lacks is left out.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { UnitDetail } from '@podium/domain'
import { zipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { TEST_ADMIN_TOKEN } from '../../../test/constants.ts'
import { createTestApp, type TestApp } from '../../../test/helpers.ts'
import { matchDecisionOf } from './odf.result-decision.ts'

let t: TestApp
const FIXTURES = join(import.meta.dirname, '../../../test/fixtures/odf')
const EVENT = 'JUDM73KG--------------------------'
const FINAL = 'JUDM73KG--------------FNL-000100--'
const admin = { Authorization: `Bearer ${TEST_ADMIN_TOKEN}` }
const encode = (text: string) => new TextEncoder().encode(text)

async function importZip(files: Record<string, Uint8Array>, query = '') {
  const res = await t.request(`/api/v1/admin/import${query}`, {
    method: 'POST',
    headers: { ...admin, 'Content-Type': 'application/zip' },
    body: zipSync(files),
  })
  if (res.status !== 200) throw new Error(`the bundle was refused: ${await res.text()}`)
}

beforeAll(async () => {
  t = await createTestApp()
  const dir = join(FIXTURES, 'games')
  await importZip(
    Object.fromEntries(readdirSync(dir).map((name) => [name, encode(readFileSync(join(dir, name), 'utf8'))])),
    '?replaceDemo=true',
  )
  // A judo final beside the RSC games: its event, its unit and two judoka.
  await importZip({
    'organisations.csv': encode('code,name\nBRA,Brasil\nJPN,Japão\n'),
    'athletes.csv': encode('id,name,gender,organisation\n2000001,SILVA Rafael,M,BRA\n2000002,HASHIMOTO Soichi,M,JPN\n'),
    'events.csv': encode(`code,discipline,gender,name\n${EVENT},JUD,M,-73 kg masculino\n`),
    'units.csv': encode(
      `code,start,type,name,event\n${FINAL},2026-07-14T16:00:00-03:00,competition-medal,Final,${EVENT}\n`,
    ),
  })
})
afterAll(() => t.close())

const side = (code: string, rank: number, wlt: string, extra = '') => `
    <Result Rank="${rank}" RankEqual="N" Result="${rank === 1 ? '10' : '0'}" WLT="${wlt}" SortOrder="${rank}" StartOrder="${rank}" ResultType="POINTS">
      ${extra}
      <Competitor Code="${code}" Type="A" Organisation="${code === '2000001' ? 'BRA' : 'JPN'}"/>
    </Result>`

describe('DT_RESULT: how the bout was decided', () => {
  it("a judo final won by ippon: the winner's WIN_TYPE becomes both rows' decision", async () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<OdfBody CompetitionCode="OWG2022" DocumentCode="${FINAL}" DocumentType="DT_RESULT" Version="3" ResultStatus="OFFICIAL" Language="ENG" FeedFlag="P" Date="2026-07-14" Time="163000000">
  <Competition>${side('2000001', 1, 'W', '<ExtendedResults><ExtendedResult Type="ER" Code="WIN_TYPE" Value="IPP"/></ExtendedResults>')}${side('2000002', 2, 'L')}
  </Competition>
</OdfBody>`
    const res = await t.request('/api/v1/odf', {
      method: 'POST',
      headers: { ...admin, 'Content-Type': 'application/xml' },
      body: xml,
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ documentCode: FINAL, applied: true })
    await vi.waitFor(async () => {
      const unit = (await (await t.request(`/api/v1/units/${encodeURIComponent(FINAL)}`)).json()) as UnitDetail
      expect(unit.results.map((r) => [r.athlete?.id, r.winner, r.detail?.decision])).toEqual([
        ['2000001', true, 'ippon'],
        ['2000002', false, 'ippon'],
      ])
    })
  })

  it('reads ResultType, then the loser’s IRM, in the sport’s own word; leaves out what the sport lacks', () => {
    // Wrestling's classification of a bout in ResultType: VFA is a fall, VSU technical superiority.
    expect(
      matchDecisionOf(
        [
          { WLT: 'W', ResultType: 'VFA' },
          { WLT: 'L', ResultType: 'VFA' },
        ],
        'WRE',
      ),
    ).toBe('fall')
    expect(matchDecisionOf([{ WLT: 'L' }, { WLT: 'W', ResultType: 'VSU1' }], 'WRE')).toBe('technical-superiority')
    // A disqualified judoka loses by hansoku-make; a volleyball team that did not show up gives a walkover.
    expect(matchDecisionOf([{ WLT: 'W' }, { WLT: 'L', IRM: 'DSQ' }], 'JUD')).toBe('hansoku-make')
    expect(matchDecisionOf([{ WLT: 'W' }, { WLT: 'L', IRM: 'DNS' }], 'VVO')).toBe('walkover')
    expect(matchDecisionOf([{ WLT: 'W' }, { WLT: 'L', IRM: 'DNF' }], 'TTE')).toBe('retired')
    // Podium's own word, in any case, from a DECISION ExtendedResult.
    expect(
      matchDecisionOf(
        [{ WLT: 'W', ExtendedResults: { ExtendedResult: { Type: 'ER', Code: 'DECISION', Value: 'Golden-Score' } } }],
        'JUD',
      ),
    ).toBe('golden-score')
    // Judo has no fall; a timed race's ResultType is no decision; a football result "POINTS" is not one either.
    expect(matchDecisionOf([{ WLT: 'W', ResultType: 'VFA' }, { WLT: 'L' }], 'JUD')).toBeUndefined()
    expect(matchDecisionOf([{ ResultType: 'TIME' }, { ResultType: 'TIME', IRM: 'DSQ' }], 'SWM')).toBeUndefined()
    expect(matchDecisionOf([{ WLT: 'W', ResultType: 'POINTS' }, { WLT: 'L' }], 'FBL')).toBeUndefined()
  })
})
