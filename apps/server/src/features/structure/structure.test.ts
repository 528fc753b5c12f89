import { type EventFormat, type EventStructure, EventStructureSchema } from '@podium/domain'
import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_ADMIN_TOKEN } from '../../../test/constants.ts'
import { createTestApp, type TestApp } from '../../../test/helpers.ts'
import { heatsToFinal, unitsByPhase } from '../../../test/structure-fixtures.ts'
import { auditLog, eventFormats, liveEvents } from '../../db/schema.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  // The demo stores a format for its heats events (decision 077): these tests start from an event without one.
  await t.ctx.database.db.delete(eventFormats).where(eq(eventFormats.eventCode, RACE))
})
afterAll(() => t.close())

const admin = { Authorization: `Bearer ${TEST_ADMIN_TOKEN}`, 'Content-Type': 'application/json' }
const send = (method: string, path: string, body?: unknown) =>
  t.request(path, { method, headers: admin, ...(body === undefined ? {} : { body: JSON.stringify(body) }) })

/** Two heats of 8 (scheduled, start lists seeded) and a final with no start list. */
const RACE = 'ATHM110MH-3D'

async function structure(eventCode: string, lang = 'en'): Promise<EventStructure> {
  const res = await t.request(`/api/v1/events/${eventCode}/structure?lang=${lang}`)
  expect(res.status).toBe(200)
  const body = await res.json()
  // The contract: the parsed body equals the body sent (no field the schema does not declare).
  expect(EventStructureSchema.parse(body)).toEqual(body)
  return body as EventStructure
}

const stored = async (eventCode: string) =>
  (await t.ctx.database.db.select().from(eventFormats).where(eq(eventFormats.eventCode, eventCode)))[0]

describe('GET /api/v1/events/{code}/structure', () => {
  it('answers an event without a stored format with no rounds, and 404 (keeping no read model) for no event', async () => {
    expect(await structure(RACE)).toMatchObject({ event: { code: RACE }, hasFormat: false, rounds: [] })
    const cached = t.ctx.cache.size
    for (const path of ['/api/v1/events/NO-SUCH-EVENT/structure', '/api/v1/events/%3Cscript%3E/structure']) {
      const res = await t.request(path)
      expect(res.status).toBe(404)
      expect(await res.json()).toMatchObject({ error: { code: 'not_found' } })
    }
    expect(t.ctx.cache.size).toBe(cached)
  })

  it("prints a judo contest's two sides in one vocabulary: each judoka's points, not a victory on one side and a score on the other", async () => {
    const answer = await structure('JUDW57KG-3D')
    const official = answer.rounds
      .filter((r) => r.contest === 'head-to-head')
      .flatMap((r) => r.units)
      .filter((u) => u.resultStatus === 'OFFICIAL')
    expect(official.length).toBeGreaterThan(0)
    for (const unit of official) {
      const results = unit.slots.map((s) => (s.state === 'decided' ? s.result : 'undecided'))
      // The stored rows say "Waza-ari" or "Ippon" for the winner only, and "1-0" for the match.
      expect(results, unit.code).toEqual([expect.stringMatching(/^\d+$/), expect.stringMatching(/^\d+$/)])
    }
  })
})

describe('PUT /api/v1/admin/events/{code}/format', () => {
  it('stores a heats → final format: heats decided from their start lists, the final pending as Q and q placeholders', async () => {
    const format = await heatsToFinal(t, RACE)
    // Read once before, so the write must drop the prepared answer.
    expect((await structure(RACE)).hasFormat).toBe(false)
    const res = await send('PUT', `/api/v1/admin/events/${RACE}/format?lang=pt`, format)
    expect(res.status).toBe(200)
    expect(EventStructureSchema.parse(await res.json()).hasFormat).toBe(true)
    expect((await stored(RACE))?.format).toEqual(format)

    const body = await structure(RACE)
    expect(body.hasFormat).toBe(true)
    expect(body.rounds.map((r) => [r.code, r.stage, r.units.length])).toEqual([
      ['HEAT', 'heat', 2],
      ['FNL', 'final', 1],
    ])
    const phases = await unitsByPhase(t, RACE)
    const [heat1, heat2] = body.rounds[0]?.units ?? []
    expect([heat1?.code, heat2?.code]).toEqual(phases.get('heat'))
    for (const heat of [heat1, heat2]) {
      expect(heat?.slots).toHaveLength(8)
      expect(heat?.slots.every((s) => s.state === 'decided' && s.competitor.name.length > 0)).toBe(true)
      expect(heat).toMatchObject({ scheduleStatus: 'SCHEDULED', medal: null, venueName: expect.any(String) })
      expect(Date.parse(heat?.startAt ?? '')).not.toBeNaN()
    }
    // Sixteen different competitors across the heats.
    const ids = [heat1, heat2].flatMap((u) => u?.slots.flatMap((s) => (s.state === 'decided' ? [s.competitorId] : [])))
    expect(new Set(ids).size).toBe(16)
    const final = body.rounds[1]?.units[0]
    expect(final).toMatchObject({ medal: 'GOLD', resultStatus: null })
    expect(final?.slots.map((s) => (s.state === 'pending' ? s.placeholder.kind : s.state))).toEqual([
      'unit-place',
      'unit-place',
      'unit-place',
      'unit-place',
      'unit-place',
      'unit-place',
      'fastest',
      'fastest',
    ])
    expect(final?.slots[0]).toEqual({
      state: 'pending',
      placeholder: { kind: 'unit-place', unit: { round: 'HEAT', stage: 'heat', number: 1 }, place: 1 },
    })

    const [audit] = await t.ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, RACE), eq(auditLog.action, 'event.format')))
      .orderBy(desc(auditLog.id))
    expect(audit).toMatchObject({ actor: 'admin-token', before: null, after: format })
    const [live] = await t.ctx.database.db.select().from(liveEvents).orderBy(desc(liveEvents.id)).limit(1)
    expect(live).toMatchObject({ kind: 'structure', payload: { eventCode: RACE, change: 'created' } })
  })

  it('refuses a structure that cannot be played with translated, structured problems, storing nothing', async () => {
    const good = await heatsToFinal(t, RACE)
    const before = await stored(RACE)
    const heats = good.rounds[0] as EventFormat['rounds'][number]
    const final = good.rounds[1] as EventFormat['rounds'][number]
    const finalCode = final.units[0]?.code as string
    const cases: [string, EventFormat, string][] = [
      [
        'a heat reading the final, played after it',
        {
          ...good,
          rounds: [
            {
              ...heats,
              units: heats.units.map((u, i) =>
                i === 0 ? { ...u, slots: [{ kind: 'winner', unit: finalCode }, ...u.slots.slice(1)] } : u,
              ),
            },
            final,
          ],
        },
        'later-round',
      ],
      [
        'two units waiting for each other',
        {
          ...good,
          rounds: [
            {
              ...heats,
              contest: 'head-to-head',
              units: [
                {
                  code: heats.units[0]?.code as string,
                  number: 1,
                  slots: [
                    { kind: 'winner', unit: heats.units[1]?.code as string },
                    { kind: 'seed', seed: 1 },
                  ],
                },
                {
                  code: heats.units[1]?.code as string,
                  number: 2,
                  slots: [
                    { kind: 'winner', unit: heats.units[0]?.code as string },
                    { kind: 'seed', seed: 2 },
                  ],
                },
              ],
            },
            final,
          ],
        },
        'cycle',
      ],
      [
        'one competitor drawn in two pools',
        {
          ...good,
          rounds: [
            {
              code: 'POOL',
              stage: 'pool',
              contest: 'head-to-head',
              pools: [
                {
                  code: 'A',
                  members: [
                    { kind: 'seed', seed: 1 },
                    { kind: 'seed', seed: 2 },
                  ],
                  advance: 1,
                },
                {
                  code: 'B',
                  members: [
                    { kind: 'seed', seed: 1 },
                    { kind: 'seed', seed: 3 },
                  ],
                  advance: 1,
                },
              ],
              units: [
                {
                  code: heats.units[0]?.code as string,
                  number: 1,
                  pool: 'A',
                  slots: [
                    { kind: 'seed', seed: 1 },
                    { kind: 'seed', seed: 2 },
                  ],
                },
                {
                  code: heats.units[1]?.code as string,
                  number: 2,
                  pool: 'B',
                  slots: [
                    { kind: 'seed', seed: 1 },
                    { kind: 'seed', seed: 3 },
                  ],
                },
              ],
            },
          ],
        },
        'in-two-pools',
      ],
      [
        'a unit that is not in the schedule',
        {
          ...good,
          rounds: [
            heats,
            {
              ...final,
              units: [{ ...(final.units[0] as EventFormat['rounds'][number]['units'][number]), code: 'NOT-A-UNIT' }],
            },
          ],
        },
        'not-in-schedule',
      ],
    ]
    for (const [what, format, problem] of cases) {
      const res = await send('PUT', `/api/v1/admin/events/${RACE}/format`, format)
      expect(res.status, what).toBe(422)
      const body = (await res.json()) as { error: { code: string; problems: { code: string }[] } }
      expect(body.error.code, what).toBe('invalid_format')
      expect(
        body.error.problems.map((p) => p.code),
        what,
      ).toContain(problem)
    }
    // A unit of another event is not this event's either.
    const other = {
      ...good,
      rounds: [
        heats,
        {
          ...final,
          units: [
            { ...(final.units[0] as EventFormat['rounds'][number]['units'][number]), code: `${'ATHW100MH-3D'}-FNL` },
          ],
        },
      ],
    }
    const res = await send('PUT', `/api/v1/admin/events/${RACE}/format`, other)
    expect(res.status).toBe(422)
    // Another event's code in the body, and an event that does not exist.
    expect(
      (await send('PUT', `/api/v1/admin/events/${RACE}/format`, { ...good, eventCode: 'ATHW100MH-3D' })).status,
    ).toBe(400)
    expect(
      (await send('PUT', '/api/v1/admin/events/NO-SUCH-EVENT/format', { ...good, eventCode: 'NO-SUCH-EVENT' })).status,
    ).toBe(404)
    expect(await stored(RACE)).toEqual(before)
  })

  it('is removed by DELETE (audited, announced), after which the event answers no rounds', async () => {
    const format = await heatsToFinal(t, RACE)
    expect((await send('PUT', `/api/v1/admin/events/${RACE}/format`, format)).status).toBe(200)
    expect((await structure(RACE)).hasFormat).toBe(true)
    const res = await send('DELETE', `/api/v1/admin/events/${RACE}/format`)
    expect(res.status).toBe(204)
    expect(await stored(RACE)).toBeUndefined()
    expect(await structure(RACE)).toMatchObject({ hasFormat: false, rounds: [] })
    const [live] = await t.ctx.database.db.select().from(liveEvents).orderBy(desc(liveEvents.id)).limit(1)
    expect(live).toMatchObject({ kind: 'structure', payload: { eventCode: RACE, change: 'deleted' } })
    expect((await send('DELETE', `/api/v1/admin/events/${RACE}/format`)).status).toBe(404)
  })
})
