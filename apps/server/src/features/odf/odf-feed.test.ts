/**
 * The ODF feed's log and screen API (issue 42 point 6, decision 073), over HTTP against the real server and database:
 * every message logged with its outcome (applied, ignored and why, checked, refused with line and column), the
 * DT_MEDALS mismatches, the last Version per document, re-applying a refused message once its cause is fixed, a
 * log write that fails without undoing the apply, and a half-written file in the folder retried instead of failed.
 */
import { appendFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  ODF_MESSAGE_LOG_KEEP,
  type OdfDocuments,
  OdfDocumentsSchema,
  type OdfFeedMessage,
  type OdfFeedStatus,
  OdfFeedStatusSchema,
  OdfReapplyAnswerSchema,
} from '@podium/domain'
import { asc, count, eq, sql } from 'drizzle-orm'
import { zipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { TEST_ADMIN_TOKEN } from '../../../test/constants.ts'
import { createTestApp, type TestApp } from '../../../test/helpers.ts'
import { odfMessages, results } from '../../db/schema.ts'
import { processOdfFolder, watchOdfFolder } from './odf.watcher.ts'
import { insertOdfMessage, pruneOdfMessages } from './odf-log.repo.ts'

let t: TestApp
const db = () => t.ctx.database.db
const FIXTURES = join(import.meta.dirname, '../../../test/fixtures/odf')
const fixture = (name: string) => readFileSync(join(FIXTURES, name), 'utf8')
const admin = { Authorization: `Bearer ${TEST_ADMIN_TOKEN}` }

const HEAT1 = 'SWMW100MFR------------HEAT000100--'
const HEAT2 = 'SWMW100MFR------------HEAT000200--'
const HEAT4 = 'SWMW100MFR------------HEAT000400--'

const post = (xml: string) =>
  t.request('/api/v1/odf', { method: 'POST', headers: { ...admin, 'Content-Type': 'application/xml' }, body: xml })

async function feed(query = ''): Promise<OdfFeedStatus> {
  const res = await t.request(`/api/v1/admin/odf/feed${query}`, { headers: admin })
  expect(res.status).toBe(200)
  return OdfFeedStatusSchema.parse(await res.json())
}
const latest = async () => (await feed()).messages.items[0] as OdfFeedMessage
const reapply = (id: number) =>
  t.request(`/api/v1/admin/odf/messages/${id}/reapply`, {
    method: 'POST',
    headers: { ...admin, 'Content-Type': 'application/json' },
    body: '{}',
  })
const unitResults = (code: string) =>
  db().select().from(results).where(eq(results.unitCode, code)).orderBy(asc(results.sortOrder))

/** A DT_RESULT of heat `unit` at `version` (the published swimming heat, moved). */
const heat = (unit: string, version: number) =>
  fixture('result-swimming-heat.xml').replace(HEAT1, unit).replace('Version="7"', `Version="${version}"`)

/** A DT_SCHEDULE_UPDATE that creates heat 4 of the women's 100 m freestyle. */
const heat4Schedule = `<?xml version="1.0" encoding="UTF-8"?>
<OdfBody CompetitionCode="OWG2022" DocumentCode="SWM-------------------------------" DocumentType="DT_SCHEDULE_UPDATE" Version="1" Language="ENG">
  <Competition>
    <Unit Code="${HEAT4}" PhaseType="3" ScheduleStatus="SCHEDULED" StartDate="2026-07-13T10:30:00-03:00" Venue="NAC" ModificationIndicator="N">
      <ItemName Language="ENG" Value="Women's 100m Freestyle - Heat 4"/>
    </Unit>
  </Competition>
</OdfBody>`

beforeAll(async () => {
  t = await createTestApp()
  const dir = join(FIXTURES, 'games')
  const files = Object.fromEntries(
    readdirSync(dir).map((name) => [name, new TextEncoder().encode(readFileSync(join(dir, name), 'utf8'))]),
  )
  const res = await t.request('/api/v1/admin/import?replaceDemo=true', {
    method: 'POST',
    headers: { ...admin, 'Content-Type': 'application/zip' },
    body: zipSync(files),
  })
  if (res.status !== 200) throw new Error(`the RSC games bundle was refused: ${await res.text()}`)
})
afterAll(() => t.close())

describe('the message log', () => {
  it('starts empty: no competition followed, no documents, nothing counted', async () => {
    const status = await feed()
    expect(status).toMatchObject({
      competitionCode: null,
      folderWatched: false,
      counts: { applied: 0, ignored: 0, checked: 0, refused: 0 },
      keep: ODF_MESSAGE_LOG_KEEP,
      documentTypes: [],
      medalChecks: [],
      messages: { items: [], total: 0, page: 1 },
    })
  })

  it('logs an applied message, a resend ignored as the same Version, and a test message, with the reason', async () => {
    expect((await post(heat(HEAT1, 7))).status).toBe(200)
    expect(await latest()).toMatchObject({
      source: 'http',
      fileName: null,
      competitionCode: 'OWG2022',
      documentCode: HEAT1,
      documentType: 'DT_RESULT',
      documentSubcode: '',
      documentSubtype: '',
      version: 7,
      outcome: 'applied',
      ignoredReason: null,
      refusal: null,
      mismatches: null,
      canReapply: false,
    })
    expect((await post(heat(HEAT1, 6))).status).toBe(200)
    expect(await latest()).toMatchObject({ outcome: 'ignored', ignoredReason: 'older', version: 6, currentVersion: 7 })
    expect((await post(heat(HEAT2, 1).replace('FeedFlag="P"', 'FeedFlag="T"'))).status).toBe(200)
    expect(await latest()).toMatchObject({ outcome: 'ignored', ignoredReason: 'test', documentCode: HEAT2 })
    expect(await unitResults(HEAT2)).toEqual([])

    const status = await feed()
    expect(status.competitionCode).toBe('OWG2022')
    expect(status.counts).toEqual({ applied: 1, ignored: 2, checked: 0, refused: 0 })
    expect(status.documentTypes).toEqual([
      { documentType: 'DT_RESULT', documents: 1, lastAppliedAt: expect.any(String) },
    ])
    // Newest first, and filtered by outcome.
    expect(status.messages.items.map((m) => m.version)).toEqual([1, 6, 7])
    const ignored = await feed('?outcome=ignored')
    expect(ignored.messages.total).toBe(2)
    expect(ignored.messages.items.every((m) => m.outcome === 'ignored')).toBe(true)
  })

  it('logs broken XML as refused with its line and column, the header read as far as it goes, and the raw kept', async () => {
    const broken = heat(HEAT2, 2).replace('</Result>\n    <Result IRM="DSQ"', '</Reslt>\n    <Result IRM="DSQ"')
    const brokenLine = broken.split('\n').findIndex((l) => l.includes('</Reslt>')) + 1
    const res = await post(broken)
    expect(res.status).toBe(400)
    expect(((await res.json()) as { error: { message: string } }).error.message).toContain(`line ${brokenLine}`)
    const logged = await latest()
    expect(logged).toMatchObject({
      outcome: 'refused',
      documentCode: HEAT2,
      documentType: 'DT_RESULT',
      version: 2,
      detail: expect.stringContaining('not well-formed'),
      refusal: { status: 400, code: 'bad_request', fields: null, line: brokenLine, column: expect.any(Number) },
      canReapply: true,
      reappliedAs: null,
    })
    expect(logged.refusal?.column).toBeGreaterThan(0)
    const [row] = await db().select().from(odfMessages).where(eq(odfMessages.id, logged.id))
    expect(row?.raw).toBe(broken)

    // A control character names its line and column too.
    const ctrl = heat(HEAT2, 2).replace('Result="52.41"', 'Result="52\u000741"')
    expect((await post(ctrl)).status).toBe(400)
    const ctrlLine = ctrl.split('\n').findIndex((l) => l.includes('\u0007')) + 1
    const ctrlColumn = (ctrl.split('\n')[ctrlLine - 1] as string).indexOf('\u0007') + 1
    expect((await latest()).refusal).toMatchObject({ line: ctrlLine, column: ctrlColumn })
  })

  it('logs a well-formed message that is not usable as refused with its 422 fields', async () => {
    const res = await post(fixture('unknown-type.xml'))
    expect(res.status).toBe(422)
    expect(await latest()).toMatchObject({
      outcome: 'refused',
      refusal: {
        status: 422,
        code: 'invalid_odf',
        line: null,
        column: null,
        fields: { 'OdfBody.DocumentType': [expect.any(String)] },
      },
      canReapply: true,
    })
  })

  it('lists the DT_MEDALS mismatches against Podium’s medal table, the latest check per document', async () => {
    expect((await post(fixture('medals.xml'))).status).toBe(200)
    const check = await latest()
    expect(check).toMatchObject({
      outcome: 'checked',
      documentType: 'DT_MEDALS',
      documentCode: 'FBL-------------------------------',
    })
    // Nothing is won in football yet: every line of the feed is a difference.
    expect(check.mismatches?.map((m) => m.organisation)).toEqual(['BRA', 'CAN', 'GER'])
    expect(check.mismatches?.[0]).toEqual({
      organisation: 'BRA',
      feed: { gold: 1, silver: 0, bronze: 0 },
      podium: { gold: 0, silver: 0, bronze: 0 },
    })
    // A newer check of the same document replaces it on the screen's list.
    const agreeing = fixture('medals.xml')
      .replace('Version="2"', 'Version="3"')
      .replace(/<MedalLine[\s\S]*<\/MedalLine>/, '')
    expect((await post(agreeing)).status).toBe(200)
    const status = await feed()
    expect(status.medalChecks).toEqual([
      {
        messageId: expect.any(Number),
        documentCode: 'FBL-------------------------------',
        version: 3,
        receivedAt: expect.any(String),
        mismatches: [],
      },
    ])
    expect(status.counts.checked).toBe(2)
  })
})

describe('re-applying a refused message', () => {
  it('re-runs the kept message once its cause is fixed: a result refused for an unknown unit, applied after the schedule', async () => {
    const res = await post(heat(HEAT4, 1))
    expect(res.status).toBe(422)
    const refused = await latest()
    expect(refused).toMatchObject({ outcome: 'refused', documentCode: HEAT4, canReapply: true })

    // Re-applied too early: refused again, as a new log entry that can itself be re-applied.
    const again = await reapply(refused.id)
    expect(again.status).toBe(200)
    const second = OdfReapplyAnswerSchema.parse(await again.json()).message
    expect(second).toMatchObject({ source: 'reapply', outcome: 'refused', canReapply: true, documentCode: HEAT4 })
    expect((await feed()).messages.items.find((m) => m.id === refused.id)).toMatchObject({
      canReapply: false,
      reappliedAs: second.id,
    })
    const twice = await reapply(refused.id)
    expect(twice.status).toBe(409)
    expect(((await twice.json()) as { error: { code: string } }).error.code).toBe('odf_not_refused')

    // The schedule creates the unit; the refused result now applies.
    expect((await post(heat4Schedule)).status).toBe(200)
    const fixed = await reapply(second.id)
    expect(fixed.status).toBe(200)
    expect(OdfReapplyAnswerSchema.parse(await fixed.json()).message).toMatchObject({
      source: 'reapply',
      outcome: 'applied',
      documentCode: HEAT4,
      version: 1,
      canReapply: false,
    })
    expect((await unitResults(HEAT4)).map((r) => r.rank)).toEqual([1, 2, null, null])
    const docs = await t.request('/api/v1/admin/odf/documents?q=HEAT0004', { headers: admin })
    expect(OdfDocumentsSchema.parse(await docs.json()).items).toEqual([
      expect.objectContaining({ documentCode: HEAT4, documentType: 'DT_RESULT', version: 1 }),
    ])
  })

  it('refuses what cannot be re-applied: an applied message (409) and an unknown id (404)', async () => {
    const applied = (await feed('?outcome=applied')).messages.items[0] as OdfFeedMessage
    expect((await reapply(applied.id)).status).toBe(409)
    const missing = await reapply(99_999_999)
    expect(missing.status).toBe(404)
    expect(((await missing.json()) as { error: { code: string } }).error.code).toBe('not_found')
  })
})

describe('the last Version per document', () => {
  it('lists documents applied, searchable by code and filtered by type', async () => {
    const read = async (query: string) => {
      const res = await t.request(`/api/v1/admin/odf/documents${query}`, { headers: admin })
      expect(res.status).toBe(200)
      return OdfDocumentsSchema.parse(await res.json()) as OdfDocuments
    }
    const all = await read('')
    expect(all.items.map((d) => [d.documentType, d.documentCode, d.version])).toEqual(
      expect.arrayContaining([
        ['DT_RESULT', HEAT1, 7],
        ['DT_RESULT', HEAT4, 1],
        ['DT_SCHEDULE_UPDATE', 'SWM-------------------------------', 1],
      ]),
    )
    // DT_MEDALS keeps no Version, the test message none either.
    expect(all.items.some((d) => d.documentType === 'DT_MEDALS' || d.documentCode === HEAT2)).toBe(false)
    expect((await read('?documentType=DT_SCHEDULE_UPDATE')).items.map((d) => d.documentCode)).toEqual([
      'SWM-------------------------------',
    ])
    expect((await read('?q=heat000100')).items.map((d) => d.documentCode)).toEqual([HEAT1])
    expect((await read('?q=%25')).total).toBe(0)
  })
})

describe('logging never breaks applying', () => {
  it('applies and answers as before when the log cannot be written', async () => {
    const database = t.db.database.db
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await database.execute(sql`alter table odf_messages rename to odf_messages_away`)
    try {
      const res = await post(heat(HEAT2, 5))
      expect(res.status).toBe(200)
      expect(await res.json()).toMatchObject({ applied: true, version: 5 })
      expect((await unitResults(HEAT2)).length).toBe(4)
      expect((await post('<OdfBody')).status).toBe(400)
      // The failure is reported, not swallowed silently.
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('ODF message log:'))
    } finally {
      warn.mockRestore()
      await database.execute(sql`alter table odf_messages_away rename to odf_messages`)
    }
  })

  it(`keeps the last ${ODF_MESSAGE_LOG_KEEP} messages`, async () => {
    const rows = Array.from({ length: ODF_MESSAGE_LOG_KEEP + 5 }, (_, i) => ({
      source: 'http',
      outcome: 'ignored',
      documentCode: `PRUNE-${i}`,
    }))
    for (let i = 0; i < rows.length; i += 100) {
      await db()
        .insert(odfMessages)
        .values(rows.slice(i, i + 100))
    }
    const last = await insertOdfMessage(db(), { source: 'http', outcome: 'applied', documentCode: 'PRUNE-LAST' })
    await pruneOdfMessages(db())
    const [kept] = await db().select({ n: count() }).from(odfMessages)
    expect(kept?.n).toBe(ODF_MESSAGE_LOG_KEEP)
    expect((await feed()).messages.items[0]?.id).toBe(last)
  })
})

describe('the folder: half-written files', () => {
  const partic = (version: number) => `<?xml version="1.0" encoding="UTF-8"?>
<OdfBody CompetitionCode="OWG2022" DocumentCode="BRA" DocumentType="DT_PARTIC" Version="${version}">
  <Competition>
    <Participant Code="1000199" GivenName="Ana" FamilyName="Folder" Gender="W" Organisation="BRA"/>
  </Competition>
</OdfBody>
`

  it('waits while a file does not read as a whole message and changes, fails it once it stays the same', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'podium-odf-half-'))
    const seen = new Map()
    try {
      const whole = partic(1)
      writeFileSync(join(dir, '01-half.xml'), whole.slice(0, 120))
      expect(await processOdfFolder(db(), dir, seen)).toEqual([{ file: '01-half.xml', waiting: true }])
      appendFileSync(join(dir, '01-half.xml'), whole.slice(120, 200))
      expect(await processOdfFolder(db(), dir, seen)).toEqual([{ file: '01-half.xml', waiting: true }])
      expect(readdirSync(dir).sort()).toEqual(['01-half.xml', 'failed', 'processed'])
      appendFileSync(join(dir, '01-half.xml'), whole.slice(200))
      const [run] = await processOdfFolder(db(), dir, seen)
      expect(run).toMatchObject({ file: '01-half.xml', outcome: { applied: true, documentType: 'DT_PARTIC' } })
      expect(readdirSync(join(dir, 'processed'))).toEqual(['01-half.xml'])
      expect(await latest()).toMatchObject({ source: 'folder', fileName: '01-half.xml', outcome: 'applied' })

      // A broken file that stops changing is failed for good at the second look, with its line in the log.
      writeFileSync(join(dir, '02-broken.xml'), partic(2).replace('</Competition>', '</Competiton>'))
      expect(await processOdfFolder(db(), dir, seen)).toEqual([{ file: '02-broken.xml', waiting: true }])
      const [failed] = await processOdfFolder(db(), dir, seen)
      expect(failed).toMatchObject({ file: '02-broken.xml', error: expect.stringContaining('not well-formed') })
      expect(readdirSync(join(dir, 'failed')).sort()).toEqual(['02-broken.xml', '02-broken.xml.error.txt'])
      expect(await latest()).toMatchObject({
        source: 'folder',
        fileName: '02-broken.xml',
        outcome: 'refused',
        refusal: { line: 5, column: expect.any(Number) },
        canReapply: true,
      })
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('with the watcher running, a file written in two parts is applied once whole, never failed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'podium-odf-watch-'))
    const lines: string[] = []
    const log = { info: (line: string) => lines.push(line), error: (line: string) => lines.push(`ERROR ${line}`) }
    const stop = watchOdfFolder(db(), dir, 1000, log as unknown as Console)
    try {
      const whole = partic(3)
      writeFileSync(join(dir, '03-two-parts.xml'), whole.slice(0, 150))
      await vi.waitFor(() => expect(lines.join('\n')).toContain('03-two-parts.xml: not a whole message yet'), {
        timeout: 10_000,
      })
      appendFileSync(join(dir, '03-two-parts.xml'), whole.slice(150))
      await vi.waitFor(() => expect(lines).toContain('ODF 03-two-parts.xml: applied'), { timeout: 10_000 })
      expect(lines.filter((l) => l.startsWith('ERROR'))).toEqual([])
      expect(readdirSync(join(dir, 'processed'))).toEqual(['03-two-parts.xml'])
      expect(readdirSync(join(dir, 'failed'))).toEqual([])
    } finally {
      await stop()
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
