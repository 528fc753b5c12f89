/**
 * The bundle carries the competition structures (decision 078): `formats.json` beside the CSV files. A bundle with
 * structures imports them (the structure's answer then resolves from the bundle's results), exports them, and
 * imports again on a fresh server into the same structures and the same `GET /events/{code}/structure`; a
 * structure that cannot be played is refused, naming its event, and nothing of the bundle is written.
 */
import { BUNDLE_PROBLEMS, BundleImportResultSchema, type EventFormat, EventStructureSchema } from '@podium/domain'
import { strFromU8, unzipSync, zipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_ADMIN_TOKEN } from '../../../test/constants.ts'
import { createTestApp, type TestApp } from '../../../test/helpers.ts'

const ADMIN = { Authorization: `Bearer ${TEST_ADMIN_TOKEN}` }
const EVENT = 'TTEMSINGLES'

/** Four players of a table-tennis knockout: two semi-finals, a final and a bronze match; the first semi played. */
const csv = new Map<string, string>([
  ['organisations.csv', 'code,name\nBRA,Brasil\nARG,Argentina\n'],
  [
    'athletes.csv',
    'id,name,gender,organisation\nP1,SILVA Rui,M,BRA\nP2,PEREZ Juan,M,ARG\nP3,SOUZA Davi,M,BRA\nP4,GOMEZ Leo,M,ARG\n',
  ],
  ['events.csv', `code,discipline,gender,name\n${EVENT},TTE,M,Men's singles\n`],
  [
    'units.csv',
    'code,start,end,type,event,status,medal\n' +
      `${EVENT}-SF1,2026-07-14T10:00:00-03:00,,competition,${EVENT},FINISHED,\n` +
      `${EVENT}-SF2,2026-07-14T11:00:00-03:00,,competition,${EVENT},SCHEDULED,\n` +
      `${EVENT}-BRM,2026-07-15T10:00:00-03:00,,competition-medal,${EVENT},SCHEDULED,BRONZE\n` +
      `${EVENT}-FNL,2026-07-15T12:00:00-03:00,,competition-medal,${EVENT},SCHEDULED,GOLD\n`,
  ],
  ['results.csv', `unit,rank,athlete,team,result\n${EVENT}-SF1,1,P1,,4-1\n${EVENT}-SF1,2,P4,,1-4\n`],
])

const knockout = (): EventFormat => ({
  eventCode: EVENT,
  rounds: [
    {
      code: 'SF',
      stage: 'semi-final',
      contest: 'head-to-head',
      units: [
        {
          code: `${EVENT}-SF1`,
          number: 1,
          slots: [
            { kind: 'competitor', competitorId: 'P1' },
            { kind: 'competitor', competitorId: 'P4' },
          ],
        },
        {
          code: `${EVENT}-SF2`,
          number: 2,
          slots: [
            { kind: 'competitor', competitorId: 'P2' },
            { kind: 'competitor', competitorId: 'P3' },
          ],
        },
      ],
    },
    {
      code: 'BRM',
      stage: 'bronze',
      contest: 'head-to-head',
      units: [
        {
          code: `${EVENT}-BRM`,
          number: 1,
          slots: [
            { kind: 'loser', unit: `${EVENT}-SF1` },
            { kind: 'loser', unit: `${EVENT}-SF2` },
          ],
        },
      ],
    },
    {
      code: 'FNL',
      stage: 'final',
      contest: 'head-to-head',
      units: [
        {
          code: `${EVENT}-FNL`,
          number: 1,
          slots: [
            { kind: 'winner', unit: `${EVENT}-SF1` },
            { kind: 'winner', unit: `${EVENT}-SF2` },
          ],
        },
      ],
    },
  ],
})

const formatsJson = (events: unknown[]) => JSON.stringify({ format: 'podium-formats', version: 1, events })

const zip = (files: Map<string, string>) =>
  zipSync(Object.fromEntries([...files].map(([name, text]) => [name, new TextEncoder().encode(text)])))

let a: TestApp
let b: TestApp

beforeAll(async () => {
  ;[a, b] = await Promise.all([createTestApp({ empty: true }), createTestApp({ empty: true })])
})
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()])
})

const importInto = (app: TestApp, body: Uint8Array) =>
  app.request('/api/v1/admin/import', {
    method: 'POST',
    headers: { ...ADMIN, 'Content-Type': 'application/zip' },
    body,
  })

const structureOf = async (app: TestApp, code = EVENT) => {
  const response = await app.request(`/api/v1/events/${code}/structure`, { headers: { 'Accept-Language': 'en' } })
  expect(response.status).toBe(200)
  return EventStructureSchema.parse(await response.json())
}

const refusal = async (app: TestApp, events: unknown[]) => {
  const response = await importInto(app, zip(new Map([...csv, ['formats.json', formatsJson(events)]])))
  expect(response.status).toBe(422)
  const body = (await response.json()) as { error: { code: string; message: string; fields: Record<string, string[]> } }
  expect(body.error.code).toBe('invalid_bundle')
  return body.error
}

describe('formats.json in the bundle', () => {
  it('refuses a structure that cannot be played, naming the event, and writes nothing of the bundle', async () => {
    const sf = knockout().rounds[0] as EventFormat['rounds'][number]
    const [sf1, sf2] = sf.units as [
      EventFormat['rounds'][number]['units'][number],
      EventFormat['rounds'][number]['units'][number],
    ]

    // A semi-final that waits for the final: a source pointing to a later round.
    const later = knockout()
    later.rounds[0] = {
      ...sf,
      units: [
        {
          ...sf1,
          slots: [
            { kind: 'winner', unit: `${EVENT}-FNL` },
            { kind: 'competitor', competitorId: 'P4' },
          ],
        },
        sf2,
      ],
    }
    const laterError = await refusal(b, [later])
    // (It is a cycle too: the final reads that semi-final.)
    expect(laterError.fields[`formats.json::events[0] ${EVENT}: round SF, unit ${EVENT}-SF1, slot 1`]).toEqual([
      BUNDLE_PROBLEMS.formatLaterRound,
    ])
    expect(laterError.message).toContain(EVENT)

    // Two semi-finals that wait for each other: a cycle.
    const cycle = knockout()
    cycle.rounds[0] = {
      ...sf,
      units: [
        {
          ...sf1,
          slots: [
            { kind: 'winner', unit: `${EVENT}-SF2` },
            { kind: 'competitor', competitorId: 'P4' },
          ],
        },
        {
          ...sf2,
          slots: [
            { kind: 'winner', unit: `${EVENT}-SF1` },
            { kind: 'competitor', competitorId: 'P3' },
          ],
        },
      ],
    }
    const cycleError = await refusal(b, [cycle])
    expect(Object.values(cycleError.fields).flat()).toContain(BUNDLE_PROBLEMS.formatCycle)
    expect(Object.keys(cycleError.fields).every((k) => k.startsWith(`formats.json::events[0] ${EVENT}`))).toBe(true)

    // One competitor drawn in two pools of the event.
    const pools: EventFormat = {
      eventCode: EVENT,
      rounds: [
        {
          code: 'PRE',
          stage: 'pool',
          contest: 'head-to-head',
          pools: [
            {
              code: 'A',
              advance: 1,
              members: [
                { kind: 'competitor', competitorId: 'P1' },
                { kind: 'competitor', competitorId: 'P2' },
              ],
            },
            {
              code: 'B',
              advance: 1,
              members: [
                { kind: 'competitor', competitorId: 'P1' },
                { kind: 'competitor', competitorId: 'P3' },
              ],
            },
          ],
          units: [
            {
              code: `${EVENT}-SF1`,
              number: 1,
              pool: 'A',
              slots: [
                { kind: 'competitor', competitorId: 'P1' },
                { kind: 'competitor', competitorId: 'P2' },
              ],
            },
            {
              code: `${EVENT}-SF2`,
              number: 2,
              pool: 'B',
              slots: [
                { kind: 'competitor', competitorId: 'P1' },
                { kind: 'competitor', competitorId: 'P3' },
              ],
            },
          ],
        },
      ],
    }
    const poolError = await refusal(b, [pools])
    expect(poolError.fields).toEqual({
      [`formats.json::events[0] ${EVENT}: round PRE, pool B, slot 1, competitor P1`]: [
        BUNDLE_PROBLEMS.formatInTwoPools,
      ],
    })

    // A source reading a unit the structure does not have, and a unit that is not in the schedule.
    const unknown = knockout()
    unknown.rounds[2] = {
      ...(unknown.rounds[2] as EventFormat['rounds'][number]),
      units: [
        {
          code: `${EVENT}-FINAL`,
          number: 1,
          slots: [
            { kind: 'winner', unit: `${EVENT}-SF9` },
            { kind: 'winner', unit: `${EVENT}-SF2` },
          ],
        },
      ],
    }
    const unknownError = await refusal(b, [unknown])
    expect(unknownError.fields).toEqual({
      [`formats.json::events[0] ${EVENT}: round FNL, unit ${EVENT}-FINAL, slot 1`]: [BUNDLE_PROBLEMS.formatUnknownUnit],
      [`formats.json::events[0] ${EVENT}: round FNL, unit ${EVENT}-FINAL`]: [BUNDLE_PROBLEMS.formatNotInSchedule],
    })

    // An event that is neither in the bundle nor in Podium, and one structure twice.
    const other = await refusal(b, [{ ...knockout(), eventCode: 'NOSUCHEVENT' }])
    expect(other.fields).toEqual({ 'formats.json::events[0].eventCode NOSUCHEVENT': [BUNDLE_PROBLEMS.unknownEvent] })
    const twice = await refusal(b, [knockout(), knockout()])
    expect(twice.fields).toEqual({ [`formats.json::events[1] ${EVENT}`]: [BUNDLE_PROBLEMS.duplicate] })

    // Not a structures file at all.
    const notOurs = await importInto(
      b,
      zip(new Map([...csv, ['formats.json', '{"format":"podium-content","version":1}']])),
    )
    expect(((await notOurs.json()) as { error: { fields: unknown } }).error.fields).toEqual({
      'formats.json::': [BUNDLE_PROBLEMS.formatsFormat],
    })
  })

  it('nothing of a refused bundle was written: its event is unknown', async () => {
    expect((await b.request(`/api/v1/events/${EVENT}/structure`)).status).toBe(404)
  })

  it('imports the structures, exports them, and a fresh server imports the same structures', async () => {
    const first = await importInto(a, zip(new Map([...csv, ['formats.json', formatsJson([knockout()])]])))
    expect(first.status).toBe(200)
    const result = BundleImportResultSchema.parse(await first.json())
    expect(result.files['formats.json']).toEqual({ rows: 1, inserted: 1, updated: 0 })

    // The structure resolves from the bundle's results: the first semi-final's winner is in the final.
    const before = await structureOf(a)
    const final = before.rounds.find((r) => r.code === 'FNL')?.units[0]
    expect(final?.slots[0]).toMatchObject({ state: 'decided', competitorId: 'P1' })
    const bronze = before.rounds.find((r) => r.code === 'BRM')?.units[0]
    expect(bronze?.slots[0]).toMatchObject({ state: 'decided', competitorId: 'P4' })
    expect(final?.slots[1]?.state).toBe('pending')

    // The same bundle again writes nothing.
    const again = await importInto(a, zip(new Map([...csv, ['formats.json', formatsJson([knockout()])]])))
    const againResult = BundleImportResultSchema.parse(await again.json())
    expect(againResult.unchanged).toBe(true)
    expect(againResult.files['formats.json']).toEqual({ rows: 1, inserted: 0, updated: 0 })

    const exported = await a.request('/api/v1/admin/export', { headers: ADMIN })
    expect(exported.status).toBe(200)
    const bytes = new Uint8Array(await exported.arrayBuffer())
    const files = unzipSync(bytes)
    const written = JSON.parse(strFromU8(files['formats.json'] as Uint8Array)) as { events: EventFormat[] }
    expect(written).toEqual({ format: 'podium-formats', version: 1, events: [knockout()] })

    const second = await importInto(b, bytes)
    expect(second.status).toBe(200)
    expect(BundleImportResultSchema.parse(await second.json()).files['formats.json']).toEqual({
      rows: 1,
      inserted: 1,
      updated: 0,
    })
    expect(await structureOf(b)).toEqual(before)
  })
})
