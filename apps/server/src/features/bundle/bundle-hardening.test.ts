/**
 * Issue 14 against the real app and database: hostile bundles are refused with a 422 naming the limit while the
 * server keeps answering (item 4), a control character in a cell is a 422 with its place (item 5), an export keeps
 * every language through an import (item 10), and an import retires the demo accounts (item 11). Decision 025.
 */
import { BUNDLE_LIMITS, BUNDLE_PROBLEMS } from '@podium/domain'
import { sql } from 'drizzle-orm'
import { deflateSync, zipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_ADMIN_TOKEN } from '../../../test/constants.ts'
import { createTestApp, queryRows, type TestApp } from '../../../test/helpers.ts'
import { seedDemoAccounts } from '../accounts/demo-accounts.ts'
import { loginCookie } from '../accounts/test-session.ts'
import { BundleError } from './bundle-error.ts'
import { buildBundle } from './export.ts'
import { importBundle } from './import.ts'

const encoder = new TextEncoder()

/** A bundle that imports into the demo: one delegation, one athlete, no events or units. */
const SMALL: Record<string, string> = {
  'organisations.csv': 'code,name,country_iso2\nZZH,Hardening Land,\n',
  'athletes.csv': 'id,name,gender,organisation\nZZH-0001,HARD Ana,W,ZZH\n',
  'events.csv': 'code,discipline,gender,name\n',
  'units.csv': 'code,start,type,name,organisation\n',
}

const zip = (files: Record<string, string>) =>
  zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, encoder.encode(text)])))

interface RawEntry {
  name: string
  /** Raw DEFLATE data. */
  data: Uint8Array
  /** The uncompressed size the zip declares, true or not. */
  size: number
}

/** A zip written byte by byte, so its entries can declare any size (no CRC: nothing here checks it). */
function rawZip(entries: RawEntry[]): Uint8Array {
  const parts: Uint8Array[] = []
  const directory: Uint8Array[] = []
  let offset = 0
  for (const { name, data, size } of entries) {
    const nameBytes = encoder.encode(name)
    const local = new DataView(new ArrayBuffer(30))
    local.setUint32(0, 0x04034b50, true)
    local.setUint16(4, 20, true)
    local.setUint16(8, 8, true)
    local.setUint32(18, data.length, true)
    local.setUint32(22, size, true)
    local.setUint16(26, nameBytes.length, true)
    const central = new DataView(new ArrayBuffer(46))
    central.setUint32(0, 0x02014b50, true)
    central.setUint16(4, 20, true)
    central.setUint16(6, 20, true)
    central.setUint16(10, 8, true)
    central.setUint32(20, data.length, true)
    central.setUint32(24, size, true)
    central.setUint16(28, nameBytes.length, true)
    central.setUint32(42, offset, true)
    parts.push(new Uint8Array(local.buffer), nameBytes, data)
    directory.push(new Uint8Array(central.buffer), nameBytes)
    offset += 30 + nameBytes.length + data.length
  }
  const directorySize = directory.reduce((n, p) => n + p.length, 0)
  const end = new DataView(new ArrayBuffer(22))
  end.setUint32(0, 0x06054b50, true)
  end.setUint16(8, entries.length, true)
  end.setUint16(10, entries.length, true)
  end.setUint32(12, directorySize, true)
  end.setUint32(16, offset, true)
  const all = [...parts, ...directory, new Uint8Array(end.buffer)]
  const out = new Uint8Array(all.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const p of all) {
    out.set(p, at)
    at += p.length
  }
  return out
}

/**
 * `bytes` line breaks as DEFLATE, written directly: one literal, then "copy 258 bytes from 1 back" repeated (13 bits
 * each in the fixed Huffman code), so 256 MiB cost 1.6 MB to send.
 */
function deflatedLineBreaks(bytes: number): Uint8Array {
  const copies = Math.floor((bytes - 1) / 258)
  const out = new Uint8Array(Math.ceil((3 + 8 + copies * 13 + 7) / 8) + 1)
  let bit = 0
  const put = (value: number, length: number) => {
    for (let i = 0; i < length; i++, bit++)
      if ((value >> i) & 1) out[bit >> 3] = (out[bit >> 3] ?? 0) | (1 << (bit & 7))
  }
  // Huffman codes go most significant bit first.
  const code = (value: number, length: number) => {
    let reversed = 0
    for (let i = 0; i < length; i++) reversed |= ((value >> i) & 1) << (length - 1 - i)
    put(reversed, length)
  }
  put(1, 1) // last block
  put(1, 2) // fixed Huffman codes
  code(0x30 + 0x0a, 8) // the literal "\n"
  for (let i = 0; i < copies; i++) {
    code(0xc0 + (285 - 280), 8) // length 258
    code(0, 5) // distance 1
  }
  code(0, 7) // end of block
  return out.subarray(0, (bit + 7) >> 3)
}

let t: TestApp

const post = (body: Uint8Array) =>
  t.request('/api/v1/admin/import', {
    method: 'POST',
    headers: { Authorization: `Bearer ${TEST_ADMIN_TOKEN}`, 'Content-Type': 'application/zip' },
    body,
  })

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string[]> } }

/**
 * Sends the bundle and, until it is answered, asks for /health again and again: the slowest health answer says
 * whether the event loop stayed free while the bundle was read.
 */
async function postWhileAskingHealth(body: Uint8Array): Promise<{ res: Response; slowestHealthMs: number }> {
  let answered = false
  const upload = post(body).finally(() => {
    answered = true
  })
  let slowest = 0
  let asked = 0
  // Bounded: the import's own time limit ends it long before 10,000 rounds.
  while (!answered && asked < 10_000) {
    const started = performance.now()
    const health = await t.request('/api/v1/health')
    slowest = Math.max(slowest, performance.now() - started)
    expect(health.status).toBeLessThan(500)
    asked++
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  return { res: await upload, slowestHealthMs: slowest }
}

const athleteCount = async () =>
  Number((await queryRows<{ n: string }>(t.db.database, sql`select count(*)::text as n from athletes`))[0]?.n)

beforeAll(async () => {
  t = await createTestApp()
  // These tests are about reading a bundle and merging it into games that exist: real games, not the demo, which an
  // import replaces whole or not at all (decision 067; test/first-run.test.ts).
  await t.db.database.db.execute(sql`update games set demo_seed = null`)
})
afterAll(async () => {
  await t.close()
})

describe('item 4: a bundle cannot kill or freeze the server', () => {
  it('refuses an entry that unzips to more than it declares after the bytes it declared, answering /health meanwhile', async () => {
    // units.csv declares 1 KB and inflates to 256 MiB (a825b9a inflated all of it on the event loop).
    const bomb = rawZip([
      ...Object.entries(SMALL)
        .filter(([name]) => name !== 'units.csv')
        .map(([name, text]) => ({ name, data: deflateSync(encoder.encode(text)), size: encoder.encode(text).length })),
      { name: 'units.csv', data: deflatedLineBreaks(256 * 1024 ** 2), size: 1024 },
    ])
    const before = await athleteCount()
    const { res, slowestHealthMs } = await postWhileAskingHealth(bomb)
    expect(slowestHealthMs).toBeLessThan(500)
    expect(res.status).toBe(422)
    expect(((await res.json()) as ErrorBody).error).toMatchObject({
      code: 'invalid_bundle',
      message: `units.csv: ${BUNDLE_PROBLEMS.sizeMismatch}`,
    })
    expect(await athleteCount()).toBe(before)
  })

  it('refuses a bundle whose declared size is over the limit before unzipping it', async () => {
    // A real, small athletes.csv whose directory entry claims 500 MB, as the zip held (a825b9a took up to 512).
    const athletes = encoder.encode(SMALL['athletes.csv'])
    const big = rawZip(
      Object.entries(SMALL).map(([name, text]) => ({
        name,
        data: deflateSync(encoder.encode(text)),
        size: name === 'athletes.csv' ? 500 * 1024 * 1024 : encoder.encode(text).length,
      })),
    )
    expect(athletes.length).toBeLessThan(100)
    const res = await post(big)
    expect(res.status).toBe(422)
    expect(((await res.json()) as ErrorBody).error.message).toBe(`bundle.zip: ${BUNDLE_PROBLEMS.tooBig}`)
    expect(BUNDLE_PROBLEMS.tooBig).toContain(`${BUNDLE_LIMITS.unzippedBytes / 1024 / 1024} MB`)
  })

  it('refuses a content.json whose declared size is over the limit before inflating it (issue 37, item 4)', async () => {
    // Real JSON of a few bytes whose directory entry claims 1 GiB: refused at once, nothing allocated for it.
    const content = encoder.encode('{"format":"podium-content"}')
    const bomb = rawZip([
      ...Object.entries(SMALL).map(([name, text]) => ({
        name,
        data: deflateSync(encoder.encode(text)),
        size: encoder.encode(text).length,
      })),
      { name: 'content.json', data: deflateSync(content), size: 1024 * 1024 * 1024 },
    ])
    const before = await athleteCount()
    const heapBefore = process.memoryUsage().arrayBuffers
    const started = performance.now()
    const res = await post(bomb)
    expect(res.status).toBe(422)
    expect(((await res.json()) as ErrorBody).error.message).toBe(`content.json: ${BUNDLE_PROBLEMS.tooBig}`)
    expect(performance.now() - started).toBeLessThan(10_000)
    expect(process.memoryUsage().arrayBuffers - heapBefore).toBeLessThan(256 * 1024 * 1024)
    expect(await athleteCount()).toBe(before)
  })

  it('stops at the first row over the per-file limit (200,000 duplicate rows), answering /health meanwhile', async () => {
    const rows = 'ZZH-0001,HARD Ana,W,ZZH\n'.repeat(200_000)
    const files = { ...SMALL, 'athletes.csv': `id,name,gender,organisation\n${rows}` }
    const before = await athleteCount()
    const { res, slowestHealthMs } = await postWhileAskingHealth(zip(files))
    expect(slowestHealthMs).toBeLessThan(500)
    expect(res.status).toBe(422)
    const line = BUNDLE_LIMITS.rowsPerFile + 2
    expect(((await res.json()) as ErrorBody).error).toEqual({
      code: 'invalid_bundle',
      message: `athletes.csv line ${line}: ${BUNDLE_PROBLEMS.tooManyRows}`,
      fields: { [`athletes.csv:${line}:`]: [BUNDLE_PROBLEMS.tooManyRows] },
    })
    expect(await athleteCount()).toBe(before)
  })

  it('still reports duplicate keys, in one pass', async () => {
    const rows = 'ZZH-0001,HARD Ana,W,ZZH\n'.repeat(BUNDLE_LIMITS.rowsPerFile)
    const res = await post(zip({ ...SMALL, 'athletes.csv': `id,name,gender,organisation\n${rows}` }))
    expect(res.status).toBe(422)
    expect(((await res.json()) as ErrorBody).error.message).toBe(
      `athletes.csv line 3, column id: ${BUNDLE_PROBLEMS.duplicate}`,
    )
  })

  it('gives up when the import outlives its time, and writes nothing', async () => {
    // The HTTP route uses BUNDLE_LIMITS.seconds; a zero limit here trips the same timer before the reader can answer.
    const before = await athleteCount()
    const error = await importBundle(t.ctx.database.db, new Map(Object.entries(SMALL)), {
      limits: { seconds: 0 },
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(BundleError)
    expect((error as BundleError).message).toBe(`bundle: ${BUNDLE_PROBLEMS.tooSlow}`)
    expect(await athleteCount()).toBe(before)
  })
})

describe('item 5: control characters in a bundle', () => {
  it('answers 422 naming the file, line and column of a NUL, never 500', async () => {
    const files = {
      ...SMALL,
      'athletes.csv': 'id,name,gender,organisation\nZZH-0001,HARD Ana,W,ZZH\nZZH-0002,"NUL\u0000Bia",W,ZZH\n',
    }
    const res = await post(zip(files))
    expect(res.status).toBe(422)
    expect(((await res.json()) as ErrorBody).error).toEqual({
      code: 'invalid_bundle',
      message: `athletes.csv line 3, column name: ${BUNDLE_PROBLEMS.controlCharacter}`,
      fields: { 'athletes.csv:3:name': [BUNDLE_PROBLEMS.controlCharacter] },
    })
    const withEscape = await post(zip({ ...SMALL, 'organisations.csv': 'code,name\nZZH,Hard\u001bLand\n' }))
    expect(withEscape.status).toBe(422)
    expect(((await withEscape.json()) as ErrorBody).error.message).toBe(
      `organisations.csv line 2, column name: ${BUNDLE_PROBLEMS.controlCharacter}`,
    )
  })
})

/** The localised names of every row the bundle carries, by table. */
async function allNames(): Promise<Record<string, string>> {
  const out: Record<string, string> = {}
  for (const [table, key] of [
    ['organisations', 'code'],
    ['venues', 'code'],
    ['events', 'code'],
    ['teams', 'id'],
    ['units', 'code'],
  ] as const) {
    const [row] = await queryRows<{ h: string }>(
      t.db.database,
      sql.raw(`select md5(string_agg(${key} || names::text, '|' order by ${key})) as h from ${table}`),
    )
    out[table] = row?.h ?? ''
  }
  return out
}

describe('item 10: export then import keeps every language', () => {
  it('writes name_en … beside name, and importing the export changes no name in any language', async () => {
    const exported = await buildBundle(t.ctx.database.db)
    const organisations = exported.get('organisations.csv')?.text ?? ''
    expect(organisations.split('\n')[0]).toBe('code,name,country_iso2,name_pt,name_en,name_es,name_az')
    expect(organisations).toContain('GER,Alemanha,DE,,Germany,Alemania,Almaniya')

    const before = await allNames()
    const res = await post(zip(Object.fromEntries([...exported].map(([file, { text }]) => [file, text]))))
    expect(res.status).toBe(200)
    // Every name of every row, in all four languages, is still what it was.
    expect(await allNames()).toEqual(before)
    type Organisations = { items: { code: string; name: string }[] }
    const germany = async (lang: string) =>
      ((await (await t.request(`/api/v1/organisations?lang=${lang}`)).json()) as Organisations).items.find(
        (o) => o.code === 'GER',
      )?.name
    expect(await germany('en')).toBe('Germany')
    expect(await germany('pt')).toBe('Alemanha')
    expect(await germany('es')).toBe('Alemania')
    expect(await germany('az')).toBe('Almaniya')
  })
})

describe('item 11: demo accounts never beside imported games', () => {
  // Runs last in this file: it replaces the demo (decision 067 refined how: an import over the demo replaces it whole).
  it('keeps them through a refused import, and a replace removes them and their sessions for good', async () => {
    await t.db.database.db.execute(sql`update games set demo_seed = 1`)
    const staff = await loginCookie(t, 'demo-staff')
    const me = () => t.request('/api/v1/auth/me', { headers: { cookie: staff } })
    expect((await me()).status).toBe(200)
    const replace = (body: Uint8Array) =>
      t.request('/api/v1/admin/import?replaceDemo=true', {
        method: 'POST',
        headers: { Authorization: `Bearer ${TEST_ADMIN_TOKEN}`, 'Content-Type': 'application/zip' },
        body,
      })

    // A refused import changes nothing, the demo accounts included.
    const refused = await replace(
      zip({ ...SMALL, 'athletes.csv': 'id,name,gender,organisation\nZZH-0001,HARD,F,ZZH\n' }),
    )
    expect(refused.status).toBe(422)
    expect((await me()).status).toBe(200)

    const res = await replace(zip(SMALL))
    expect(res.status).toBe(200)
    expect(((await res.json()) as { demoAccountsRetired: boolean }).demoAccountsRetired).toBe(true)
    expect((await me()).status).toBe(401)
    await expect(loginCookie(t, 'demo-admin')).rejects.toThrow('login demo-admin: 401')
    const demoUsers = await queryRows<{ n: string }>(
      t.db.database,
      sql`select count(*)::text as n from users where username like 'demo-%'`,
    )
    expect(demoUsers[0]?.n).toBe('0')
    // The games are no longer the demo: the next start seeds no accounts (startup.ts runs seedDemoAccounts).
    const games = await queryRows<{ demo_seed: number | null }>(t.db.database, sql`select demo_seed from games`)
    expect(games).toEqual([{ demo_seed: null }])
    expect(await seedDemoAccounts(t.ctx.database.db)).toBe(0)
    // Nothing left to retire: the next import says so.
    const again = await post(zip(SMALL))
    expect(((await again.json()) as { demoAccountsRetired: boolean }).demoAccountsRetired).toBe(false)
  })
})
