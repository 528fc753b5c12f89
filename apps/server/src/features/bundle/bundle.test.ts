/**
 * The CSV bundle against the real database: export the demo, import it into an empty database, export again (the
 * same bytes); a re-import changes nothing; a broken row at units.csv line 7 fails with its place and leaves the
 * database as it was; the admin upload (200/422/403) refreshes the read models. See decision 017.
 */
import { BUNDLE_PROBLEMS, type BundleFile } from '@podium/domain'
import { and, asc, eq, sql } from 'drizzle-orm'
import { zipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_ADMIN_TOKEN } from '../../../test/constants.ts'
import { createTestApp, createTestDatabase, queryRows, type TestApp, type TestDatabase } from '../../../test/helpers.ts'
import type { Database } from '../../db/client.ts'
import { records } from '../../db/schema.ts'
import { loginCookie } from '../accounts/test-session.ts'
import { BundleError } from './bundle-error.ts'
import { buildBundle } from './export.ts'
import { type ImportProgress, importBundle } from './import.ts'

let t: TestApp
let empty: TestDatabase
let demo: Map<BundleFile, string>

const texts = (files: Map<BundleFile, { text: string }>) => new Map([...files].map(([f, v]) => [f, v.text]))

/** A copy of the test snapshot with every table emptied: a migrated database without games, in a second. */
async function emptyDatabase(): Promise<TestDatabase> {
  const db = await createTestDatabase()
  const tables = await queryRows<{ tablename: string }>(
    db.database,
    sql`select tablename from pg_tables where schemaname = 'public'`,
  )
  await db.database.db.execute(
    sql.raw(`truncate ${tables.map((r) => `"${r.tablename}"`).join(', ')} restart identity cascade`),
  )
  return db
}

/** Row count and content hash of every table: equal before and after means the database was left as it was. */
async function checksum(database: Database): Promise<Record<string, string>> {
  const tables = await queryRows<{ tablename: string }>(
    database,
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  )
  const out: Record<string, string> = {}
  for (const { tablename } of tables) {
    const [row] = await queryRows<{ n: string; h: string | null }>(
      database,
      sql.raw(
        `select count(*)::text as n, md5(string_agg(md5(t::text), '' order by md5(t::text))) as h from "${tablename}" t`,
      ),
    )
    out[tablename] = `${row?.n}:${row?.h ?? ''}`
  }
  return out
}

const count = async (database: Database, table: string) =>
  Number((await queryRows<{ n: string }>(database, sql.raw(`select count(*)::text as n from "${table}"`)))[0]?.n)

/** The bundle with units.csv line 7 (the sixth unit) given a start that is not a date-time. */
function brokenAtLine7(files: Map<BundleFile, string>): Map<BundleFile, string> {
  const lines = (files.get('units.csv') ?? '').split('\n')
  lines[6] = (lines[6] ?? '').replace(/,\d{4}-\d{2}-\d{2}T[^,]+,/, ',14/07/2026 09:30,')
  return new Map([...files, ['units.csv', lines.join('\n')]])
}

const zip = (files: Map<string, string>) =>
  zipSync(Object.fromEntries([...files].map(([name, text]) => [name, new TextEncoder().encode(text)])))

beforeAll(async () => {
  ;[t, empty] = await Promise.all([createTestApp(), emptyDatabase()])
  demo = texts(await buildBundle(t.ctx.database.db))
  // The HTTP tests below merge into games that exist: real games. Over the demo an import replaces it whole or is
  // refused (decision 067; test/first-run.test.ts).
  await t.ctx.database.db.execute(sql`update games set demo_seed = null`)
})
afterAll(async () => {
  await Promise.all([t.close(), empty.destroy()])
})

describe('round trip', () => {
  it('exports the demo, imports it into an empty database, and exports the same bundle again', async () => {
    const db = t.ctx.database
    // The bundle carries every key row of the demo.
    const rows = (file: BundleFile) => (demo.get(file) ?? '').trimEnd().split('\n').length - 1
    expect(rows('organisations.csv')).toBe(await count(db, 'organisations'))
    expect(rows('athletes.csv')).toBe(await count(db, 'athletes'))
    expect(rows('events.csv')).toBe(await count(db, 'events'))
    expect(rows('teams.csv')).toBe(await count(db, 'teams'))
    expect(rows('venues.csv')).toBe(await count(db, 'venues'))
    expect(rows('medallists.csv')).toBe(await count(db, 'medallists'))
    expect(rows('results.csv')).toBe(await count(db, 'results'))
    expect(rows('records.csv')).toBe(await count(db, 'records'))
    // No quoted multi-line cells in the demo, so lines are rows.
    expect(rows('units.csv')).toBe(await count(db, 'units'))

    const stages = new Set<ImportProgress['stage']>()
    const result = await importBundle(empty.database.db, demo, { onProgress: (p) => stages.add(p.stage) })
    expect(result.unchanged).toBe(false)
    expect(result.files['athletes.csv']).toEqual({
      rows: rows('athletes.csv'),
      inserted: rows('athletes.csv'),
      updated: 0,
    })
    expect(result.files['units.csv']?.inserted).toBe(rows('units.csv'))
    expect([...stages]).toEqual(['read', 'check', 'write'])

    const again = texts(await buildBundle(empty.database.db))
    for (const [file, text] of demo) expect(again.get(file), file).toBe(text)
    for (const table of [
      'organisations',
      'athletes',
      'events',
      'teams',
      'units',
      'venues',
      'results',
      'medallists',
      'records',
    ]) {
      expect(await count(empty.database, table), table).toBe(await count(db, table))
    }
    expect(await count(empty.database, 'games')).toBe(1)
    // Two exports and an import of the whole demo, its results now with their detail: over 30 s on a busy machine.
  }, 120_000)

  it('changes nothing when the same bundle is imported again', async () => {
    const before = await checksum(empty.database)
    const result = await importBundle(empty.database.db, demo)
    expect(result.unchanged).toBe(true)
    for (const c of Object.values(result.files)) expect(c).toMatchObject({ inserted: 0, updated: 0 })
    expect(await checksum(empty.database)).toEqual(before)
  })

  it('refuses a broken row at units.csv line 7 naming file, line and column, and leaves the database as it was', async () => {
    const before = await checksum(empty.database)
    const error = await importBundle(empty.database.db, brokenAtLine7(demo)).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(BundleError)
    expect((error as BundleError).message).toBe(`units.csv line 7, column start: ${BUNDLE_PROBLEMS.dateTime}`)
    expect((error as BundleError).fields).toEqual({ 'units.csv:7:start': [BUNDLE_PROBLEMS.dateTime] })
    expect(await checksum(empty.database)).toEqual(before)
  })

  it('rolls back rows already written when a later reference is wrong', async () => {
    const before = await checksum(empty.database)
    const files = new Map(demo)
    // A new organisation (would be written first) and a result naming a unit nobody has.
    files.set('organisations.csv', `${demo.get('organisations.csv')}ZZZ,Nowhere,\n`)
    const results = demo.get('results.csv') ?? ''
    files.set('results.csv', `${results}NO-SUCH-UNIT,1,,,,,,\n`)
    const line = results.trimEnd().split('\n').length + 1
    await expect(importBundle(empty.database.db, files)).rejects.toThrow(
      `results.csv line ${line}, column unit: ${BUNDLE_PROBLEMS.unknownUnit}`,
    )
    expect(await checksum(empty.database)).toEqual(before)
  })
})

describe("results.csv's detail column (decision 090)", () => {
  /** The demo's results.csv with the first row's detail cell (the last column) replaced. */
  const withFirstDetail = (cell: string) => {
    const lines = (demo.get('results.csv') ?? '').trimEnd().split('\n')
    lines[1] = (lines[1] ?? '').replace(/,("[^"]*(""[^"]*)*"|[^,]*)$/, `,${cell}`)
    return { files: new Map([...demo, ['results.csv', `${lines.join('\n')}\n`]]), row: lines[1] }
  }

  it('imports a sport detail as JSON, exports the same text, and refuses a malformed one naming its line', async () => {
    const lines = (demo.get('results.csv') ?? '').split('\n')
    expect(lines[0]).toBe('unit,rank,athlete,team,result,irm,qualification,detail')
    // The demo's matches carry their sets and decisions (the whole bundle round-trips above).
    expect(lines.some((l) => l.includes('""periods""'))).toBe(true)
    const detail = { periods: [{ label: 'S1', score: '25' }], decision: 'sets', records: ['GR'] }
    const given = withFirstDetail(`"${JSON.stringify(detail).replaceAll('"', '""')}"`)
    await importBundle(empty.database.db, given.files)
    const exported = (texts(await buildBundle(empty.database.db)).get('results.csv') ?? '').split('\n')[1] ?? ''
    // The same row, its detail the same JSON (jsonb keeps its own order of an object's keys).
    const lastCell = /,("[^"]*(""[^"]*)*"|[^,]*)$/
    expect(exported.replace(lastCell, '')).toBe(given.row?.replace(lastCell, ''))
    const cell = lastCell.exec(exported)?.[1] ?? ''
    expect(JSON.parse(cell.slice(1, -1).replaceAll('""', '"'))).toEqual(detail)

    const before = await checksum(empty.database)
    for (const cell of ['"{""periods"":[{""label"":""""}]}"', '{nope', '"{""colour"":""red""}"']) {
      const error = await importBundle(empty.database.db, withFirstDetail(cell).files).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(BundleError)
      expect((error as BundleError).fields).toEqual({ 'results.csv:2:detail': [BUNDLE_PROBLEMS.resultDetail] })
    }
    expect(await checksum(empty.database)).toEqual(before)
    // The tests below start from the demo's bundle again.
    await importBundle(empty.database.db, demo)
    // Five imports of the whole demo: more than the default 30 s on a busy 2-core machine.
  }, 180_000)
})

describe('records.csv (decision 094)', () => {
  /** The records table as stored, without the time of the write. */
  const stored = async (database: Database) =>
    (await database.db.select().from(records).orderBy(asc(records.eventCode), asc(records.kind))).map(
      ({ updatedAt: _at, ...r }) => r,
    )
  const withRecords = (extra: string) => new Map([...demo, ['records.csv', `${demo.get('records.csv') ?? ''}${extra}`]])
  const lineAfterDemo = () => (demo.get('records.csv') ?? '').trimEnd().split('\n').length + 1

  it('carries every record, those the games broke with what they replaced: the same records after an import', async () => {
    expect((demo.get('records.csv') ?? '').split('\n')[0]).toBe(
      'event,kind,mark,holder,organisation,athlete,team,date,unit,previous_mark,previous_holder,previous_date',
    )
    const original = await stored(t.ctx.database)
    // The demo brings games records, and its seeded official results have broken some of them.
    expect(original.length).toBeGreaterThan(0)
    expect(original.some((r) => r.unitCode && r.previousMark && r.athleteId)).toBe(true)
    expect(original.some((r) => !r.unitCode)).toBe(true)
    // `empty` holds the demo imported from its bundle (above).
    expect(await stored(empty.database)).toEqual(original)
  })

  it('refuses a bad kind, an unknown event or unit, a record listed twice, naming line and column; writes nothing', async () => {
    const before = await checksum(empty.database)
    const line = lineAfterDemo()
    const [first] = await stored(t.ctx.database)
    if (!first) throw new Error('the demo has records')
    const cases: [string, Record<string, string[]>][] = [
      [
        `${first.eventCode},games,10.00,Someone,,,,,,,,\n`,
        { [`records.csv:${line}:kind`]: [BUNDLE_PROBLEMS.recordKind] },
      ],
      [`NO-SUCH-EVENT,GR,10.00,Someone,,,,,,,,\n`, { [`records.csv:${line}:event`]: [BUNDLE_PROBLEMS.unknownEvent] }],
      [
        `${first.eventCode},WR,10.00,Someone,,,,,NO-SUCH-UNIT,,,\n`,
        { [`records.csv:${line}:unit`]: [BUNDLE_PROBLEMS.unknownUnit] },
      ],
      [
        `${first.eventCode},WR,10.00,Someone,,,,2026-02-30,,,,\n`,
        { [`records.csv:${line}:date`]: [BUNDLE_PROBLEMS.date] },
      ],
      [
        `${first.eventCode},${first.kind},10.00,Someone,,,,,,,,\n`,
        { [`records.csv:${line}:kind`]: [BUNDLE_PROBLEMS.duplicate] },
      ],
    ]
    for (const [row, fields] of cases) {
      const error = await importBundle(empty.database.db, withRecords(row)).catch((e: unknown) => e)
      expect(error, row).toBeInstanceOf(BundleError)
      expect((error as BundleError).fields, row).toEqual(fields)
    }
    expect(await checksum(empty.database)).toEqual(before)
    // Five imports of the whole demo, each refused: more than the default 30 s on a busy 2-core machine.
  }, 180_000)

  it('stores a new or changed record and counts it; a record the bundle leaves out is kept', async () => {
    const [first] = await stored(empty.database)
    if (!first) throw new Error('the demo has records')
    const lines = (demo.get('records.csv') ?? '').trimEnd().split('\n')
    // The first record's mark changed, its last row left out, and a world record added.
    lines[1] = (lines[1] ?? '').replace(`,${first.kind},${first.mark},`, `,${first.kind},9.99,`)
    const left = lines.pop() ?? ''
    lines.push(`${first.eventCode},WR,9.58,BOLT Usain,,,,2009-08-16,,,,`)
    const result = await importBundle(empty.database.db, new Map([...demo, ['records.csv', `${lines.join('\n')}\n`]]))
    expect(result.files['records.csv']).toEqual({ rows: lines.length - 1, inserted: 1, updated: 1 })
    const after = await stored(empty.database)
    expect(after.find((r) => r.eventCode === first.eventCode && r.kind === first.kind)?.mark).toBe('9.99')
    expect(after.find((r) => r.eventCode === first.eventCode && r.kind === 'WR')).toMatchObject({
      mark: '9.58',
      holder: 'BOLT Usain',
      date: '2009-08-16',
      unitCode: null,
    })
    const [leftEvent, leftKind] = left.split(',')
    expect(after.some((r) => r.eventCode === leftEvent && r.kind === leftKind)).toBe(true)
    // The tests below start from the demo's bundle again (the added record is not in it, so it goes by hand).
    await importBundle(empty.database.db, demo)
    await empty.database.db.delete(records).where(and(eq(records.eventCode, first.eventCode), eq(records.kind, 'WR')))
    expect(await stored(empty.database)).toEqual(await stored(t.ctx.database))
  }, 120_000)
})

describe('a withdrawn athlete (ODF Current="false"; not in the format)', () => {
  it('is exported like any athlete, and an import keeps the flag, even when it updates the row', async () => {
    const db = empty.database.db
    const [first] = await queryRows<{ id: string; name: string }>(
      empty.database,
      sql`select id, name from athletes order by id limit 1`,
    )
    if (!first) throw new Error('no athletes')
    const withdrawn = async () =>
      (
        await queryRows<{ withdrawn: boolean }>(
          empty.database,
          sql`select withdrawn from athletes where id = ${first.id}`,
        )
      )[0]?.withdrawn
    await db.execute(sql`update athletes set withdrawn = true where id = ${first.id}`)
    try {
      // The same bundle: their results and medals name them, so the athlete stays in athletes.csv.
      const exported = texts(await buildBundle(db))
      for (const [file, text] of demo) expect(exported.get(file), file).toBe(text)
      expect(exported.get('athletes.csv')?.split('\n')[0]).not.toMatch(/withdrawn/)
      // An import that renames them updates the row and keeps the flag; the bundle cannot re-instate anyone.
      const athletesCsv = demo.get('athletes.csv') ?? ''
      const renamed = athletesCsv.replace(`${first.id},${first.name},`, `${first.id},${first.name} Renamed,`)
      expect(renamed).not.toBe(athletesCsv)
      const result = await importBundle(db, new Map([...demo, ['athletes.csv', renamed]]))
      expect(result.files['athletes.csv']).toMatchObject({ inserted: 0, updated: 1 })
      expect(await withdrawn()).toBe(true)
      await importBundle(db, demo)
      expect(await withdrawn()).toBe(true)
    } finally {
      await db.execute(sql`update athletes set withdrawn = false where id = ${first.id}`)
    }
    expect(await withdrawn()).toBe(false)
  })
})

describe('rows and lines', () => {
  const small = (units: string) =>
    new Map<string, string>([
      ['organisations.csv', 'code,name\nZZA,Alpha\n'],
      ['athletes.csv', 'id,name,gender,organisation\n'],
      ['events.csv', 'code,discipline,gender,name\n'],
      ['units.csv', units],
    ])

  it('counts physical lines: blank lines and quoted line breaks, CRLF or LF', async () => {
    const units =
      'code,start,type,name\r\n\r\nM1,2026-07-14T09:00:00-03:00,meeting,"Two\r\nlines"\r\nM2,2026-07-14T10:00:00-03:00,party,x\r\n'
    await expect(importBundle(empty.database.db, small(units))).rejects.toThrow(
      `units.csv line 5, column type: ${BUNDLE_PROBLEMS.unitType}`,
    )
  })

  it('names a missing file and a missing column', async () => {
    const files = small('code,type\n')
    await expect(importBundle(empty.database.db, files)).rejects.toThrow(
      `units.csv line 1, column start: ${BUNDLE_PROBLEMS.missingColumn}`,
    )
    files.delete('events.csv')
    await expect(importBundle(empty.database.db, files)).rejects.toThrow(`events.csv: ${BUNDLE_PROBLEMS.missingFile}`)
  })
})

describe('POST /api/v1/admin/import', () => {
  const post = (body: Uint8Array, headers: Record<string, string> = {}) =>
    t.request('/api/v1/admin/import', {
      method: 'POST',
      headers: { Authorization: `Bearer ${TEST_ADMIN_TOKEN}`, 'Content-Type': 'application/zip', ...headers },
      body,
    })

  /** A new delegation with a three-member relay team that wins gold: one gold in the medal table, not three. */
  const teamBundle = () => {
    const files = new Map<string, string>([
      ['organisations.csv', 'code,name,country_iso2\nZZB,Bundle Land,\n'],
      ['athletes.csv', 'id,name,gender,organisation\nZB1,ALPHA Ana,W,ZZB\nZB2,BETA Bia,W,ZZB\nZB3,GAMMA Cy,W,ZZB\n'],
      ['events.csv', 'code,discipline,gender,name\nZB-RELAY,ATH,W,Bundle relay\n'],
      ['teams.csv', 'id,name,organisation,event,members\nZB-T1,Bundle Land,ZZB,ZB-RELAY,ZB1;ZB2;ZB3\n'],
      [
        'units.csv',
        'code,start,type,event,status,medal\nZB-FNL,2026-07-14T09:00:00-03:00,competition-medal,ZB-RELAY,FINISHED,GOLD\n',
      ],
      ['results.csv', 'unit,rank,team,result\nZB-FNL,1,ZB-T1,3:30.00\n'],
      [
        'medallists.csv',
        'event,medal,organisation,athlete,team\nZB-RELAY,GOLD,ZZB,ZB1,ZB-T1\nZB-RELAY,GOLD,ZZB,ZB2,ZB-T1\nZB-RELAY,GOLD,ZZB,ZB3,ZB-T1\n',
      ],
    ])
    return files
  }

  type MedalTable = { items: { organisation: { code: string }; gold: number; total: number }[] }
  const medalRow = async (code: string) =>
    ((await (await t.request('/api/v1/medals?lang=en')).json()) as MedalTable).items.find(
      (r) => r.organisation.code === code,
    )

  // Before any import: an import retires the demo accounts (decision 025).
  it('is for admins only: 401 without a session, 403 for staff', async () => {
    const anonymous = await t.request('/api/v1/admin/import', {
      method: 'POST',
      headers: { 'Content-Type': 'application/zip' },
      body: zip(teamBundle()),
    })
    expect(anonymous.status).toBe(401)
    const staff = await t.request('/api/v1/admin/import', {
      method: 'POST',
      headers: { cookie: await loginCookie(t, 'demo-staff'), 'Content-Type': 'application/zip' },
      body: zip(teamBundle()),
    })
    expect(staff.status).toBe(403)
  })
  it('imports a zip (200 with counts), counts a team medal once, and the read models show it at once', async () => {
    expect(await medalRow('ZZB')).toBeUndefined() // read and cached before the import
    const res = await post(zip(teamBundle()))
    expect(res.status).toBe(200)
    const body = (await res.json()) as { files: Record<string, unknown>; unchanged: boolean }
    expect(body.unchanged).toBe(false)
    expect(body.files['athletes.csv']).toEqual({ rows: 3, inserted: 3, updated: 0 })
    expect(body.files['medallists.csv']).toEqual({ rows: 3, inserted: 3, updated: 0 })
    expect(await medalRow('ZZB')).toMatchObject({ gold: 1, total: 1 })

    const again = await post(zip(teamBundle()))
    expect(((await again.json()) as { unchanged: boolean }).unchanged).toBe(true)
  })

  it('answers 422 with file, line and column, translated by the client from the problem text', async () => {
    const files = teamBundle()
    files.set('athletes.csv', 'id,name,gender,organisation\nZB1,ALPHA Ana,W,ZZB\nZB2,BETA Bia,F,ZZB\n')
    const res = await post(zip(files))
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({
      error: {
        code: 'invalid_bundle',
        message: `athletes.csv line 3, column gender: ${BUNDLE_PROBLEMS.personGender}`,
        fields: { 'athletes.csv:3:gender': [BUNDLE_PROBLEMS.personGender] },
      },
    })
    const notZip = await post(new TextEncoder().encode('not a zip'))
    expect(notZip.status).toBe(422)
    const wrongType = await post(zip(teamBundle()), { 'Content-Type': 'text/csv' })
    expect(wrongType.status).toBe(415)
  })
})
