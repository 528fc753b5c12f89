/**
 * The games' content in the bundle (content.json and files/, decision 045): the admin's zip export carries it, an
 * import into an empty database reproduces it (the same content.json again), a re-import writes nothing, and a
 * content.json with markup, a missing or lying file, or an unknown reference is refused with its place, writing
 * nothing at all. A trivia whose QR code is known keeps its row and its attempts.
 */
import {
  BUNDLE_CONTENT_FILE,
  BUNDLE_PROBLEMS,
  type BundleContentInput,
  contentCountKey,
  VALIDATION_MESSAGES,
} from '@podium/domain'
import { sql } from 'drizzle-orm'
import { unzipSync } from 'fflate'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_ADMIN_TOKEN } from '../../../test/constants.ts'
import { createTestApp, createTestDatabase, queryRows, type TestApp, type TestDatabase } from '../../../test/helpers.ts'
import type { Database } from '../../db/client.ts'
import { loginCookie } from '../accounts/test-session.ts'
import { BundleError } from './bundle-error.ts'
import { buildBundleFiles } from './export.ts'
import { importBundle } from './import.ts'

let t: TestApp
let empty: TestDatabase
/** The demo's exported bundle: path → bytes. */
let exported: Map<string, Uint8Array>

const decoder = new TextDecoder()
const contentOf = (files: ReadonlyMap<string, Uint8Array>) =>
  JSON.parse(decoder.decode(files.get(BUNDLE_CONTENT_FILE))) as Required<BundleContentInput>

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

const count = async (database: Database, table: string) =>
  Number((await queryRows<{ n: string }>(database, sql.raw(`select count(*)::text as n from "${table}"`)))[0]?.n)

const CONTENT_TABLES = [
  'places',
  'documents',
  'sponsors',
  'ambassadors',
  'courses',
  'media',
  'transport_lines',
  'transport_departures',
  'trivia',
  'trivia_questions',
  'award_ceremonies',
  'volunteer_info',
]

async function contentChecksum(database: Database): Promise<Record<string, string>> {
  const out: Record<string, string> = {}
  for (const table of CONTENT_TABLES) {
    const [row] = await queryRows<{ n: string; h: string | null }>(
      database,
      sql.raw(
        `select count(*)::text as n, md5(string_agg(md5(t::text), '' order by md5(t::text))) as h from "${table}" t`,
      ),
    )
    out[table] = `${row?.n}:${row?.h ?? ''}`
  }
  return out
}

async function exportZip(app: TestApp, headers: Record<string, string>): Promise<Response> {
  return app.request('/api/v1/admin/export', { headers })
}

/** The exported bundle with content.json changed by `edit`. */
function withContent(edit: (content: Required<BundleContentInput>) => void): Map<string, Uint8Array> {
  const content = contentOf(exported)
  edit(content)
  return new Map([...exported, [BUNDLE_CONTENT_FILE, new TextEncoder().encode(JSON.stringify(content))]])
}

async function refusal(files: Map<string, Uint8Array>): Promise<BundleError> {
  const error = await importBundle(empty.database.db, files).catch((e: unknown) => e)
  expect(error).toBeInstanceOf(BundleError)
  return error as BundleError
}

beforeAll(async () => {
  ;[t, empty] = await Promise.all([createTestApp(), emptyDatabase()])
  const res = await exportZip(t, { Authorization: `Bearer ${TEST_ADMIN_TOKEN}` })
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toBe('application/zip')
  expect(res.headers.get('content-disposition')).toMatch(
    /^attachment; filename="podium-bundle-\d{4}-\d{2}-\d{2}\.zip"$/,
  )
  exported = new Map(Object.entries(unzipSync(new Uint8Array(await res.arrayBuffer()))))
})
afterAll(async () => {
  await Promise.all([t.close(), empty.destroy()])
})

describe('the export', () => {
  it('is for admins only', async () => {
    expect((await exportZip(t, {})).status).toBe(401)
    expect((await exportZip(t, { cookie: await loginCookie(t, 'demo-staff') })).status).toBe(403)
  })

  it('carries every content kind of the demo and each document as a PDF under files/', async () => {
    const content = contentOf(exported)
    const db = t.ctx.database
    expect(content.format).toBe('podium-content')
    expect(content.places.length).toBe(await count(db, 'places'))
    expect(content.documents.length).toBe(await count(db, 'documents'))
    expect(content.sponsors.length).toBe(await count(db, 'sponsors'))
    expect(content.ambassadors.length).toBe(await count(db, 'ambassadors'))
    expect(content.courses.length).toBe(await count(db, 'courses'))
    expect(content.media.length).toBe(await count(db, 'media'))
    expect(content.transport.length).toBe(await count(db, 'transport_lines'))
    expect(content.trivia.length).toBe(await count(db, 'trivia'))
    expect(content.awardCeremonies.length).toBe(await count(db, 'award_ceremonies'))
    expect(content.volunteers.length).toBe(await count(db, 'volunteer_info'))
    expect(content.volunteers.length).toBeGreaterThan(0)
    expect(content.places.length).toBeGreaterThan(0)
    expect(content.documents.length).toBeGreaterThan(0)
    for (const document of content.documents) {
      const bytes = exported.get(document.file)
      expect(bytes, document.file).toBeDefined()
      expect(decoder.decode(bytes?.subarray(0, 5))).toBe('%PDF-')
    }
    // The CSV files are there too.
    expect(exported.has('units.csv')).toBe(true)
  })
})

describe('the import', () => {
  it('reproduces the content in an empty database: the same content.json and PDFs come out again', async () => {
    const result = await importBundle(empty.database.db, exported)
    expect(result.unchanged).toBe(false)
    const content = contentOf(exported)
    expect(result.files[contentCountKey('places')]).toEqual({
      rows: content.places.length,
      inserted: content.places.length,
      updated: 0,
    })
    for (const table of CONTENT_TABLES) {
      expect(await count(empty.database, table), table).toBe(await count(t.ctx.database, table))
    }
    const again = (await buildBundleFiles(empty.database.db)).files
    expect(decoder.decode(again.get(BUNDLE_CONTENT_FILE))).toBe(decoder.decode(exported.get(BUNDLE_CONTENT_FILE)))
    for (const document of content.documents) {
      expect(Buffer.from(again.get(document.file) ?? []).equals(Buffer.from(exported.get(document.file) ?? []))).toBe(
        true,
      )
    }
  })

  it('writes nothing when the same bundle is imported again', async () => {
    const before = await contentChecksum(empty.database)
    const result = await importBundle(empty.database.db, exported)
    expect(result.unchanged).toBe(true)
    expect(result.files[contentCountKey('trivia')]).toMatchObject({ inserted: 0, updated: 0 })
    expect(await contentChecksum(empty.database)).toEqual(before)
  })

  it('keeps a known trivia row (by its QR code), which its attempts point to, when its title changes', async () => {
    const db = empty.database
    const [first] = await queryRows<{ id: number; qr_code: string }>(
      db,
      sql`select id, qr_code from trivia order by id limit 1`,
    )
    if (!first) throw new Error('no trivia')
    const files = withContent((content) => {
      const quiz = content.trivia.find((q) => q.qrCode === first.qr_code)
      if (quiz) quiz.titles = { ...quiz.titles, pt: `${quiz.titles.pt} (revisto)` }
    })
    const result = await importBundle(db.db, files)
    expect(result.files[contentCountKey('trivia')]).toMatchObject({ inserted: 0 })
    const [after] = await queryRows<{ id: number; title: string }>(
      db,
      sql`select id, titles->>'pt' as title from trivia where qr_code = ${first.qr_code}`,
    )
    expect(after?.id).toBe(first.id)
    expect(after?.title).toMatch(/\(revisto\)$/)
    await importBundle(db.db, exported)
  })
})

describe('a content.json the import refuses, writing nothing', () => {
  it('refuses new questions for a trivia people have played (decision 043)', async () => {
    const demo = t.ctx.database
    const [quiz] = await queryRows<{ id: number; qr_code: string }>(
      demo,
      sql`select id, qr_code from trivia order by id limit 1`,
    )
    const [user] = await queryRows<{ id: number }>(demo, sql`select id from users where username = 'demo-athlete'`)
    if (!quiz || !user) throw new Error('the demo has no trivia or no athlete')
    // Games that people played: real games, whose content an import merges into (the demo would be replaced whole).
    await demo.db.execute(sql`update games set demo_seed = null`)
    await demo.db.execute(sql`insert into trivia_attempts (trivia_id, user_id, answers, correct_count, points)
      values (${quiz.id}, ${user.id}, '{}'::jsonb, 0, 0) on conflict do nothing`)
    const before = await contentChecksum(demo)
    const files = withContent((content) => {
      const played = content.trivia.find((q) => q.qrCode === quiz.qr_code)
      const first = played?.questions[0]
      if (first) first.prompts = { ...first.prompts, pt: `${first.prompts.pt} (nova)` }
    })
    const index = contentOf(files).trivia.findIndex((q) => q.qrCode === quiz.qr_code)
    const error = await importBundle(demo.db, files).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(BundleError)
    expect((error as BundleError).fields).toEqual({
      [`content.json::trivia[${index}].questions`]: [BUNDLE_PROBLEMS.triviaPlayed],
    })
    expect(await contentChecksum(demo)).toEqual(before)
  })

  it('refuses markup in a text, naming the place in content.json', async () => {
    const before = await contentChecksum(empty.database)
    const error = await refusal(
      withContent((content) => {
        const place = content.places[0]
        if (place) place.names = { ...place.names, pt: '<script>alert(1)</script>' }
      }),
    )
    expect(error.fields).toEqual({ 'content.json::places[0].names.pt': [VALIDATION_MESSAGES.markup] })
    expect(await contentChecksum(empty.database)).toEqual(before)
  })

  it('holds courses and volunteers’ items to the back office’s own rules (decision 102), naming the place', async () => {
    const before = await contentChecksum(empty.database)
    const http = await refusal(
      withContent((content) => {
        const course = content.courses[0]
        if (course) course.url = 'http://cursos.example/primeiros-socorros'
      }),
    )
    expect(http.fields).toEqual({ 'content.json::courses[0].url': [VALIDATION_MESSAGES.httpsRequired] })
    const long = await refusal(
      withContent((content) => {
        const course = content.courses[1]
        if (course) course.durationMinutes = 20_000
      }),
    )
    expect(long.fields).toEqual({ 'content.json::courses[1].durationMinutes': [VALIDATION_MESSAGES.durationRange] })
    const shift = contentOf(exported).volunteers.findIndex((v) => v.section === 'shift')
    const contact = contentOf(exported).volunteers.findIndex((v) => v.section === 'contact')
    const broken = await refusal(
      withContent((content) => {
        const item = content.volunteers[shift]
        if (item) item.startsAt = null
        const person = content.volunteers[contact]
        if (person) Object.assign(person, { phone: null, email: null })
      }),
    )
    expect(broken.fields).toEqual({
      [`content.json::volunteers[${shift}].startsAt`]: [VALIDATION_MESSAGES.shiftStartRequired],
      [`content.json::volunteers[${contact}].phone`]: [VALIDATION_MESSAGES.contactRequired],
    })
    expect(await contentChecksum(empty.database)).toEqual(before)
  })

  it('holds sponsors, ambassadors, places, documents and videos to their kinds’ rules (decision 119)', async () => {
    const before = await contentChecksum(empty.database)
    const video = contentOf(exported).media.findIndex((m) => m.kind === 'video')
    const error = await refusal(
      withContent((content) => {
        const sponsor = content.sponsors[0]
        if (sponsor) sponsor.website = '/patrocinadores'
        const ambassador = content.ambassadors[0]
        if (ambassador) ambassador.name = 'A'.repeat(121)
        const place = content.places[0]
        if (place) place.website = '/hoteis'
        const document = content.documents[0]
        if (document) document.priority = 9
        const clip = content.media[video]
        if (clip) clip.url = 'https://videos.example.org/final.mp4'
      }),
    )
    expect(error.fields).toEqual({
      'content.json::sponsors[0].website': [VALIDATION_MESSAGES.websiteInvalid],
      'content.json::ambassadors[0].name': [VALIDATION_MESSAGES.textTooLong],
      'content.json::places[0].website': [VALIDATION_MESSAGES.websiteInvalid],
      'content.json::documents[0].priority': [VALIDATION_MESSAGES.priorityRange],
    })
    // The videos are checked in the import's transaction, in the games' time zone: still nothing written.
    const clip = await refusal(
      withContent((content) => {
        const item = content.media[video]
        if (item) item.url = 'https://videos.example.org/final.mp4'
      }),
    )
    expect(clip.fields).toEqual({ [`content.json::media[${video}].url`]: [VALIDATION_MESSAGES.videoUrlInvalid] })
    expect(await contentChecksum(empty.database)).toEqual(before)
  })

  it('writes courses and volunteers’ items through the content engine, in the bundle’s order', async () => {
    const files = withContent((content) => {
      content.courses.reverse()
      content.volunteers = content.volunteers.filter((v) => v.section !== 'contact')
    })
    await importBundle(empty.database.db, files)
    const expected = contentOf(files)
    const courses = await queryRows<{ title: string; sort_order: number; version: number }>(
      empty.database,
      sql`select titles->>'pt' as title, sort_order, version from courses order by sort_order`,
    )
    expect(courses.map((c) => c.title)).toEqual(expected.courses.map((c) => c.titles.pt))
    expect(courses.map((c) => [c.sort_order, c.version])).toEqual(courses.map((_, i) => [i + 1, 1]))
    const sections = await queryRows<{ section: string }>(
      empty.database,
      sql`select section from volunteer_info order by sort_order`,
    )
    expect(sections.map((v) => v.section)).toEqual(expected.volunteers.map((v) => v.section))
    await importBundle(empty.database.db, exported)
  })

  it('refuses a document whose file is missing or is not a PDF', async () => {
    const content = contentOf(exported)
    const file = content.documents[0]?.file ?? ''
    const missing = new Map(exported)
    missing.delete(file)
    expect((await refusal(missing)).fields).toEqual({
      'content.json::documents[0].file': [BUNDLE_PROBLEMS.missingContentFile],
    })
    const lying = new Map([...exported, [file, new TextEncoder().encode('MZ not a pdf at all')]])
    expect((await refusal(lying)).fields).toEqual({
      'content.json::documents[0].file': [VALIDATION_MESSAGES.fileNotPdf],
    })
  })

  it('refuses an unknown discipline or event and a file path that climbs out of files/', async () => {
    const before = await contentChecksum(empty.database)
    const unknown = await refusal(
      withContent((content) => {
        const ceremony = content.awardCeremonies[0]
        if (ceremony) ceremony.event = 'NO-SUCH-EVENT'
      }),
    )
    expect(unknown.fields).toEqual({ 'content.json::awardCeremonies[0].event': [BUNDLE_PROBLEMS.unknownEvent] })
    const climbing = await refusal(
      withContent((content) => {
        const document = content.documents[0]
        if (document) document.file = 'files/../units.csv'
      }),
    )
    expect(Object.keys(climbing.fields ?? {})).toEqual(['content.json::documents[0].file'])
    expect(await contentChecksum(empty.database)).toEqual(before)
  })

  it('refuses a content.json that is not JSON or not Podium content', async () => {
    const notJson = new Map([...exported, [BUNDLE_CONTENT_FILE, new TextEncoder().encode('{ nope')]])
    expect((await refusal(notJson)).fields).toEqual({ 'content.json::': [BUNDLE_PROBLEMS.notJson] })
    const other = new Map([...exported, [BUNDLE_CONTENT_FILE, new TextEncoder().encode('{"format":"x"}')]])
    expect((await refusal(other)).fields).toEqual({ 'content.json::': [BUNDLE_PROBLEMS.contentFormat] })
  })
})

describe('images in the content (decision 042)', () => {
  it('carries an uploaded logo to another server, made like an upload there, and a re-import writes nothing', async () => {
    const demo = t.ctx.database
    const [sponsor] = await queryRows<{ id: number; version: number }>(
      demo,
      sql`select id, version from sponsors order by id limit 1`,
    )
    if (!sponsor) throw new Error('the demo has no sponsor')
    const png = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#1d4ed8' } })
      .png()
      .toBuffer()
    const body = new FormData()
    body.set('version', String(sponsor.version))
    body.set('file', new File([new Uint8Array(png)], 'logo.png', { type: 'image/png' }))
    const staff = await loginCookie(t, 'demo-staff')
    const upload = await t.request(`/api/v1/admin/sponsors/${sponsor.id}/logo`, {
      method: 'POST',
      body,
      headers: { cookie: staff },
    })
    expect(upload.status).toBe(200)

    const res = await exportZip(t, { Authorization: `Bearer ${TEST_ADMIN_TOKEN}` })
    const withLogo = new Map(Object.entries(unzipSync(new Uint8Array(await res.arrayBuffer()))))
    const logos = contentOf(withLogo).sponsors.filter((s) => s.logo)
    expect(logos).toHaveLength(1)
    const path = logos[0]?.logo ?? ''
    expect(decoder.decode(withLogo.get(path)?.subarray(8, 12))).toBe('WEBP')

    const result = await importBundle(empty.database.db, withLogo)
    expect(result.files[contentCountKey('sponsors')]).toMatchObject({ inserted: contentOf(withLogo).sponsors.length })
    const [stored] = await queryRows<{ mime_type: string; width: number }>(
      empty.database,
      sql`select f.mime_type, f.width from sponsors s join stored_files f on f.id = s.logo_file_id`,
    )
    expect(stored).toEqual({ mime_type: 'image/webp', width: 320 })

    const before = await contentChecksum(empty.database)
    expect((await importBundle(empty.database.db, withLogo)).unchanged).toBe(true)
    expect(await contentChecksum(empty.database)).toEqual(before)
  })

  it('refuses a logo that is not an image, naming the sponsor, and writes nothing', async () => {
    const before = await contentChecksum(empty.database)
    const files = withContent((content) => {
      const first = content.sponsors[0]
      if (first) first.logo = 'files/sponsors/fake.png'
    })
    files.set('files/sponsors/fake.png', new TextEncoder().encode('not an image at all'))
    expect((await refusal(files)).fields).toEqual({ 'content.json::sponsors[0].logo': [VALIDATION_MESSAGES.imageType] })
    expect(await contentChecksum(empty.database)).toEqual(before)
  })
})
