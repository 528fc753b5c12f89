/**
 * Disciplines are data (decision 068): a bundle's `disciplines.csv` brings disciplines beyond the 18 built in, with
 * their names in four languages and their URL key, and every API that names a discipline names them so; the bundle
 * round-trips them; an event naming a discipline nobody defines, and a unit outside the games' dates, are refused
 * with file, line and column; the settings of an imported games (no host city) can be saved.
 */
import {
  BUNDLE_PROBLEMS,
  type BundleFile,
  DayScheduleSchema,
  DisciplinePageSchema,
  DisciplinesSchema,
  type GamesSettings,
  LOCALES,
  MedallistsSchema,
  MedalTableSchema,
} from '@podium/domain'
import { sql } from 'drizzle-orm'
import { zipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_ADMIN_TOKEN } from '../../../test/constants.ts'
import { createTestApp, createTestDatabase, queryRows, type TestApp, type TestDatabase } from '../../../test/helpers.ts'
import { buildBundle } from './export.ts'
import { importBundle } from './import.ts'

let t: TestApp
let other: TestDatabase

const ADMIN = { Authorization: `Bearer ${TEST_ADMIN_TOKEN}` }

/** Empties every table: a migrated database without games. */
async function truncateAll(db: TestDatabase) {
  const tables = await queryRows<{ tablename: string }>(
    db.database,
    sql`select tablename from pg_tables where schemaname = 'public'`,
  )
  await db.database.db.execute(
    sql.raw(`truncate ${tables.map((r) => `"${r.tablename}"`).join(', ')} restart identity cascade`),
  )
}

const zip = (files: Map<string, string>) =>
  zipSync(Object.fromEntries([...files].map(([name, text]) => [name, new TextEncoder().encode(text)])))

/** Two disciplines the app does not know (BK3 with a key, BOX without) and one built in (ATH) not listed. */
const bundle = () =>
  new Map<string, string>([
    [
      'disciplines.csv',
      'code,name,key,format,team,bronzes,name_pt,name_en,name_es,name_az\n' +
        'BK3,3x3 Basketball,3x3-basketball,team-match,yes,1,Basquetebol 3x3,,Baloncesto 3x3,3x3 basketbol\n' +
        'BOX,Boxe,,duel,no,2,,Boxing,Boxeo,Boks\n',
    ],
    ['organisations.csv', 'code,name\nBRA,Brasil\nARG,Argentina\n'],
    ['athletes.csv', 'id,name,gender,organisation\nA1,SILVA Ana,W,BRA\nA2,PEREZ Lu,W,ARG\nA3,SOUZA Bia,W,BRA\n'],
    [
      'events.csv',
      'code,discipline,gender,name\nBK3-W,BK3,W,Women\nBOX-W54,BOX,W,Women 54 kg\nATH-W100,ATH,W,Women 100 m\n',
    ],
    [
      'units.csv',
      'code,start,end,type,event,status,medal\n' +
        'BK3-W-FNL,2026-07-14T10:00:00-03:00,2026-07-14T10:30:00-03:00,competition-medal,BK3-W,FINISHED,GOLD\n' +
        'BOX-W54-FNL,2026-07-15T18:00:00-03:00,,competition-medal,BOX-W54,SCHEDULED,GOLD\n' +
        'ATH-W100-FNL,2026-07-16T20:00:00-03:00,,competition-medal,ATH-W100,SCHEDULED,GOLD\n',
    ],
    ['medallists.csv', 'event,medal,organisation,athlete,team\nBK3-W,GOLD,BRA,A1,\nBK3-W,SILVER,ARG,A2,\n'],
  ])

const NAMES = {
  BK3: { pt: 'Basquetebol 3x3', en: '3x3 Basketball', es: 'Baloncesto 3x3', az: '3x3 basketbol' },
  // No name_pt: Portuguese falls back to `name`.
  BOX: { pt: 'Boxe', en: 'Boxing', es: 'Boxeo', az: 'Boks' },
} as const

const post = (files: Map<string, string>) =>
  t.request('/api/v1/admin/import', {
    method: 'POST',
    headers: { ...ADMIN, 'Content-Type': 'application/zip' },
    body: zip(files),
  })

const getJson = async (path: string) => {
  const res = await t.request(path)
  expect(res.status, path).toBe(200)
  return res.json() as Promise<unknown>
}

beforeAll(async () => {
  ;[t, other] = await Promise.all([createTestApp(), createTestDatabase()])
  await Promise.all([truncateAll(t.db), truncateAll(other)])
  const res = await post(bundle())
  expect(res.status, await res.clone().text()).toBe(200)
})
afterAll(async () => {
  await Promise.all([t.close(), other.destroy()])
})

describe('a bundle with two disciplines the app does not know', () => {
  it('the reference API names them in each language, with their key, format and team flag', async () => {
    for (const lang of LOCALES) {
      const { items } = DisciplinesSchema.parse(await getJson(`/api/v1/disciplines?lang=${lang}`))
      const byCode = new Map(items.map((d) => [d.code, d]))
      expect(byCode.get('BK3'), lang).toMatchObject({
        key: '3x3-basketball',
        name: NAMES.BK3[lang],
        format: 'team-match',
        team: true,
      })
      expect(byCode.get('BOX'), lang).toMatchObject({ key: 'box', name: NAMES.BOX[lang], format: 'duel', team: false })
      // A built-in discipline an event names keeps the catalogue's name.
      expect(byCode.get('ATH')?.name, lang).toBe(
        { pt: 'Atletismo', en: 'Athletics', es: 'Atletismo', az: 'Atletika' }[lang],
      )
    }
    const [row] = await queryRows<{ bronzes: number }>(
      t.db.database,
      sql`select bronzes from disciplines where code = 'BOX'`,
    )
    expect(row?.bronzes).toBe(2)
  })

  it('the medal table and the medallists filter by the imported key', async () => {
    const table = MedalTableSchema.parse(await getJson('/api/v1/medals?discipline=3x3-basketball'))
    expect(table.items.map((i) => [i.organisation.code, i.gold, i.silver])).toEqual([
      ['BRA', 1, 0],
      ['ARG', 0, 1],
    ])
    const other = MedalTableSchema.parse(await getJson('/api/v1/medals?discipline=box'))
    expect(other.items).toEqual([])
    const medallists = MedallistsSchema.parse(await getJson('/api/v1/medallists?discipline=3x3-basketball'))
    expect(medallists.items.map((m) => [m.disciplineCode, m.medal])).toEqual([
      ['BK3', 'GOLD'],
      ['BK3', 'SILVER'],
    ])
  })

  it('the schedule names them, and their discipline page answers by key and by code', async () => {
    for (const lang of LOCALES) {
      const day = DayScheduleSchema.parse(await getJson(`/api/v1/schedule?day=2026-07-15&lang=${lang}`))
      const unit = day.items.find((i) => i.code === 'BOX-W54-FNL')
      expect(unit, lang).toMatchObject({ disciplineCode: 'BOX', disciplineKey: 'box', disciplineName: NAMES.BOX[lang] })
      const filtered = DayScheduleSchema.parse(
        await getJson(`/api/v1/schedule?day=2026-07-14&discipline=3x3-basketball`),
      )
      expect(filtered.items.map((i) => i.code)).toEqual(['BK3-W-FNL'])
      const page = DisciplinePageSchema.parse(await getJson(`/api/v1/disciplines/3x3-basketball?lang=${lang}`))
      expect(page.discipline, lang).toMatchObject({ code: 'BK3', key: '3x3-basketball', name: NAMES.BK3[lang] })
    }
    const byCode = DisciplinePageSchema.parse(await getJson('/api/v1/disciplines/BK3?lang=en'))
    expect(byCode.discipline.name).toBe('3x3 Basketball')
  })

  it('exports disciplines.csv, and export → import → export gives the same disciplines and bytes', async () => {
    const first = await buildBundle(t.ctx.database.db)
    const csv = first.get('disciplines.csv')?.text ?? ''
    expect(csv.split('\n')[0]).toBe('code,name,key,format,team,bronzes,name_pt,name_en,name_es,name_az')
    expect(csv).toContain(
      'BK3,Basquetebol 3x3,3x3-basketball,team-match,yes,1,,3x3 Basketball,Baloncesto 3x3,3x3 basketbol',
    )
    expect(csv).toContain('BOX,Boxe,box,duel,no,2,,Boxing,Boxeo,Boks')
    const files = new Map<BundleFile, string>([...first].map(([f, v]) => [f, v.text]))
    const result = await importBundle(other.database.db, files)
    expect(result.files['disciplines.csv']).toMatchObject({ rows: 3, inserted: 3 })
    const again = await buildBundle(other.database.db)
    for (const [file, { text }] of first) expect(again.get(file)?.text, file).toBe(text)
    const rows = (db: TestDatabase) =>
      queryRows<{ code: string }>(
        db.database,
        sql`select code, key, names, format, team, bronzes from disciplines order by code`,
      )
    expect(await rows(other)).toEqual(await rows(t.db))
  })

  it('refuses an event whose discipline is neither in disciplines.csv, nor in Podium, nor built in', async () => {
    const files = bundle()
    files.set('events.csv', `${files.get('events.csv')}FBL-M,FBL,M,Men\n`)
    const res = await post(files)
    expect(res.status).toBe(422)
    const body = (await res.json()) as { error: { fields: Record<string, string[]> } }
    expect(body.error.fields).toEqual({ 'events.csv:5:discipline': [BUNDLE_PROBLEMS.unknownEventDiscipline] })
  })

  it('refuses a key another discipline already has, on its line', async () => {
    const files = bundle()
    files.set('disciplines.csv', 'code,name,key\nFBL,Football,3x3-basketball\n')
    const res = await post(files)
    expect(res.status).toBe(422)
    const body = (await res.json()) as { error: { fields: Record<string, string[]> } }
    expect(body.error.fields).toEqual({ 'disciplines.csv:2:key': [BUNDLE_PROBLEMS.disciplineKeyTaken] })
  })
})

describe('the games of an import', () => {
  it('refuses a unit outside the games’ dates with file, line and column, and writes nothing', async () => {
    const files = bundle()
    // The games run 14 to 16 July (created by the first import from its units); the 17th is after the last day.
    files.set(
      'units.csv',
      `${files.get('units.csv')}ATH-W100-LATE,2026-07-17T09:00:00-03:00,,competition,ATH-W100,SCHEDULED,\n`,
    )
    const res = await post(files)
    expect(res.status).toBe(422)
    const body = (await res.json()) as { error: { message: string; fields: Record<string, string[]> } }
    expect(body.error.message).toBe(`units.csv line 5, column start: ${BUNDLE_PROBLEMS.outsideGames}`)
    expect(body.error.fields).toEqual({ 'units.csv:5:start': [BUNDLE_PROBLEMS.outsideGames] })
    const late = await queryRows(t.db.database, sql`select code from units where code = 'ATH-W100-LATE'`)
    expect(late).toEqual([])
  })

  it('saves the settings of imported games whose host city is empty', async () => {
    const res = await t.request('/api/v1/admin/settings', { headers: ADMIN })
    expect(res.status).toBe(200)
    const s = (await res.json()) as GamesSettings
    expect(s.hostCity).toBe('')
    const names = { pt: 'Jogos importados', en: 'Imported games', es: '', az: '' }
    const put = await t.request('/api/v1/admin/settings', {
      method: 'PUT',
      headers: { ...ADMIN, 'Content-Type': 'application/json', Origin: 'http://127.0.0.1' },
      body: JSON.stringify({
        names,
        hostCity: s.hostCity,
        timeZone: s.timeZone,
        startsOn: s.startsOn,
        endsOn: s.endsOn,
        loginEnabled: s.loginEnabled,
        version: s.version,
      }),
    })
    expect(put.status, await put.clone().text()).toBe(200)
    expect(((await put.json()) as GamesSettings).names.pt).toBe('Jogos importados')
  })
})
