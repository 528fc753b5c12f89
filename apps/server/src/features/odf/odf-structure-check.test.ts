/**
 * DT_POOL_STANDING and DT_BRACKETS checked against Podium's structure (decision 078), over HTTP against the real
 * server and database: a table-tennis pool of three (every match official) and its final, imported by bundle with
 * their structure (formats.json). A pool table that agrees is `checked` with no difference; one that differs lists
 * each competitor's rank, won, lost or points as the feed and Podium have them; a draw is compared position by
 * position; nothing is written; a pool or event without a structure is ignored with a note.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type EventFormat, type OdfFeedStatus, OdfFeedStatusSchema, OdfOutcomeSchema } from '@podium/domain'
import { zipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_ADMIN_TOKEN } from '../../../test/constants.ts'
import { createTestApp, type TestApp } from '../../../test/helpers.ts'

let t: TestApp
const admin = { Authorization: `Bearer ${TEST_ADMIN_TOKEN}` }
const fixture = (name: string) => readFileSync(join(import.meta.dirname, '../../../test/fixtures/odf', name), 'utf8')

const EVENT = 'TTEMSINGLES-----------------------'
const unit = (phase: string, n: number) => `TTEMSINGLES-----------${phase}-000${n}00--`
const [U1, U2, U3] = [unit('GPA', 1), unit('GPA', 2), unit('GPA', 3)]
const FINAL = unit('FNL', 1)

const format: EventFormat = {
  eventCode: EVENT,
  rounds: [
    {
      code: 'GPA',
      stage: 'pool',
      contest: 'head-to-head',
      pools: [
        {
          code: 'A',
          advance: 2,
          members: ['P1', 'P2', 'P3'].map((id) => ({ kind: 'competitor' as const, competitorId: id })),
        },
      ],
      units: [
        [U1, 'P1', 'P2'],
        [U2, 'P1', 'P3'],
        [U3, 'P2', 'P3'],
      ].map(([code, home, away], i) => ({
        code: code as string,
        number: i + 1,
        pool: 'A',
        slots: [
          { kind: 'competitor' as const, competitorId: home as string },
          { kind: 'competitor' as const, competitorId: away as string },
        ],
      })),
    },
    {
      code: 'FNL',
      stage: 'final',
      contest: 'head-to-head',
      units: [
        {
          code: FINAL,
          number: 1,
          slots: [
            { kind: 'pool-place', pool: 'A', place: 1 },
            { kind: 'pool-place', pool: 'A', place: 2 },
          ],
        },
      ],
    },
  ],
}

/** P1 beats P2 and P3, P2 beats P3: every pool match finished (official). */
const bundle = new Map<string, string>([
  ['organisations.csv', 'code,name\nBRA,Brasil\nARG,Argentina\n'],
  ['athletes.csv', 'id,name,gender,organisation\nP1,SILVA Rui,M,BRA\nP2,PEREZ Juan,M,ARG\nP3,SOUZA Davi,M,BRA\n'],
  ['events.csv', `code,discipline,gender,name\n${EVENT},TTE,M,Men's singles\n`],
  [
    'units.csv',
    'code,start,end,type,event,status,medal\n' +
      `${U1},2026-07-14T10:00:00-03:00,,competition,${EVENT},FINISHED,\n` +
      `${U2},2026-07-14T11:00:00-03:00,,competition,${EVENT},FINISHED,\n` +
      `${U3},2026-07-14T12:00:00-03:00,,competition,${EVENT},FINISHED,\n` +
      `${FINAL},2026-07-15T12:00:00-03:00,,competition-medal,${EVENT},SCHEDULED,GOLD\n`,
  ],
  [
    'results.csv',
    'unit,rank,athlete,team,result\n' +
      `${U1},1,P1,,3\n${U1},2,P2,,1\n${U2},1,P1,,3\n${U2},2,P3,,0\n${U3},1,P2,,3\n${U3},2,P3,,2\n`,
  ],
  ['formats.json', JSON.stringify({ format: 'podium-formats', version: 1, events: [format] })],
])

beforeAll(async () => {
  t = await createTestApp({ empty: true })
  const zip = zipSync(Object.fromEntries([...bundle].map(([name, text]) => [name, new TextEncoder().encode(text)])))
  const res = await t.request('/api/v1/admin/import', {
    method: 'POST',
    headers: { ...admin, 'Content-Type': 'application/zip' },
    body: zip,
  })
  expect(res.status).toBe(200)
})
afterAll(async () => {
  await t?.close()
})

const post = async (xml: string) => {
  const res = await t.request('/api/v1/odf', {
    method: 'POST',
    headers: { ...admin, 'Content-Type': 'application/xml' },
    body: xml,
  })
  expect(res.status).toBe(200)
  return OdfOutcomeSchema.parse(await res.json())
}

async function feed(): Promise<OdfFeedStatus> {
  const res = await t.request('/api/v1/admin/odf/feed', { headers: admin })
  expect(res.status).toBe(200)
  return OdfFeedStatusSchema.parse(await res.json())
}

const structure = async () => (await t.request(`/api/v1/events/${EVENT}/structure`)).json()

describe('DT_POOL_STANDING', () => {
  it('agrees with Podium’s table of the pool: checked, no difference', async () => {
    const outcome = await post(fixture('pool-standing.xml'))
    expect(outcome).toMatchObject({ documentType: 'DT_POOL_STANDING', applied: false, differences: [] })
    const latest = (await feed()).messages.items[0]
    expect(latest).toMatchObject({ outcome: 'checked', documentType: 'DT_POOL_STANDING', differences: [] })
    expect(latest?.mismatches).toBeNull()
  })

  it('lists each value that differs, and who only one side has, writing nothing', async () => {
    const before = await structure()
    // The feed swaps P2 and P3 (ranks, wins, losses, points) and lists a fourth player the pool does not have.
    const differing = fixture('pool-standing.xml')
      .replace('Version="3"', 'Version="4"')
      .replace('Rank="2" RankEqual="N" Result="3" Won="1" Lost="1"', 'SECOND')
      .replace(
        'Rank="3" RankEqual="N" Result="2" Won="0" Lost="2"',
        'Rank="2" RankEqual="N" Result="3" Won="1" Lost="1"',
      )
      .replace('SECOND', 'Rank="3" RankEqual="N" Result="2" Won="0" Lost="2"')
      .replace(
        '  </Competition>',
        '    <Result Rank="4" Result="0" Won="0" Lost="0"><Competitor Code="P9" Type="A" Organisation="ARG"/></Result>\n  </Competition>',
      )
    const outcome = await post(differing)
    const where = { where: 'A', position: null }
    expect(outcome.differences).toEqual([
      { ...where, competitor: 'P2', field: 'rank', feed: '3', podium: '2' },
      { ...where, competitor: 'P2', field: 'won', feed: '0', podium: '1' },
      { ...where, competitor: 'P2', field: 'lost', feed: '2', podium: '1' },
      { ...where, competitor: 'P2', field: 'points', feed: '2', podium: '3' },
      { ...where, competitor: 'P3', field: 'rank', feed: '2', podium: '3' },
      { ...where, competitor: 'P3', field: 'won', feed: '1', podium: '0' },
      { ...where, competitor: 'P3', field: 'lost', feed: '1', podium: '2' },
      { ...where, competitor: 'P3', field: 'points', feed: '3', podium: '2' },
      { ...where, competitor: 'P9', field: 'onlyInFeed', feed: '4', podium: null },
    ])
    const status = await feed()
    expect(status.counts.checked).toBe(2)
    // The screen's summary: the latest check of the pool, with its differences.
    expect(status.structureChecks).toEqual([
      expect.objectContaining({
        documentCode: 'TTEMSINGLES-----------GPA---------',
        documentType: 'DT_POOL_STANDING',
        version: 4,
        differences: outcome.differences,
      }),
    ])
    expect(await structure()).toEqual(before)
  })

  it('a pool no structure has is understood and ignored with a note', async () => {
    const other = fixture('pool-standing.xml').replaceAll('GPA-', 'GPB-')
    const outcome = await post(other)
    expect(outcome.differences).toBeUndefined()
    expect(outcome.note).toMatch(/No stored competition structure has the pool/)
    expect((await feed()).messages.items[0]).toMatchObject({ outcome: 'ignored', ignoredReason: 'note' })
  })
})

describe('DT_BRACKETS', () => {
  it('agrees with the resolved draw (the pool’s first two in the final): checked, no difference', async () => {
    const outcome = await post(fixture('brackets.xml'))
    expect(outcome).toMatchObject({ documentType: 'DT_BRACKETS', applied: false, differences: [] })
  })

  it('lists a position held by someone else, and a match Podium’s structure does not have', async () => {
    const differing = fixture('brackets.xml')
      .replace('Version="2"', 'Version="3"')
      .replace(
        '<Competitor Code="P2" Type="A" Organisation="ARG">',
        '<Competitor Code="P3" Type="A" Organisation="BRA">',
      )
      .replace(
        '      </BracketItems>',
        '        <BracketItem Code="BRM-000100" Unit="TTEMSINGLES-----------BRM-000100--" Order="2" Position="2"/>\n      </BracketItems>',
      )
    const outcome = await post(differing)
    expect(outcome.differences).toEqual([
      { where: FINAL, position: 2, competitor: 'P3', field: 'competitor', feed: 'P3', podium: 'P2' },
      {
        where: 'TTEMSINGLES-----------BRM-000100--',
        position: null,
        competitor: null,
        field: 'onlyInFeed',
        feed: 'TTEMSINGLES-----------BRM-000100--',
        podium: null,
      },
    ])
    const checks = (await feed()).structureChecks ?? []
    expect(checks.map((c) => [c.documentType, c.version, c.differences.length])).toEqual([
      ['DT_BRACKETS', 3, 2],
      ['DT_POOL_STANDING', 4, 9],
    ])
  })
})
