import type { TransportDto } from '@podium/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/helpers.ts'
import { fixedClock } from '../../clock.ts'

let t: TestApp
let late: TestApp
beforeAll(async () => {
  t = await createTestApp()
  // 23:50 in Rio on the 14th: every line's last departure of the day has left.
  late = await createTestApp({ clock: fixedClock(new Date('2026-07-15T02:50:00Z'), 'America/Sao_Paulo') })
})
afterAll(async () => {
  await t.close()
  await late.close()
})

const read = async (app: TestApp, path = '/api/v1/transport?lang=en') =>
  (await (await app.request(path)).json()) as TransportDto

describe('GET /api/v1/transport', () => {
  it('lists the lines with their stops and the next departures against the server clock (12:00 Rio)', async () => {
    const body = await read(t)
    expect(body.timeZone).toBe('America/Sao_Paulo')
    expect(body.now).toBe('2026-07-14T15:00:00.000Z')
    const l1 = body.lines.find((l) => l.code === 'L1')
    expect(l1?.name).toBe('Village – Olympic Park')
    expect(l1?.stops.map((s) => s.name)).toEqual(['Athletes’ Village', 'Riocentro', 'Barra Olympic Park'])
    // L1 leaves the village every 15 minutes from 06:00.
    expect(l1?.stops[0]?.next.map((d) => d.time)).toEqual(['12:00', '12:15', '12:30'])
    expect(l1?.stops[1]?.next.map((d) => d.time)).toEqual(['12:08', '12:23', '12:38'])
    expect(l1?.stops[0]?.next[0]?.at).toBe('2026-07-14T15:00:00.000Z')
    expect(l1?.document?.url).toBe(`/api/v1/documents/${l1?.document?.id}/transport-l1.pdf`)
  })

  it('a line that does not run today shows its next service day (the airport express: days 9 and 10)', async () => {
    const l7 = (await read(t)).lines.find((l) => l.code === 'L7')
    expect(l7?.serviceDays).toEqual(['2026-07-11', '2026-07-12', '2026-07-19', '2026-07-20'])
    expect(l7?.stops[0]?.next[0]).toMatchObject({ day: '2026-07-19', time: '06:00' })
  })

  it('after the last departure of the day, the next ones are tomorrow’s', async () => {
    const l1 = (await read(late)).lines.find((l) => l.code === 'L1')
    expect(l1?.stops[0]?.next.map((d) => `${d.day} ${d.time}`)).toEqual([
      '2026-07-15 06:00',
      '2026-07-15 06:15',
      '2026-07-15 06:30',
    ])
  })

  it('is localized and cacheable', async () => {
    const res = await t.request('/api/v1/transport')
    expect(res.headers.get('etag')).toBeTruthy()
    const pt = (await res.json()) as TransportDto
    expect(pt.lines[0]?.stops[0]?.name).toBe('Vila dos Atletas')
  })
})
