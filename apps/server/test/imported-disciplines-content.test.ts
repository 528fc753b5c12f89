/**
 * Issue 42, point 4 (decision 074): a discipline a games brings in `disciplines.csv` is a discipline everywhere. The
 * back office's documents, photos, ambassadors and videos, and the bundle's content.json, take any discipline the games
 * have (checked against the disciplines table on the server) and refuse a made-up one with the translated
 * `disciplineUnknown` on the field, writing nothing; the public lists name the imported discipline in each language.
 * On b7c0022 the documents, photos and ambassadors inputs and content.json took only the 18 built-in codes.
 */
import {
  type AdminAmbassador,
  type AdminDocument,
  type AdminPhoto,
  type AmbassadorDto,
  BUNDLE_CONTENT_FILE,
  LOCALES,
  type MediaDto,
  VALIDATION_MESSAGES,
} from '@podium/domain'
import { sql } from 'drizzle-orm'
import { zipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginCookie } from '../src/features/accounts/test-session.ts'
import { TEST_ADMIN_TOKEN } from './constants.ts'
import { createTestApp, queryRows, type TestApp } from './helpers.ts'
import { picture } from './image-fixtures.ts'

let t: TestApp
let staff: Record<string, string>
const ADMIN = { Authorization: `Bearer ${TEST_ADMIN_TOKEN}` }

const NAMES = { pt: 'Basquetebol 3x3', en: '3x3 Basketball', es: 'Baloncesto 3x3', az: '3x3 basketbol' } as const

const zip = (files: Record<string, string>) =>
  zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, new TextEncoder().encode(text)])))

/** The files every bundle carries, with the one event and unit of the imported discipline. */
const SPORTS = {
  'disciplines.csv':
    'code,name,key,format,team,bronzes,name_pt,name_en,name_es,name_az\n' +
    'BK3,3x3 Basketball,3x3-basketball,team-match,yes,1,Basquetebol 3x3,,Baloncesto 3x3,3x3 basketbol\n',
  'organisations.csv': 'code,name\nBRA,Brasil\n',
  'athletes.csv': 'id,name,gender,organisation\nX3-1,CESTA Rita,W,BRA\n',
  'events.csv': 'code,discipline,gender,name\nBK3-W,BK3,W,Women\n',
  'units.csv':
    'code,start,end,type,event,status,medal\nBK3-W-FNL,2026-07-15T10:00:00-03:00,,competition-medal,BK3-W,SCHEDULED,GOLD\n',
}

const importBundle = (files: Record<string, string>) =>
  t.request('/api/v1/admin/import', {
    method: 'POST',
    headers: { ...ADMIN, 'Content-Type': 'application/zip' },
    body: zip(files),
  })

function form(metadata: unknown, file: { bytes: Uint8Array; name: string; type: string } | null, method = 'POST') {
  const body = new FormData()
  body.set('metadata', JSON.stringify(metadata))
  if (file) body.set('file', new File([file.bytes], file.name, { type: file.type }))
  return { method, body, headers: staff }
}

const pdf = () =>
  new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')

const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; fields?: Record<string, string[]> } }).error

const count = async (table: string) =>
  Number(
    (await queryRows<{ n: number }>(t.db.database, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]?.n,
  )

beforeAll(async () => {
  t = await createTestApp()
  staff = { cookie: await loginCookie(t, 'demo-staff') }
  // The games are real ones (as after a replace, decision 067), so a bundle adds to them without replacing.
  await t.ctx.database.db.execute(sql`update games set demo_seed = null`)
  const res = await importBundle(SPORTS)
  expect(res.status, await res.clone().text()).toBe(200)
})
afterAll(() => t.close())

describe('issue 42 point 4: an imported discipline in the back office', () => {
  it('a document takes it, and a made-up discipline is refused with disciplineUnknown, nothing written', async () => {
    const meta = {
      kind: 'communication',
      titles: { pt: 'Regulamento do 3x3' },
      disciplineCode: 'BK3',
      priority: 2,
      publishedAt: '2026-07-14T12:00:00.000Z',
    }
    const file = { bytes: pdf(), name: 'regulamento.pdf', type: 'application/pdf' }
    const created = await t.request('/api/v1/admin/documents', form(meta, file))
    expect(created.status, await created.clone().text()).toBe(201)
    expect(((await created.json()) as AdminDocument).disciplineCode).toBe('BK3')
    const before = await count('documents')
    const refused = await t.request('/api/v1/admin/documents', form({ ...meta, disciplineCode: 'XYZ' }, file))
    expect(refused.status).toBe(400)
    expect((await errorOf(refused)).fields).toEqual({ disciplineCode: [VALIDATION_MESSAGES.disciplineUnknown] })
    const malformed = await t.request('/api/v1/admin/documents', form({ ...meta, disciplineCode: 'basket' }, file))
    expect(malformed.status).toBe(400)
    expect((await errorOf(malformed)).fields).toEqual({ disciplineCode: [VALIDATION_MESSAGES.disciplineUnknown] })
    expect(await count('documents')).toBe(before)
  })

  it('an ambassador takes it and the public list names it in each language; the admin list filters on it', async () => {
    const meta = { name: 'Rita Cesta', disciplineCode: 'BK3', bio: { pt: 'Jogadora de 3x3.' }, days: [] }
    const created = await t.request('/api/v1/admin/ambassadors', form(meta, null))
    expect(created.status, await created.clone().text()).toBe(201)
    const ambassador = (await created.json()) as AdminAmbassador
    for (const lang of LOCALES) {
      const list = (await (await t.request(`/api/v1/ambassadors?lang=${lang}`)).json()) as { items: AmbassadorDto[] }
      expect(list.items.find((a) => a.id === ambassador.id)?.disciplineName, lang).toBe(NAMES[lang])
    }
    const filtered = await t.request('/api/v1/admin/ambassadors?discipline=BK3', { headers: staff })
    expect(filtered.status).toBe(200)
    expect(((await filtered.json()) as { items: AdminAmbassador[] }).items.map((a) => a.name)).toEqual(['Rita Cesta'])
    const refused = await t.request('/api/v1/admin/ambassadors', form({ ...meta, disciplineCode: 'XYZ' }, null))
    expect(refused.status).toBe(400)
    expect((await errorOf(refused)).fields).toEqual({ disciplineCode: [VALIDATION_MESSAGES.disciplineUnknown] })
  })

  it('a photo takes it and /media names it; a made-up one is refused', async () => {
    const meta = { captions: { pt: 'Final do 3x3' }, disciplineCode: 'BK3', day: '2026-07-15' }
    const file = { bytes: await picture('jpeg', 1200, 800), name: 'final.jpg', type: 'image/jpeg' }
    const created = await t.request('/api/v1/admin/photos', form(meta, file))
    expect(created.status, await created.clone().text()).toBe(201)
    const photo = (await created.json()) as AdminPhoto
    const media = (await (await t.request('/api/v1/media?kind=photo&lang=es')).json()) as { items: MediaDto[] }
    expect(media.items.find((m) => m.id === photo.id)?.disciplineName).toBe(NAMES.es)
    const refused = await t.request('/api/v1/admin/photos', form({ ...meta, disciplineCode: 'XYZ' }, file))
    expect(refused.status).toBe(400)
    expect((await errorOf(refused)).fields).toEqual({ disciplineCode: [VALIDATION_MESSAGES.disciplineUnknown] })
  })

  it('a video takes it too (it already did) and names it', async () => {
    const res = await t.request('/api/v1/admin/videos', {
      method: 'POST',
      headers: { ...staff, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        kind: 'video',
        titles: { pt: 'Melhores momentos do 3x3' },
        url: 'https://www.youtube-nocookie.com/embed/abc123',
        disciplineCode: 'BK3',
      }),
    })
    expect(res.status, await res.clone().text()).toBe(201)
  })
})

describe('issue 42 point 4: an imported discipline in content.json', () => {
  const content = (discipline: string) =>
    JSON.stringify({
      format: 'podium-content',
      version: 1,
      ambassadors: [{ name: 'Caio Arremesso', discipline, bio: { pt: 'Embaixador do 3x3.' } }],
    })

  it('is taken when the games (or the same bundle) define it, and named on the public list', async () => {
    const res = await importBundle({ ...SPORTS, [BUNDLE_CONTENT_FILE]: content('BK3') })
    expect(res.status, await res.clone().text()).toBe(200)
    const list = (await (await t.request('/api/v1/ambassadors?lang=pt')).json()) as { items: AmbassadorDto[] }
    expect(list.items.map((a) => [a.name, a.disciplineName])).toEqual([['Caio Arremesso', NAMES.pt]])
  })

  it('refuses a discipline the games do not have, naming the place in content.json, and writes nothing', async () => {
    const res = await importBundle({ ...SPORTS, [BUNDLE_CONTENT_FILE]: content('XYZ') })
    expect(res.status).toBe(422)
    expect(Object.keys((await errorOf(res)).fields ?? {})).toEqual(['content.json::ambassadors[0].discipline'])
    const list = (await (await t.request('/api/v1/ambassadors?lang=pt')).json()) as { items: AmbassadorDto[] }
    expect(list.items.map((a) => a.name)).toEqual(['Caio Arremesso'])
  })
})
