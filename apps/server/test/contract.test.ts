/**
 * The API contract checked at run time (decision 027): every GET endpoint of the route table is declared below with
 * the domain schema of its answer, requested with real parameters from the seeded games, and its body parsed with
 * that schema. A missing or renamed field fails the parse; a field the schema does not declare fails too (zod drops
 * unknown keys, so the parsed body must equal the body sent). Cheap writes and the live journal are held to theirs.
 */
import {
  type AdminAmbassadorSchema,
  type AdminAwardCeremonySchema,
  type AdminCertificateDefinitionSchema,
  type AdminCertificateHolderSchema,
  type AdminEventOptionsSchema,
  type AdminPhotoSchema,
  type AdminSponsorSchema,
  type AdminTriviaSchema,
  type AdminVideo,
  API_GETS,
  API_WRITES,
  ApiErrorSchema,
  type ApiGetPath,
  type ApiWriteRoute,
  type ApiWriteRow,
  AuthResponseSchema,
  CertificateVerificationSchema,
  choiceOptionsOf,
  contentSchemas,
  DemoReplaceRequiredSchema,
  EventStructureSchema,
  type GamesSettingsSchema,
  LiveEventSchema,
  type OdfFeedStatusSchema,
  type OdfOutcomeSchema,
  type OdfReapplyAnswerSchema,
  type SafeSportSettingsSchema,
  type UnitDetailSchema,
  writesWithFile,
} from '@podium/domain'
import { asc, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { CONTENT_TABLES } from '../src/content/content-tables.repo.ts'
import { liveEvents } from '../src/db/schema.ts'
import { DEMO_PASSWORD } from '../src/features/accounts/demo-accounts.ts'
import { json, loginCookie } from '../src/features/accounts/test-session.ts'
import { TEST_ADMIN_TOKEN, TEST_TODAY } from './constants.ts'
import { createTestApp, queryRows, type TestApp } from './helpers.ts'
import { picture } from './image-fixtures.ts'
import { apiRoutes } from './security-helpers.ts'
import { heatsToFinal } from './structure-fixtures.ts'

/** Who sends a request: nobody, an engaged user (the demo athlete) or staff. */
type Caller = 'public' | 'athlete' | 'staff' | 'admin' | 'manager'

/** Real codes and ids of the seeded games, read once. */
interface Seeded {
  disciplineKeys: string[]
  /** Disciplines whose events store a format the final ranking reads (decision 079). */
  formatDisciplineKeys: string[]
  /** One unit with results per discipline, and one without. */
  unitCodes: string[]
  athleteIds: string[]
  teamIds: string[]
  organisationCodes: string[]
  triviaId: number
  standingsEventCodes: string[]
}

interface GetContract {
  /** The content engine's reads only: their schema comes from the kind's declaration, not from API_GETS. */
  schema?: z.ZodType
  caller?: Caller
  /** The URLs to request (at least one), from the seeded games. */
  urls(s: Seeded): string[]
  /** Statuses the answer may have; 200 unless said. */
  statuses?: number[]
}

/** Every JSON GET endpoint, keyed as the route table names it. */
/**
 * How to request every JSON GET endpoint, keyed as the route table names it; its answer's schema is the domain's
 * API_GETS row for the same path (the table the web's `apiGet` is typed by).
 */
const TABLE_GETS: Record<`GET /api/v1${ApiGetPath}`, GetContract> = {
  'GET /api/v1/health': { urls: () => ['/api/v1/health'] },
  // 503 with the same body while the instance does not hear live changes.
  'GET /api/v1/health/ready': { urls: () => ['/api/v1/health/ready'], statuses: [200, 503] },
  'GET /api/v1/config': { urls: () => ['/api/v1/config', '/api/v1/config?lang=en'] },
  'GET /api/v1/disciplines': { urls: () => ['/api/v1/disciplines'] },
  'GET /api/v1/organisations': { urls: () => ['/api/v1/organisations'] },
  'GET /api/v1/search-index': { urls: () => ['/api/v1/search-index?lang=en'] },
  'GET /api/v1/venues': { urls: () => ['/api/v1/venues'] },
  'GET /api/v1/now': { urls: () => ['/api/v1/now'] },
  'GET /api/v1/push/key': { urls: () => ['/api/v1/push/key'] },
  'GET /api/v1/auth/me': { caller: 'athlete', urls: () => ['/api/v1/auth/me'] },
  'GET /api/v1/me/follows': { caller: 'athlete', urls: () => ['/api/v1/me/follows'] },
  'GET /api/v1/safe-sport': { urls: () => ['/api/v1/safe-sport'] },
  'GET /api/v1/setup': { urls: () => ['/api/v1/setup'] },
  'GET /api/v1/me/certificates': {
    caller: 'athlete',
    urls: () => ['/api/v1/me/certificates'],
  },
  'GET /api/v1/certificates/:code': {
    urls: () => [`/api/v1/certificates/${certificateCode}`],
  },
  'GET /api/v1/admin/certificates': {
    caller: 'staff',
    urls: () => ['/api/v1/admin/certificates', '/api/v1/admin/certificates?certificateId=1&organisation=BRA'],
  },
  'GET /api/v1/admin/certificates/definitions': {
    caller: 'staff',
    urls: () => ['/api/v1/admin/certificates/definitions'],
  },
  'GET /api/v1/delegation/certificates': {
    caller: 'manager',
    urls: () => ['/api/v1/delegation/certificates', '/api/v1/delegation/certificates?certificateId=2'],
  },
  'GET /api/v1/trivia': { caller: 'athlete', urls: () => ['/api/v1/trivia'] },
  'GET /api/v1/trivia/:id': {
    caller: 'athlete',
    urls: (s) => [`/api/v1/trivia/${s.triviaId}`],
  },
  'GET /api/v1/ranking': {
    urls: () => ['/api/v1/ranking', '/api/v1/ranking?userType=athlete'],
  },
  'GET /api/v1/days': { urls: () => ['/api/v1/days'] },
  'GET /api/v1/schedule': {
    // The whole day is the read model; a filter is applied to it per request.
    urls: () => [`/api/v1/schedule?day=${TEST_TODAY}`, `/api/v1/schedule?day=${TEST_TODAY}&medal=true&type=all`],
  },
  'GET /api/v1/units/:code': { urls: (s) => s.unitCodes.map((c) => `/api/v1/units/${c}`) },
  'GET /api/v1/disciplines/:key': {
    urls: (s) => s.disciplineKeys.map((k) => `/api/v1/disciplines/${k}`),
  },
  'GET /api/v1/medals': {
    urls: (s) => ['/api/v1/medals', `/api/v1/medals?includeEmpty=true&rank=total&discipline=${s.disciplineKeys[0]}`],
  },
  'GET /api/v1/corrections': {
    urls: (s) => ['/api/v1/corrections', `/api/v1/corrections?day=${TEST_TODAY}&discipline=${s.disciplineKeys[0]}`],
  },
  'GET /api/v1/units/:code/corrections': {
    urls: (s) => s.unitCodes.slice(0, 3).map((c) => `/api/v1/units/${c}/corrections`),
  },
  'GET /api/v1/events/:code/standings': {
    // An event with pools (tables) and one without (no tables).
    urls: (s) => s.standingsEventCodes.map((code) => `/api/v1/events/${code}/standings`),
  },
  'GET /api/v1/records': { urls: () => ['/api/v1/records', '/api/v1/records?lang=en'] },
  'GET /api/v1/events/:code/structure': {
    // Without a stored format here; the writes below store one and read it back (decision 075).
    urls: (s) => s.standingsEventCodes.map((code) => `/api/v1/events/${code}/structure`),
  },
  'GET /api/v1/disciplines/:key/structures': {
    // Pools and a bracket (basketball), a bracket with repechage (judo): each builds every event of the discipline.
    urls: (s) => s.formatDisciplineKeys.map((k) => `/api/v1/disciplines/${k}/structures`),
  },
  'GET /api/v1/disciplines/:key/final-ranking': {
    urls: (s) => s.formatDisciplineKeys.map((k) => `/api/v1/disciplines/${k}/final-ranking`),
  },
  'GET /api/v1/athletes/:id/next': {
    urls: (s) => s.athleteIds.map((id) => `/api/v1/athletes/${id}/next`),
  },
  'GET /api/v1/teams/:id/next': {
    urls: (s) => s.teamIds.map((id) => `/api/v1/teams/${id}/next`),
  },
  'GET /api/v1/medallists': {
    urls: (s) => ['/api/v1/medallists', `/api/v1/medallists?latestEvents=3&organisation=${s.organisationCodes[0]}`],
  },
  'GET /api/v1/athletes': {
    urls: (s) => ['/api/v1/athletes', `/api/v1/athletes?search=a&organisation=${s.organisationCodes[0]}&gender=W`],
  },
  'GET /api/v1/athletes/:id': {
    urls: (s) => s.athleteIds.map((id) => `/api/v1/athletes/${id}`),
  },
  'GET /api/v1/organisations/:code': {
    urls: (s) => s.organisationCodes.map((c) => `/api/v1/organisations/${c}`),
  },
  'GET /api/v1/organisations/:code/schedule': {
    urls: (s) => s.organisationCodes.map((c) => `/api/v1/organisations/${c}/schedule`),
  },
  'GET /api/v1/teams/:id': {
    urls: (s) => s.teamIds.map((id) => `/api/v1/teams/${id}`),
  },
  'GET /api/v1/teams': {
    // The default page is a read model; a search is read per request; an empty page is sent but not kept.
    urls: () => ['/api/v1/teams', '/api/v1/teams?search=a&pageSize=5', '/api/v1/teams?page=9999'],
  },
  'GET /api/v1/audit-log': { caller: 'staff', urls: () => ['/api/v1/audit-log?entity=unit'] },
  'GET /api/v1/admin/settings': {
    caller: 'admin',
    urls: () => ['/api/v1/admin/settings'],
  },
  'GET /api/v1/route-rules': { urls: () => ['/api/v1/route-rules'] },
  'GET /api/v1/admin/trivia': {
    caller: 'staff',
    urls: () => ['/api/v1/admin/trivia', '/api/v1/admin/trivia?active=true&q=a&page=1'],
  },
  'GET /api/v1/admin/award-ceremonies': {
    caller: 'staff',
    urls: () => ['/api/v1/admin/award-ceremonies', `/api/v1/admin/award-ceremonies?day=${TEST_TODAY}&page=1`],
  },
  'GET /api/v1/admin/award-ceremonies/events': {
    caller: 'staff',
    urls: () => ['/api/v1/admin/award-ceremonies/events', '/api/v1/admin/award-ceremonies/events?q=100'],
  },
  'GET /api/v1/admin/safe-sport': {
    caller: 'staff',
    urls: () => ['/api/v1/admin/safe-sport'],
  },
  'GET /api/v1/admin/feedback': {
    caller: 'staff',
    urls: () => ['/api/v1/admin/feedback', '/api/v1/admin/feedback?sentiment=happy&handled=false&page=1'],
  },
  'GET /api/v1/admin/odf/feed': {
    caller: 'staff',
    urls: () => ['/api/v1/admin/odf/feed', '/api/v1/admin/odf/feed?outcome=refused&page=1'],
  },
  'GET /api/v1/admin/odf/documents': {
    caller: 'staff',
    urls: () => ['/api/v1/admin/odf/documents', '/api/v1/admin/odf/documents?q=MEDALS&documentType=DT_RESULT&page=1'],
  },
  'GET /api/v1/admin/users': {
    caller: 'admin',
    urls: () => ['/api/v1/admin/users', '/api/v1/admin/users?type=referee&q=demo&page=1'],
  },
  'GET /api/v1/places': { urls: () => ['/api/v1/places', '/api/v1/places?kind=hotel'] },
  'GET /api/v1/transport': { urls: () => ['/api/v1/transport'] },
  'GET /api/v1/documents': {
    // A free-text search is answered per request, the rest from read models.
    urls: () => ['/api/v1/documents', '/api/v1/documents?order=title&q=a'],
  },
  'GET /api/v1/award-ceremonies': {
    // A day outside the games is answered without a read model.
    urls: () => [
      '/api/v1/award-ceremonies',
      `/api/v1/award-ceremonies?day=${TEST_TODAY}`,
      '/api/v1/award-ceremonies?day=2001-01-01',
    ],
  },
  'GET /api/v1/ambassadors': {
    urls: () => ['/api/v1/ambassadors', `/api/v1/ambassadors?day=${TEST_TODAY}`, '/api/v1/ambassadors?day=2001-01-01'],
  },
  'GET /api/v1/sponsors': { urls: () => ['/api/v1/sponsors'] },
  'GET /api/v1/courses': { urls: () => ['/api/v1/courses'] },
  'GET /api/v1/media': { urls: () => ['/api/v1/media', '/api/v1/media?kind=live-video'] },
  'GET /api/v1/access-log': {
    caller: 'staff',
    urls: () => ['/api/v1/access-log', '/api/v1/access-log?view=weekly'],
  },
}

/** A new item of a kind whose seeded one cannot be sent back as a new one (decision 112). */
const NEW_CONTENT: Readonly<Record<string, Record<string, unknown>>> = {
  'route-rules': { source: '/go/contract', target: '/medals' },
  // A transport line is addressed by its code (decision 117): a copy of a seeded line's would be taken.
  transport: {
    code: 'CT',
    names: { pt: 'Linha Contrato', en: 'Contract Line', es: '', az: '' },
    origin: { pt: 'Vila', en: 'Village', es: '', az: '' },
    destination: { pt: 'Praia', en: 'Beach', es: '', az: '' },
    color: '#123456',
    departures: [{ time: '08:00', stop: { pt: 'Vila', en: 'Village', es: '', az: '' } }],
  },
}

/** Every JSON GET: the table's, and every content kind's the engine serves (decision 102), from its registration. */
const GETS: Record<string, GetContract> = {
  ...TABLE_GETS,
  ...Object.fromEntries(
    CONTENT_TABLES.flatMap(({ kind, publicRead }): [string, GetContract][] => {
      const schemas = contentSchemas(kind)
      const admin: [string, GetContract] = [
        `GET /api/v1/admin/${kind.kind}`,
        {
          schema: schemas.adminList,
          caller: 'staff',
          urls: () => [
            `/api/v1/admin/${kind.kind}`,
            `/api/v1/admin/${kind.kind}?q=a&page=1&pageSize=3`,
            // Each filter by its first value (decision 106: `?kind=hotel` for places).
            ...(kind.filters ?? []).map(
              (name: string) => `/api/v1/admin/${kind.kind}?${name}=${choiceOptionsOf(kind, name)[0]}`,
            ),
            // The discipline filter by a discipline of the demo (decision 111: ambassadors).
            ...(kind.disciplineFilter ? [`/api/v1/admin/${kind.kind}?discipline=SWM&q=a&page=1`] : []),
          ],
        },
      ]
      if (publicRead === false) return [admin]
      return [admin, [`GET /api/v1/${kind.kind}`, { schema: schemas.publicList, urls: () => [`/api/v1/${kind.kind}`] }]]
    }),
  ),
}

/** GET endpoints that do not answer JSON, and what they answer instead. */
const NOT_JSON: Record<string, string> = {
  'GET /api/v1/live': 'an SSE stream; its events are the journal rows, checked against LiveEventSchema below',
  'GET /api/v1/athletes/:id/photo.svg': 'an SVG image',
  'GET /api/v1/ambassadors/:id/photo.svg': 'an SVG image',
  'GET /api/v1/sponsors/:id/logo.svg': 'an SVG image',
  'GET /api/v1/media/:id/image.svg': 'an SVG image',
  'GET /api/v1/share/:kind/:file': 'a link preview’s PNG (share.test.ts reads its size)',
  'GET /api/v1/documents/:id/:fileName': 'the document’s bytes',
  'GET /api/v1/files/:id': 'an uploaded image’s bytes (images.test.ts checks its headers)',
  'GET /api/v1/admin/feedback.csv': 'a CSV download (feedback-inbox.test.ts reads it)',
  'GET /api/v1/admin/export': 'a zip bundle (bundle-content.test.ts reads it)',
  'GET /api/v1/admin/route-rules/:id/qr.svg': 'an SVG QR code (route-rules.test.ts reads it)',
  'GET /api/v1/admin/trivia/:id/qr.pdf': 'a PDF (trivia-admin.test.ts reads it)',
  'GET /api/v1/calendar/:file': 'an iCalendar feed or its QR code (calendar-feeds.test.ts parses it)',
  'GET /api/v1/calendar/:kind/:file': 'an iCalendar feed or its QR code (calendar-feeds.test.ts parses it)',
  'GET /api/v1/me/certificates/:code/certificate.pdf': 'a PDF (certificates.test.ts reads it)',
  'GET /api/v1/admin/certificates.csv': 'a CSV download (certificates.test.ts reads it)',
  'GET /api/v1/delegation/certificates.csv': 'a CSV download (certificate-definitions.test.ts reads it)',
}

interface WriteContract {
  /** The answer's schema; null for an answer without a body. */
  schema: z.ZodType | null
  status: number
}

/**
 * Every write endpoint and its answer: the domain's API_WRITES rows (the table the web's `apiWrite` is typed by), and
 * every content kind's the engine serves (decision 102), from its registration. Each is sent below, but for the bundle
 * import and setup (their rows say why).
 */
const WRITES: Record<string, WriteContract> = {
  ...Object.fromEntries(
    Object.entries(API_WRITES as Record<ApiWriteRoute, ApiWriteRow>).map(([route, { answer, status }]) => {
      const [method, path] = route.split(' ')
      return [`${method} /api/v1${path}`, { schema: answer, status }]
    }),
  ),
  ...Object.fromEntries(
    CONTENT_TABLES.flatMap(({ kind }): [string, WriteContract][] => {
      const item = contentSchemas(kind).adminItem
      const base = `/api/v1/admin/${kind.kind}`
      const move: [string, WriteContract][] = kind.ordered
        ? [[`POST ${base}/:id/move`, { schema: item, status: 200 }]]
        : []
      // Each image field's upload and removal answer the item (decision 108: a sponsor's logo); an image that travels
      // with the item's writes has no routes of its own (decision 111: an ambassador's photo).
      const own = (kind.images ?? []).filter((image: { withItem?: boolean }) => !image.withItem)
      const images = own.flatMap(({ name }: { name: string }): [string, WriteContract][] => [
        [`POST ${base}/:id/${name}`, { schema: item, status: 200 }],
        [`DELETE ${base}/:id/${name}`, { schema: item, status: 200 }],
      ])
      return [
        [`POST ${base}`, { schema: item, status: 201 }],
        [`PUT ${base}/:id`, { schema: item, status: 200 }],
        ...move,
        [`DELETE ${base}/:id`, { schema: null, status: 204 }],
        ...images,
      ]
    }),
  ),
}

/** Paths of `body` that `parsed` lacks: the fields the schema does not declare (zod drops unknown keys). */
function undeclared(body: unknown, parsed: unknown, path = ''): string[] {
  if (Array.isArray(body) && Array.isArray(parsed)) {
    return body.flatMap((item, i) => undeclared(item, parsed[i], `${path}[${i}]`))
  }
  if (body === null || typeof body !== 'object' || parsed === null || typeof parsed !== 'object') return []
  return Object.entries(body).flatMap(([key, value]) =>
    key in parsed ? undeclared(value, (parsed as Record<string, unknown>)[key], `${path}.${key}`) : [`${path}.${key}`],
  )
}

/** What is wrong with an answer under its schema, or nothing. */
function contractProblems(schema: z.ZodType, body: unknown): string[] {
  const parsed = schema.safeParse(body)
  if (!parsed.success) {
    return parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
  }
  return undeclared(body, parsed.data).map((path) => `${path}: not declared by the schema`)
}

let t: TestApp
let seeded: Seeded
let certificateCode = ''
const headers: Record<Caller, Record<string, string>> = { public: {}, athlete: {}, staff: {}, admin: {}, manager: {} }
/** The athlete's login answer, kept for the write checks. */
let loginAnswer: { status: number; body: unknown }

beforeAll(async () => {
  t = await createTestApp()
  const login = await t.request('/api/v1/auth/login', json({ username: 'demo-athlete', password: DEMO_PASSWORD }))
  loginAnswer = { status: login.status, body: await login.json() }
  headers.athlete = { cookie: (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '' }
  headers.staff = { cookie: await loginCookie(t, 'demo-staff') }
  headers.admin = { cookie: await loginCookie(t, 'demo-admin') }
  headers.manager = { cookie: await loginCookie(t, 'demo-manager') }
  seeded = await readSeeded(t)
  // A certificate held (granted by staff), for the public verification's contract.
  const granted = await t.request('/api/v1/admin/certificates/2/grant', json({ username: 'demo-coach' }, headers.staff))
  certificateCode = ((await granted.json()) as { code: string }).code
})
afterAll(() => t.close())

async function readSeeded(app: TestApp): Promise<Seeded> {
  const database = app.db.database
  const disciplines = await queryRows<{ key: string }>(database, sql`select key from disciplines order by code`)
  // A unit with results in every discipline (head-to-head and ranked, play-by-play and stats where kept), and one
  // unit of the last day, not yet started.
  const withResults = await queryRows<{ code: string }>(
    database,
    sql`select distinct on (u.discipline_code) u.code from units u
        where exists (select 1 from results r where r.unit_code = u.code)
        order by u.discipline_code, u.code`,
  )
  const later = await queryRows<{ code: string }>(database, sql`select code from units order by start_at desc limit 1`)
  // A medallist, a team member and whoever comes first.
  const athletes = await queryRows<{ id: string }>(
    database,
    sql`(select athlete_id as id from medallists where athlete_id is not null order by athlete_id limit 1)
        union (select id from athletes order by id limit 1)`,
  )
  // The top of the medal table and a delegation without a medal.
  const organisations = await queryRows<{ code: string }>(
    database,
    sql`(select organisation_code as code from medallists group by organisation_code order by count(*) desc limit 1)
        union (select code from organisations o where not exists
          (select 1 from medallists m where m.organisation_code = o.code) order by code limit 1)`,
  )
  const [trivia] = await queryRows<{ id: number }>(database, sql`select id from trivia order by id limit 1`)
  const teams = await queryRows<{ id: string }>(database, sql`select id from teams order by id limit 1`)
  const standingsEvents = await queryRows<{ code: string }>(
    database,
    sql`(select p.event_code as code from phases p where p.phase_type = 'pool' order by p.event_code limit 1)
        union (select code from events e where not exists
          (select 1 from phases p where p.event_code = e.code and p.phase_type = 'pool') order by code limit 1)`,
  )
  const seededGames = {
    disciplineKeys: disciplines.map((d) => d.key),
    formatDisciplineKeys: disciplines.map((d) => d.key).filter((k) => k === 'basketball' || k === 'judo'),
    unitCodes: [...withResults, ...later].map((u) => u.code),
    athleteIds: athletes.map((a) => a.id),
    teamIds: teams.map((team) => team.id),
    organisationCodes: organisations.map((o) => o.code),
    triviaId: trivia?.id ?? 0,
    standingsEventCodes: standingsEvents.map((e) => e.code),
  }
  expect(seededGames.unitCodes.length, 'the test games have units with results').toBeGreaterThan(5)
  expect(seededGames.formatDisciplineKeys).toHaveLength(2)
  expect(seededGames.athleteIds.length).toBeGreaterThan(0)
  expect(seededGames.organisationCodes.length).toBe(2)
  expect(seededGames.triviaId).toBeGreaterThan(0)
  return seededGames
}

const key = (r: { method: string; path: string }) => `${r.method} ${r.path}`

/** The answer's schema of a declared GET: the engine's from its kind, any other from the domain's API table. */
function getSchemaOf(route: string, contract: GetContract): z.ZodType {
  const schema = contract.schema ?? (API_GETS as Record<string, z.ZodType>)[route.slice('GET /api/v1'.length)]
  if (!schema) throw new Error(`${route} has no row in API_GETS`)
  return schema
}

/** Requests every URL of the declared endpoints and lists each answer that breaks its contract. */
async function checkGets(entries: [string, GetContract][]): Promise<string[]> {
  const failures: string[] = []
  for (const [route, contract] of entries) {
    const urls = contract.urls(seeded)
    if (urls.length === 0) failures.push(`${route}: no URL to request`)
    for (const url of urls) {
      const res = await t.request(url, { headers: headers[contract.caller ?? 'public'] })
      if (!(contract.statuses ?? [200]).includes(res.status)) {
        failures.push(`${url}: status ${res.status} ${await res.text()}`)
        continue
      }
      for (const problem of contractProblems(getSchemaOf(route, contract), await res.json()))
        failures.push(`${url}: ${problem}`)
    }
  }
  return failures
}

describe('the declared GET endpoints', () => {
  it('are exactly the route table’s GET endpoints (a new one must be declared here with its schema)', () => {
    const gets = apiRoutes(t)
      .filter((r) => r.method === 'GET')
      .map(key)
    const declared = [...Object.keys(GETS), ...Object.keys(NOT_JSON)]
    expect(
      gets.filter((k) => !declared.includes(k)),
      'GET endpoints without a contract',
    ).toEqual([])
    expect(
      declared.filter((k) => !gets.includes(k)),
      'contracts of endpoints that do not exist',
    ).toEqual([])
  })
})

describe('the declared write endpoints', () => {
  it('are exactly the route table’s writes (a new one must be declared here with its answer)', () => {
    const writes = apiRoutes(t)
      .filter((r) => r.method !== 'GET')
      .map(key)
    const declared = Object.keys(WRITES)
    expect(
      writes.filter((k) => !declared.includes(k)),
      'write endpoints without a contract',
    ).toEqual([])
    expect(
      declared.filter((k) => !writes.includes(k)),
      'contracts of endpoints that do not exist',
    ).toEqual([])
  })
})

describe('every JSON GET endpoint', () => {
  it('answers what its domain schema declares, no field missing, renamed or extra', async () => {
    expect(await checkGets(Object.entries(GETS))).toEqual([])
  })

  it('answers errors as ApiErrorSchema', async () => {
    const failures: string[] = []
    for (const url of ['/api/v1/units/NO-SUCH-UNIT', '/api/v1/schedule?day=yesterday', '/api/v1/no-such-endpoint']) {
      const res = await t.request(url)
      expect(res.status, url).toBeGreaterThanOrEqual(400)
      for (const problem of contractProblems(ApiErrorSchema, await res.json())) failures.push(`${url}: ${problem}`)
    }
    expect(failures).toEqual([])
  })
})

/** Sends a write (`route` as the route table names it) and checks its answer's status and contract. */
async function checkWrite(route: string, url: string, init: RequestInit): Promise<unknown> {
  const contract = WRITES[route]
  if (!contract) throw new Error(`${route} is not declared in WRITES`)
  // A JSON body sent is what the row says the handler reads (the type the web's `apiWrite` sends).
  const row = (API_WRITES as Record<string, ApiWriteRow>)[route.replace(' /api/v1', ' ')]
  if (row?.body && typeof init.body === 'string') {
    const sent = row.body.safeParse(JSON.parse(init.body))
    expect(sent.success ? [] : sent.error.issues, `${route}: the body sent is the row's`).toEqual([])
  }
  const res = await t.request(url, init)
  const body = contract.schema ? await res.json() : await res.text()
  expect(res.status, `${url}: ${JSON.stringify(body)}`).toBe(contract.status)
  if (!contract.schema) expect(body, `${url} answers without a body`).toBe('')
  else expect(contractProblems(contract.schema, body), url).toEqual([])
  return body
}

describe('the writes’ answers', () => {
  it('login answers AuthResponseSchema', () => {
    expect(loginAnswer.status).toBe(WRITES['POST /api/v1/auth/login']?.status)
    expect(contractProblems(AuthResponseSchema, loginAnswer.body)).toEqual([])
  })

  it('logout and a client error report answer 204 without a body', async () => {
    await checkWrite('POST /api/v1/auth/logout', '/api/v1/auth/logout', json({}))
    const report = { message: 'contract test', path: '/' }
    await checkWrite('POST /api/v1/client-errors', '/api/v1/client-errors', json(report))
  })

  it('a push subscription answers PushSubscriptionStateSchema, and its removal 204 (decision 056)', async () => {
    const subscription = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/contract-test',
      keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
    }
    const settings = { locale: 'en', kinds: ['result'], leadMinutes: 15, spoilerFree: false, follows: [] }
    await checkWrite(
      'PUT /api/v1/push/subscription',
      '/api/v1/push/subscription',
      json({ subscription, ...settings }, {}, 'PUT'),
    )
    const gone = { endpoint: subscription.endpoint, auth: subscription.keys.auth }
    await checkWrite('DELETE /api/v1/push/subscription', '/api/v1/push/subscription', json(gone, {}, 'DELETE'))
  })

  it('follows answer FollowsSchema (decision 054)', async () => {
    const athlete = headers.athlete
    const put = { method: 'PUT', headers: athlete }
    await checkWrite('PUT /api/v1/me/follows/:kind/:code', '/api/v1/me/follows/discipline/SWM', put)
    const merge = json({ items: [{ kind: 'discipline', code: 'SWM' }] }, athlete)
    await checkWrite('POST /api/v1/me/follows/merge', '/api/v1/me/follows/merge', merge)
    const remove = { method: 'DELETE', headers: athlete }
    await checkWrite('DELETE /api/v1/me/follows/:kind/:code', '/api/v1/me/follows/discipline/SWM', remove)
  })

  it('the "my games" feed token answers MyGamesFeedTokenSchema (decision 057)', async () => {
    const athlete = headers.athlete
    await checkWrite('PUT /api/v1/me/calendar-feed', '/api/v1/me/calendar-feed', { method: 'PUT', headers: athlete })
    const rotate = { method: 'POST', headers: athlete }
    await checkWrite('POST /api/v1/me/calendar-feed/rotate', '/api/v1/me/calendar-feed/rotate', rotate)
  })

  it('signup answers AuthResponseSchema', async () => {
    const signup = { username: 'contract', password: 'correct horse', repeatPassword: 'correct horse' }
    const body = { ...signup, email: 'contract@example.org', cpf: 'ab123456' }
    await checkWrite('POST /api/v1/auth/signup', '/api/v1/auth/signup', json(body))
  })

  it('feedback, safe sport, QR scan and a trivia played answer their schemas, and the trivia reads then too', async () => {
    const athlete = headers.athlete
    const feedback = { sentiment: 'happy', suggestion: 'More water at the venues, please.' }
    await checkWrite('POST /api/v1/feedback', '/api/v1/feedback', json(feedback, athlete))
    await checkWrite('POST /api/v1/me/safe-sport', '/api/v1/me/safe-sport', json({}, athlete))
    const id = seeded.triviaId
    await checkWrite('POST /api/v1/qr/scan', '/api/v1/qr/scan', json({ code: `podium-trivia-${id}` }, athlete))
    await checkWrite('POST /api/v1/trivia/:id/start', `/api/v1/trivia/${id}/start`, json({}, athlete))
    // Started: the detail now carries its questions and the clock.
    expect(await checkGets([['GET /api/v1/trivia/:id', GETS['GET /api/v1/trivia/:id'] as GetContract]])).toEqual([])
    const answers = { answers: { '1': 'a' } }
    await checkWrite('POST /api/v1/trivia/:id/attempts', `/api/v1/trivia/${id}/attempts`, json(answers, athlete))
    expect(await checkGets([['GET /api/v1/trivia', GETS['GET /api/v1/trivia'] as GetContract]])).toEqual([])
  })

  it('results entry answers its schemas, and the audit log and live journal then hold what they declare', async () => {
    const staff = headers.staff
    const [unit] = await queryRows<{ code: string }>(
      t.db.database,
      sql`select u.code from units u where u.schedule_status = 'SCHEDULED' and u.event_code is not null
          and u.medal is null and exists (select 1 from start_list_entries s where s.unit_code = u.code)
          order by u.start_at, u.code limit 1`,
    )
    const code = unit?.code ?? 'none'
    const patch = json({ scheduleStatus: 'GETTING_READY' }, staff, 'PATCH')
    await checkWrite('PATCH /api/v1/units/:code', `/api/v1/units/${code}`, patch)
    const detail = (await (await t.request(`/api/v1/units/${code}`)).json()) as z.infer<typeof UnitDetailSchema>
    const results = detail.startList.map((entry, i) => ({
      rank: i + 1,
      athleteId: entry.team ? null : (entry.athlete?.id ?? null),
      teamId: entry.team?.id ?? null,
    }))
    const put = json({ results, resultStatus: 'LIVE' }, staff, 'PUT')
    await checkWrite('PUT /api/v1/units/:code/results', `/api/v1/units/${code}/results`, put)
    const undo = json({ scheduleStatus: 'GETTING_READY', resultStatus: 'LIVE' }, staff, 'POST')
    await checkWrite('POST /api/v1/units/:code/undo', `/api/v1/units/${code}/undo`, undo)
    expect(await checkGets([['GET /api/v1/audit-log', GETS['GET /api/v1/audit-log'] as GetContract]])).toEqual([])

    // The stream sends journal rows as they are (live/hub.ts), so the rows are what a client reads.
    const rows = await t.ctx.database.db.select().from(liveEvents).orderBy(asc(liveEvents.id))
    expect(rows.map((r) => r.kind)).toEqual(expect.arrayContaining(['unit', 'result']))
    const failures = rows.flatMap((r) =>
      contractProblems(LiveEventSchema, { id: r.id, at: r.at.toISOString(), kind: r.kind, payload: r.payload }).map(
        (problem) => `live event ${r.id} (${r.kind}): ${problem}`,
      ),
    )
    expect(failures).toEqual([])
  })

  it('a competition structure stored, read and removed answers its schemas (decision 075)', async () => {
    const staff = headers.staff
    const format = await heatsToFinal(t, 'ATHM110MH-3D')
    const path = '/api/v1/admin/events/ATHM110MH-3D/format'
    await checkWrite('PUT /api/v1/admin/events/:code/format', path, json(format, staff, 'PUT'))
    const read = await t.request('/api/v1/events/ATHM110MH-3D/structure')
    expect(contractProblems(EventStructureSchema, await read.json())).toEqual([])
    await checkWrite('DELETE /api/v1/admin/events/:code/format', path, { method: 'DELETE', headers: staff })
    // The organiser's records (decision 091), stored by an admin.
    const record = { eventCode: 'ATHM110MH-3D', kind: 'WR', mark: '12.80', holder: 'Aries Merritt', date: '2012-09-07' }
    await checkWrite('PUT /api/v1/records', '/api/v1/records', json({ records: [record] }, headers.admin, 'PUT'))
    // A start list set by staff: the final's, from the heats' entrants.
    const [entry] = await queryRows<{ id: string }>(
      t.db.database,
      sql`select athlete_id as id from entries where event_code = 'ATHM110MH-3D' order by id limit 1`,
    )
    const final = format.rounds[1]?.units[0]?.code ?? ''
    const list = { entries: [{ athleteId: entry?.id, position: '4' }] }
    await checkWrite(
      'PUT /api/v1/units/:code/start-list',
      `/api/v1/units/${final}/start-list`,
      json(list, staff, 'PUT'),
    )
  })

  it('the games settings write answers its schema (decision 041)', async () => {
    const current = (await (await t.request('/api/v1/admin/settings', { headers: headers.admin })).json()) as z.infer<
      typeof GamesSettingsSchema
    >
    const { names, hostCity, timeZone, startsOn, endsOn, loginEnabled, version } = current
    const body = { names, hostCity, timeZone, startsOn, endsOn, loginEnabled, version }
    await checkWrite('PUT /api/v1/admin/settings', '/api/v1/admin/settings', json(body, headers.admin, 'PUT'))
    const logo = new FormData()
    logo.set('version', String(version + 1))
    logo.set('file', new File([await picture('png', 64, 64)], 'logo.png'))
    const logoUrl = '/api/v1/admin/settings/logo'
    await checkWrite('POST /api/v1/admin/settings/logo', logoUrl, {
      method: 'POST',
      headers: headers.admin,
      body: logo,
    })
    await checkWrite(
      'DELETE /api/v1/admin/settings/logo',
      `${logoUrl}?version=${version + 2}`,
      json(undefined, headers.admin, 'DELETE'),
    )
  })

  it('the back office’s sponsors and feedback writes answer their schemas (decision 040)', async () => {
    const staff = headers.staff
    const sponsor = { name: 'Marca Contrato', tier: 'supplier', website: 'https://contrato.example' }
    const created = (await checkWrite(
      'POST /api/v1/admin/sponsors',
      '/api/v1/admin/sponsors',
      json(sponsor, staff),
    )) as z.infer<typeof AdminSponsorSchema>
    const url = `/api/v1/admin/sponsors/${created.id}`
    await checkWrite('PUT /api/v1/admin/sponsors/:id', url, json({ ...sponsor, version: 1 }, staff, 'PUT'))
    await checkWrite(
      'POST /api/v1/admin/sponsors/:id/move',
      `${url}/move`,
      json({ direction: 'up', version: 2 }, staff),
    )
    const after = (await (
      await t.request(`/api/v1/admin/sponsors?tier=supplier&q=Contrato`, { headers: staff })
    ).json()) as {
      items: { version: number }[]
    }
    const version = after.items[0]?.version ?? 0
    await checkWrite('DELETE /api/v1/admin/sponsors/:id', `${url}?version=${version}`, json(undefined, staff, 'DELETE'))

    const sent = await t.request(
      '/api/v1/feedback',
      json({ sentiment: 'happy', suggestion: 'Um contrato cumprido' }, staff),
    )
    const { id } = (await sent.json()) as { id: number }
    await checkWrite(
      'PUT /api/v1/admin/feedback/:id/handled',
      `/api/v1/admin/feedback/${id}/handled`,
      json({ handled: true }, staff, 'PUT'),
    )
  })

  it('the back office’s trivia writes answer their schemas (decision 043)', async () => {
    const staff = headers.staff
    const answers = [{ texts: { pt: 'Sim' }, correct: true }, { texts: { pt: 'Não' } }]
    const quiz = {
      titles: { pt: 'Quiz Contrato' },
      author: 'Contrato',
      timeLimitMinutes: 3,
      pointsPerCorrect: 10,
      questions: [{ prompts: { pt: 'Cumpre?' }, answers }],
    }
    const created = (await checkWrite(
      'POST /api/v1/admin/trivia',
      '/api/v1/admin/trivia',
      json(quiz, staff),
    )) as z.infer<typeof AdminTriviaSchema>
    const url = `/api/v1/admin/trivia/${created.id}`
    await checkWrite('PUT /api/v1/admin/trivia/:id', url, json({ ...quiz, version: 1 }, staff, 'PUT'))
    await checkWrite('DELETE /api/v1/admin/trivia/:id', `${url}?version=2`, json(undefined, staff, 'DELETE'))
  })

  it('certificates: a grant and a revocation answer their schemas, and the verification reads then too (decision 051)', async () => {
    const staff = headers.staff
    const granted = (await checkWrite(
      'POST /api/v1/admin/certificates/:id/grant',
      '/api/v1/admin/certificates/2/grant',
      json({ username: 'demo-staff' }, staff),
    )) as z.infer<typeof AdminCertificateHolderSchema>
    const verified = await t.request(`/api/v1/certificates/${granted.code}`)
    expect(contractProblems(CertificateVerificationSchema, await verified.json())).toEqual([])
    await checkWrite(
      'POST /api/v1/admin/certificates/holders/:code/revoke',
      `/api/v1/admin/certificates/holders/${granted.code}/revoke`,
      json({ reason: 'Contract check' }, staff),
    )
  })

  it('certificate definitions: create, edit and remove answer their schemas (decision 059)', async () => {
    const staff = headers.staff
    const body = { titles: { pt: 'Certificado Contrato' }, trigger: 'staff' }
    const created = (await checkWrite(
      'POST /api/v1/admin/certificates',
      '/api/v1/admin/certificates',
      json(body, staff),
    )) as z.infer<typeof AdminCertificateDefinitionSchema>
    const url = `/api/v1/admin/certificates/${created.id}`
    await checkWrite('PUT /api/v1/admin/certificates/:id', url, json({ ...body, version: 1 }, staff, 'PUT'))
    await checkWrite('DELETE /api/v1/admin/certificates/:id', `${url}?version=2`, json(undefined, staff, 'DELETE'))
  })

  it.each(CONTENT_TABLES.map((t) => [t.kind.kind, t]))(
    'the content engine’s writes of %s answer their schemas (decision 102)',
    async (_, { kind }) => {
      const staff = headers.staff
      const base = `/api/v1/admin/${kind.kind}`
      // An item of the seeded games, sent back as a new one: its values are the kind's input.
      const list = (await (await t.request(`${base}?pageSize=1`, { headers: staff })).json()) as {
        items: Record<string, unknown>[]
      }
      const { id: _id, sortOrder: _s, version: _v, updatedAt: _u, missing: _m, ...listed } = list.items[0] ?? {}
      // A kind the seeded games lack, or whose copy would be refused as taken (a route rule's source), has its own.
      const values = NEW_CONTENT[kind.kind] ?? listed
      // A kind whose image or file travels with its writes takes them multipart (decision 111: ambassadors); a
      // kind's required file goes with its create (decision 113: a document's PDF), and so does a required picture
      // (decision 114: an official photo).
      const multipart = writesWithFile(kind)
      const required = (kind.images ?? []).some((image: { required?: boolean }) => image.required)
      const write = async (body: object, method: string) => {
        if (!multipart) return json(body, staff, method)
        const form = new FormData()
        form.set('metadata', JSON.stringify(body))
        if (kind.file?.required && method === 'POST') {
          form.set('file', new File([new TextEncoder().encode('%PDF-1.4\n%%EOF\n')], 'contract.pdf'))
        }
        if (required && method === 'POST') form.set('file', new File([await picture('png', 64, 32)], 'foto.png'))
        return { method, headers: staff, body: form }
      }
      const created = (await checkWrite(`POST ${base}`, base, await write(values, 'POST'))) as { id: number }
      const url = `${base}/${created.id}`
      await checkWrite(`PUT ${base}/:id`, url, await write({ ...values, version: 1 }, 'PUT'))
      // An unordered kind (places) has no move (decision 106): its delete follows the edit.
      if (kind.ordered) {
        await checkWrite(`POST ${base}/:id/move`, `${url}/move`, json({ direction: 'up', version: 2 }, staff))
      }
      await checkWrite(`DELETE ${base}/:id`, `${url}?version=${kind.ordered ? 3 : 2}`, json(undefined, staff, 'DELETE'))
    },
  )

  it('the back office’s awards ceremonies writes answer their schemas (decision 044)', async () => {
    const staff = headers.staff
    const events = (await (
      await t.request('/api/v1/admin/award-ceremonies/events', { headers: staff })
    ).json()) as z.infer<typeof AdminEventOptionsSchema>
    const body = { eventCode: events.items[0]?.code, day: TEST_TODAY, time: '20:00' }
    const created = (await checkWrite(
      'POST /api/v1/admin/award-ceremonies',
      '/api/v1/admin/award-ceremonies',
      json(body, staff),
    )) as z.infer<typeof AdminAwardCeremonySchema>
    const url = `/api/v1/admin/award-ceremonies/${created.id}`
    await checkWrite('PUT /api/v1/admin/award-ceremonies/:id', url, json({ ...body, version: 1 }, staff, 'PUT'))
    await checkWrite('DELETE /api/v1/admin/award-ceremonies/:id', `${url}?version=2`, json(undefined, staff, 'DELETE'))
  })

  // The videos are a content kind (decision 110): the engine's test above sends a seeded video; this one a live video.
  it('the back office’s videos and safe-sport writes answer their schemas (decision 044)', async () => {
    const staff = headers.staff
    const body = {
      kind: 'live-video',
      titles: { pt: 'Direto Contrato', en: '', es: '', az: '' },
      url: 'https://player.vimeo.com/video/1',
      day: TEST_TODAY,
      liveFrom: '10:00',
      liveUntil: '11:00',
    }
    const created = (await checkWrite(
      'POST /api/v1/admin/videos',
      '/api/v1/admin/videos',
      json(body, staff),
    )) as AdminVideo
    const url = `/api/v1/admin/videos/${created.id}`
    await checkWrite('PUT /api/v1/admin/videos/:id', url, json({ ...body, version: 1 }, staff, 'PUT'))
    await checkWrite('DELETE /api/v1/admin/videos/:id', `${url}?version=2`, json(undefined, staff, 'DELETE'))
    const current = (await (await t.request('/api/v1/admin/safe-sport', { headers: staff })).json()) as z.infer<
      typeof SafeSportSettingsSchema
    >
    const { videoUrl, posterUrl, version } = current
    await checkWrite(
      'PUT /api/v1/admin/safe-sport',
      '/api/v1/admin/safe-sport',
      json({ videoUrl, posterUrl, version }, staff, 'PUT'),
    )
  })

  it('the sponsor logo, ambassadors and photos writes answer their schemas (decision 042)', async () => {
    const staff = headers.staff
    const png = await picture('png', 64, 32)
    const sponsor = (await (
      await t.request('/api/v1/admin/sponsors', json({ name: 'Logo Contrato', tier: 'supplier' }, staff))
    ).json()) as z.infer<typeof AdminSponsorSchema>
    const logo = new FormData()
    logo.set('version', '1')
    logo.set('file', new File([png], 'logo.png'))
    const logoUrl = `/api/v1/admin/sponsors/${sponsor.id}/logo`
    await checkWrite('POST /api/v1/admin/sponsors/:id/logo', logoUrl, { method: 'POST', headers: staff, body: logo })
    await checkWrite('DELETE /api/v1/admin/sponsors/:id/logo', `${logoUrl}?version=2`, json(undefined, staff, 'DELETE'))

    const metadata = { name: 'Embaixador Contrato', disciplineCode: 'SWM', bio: { pt: 'Bio de contrato.' }, days: [] }
    const form = (extra: object, withFile: boolean) => {
      const body = new FormData()
      body.set('metadata', JSON.stringify({ ...metadata, ...extra }))
      if (withFile) body.set('file', new File([png], 'retrato.png'))
      return body
    }
    const created = (await checkWrite('POST /api/v1/admin/ambassadors', '/api/v1/admin/ambassadors', {
      method: 'POST',
      headers: staff,
      body: form({}, true),
    })) as z.infer<typeof AdminAmbassadorSchema>
    const url = `/api/v1/admin/ambassadors/${created.id}`
    await checkWrite('PUT /api/v1/admin/ambassadors/:id', url, {
      method: 'PUT',
      headers: staff,
      body: form({ version: 1 }, false),
    })
    await checkWrite('DELETE /api/v1/admin/ambassadors/:id', `${url}?version=2`, json(undefined, staff, 'DELETE'))

    const photoForm = (extra: object, withFile: boolean) => {
      const body = new FormData()
      body.set('metadata', JSON.stringify({ captions: { pt: 'Foto de contrato' }, day: TEST_TODAY, ...extra }))
      if (withFile) body.set('file', new File([png], 'foto.png'))
      return body
    }
    const photo = (await checkWrite('POST /api/v1/admin/photos', '/api/v1/admin/photos', {
      method: 'POST',
      headers: staff,
      body: photoForm({}, true),
    })) as z.infer<typeof AdminPhotoSchema>
    const photoUrl = `/api/v1/admin/photos/${photo.id}`
    await checkWrite('PUT /api/v1/admin/photos/:id', photoUrl, {
      method: 'PUT',
      headers: staff,
      body: photoForm({ version: 1 }, true),
    })
    await checkWrite('DELETE /api/v1/admin/photos/:id', `${photoUrl}?version=2`, json(undefined, staff, 'DELETE'))
  })

  it('the back office’s users writes answer their schemas (decision 038)', async () => {
    const [coach] = await queryRows<{ id: number }>(
      t.db.database,
      sql`select id from users where username = 'demo-coach'`,
    )
    const url = `/api/v1/admin/users/${coach?.id}`
    const update = { userType: 'coach', refereeDisciplines: [], active: true }
    await checkWrite('PUT /api/v1/admin/users/:id', url, json(update, headers.admin, 'PUT'))
    await checkWrite('POST /api/v1/admin/users/:id/password', `${url}/password`, json({}, headers.admin))
    const account = { username: 'contract-user', name: 'Contract', email: 'c@games.example', userType: 'staff' }
    await checkWrite('POST /api/v1/admin/users', '/api/v1/admin/users', json(account, headers.admin))
  })

  it('an import over the demo without replaceDemo answers DemoReplaceRequiredSchema (decision 067)', async () => {
    const res = await t.request('/api/v1/admin/import', {
      method: 'POST',
      headers: { ...headers.admin, 'Content-Type': 'application/zip' },
      body: new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]),
    })
    expect(res.status).toBe(409)
    expect(contractProblems(DemoReplaceRequiredSchema, await res.json())).toEqual([])
  })

  it('an ODF check (DT_MEDALS, which writes nothing) answers OdfOutcomeSchema', async () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?><OdfBody CompetitionCode="PODIUM" DocumentCode="MEDALS-CONTRACT" DocumentType="DT_MEDALS" Version="1"><Competition><MedalStandings><MedalLine Organisation="${seeded.organisationCodes[0]}" Gold="99" Silver="0" Bronze="0"/></MedalStandings></Competition></OdfBody>`
    const headers = { Authorization: `Bearer ${TEST_ADMIN_TOKEN}`, 'Content-Type': 'application/xml' }
    const body = await checkWrite('POST /api/v1/odf', '/api/v1/odf', { method: 'POST', headers, body: xml })
    expect((body as z.infer<typeof OdfOutcomeSchema>).mismatches?.length, 'a mismatch to check').toBeGreaterThan(0)
  })

  it('a refused ODF message re-applied from the feed’s log answers OdfReapplyAnswerSchema (decision 073)', async () => {
    const bearer = { Authorization: `Bearer ${TEST_ADMIN_TOKEN}`, 'Content-Type': 'application/xml' }
    const broken = '<OdfBody CompetitionCode="PODIUM" DocumentCode="X" DocumentType="DT_MEDALS" Version="2">'
    expect((await t.request('/api/v1/odf', { method: 'POST', headers: bearer, body: broken })).status).toBe(400)
    const feed = await t.request('/api/v1/admin/odf/feed?outcome=refused', { headers: headers.staff })
    const [refused] = ((await feed.json()) as z.infer<typeof OdfFeedStatusSchema>).messages.items
    const url = `/api/v1/admin/odf/messages/${refused?.id}/reapply`
    const body = await checkWrite('POST /api/v1/admin/odf/messages/:id/reapply', url, json({}, headers.staff))
    expect((body as z.infer<typeof OdfReapplyAnswerSchema>).message.outcome).toBe('refused')
  })
})
