/**
 * The results-entry screen's medallists preview against what the server awards. The preview is a pure module of the
 * web feature (`results-form.ts`); this is the one place a server test imports web code, because the point is that
 * the screen and the server apply the same domain rules to the same rows: the rows sent are the screen's own
 * (`resultRowsOf`), the bronze contest is looked up as the screen does, and the awards are read back from the API.
 */
import type { DisciplinePage, Medallists, UnitDetail } from '@podium/domain'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  eventHasBronzeContest,
  formRowsOf,
  medallistsPreview,
  type ResultFormRow,
  resultRowsOf,
} from '../../../../web/src/features/results-entry/results-form.ts'
import { TEST_ADMIN_TOKEN } from '../../../test/constants.ts'
import { createTestApp, queryRows, type TestApp } from '../../../test/helpers.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const admin = { Authorization: `Bearer ${TEST_ADMIN_TOKEN}`, 'Content-Type': 'application/json' }

async function get<T>(path: string): Promise<T> {
  const res = await t.request(path)
  expect(res.status, path).toBe(200)
  return (await res.json()) as T
}

const competitorId = (row: ResultFormRow) => row.teamId ?? row.athleteId
const ranked = (rows: ResultFormRow[], ranks: [rank: string, irm?: string][]): ResultFormRow[] =>
  rows.map((row, i) => ({ ...row, rank: ranks[i]?.[0] ?? '', irm: ranks[i]?.[1] ?? (ranks[i] ? '' : 'DNS') }))

/** What the screen previews for these rows of the unit, as `MEDAL competitor` lines. */
async function preview(unitCode: string, rows: ResultFormRow[]) {
  const { unit } = await get<UnitDetail>(`/api/v1/units/${unitCode}`)
  const discipline = await get<DisciplinePage>(`/api/v1/disciplines/${unit.disciplineKey}`)
  const hasBronzeContest = eventHasBronzeContest(discipline.schedule, unit.eventCode ?? '')
  const awards = medallistsPreview(rows, { medal: unit.medal, eventHasBronzeContest: hasBronzeContest })
  return { hasBronzeContest, lines: awards.map(({ medal, entry }) => `${medal} ${competitorId(entry)}`) }
}

/** Saves the rows as the screen sends them, official at once (medals are awarded from official results). */
async function saveOfficial(unitCode: string, rows: ResultFormRow[]) {
  const res = await t.request(`/api/v1/units/${unitCode}/results`, {
    method: 'PUT',
    headers: admin,
    body: JSON.stringify({ results: resultRowsOf(rows), resultStatus: 'OFFICIAL' }),
  })
  expect(res.status, await res.clone().text()).toBe(200)
}

/** The event's medallists as the API reports them. Read once per event, after its writes (no stale read model). */
async function awarded(eventCode: string) {
  const { items } = await get<Medallists>(`/api/v1/medallists?event=${eventCode}`)
  return items.map((m) => `${m.medal} ${m.team?.id ?? m.athletes[0]?.id}`).sort()
}

describe('the results-entry medallists preview equals what the server awards', () => {
  it('for a bronze contest (one bronze) and a final with a bronze contest (its rank 3 gets nothing)', async () => {
    // An undecided event with one bronze contest; its medal units have no start list yet, so the competitors are
    // the ones of the event's largest start list (the writer takes any known competitor).
    const [event] = await queryRows<{ event_code: string; bronze: string; final: string; source: string }>(
      t.ctx.database,
      sql`select b.event_code, b.code as bronze, f.code as final,
            (select s.unit_code from start_list_entries s join units o on o.code = s.unit_code
              where o.event_code = b.event_code group by s.unit_code order by count(*) desc, s.unit_code limit 1)
              as source
          from units b join units f on f.event_code = b.event_code and f.medal = 'GOLD'
          where b.medal = 'BRONZE' and b.schedule_status = 'SCHEDULED' and f.schedule_status = 'SCHEDULED'
            and not exists (select 1 from medallists m where m.event_code = b.event_code)
            and not exists (select 1 from units x where x.event_code = b.event_code and x.medal = 'BRONZE'
              and x.code <> b.code)
          order by b.event_code`,
    ).then((rows) => rows.filter((r) => r.source))
    if (!event) throw new Error('the demo has no undecided event with a bronze contest and a start list')
    const competitors = formRowsOf(await get<UnitDetail>(`/api/v1/units/${event.source}`))
    expect(competitors.length).toBeGreaterThanOrEqual(4)
    const [c0, c1, c2, c3] = competitors.map(competitorId)

    const bronzeRows = ranked(competitors.slice(0, 2), [['1'], ['2']])
    const bronze = await preview(event.bronze, bronzeRows)
    expect(bronze).toEqual({ hasBronzeContest: true, lines: [`BRONZE ${c0}`] })

    // The bronze contest's loser listed third in the final, as a full final ranking would.
    const finalRows = ranked(
      [competitors[2], competitors[3], competitors[1]].filter((r) => r !== undefined),
      [['1'], ['2'], ['3']],
    )
    const final = await preview(event.final, finalRows)
    expect(final).toEqual({ hasBronzeContest: true, lines: [`GOLD ${c2}`, `SILVER ${c3}`] })
    expect(final.lines.join()).not.toContain(String(c1))

    await saveOfficial(event.bronze, bronzeRows)
    await saveOfficial(event.final, finalRows)
    expect(await awarded(event.event_code)).toEqual([...bronze.lines, ...final.lines].sort())
  })

  it('for a final with ties and an invalid-result mark on a podium rank (that row gets nothing)', async () => {
    const [event] = await queryRows<{ event_code: string; final: string }>(
      t.ctx.database,
      sql`select f.event_code, f.code as final from units f
          where f.medal = 'GOLD' and f.schedule_status = 'SCHEDULED'
            and not exists (select 1 from units b where b.event_code = f.event_code and b.medal = 'BRONZE')
            and not exists (select 1 from medallists m where m.event_code = f.event_code)
            and (select count(*) from start_list_entries s where s.unit_code = f.code) >= 5
          order by f.event_code limit 1`,
    )
    if (!event) throw new Error('the demo has no undecided final without a bronze contest')
    const start = formRowsOf(await get<UnitDetail>(`/api/v1/units/${event.final}`))
    // Two equal firsts, a disqualified third, a fourth; the rest did not start.
    const rows = ranked(start, [['1'], ['1'], ['3', 'DSQ'], ['4']])
    const [c0, c1] = rows.map(competitorId)

    const final = await preview(event.final, rows)
    expect(final).toEqual({ hasBronzeContest: false, lines: [`GOLD ${c0}`, `GOLD ${c1}`] })

    await saveOfficial(event.final, rows)
    expect(await awarded(event.event_code)).toEqual([...final.lines].sort())
  })
})
