/**
 * Olympic Data Feed (ODF 2) messages as the Games publish them → a small validated shape (docs/odf.md). Read: the
 * header as sent (CompetitionCode, DocumentCode, DocumentSubcode, DocumentType, DocumentSubtype, Version,
 * ResultStatus, FeedFlag, Date, Time, LogicalDate, Source, Language) with the discipline, event and unit taken from
 * the RSC in DocumentCode; the units of a schedule (DT_SCHEDULE, DT_SCHEDULE_UPDATE); a unit's results with their
 * competitors, compositions, periods and extended infos (DT_RESULT); participants (DT_PARTIC) and teams
 * (DT_PARTIC_TEAMS); an event's medallists (DT_MEDALLISTS) and the medal standings (DT_MEDALS, a check); a pool's
 * table (DT_POOL_STANDING) and an event's draw (DT_BRACKETS), both checks (decision 078). Attributes
 * and elements Podium has no use for are ignored, never refused.
 */
import { IrmSchema, LOCALES, type Locale, type Medal, ResultStatusSchema, ScheduleStatusSchema } from '@podium/domain'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { z } from 'zod'
import { HttpError } from '../../http/errors.ts'
import { OdfXmlError } from './odf.refusal.ts'
import { isRsc, type Rsc, readRsc } from './odf.rsc.ts'

export const ODF_DOCUMENT_TYPES = [
  'DT_SCHEDULE',
  'DT_SCHEDULE_UPDATE',
  'DT_RESULT',
  'DT_PARTIC',
  'DT_PARTIC_TEAMS',
  'DT_MEDALLISTS',
  'DT_MEDALS',
  'DT_POOL_STANDING',
  'DT_BRACKETS',
] as const
export type OdfDocumentType = (typeof ODF_DOCUMENT_TYPES)[number]

/** ODF's three-letter languages of Podium's four (ItemName@Language). */
export const ODF_LANGUAGES: Readonly<Record<Locale, string>> = { pt: 'POR', en: 'ENG', es: 'SPA', az: 'AZE' }

const unprocessable = (message: string, fields?: Record<string, string[]>) =>
  new HttpError(422, 'invalid_odf', message, fields)

const code = z.string().trim().min(1).max(64)
const yesNo = z.enum(['Y', 'N']).optional()

const rsc = z.string().refine(isRsc, 'must be a 34-character RSC (dash-padded)')
/** An element that may repeat: one is read as a list of one. */
const list = <T extends z.ZodType>(item: T, max: number) => z.preprocess(asList, z.array(item).max(max))
const text = (max: number) => z.string().trim().max(max)
const order = z.coerce.number().int().min(0).max(100_000)

const PersonDescriptionSchema = z.object({
  GivenName: text(100).optional(),
  FamilyName: text(100).optional(),
  TeamName: text(200).optional(),
  Gender: z.string().max(1).optional(),
  Organisation: text(8).optional(),
})

/** A team's `Composition/Athlete` (DT_RESULT and DT_PARTIC_TEAMS). */
const CompositionSchema = z.object({
  Athlete: list(
    z.object({ Code: code, Order: order.optional(), Description: PersonDescriptionSchema.optional() }),
    200,
  ),
})

const CompetitorSchema = z.object({
  Code: code,
  Type: z.enum(['A', 'T']).optional(),
  Organisation: z.string().optional(),
  Description: PersonDescriptionSchema.optional(),
  Composition: CompositionSchema.optional(),
})

const ResultSchema = z.object({
  Rank: z.coerce.number().int().min(1).max(10_000).optional(),
  RankEqual: yesNo,
  Result: z.string().max(64).optional(),
  IRM: z.union([z.literal(''), IrmSchema]).optional(),
  // Win, loss or tie of a head-to-head unit.
  WLT: z.union([z.literal(''), z.enum(['W', 'L', 'T'])]).optional(),
  SortOrder: order.optional(),
  StartOrder: order.optional(),
  QualificationMark: z.string().max(8).optional(),
  // How a bout or match was won, when the feed gives it here: read by odf.result-decision.ts (decision 094).
  ResultType: z.string().max(40).optional(),
  Competitor: CompetitorSchema,
  // Splits, attempts, reaction times and record indicators: read by odf.result-measured.ts (decision 091).
  ExtendedResults: z.unknown().optional(),
  RecordIndicator: z.unknown().optional(),
})

const ItemNameSchema = z.object({ Language: z.string().trim().min(2).max(8), Value: text(200).min(1) })

/** ODF's MedalFlag: 0 none, 1 gold (and silver), 2 bronze, 3 gold, silver and bronze. */
const MEDAL_FLAGS = { '0': null, '1': 'GOLD', '2': 'BRONZE', '3': 'GOLD' } as const

const UnitSchema = z.object({
  Code: rsc,
  PhaseType: z.string().max(4).optional(),
  ScheduleStatus: ScheduleStatusSchema.optional(),
  StartDate: z.iso.datetime({ offset: true }).optional(),
  EndDate: z.iso.datetime({ offset: true }).optional(),
  HideStartDate: yesNo,
  HideEndDate: yesNo,
  Venue: text(64).optional(),
  Location: text(64).optional(),
  MedalFlag: z.enum(['0', '1', '2', '3']).optional(),
  ModificationIndicator: z.enum(['N', 'U', 'D']).optional(),
  ItemName: list(ItemNameSchema, 20),
})

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')

const HeaderSchema = z.object({
  CompetitionCode: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,31}$/, 'must be 1–32 letters, digits, - or _'),
  DocumentCode: code,
  DocumentSubcode: text(64).optional(),
  DocumentType: z.string().min(1).max(64),
  DocumentSubtype: text(64).optional(),
  Version: z.coerce.number().int().min(1),
  ResultStatus: ResultStatusSchema.optional(),
  // P: production; T: a test message, checked but never applied (docs/odf.md). Absent: P.
  FeedFlag: z.enum(['P', 'T']).optional(),
  Date: isoDate.optional(),
  Time: z
    .string()
    .regex(/^\d{6,9}$/, 'must be HHMMSSmmm')
    .optional(),
  LogicalDate: isoDate.optional(),
  Source: text(32).optional(),
  Language: text(8).optional(),
})

const count = z.coerce.number().int().min(0).max(10_000)
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)

/**
 * DT_PARTIC: one person; attributes Podium does not keep (MainFunctionId, …) and children are ignored. `Current`
 * (an XML Schema boolean) false means no longer among the games' current participants (withdrawn or replaced);
 * true or absent means current (decision 012).
 */
const current = z
  .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
  .optional()
  .transform((c) => c === 'true' || c === '1' || c === undefined)

const ParticipantSchema = z.object({
  // The athlete id in Podium's URLs (participants.routes.ts).
  Code: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'must be 1–40 letters, digits, - or _'),
  GivenName: z.string().trim().max(100).optional(),
  FamilyName: z.string().trim().min(1).max(100),
  PrintName: z.string().trim().min(1).max(200).optional(),
  // ODF codes a person's gender M/F; Podium (and the brief's feeds) use M/W.
  Gender: z.enum(['M', 'W', 'F']).transform((g) => (g === 'F' ? 'W' : g)),
  Organisation: z.string().trim().min(1).max(8),
  BirthDate: z.preprocess(blankToUndefined, isoDate.optional()),
  Height: z.preprocess(blankToUndefined, z.coerce.number().int().min(50).max(260).optional()),
  Weight: z.preprocess(blankToUndefined, z.coerce.number().int().min(20).max(300).optional()),
  Current: current,
})

/**
 * DT_PARTIC_TEAMS: one team as sent: its delegation, name, members (`Composition/Athlete`) and the event it is
 * registered in (`Discipline/RegisteredEvent@Event`, an event RSC). Team officials and coaches are ignored.
 */
const TeamSchema = z.object({
  Code: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, 'must be 1–64 letters, digits, ., - or _'),
  Organisation: z.string().trim().min(1).max(8),
  Name: text(200).optional(),
  TeamName: text(200).optional(),
  Current: current,
  Composition: CompositionSchema.optional(),
  Discipline: list(z.object({ RegisteredEvent: list(z.object({ Event: rsc }), 50) }), 20),
})

/** DT_RESULT's `Periods`: per period the home and away scores; `TOT` is the final score. */
const PeriodsSchema = z.object({
  Home: text(64).optional(),
  Away: text(64).optional(),
  Period: list(
    z.object({
      Code: text(16).min(1),
      HomeScore: text(16).optional(),
      AwayScore: text(16).optional(),
      HomePeriodScore: text(16).optional(),
      AwayPeriodScore: text(16).optional(),
    }),
    50,
  ),
})

/** DT_RESULT's `ExtendedInfos`: the unit's date-time, its venue, and `ExtendedInfo` items (the current PERIOD). */
const ExtendedInfosSchema = z.object({
  UnitDateTime: z
    .object({
      StartDate: z.iso.datetime({ offset: true }).optional(),
      EndDate: z.iso.datetime({ offset: true }).optional(),
    })
    .optional(),
  VenueDescription: z.object({ Venue: text(64).optional(), Location: text(64).optional() }).optional(),
  ExtendedInfo: list(z.object({ Type: text(16).optional(), Code: text(32), Value: text(64).optional() }), 200),
})

const MEDAL_CODES: Record<string, Medal> = {
  ME_GOLD: 'GOLD',
  ME_SILVER: 'SILVER',
  ME_BRONZE: 'BRONZE',
  GOLD: 'GOLD',
  SILVER: 'SILVER',
  BRONZE: 'BRONZE',
}

/** DT_MEDALLISTS: `<Medal Code="ME_GOLD">` (ODF) or `<Medal Type="GOLD">`, each with one Competitor. */
const MedalSchema = z
  .object({ Code: z.string().optional(), Type: z.string().optional(), Competitor: z.array(CompetitorSchema).length(1) })
  .transform((m, ctx) => {
    const medal = MEDAL_CODES[(m.Code ?? m.Type ?? '').trim().toUpperCase()]
    if (!medal) {
      ctx.addIssue({ code: 'custom', message: 'must be ME_GOLD, ME_SILVER or ME_BRONZE', path: ['Code'] })
      return z.NEVER
    }
    return { medal, competitor: m.Competitor[0] as z.infer<typeof CompetitorSchema> }
  })

const MedalEventSchema = z.object({ Code: code, Medal: z.array(MedalSchema).max(20) })

/** DT_MEDALS: counts on the MedalLine, or (ODF) on its `<MedalNumber Type="TOT">` child. */
const MedalLineSchema = z
  .object({
    Organisation: z.string().trim().min(1).max(8),
    Gold: count.optional(),
    Silver: count.optional(),
    Bronze: count.optional(),
    MedalNumber: z
      .array(z.object({ Type: z.string().optional(), Gold: count, Silver: count, Bronze: count }))
      .optional(),
  })
  .transform((line, ctx) => {
    const numbers = line.MedalNumber?.find((n) => !n.Type || n.Type === 'TOT') ?? line
    if (numbers.Gold === undefined || numbers.Silver === undefined || numbers.Bronze === undefined) {
      ctx.addIssue({ code: 'custom', message: 'names Gold, Silver and Bronze', path: ['Gold'] })
      return z.NEVER
    }
    return { organisation: line.Organisation, gold: numbers.Gold, silver: numbers.Silver, bronze: numbers.Bronze }
  })

/**
 * DT_POOL_STANDING: one competitor's line of the pool's table — rank, matches won, lost and tied, and `Result`, the
 * table's points as the sport counts them. Other attributes (For, Against, Diff, …) and children are ignored.
 */
const PoolStandingSchema = z.object({
  Rank: z.coerce.number().int().min(1).max(10_000).optional(),
  RankEqual: yesNo,
  Result: z.string().trim().max(64).optional(),
  Won: count.optional(),
  Lost: count.optional(),
  Tied: count.optional(),
  Played: count.optional(),
  QualificationMark: z.string().max(8).optional(),
  Competitor: CompetitorSchema,
})

/** DT_BRACKETS: one side of a bracket's match (Pos 1 home, 2 away); without a Competitor while not decided. */
const CompetitorPlaceSchema = z.object({
  Pos: z.coerce.number().int().min(1).max(2),
  Result: z.string().max(64).optional(),
  WLT: z.union([z.literal(''), z.enum(['W', 'L', 'T'])]).optional(),
  Competitor: CompetitorSchema.optional(),
})

/** DT_BRACKETS: one match of the draw, naming its unit by `Unit` (its RSC) or by its own `Code`. */
const BracketItemSchema = z.object({
  Code: code,
  Unit: code.optional(),
  Order: order.optional(),
  Position: order.optional(),
  CompetitorPlace: list(CompetitorPlaceSchema, 2),
})

const BracketSchema = z.object({
  Code: text(64).optional(),
  BracketItems: list(z.object({ Code: text(64).optional(), BracketItem: list(BracketItemSchema, 500) }), 50),
})

export type OdfResultRow = z.infer<typeof ResultSchema>
export type OdfPoolStanding = z.infer<typeof PoolStandingSchema>
/** A bracket's match with the bracket and round it is listed under. */
export type OdfBracketItem = z.infer<typeof BracketItemSchema> & { bracket: string; round: string }
export type OdfUnit = z.infer<typeof UnitSchema>
export type OdfParticipant = z.infer<typeof ParticipantSchema>
export type OdfMedalEvent = { eventCode: string; medals: z.infer<typeof MedalSchema>[] }
export type OdfMedalLine = z.infer<typeof MedalLineSchema>

export type OdfTeam = z.infer<typeof TeamSchema>
export type OdfPeriods = z.infer<typeof PeriodsSchema>
export type OdfExtendedInfos = z.infer<typeof ExtendedInfosSchema>
export type OdfNames = Record<Locale, string>

/** A schedule's unit, with its names resolved for Podium's languages (null: the message names it in none). */
export type OdfScheduleUnit = Omit<OdfUnit, 'ItemName' | 'MedalFlag'> & {
  names: OdfNames | null
  /** From MedalFlag: GOLD decides gold and silver, BRONZE a bronze; undefined when not sent. */
  medal: 'GOLD' | 'BRONZE' | null | undefined
  rsc: Rsc
}

/** The header as sent (docs/odf.md). Absent DocumentSubcode and DocumentSubtype are ''. */
export interface OdfHeader {
  competitionCode: string
  documentCode: string
  documentSubcode: string
  documentSubtype: string
  version: number
  resultStatus?: z.infer<typeof ResultStatusSchema> | undefined
  /** FeedFlag T: a test message, checked and never applied. */
  test: boolean
  /** The DocumentCode read as an RSC, when it is one. */
  rsc: Rsc | null
  language: string | undefined
  source: string | undefined
}

export type OdfMessage = OdfHeader &
  (
    | {
        documentType: 'DT_RESULT'
        /** The unit's RSC: the DocumentCode. */
        unitCode: string
        results: OdfResultRow[]
        periods: OdfPeriods | null
        extendedInfos: OdfExtendedInfos | null
      }
    | {
        documentType: 'DT_SCHEDULE' | 'DT_SCHEDULE_UPDATE'
        /** The RSC discipline of the DocumentCode; null for a competition-wide schedule. */
        discipline: string | null
        units: OdfScheduleUnit[]
      }
    | { documentType: 'DT_PARTIC'; participants: OdfParticipant[] }
    | { documentType: 'DT_PARTIC_TEAMS'; teams: OdfTeam[] }
    | { documentType: 'DT_MEDALLISTS'; events: OdfMedalEvent[] }
    | {
        documentType: 'DT_MEDALS'
        /** The RSC discipline of the DocumentCode: the standings of that discipline only; null for all. */
        discipline: string | null
        lines: OdfMedalLine[]
      }
    | { documentType: 'DT_POOL_STANDING'; standings: OdfPoolStanding[] }
    | { documentType: 'DT_BRACKETS'; items: OdfBracketItem[] }
  )

/** Elements that may repeat, by path (Competitor repeats under a Medal only: a Result has one). */
const LISTS = new Set([
  'OdfBody.Competition.Result',
  'OdfBody.Competition.Unit',
  'OdfBody.Competition.Participant',
  'OdfBody.Competition.Team',
  'OdfBody.Competition.Event',
  'OdfBody.Competition.Event.Medal',
  'OdfBody.Competition.Event.Medal.Competitor',
  'OdfBody.Competition.Medal',
  'OdfBody.Competition.Medal.Competitor',
  'OdfBody.Competition.MedalStandings.MedalLine',
  'OdfBody.Competition.MedalStandings.MedalLine.MedalNumber',
])

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseAttributeValue: false,
  parseTagValue: false,
  // Entities decoded by our own function: the five XML ones and character references only (a DOCTYPE, the only way
  // to declare others, is refused before parsing), so `&amp;` in a name reads `&` (issue 37, item 8).
  processEntities: false,
  tagValueProcessor: (_name, value) => decodeXmlEntities(value),
  attributeValueProcessor: (_name, value) => decodeXmlEntities(value),
  isArray: (_name, path, _leaf, isAttribute) => !isAttribute && LISTS.has(path),
})

const XML_ENTITIES: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', apos: "'", quot: '"' }

/** The five predefined XML entities and decimal or hexadecimal character references; anything else stays as written. */
export function decodeXmlEntities(value: string): string {
  if (!value.includes('&')) return value
  return value.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,4});/gi, (whole, name: string) => {
    if (name[0] !== '#') return XML_ENTITIES[name] ?? whole
    const point = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1))
    return point > 0 && point <= 0x10ffff && !(point >= 0xd800 && point <= 0xdfff) ? String.fromCodePoint(point) : whole
  })
}

function asList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : value === undefined ? [] : [value]
}

function issuesToFields(prefix: string, error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const key = [prefix, ...issue.path].join('.')
    fields[key] = [...(fields[key] ?? []), issue.message]
  }
  return fields
}

/**
 * Control characters but tab and line breaks: XML 1.0 forbids the C0 ones (NUL among them, which PostgreSQL text
 * cannot hold either), and no ODF value carries DEL or a C1 control. The parser lets them through, so they are
 * refused here, before anything reaches the database.
 */
const CONTROL = /[^\P{Cc}\t\n\r]/u

function refuseControlCharacters(xml: string): void {
  const found = CONTROL.exec(xml)
  if (!found) return
  const before = xml.slice(0, found.index)
  const line = before.split('\n').length
  const column = found.index - before.lastIndexOf('\n')
  const code = `U+${(found[0].codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`
  throw new OdfXmlError(
    `The body contains a control character (${code}) on line ${line}: XML text allows only tabs and line breaks.`,
    line,
    column,
  )
}

/**
 * A unit's names in Podium's languages from its ItemNames: each language's own, else the message's Language, else
 * English, else the first sent.
 */
function unitNames(items: { Language: string; Value: string }[], language: string | undefined): OdfNames | null {
  if (!items.length) return null
  const byLanguage = new Map(items.map((i) => [i.Language.toUpperCase(), i.Value]))
  const fallback =
    (language && byLanguage.get(language.toUpperCase())) ?? byLanguage.get('ENG') ?? (items[0]?.Value as string)
  const names = {} as OdfNames
  for (const locale of LOCALES) names[locale] = byLanguage.get(ODF_LANGUAGES[locale]) ?? fallback
  return names
}

/** Parses and validates one message; throws 400 for text that is not XML, 422 for XML that is not a usable message. */
export function parseOdf(xml: string): OdfMessage {
  refuseControlCharacters(xml)
  // ODF messages carry no document type declaration; refusing it keeps entity definitions (expansion bombs, external
  // entities) out whatever the parser would do with them.
  if (/<!DOCTYPE/i.test(xml)) {
    throw new HttpError(
      400,
      'bad_request',
      'The body has a document type declaration (<!DOCTYPE): ODF messages have none.',
    )
  }
  const valid = XMLValidator.validate(xml)
  if (valid !== true) {
    const { line, col, msg } = valid.err
    throw new OdfXmlError(`The body is not well-formed XML (line ${line}, column ${col}: ${msg}).`, line, col)
  }
  let doc: Record<string, unknown>
  try {
    doc = parser.parse(xml) as Record<string, unknown>
  } catch {
    throw new HttpError(400, 'bad_request', 'The body is not well-formed XML.')
  }
  const body = doc.OdfBody
  if (!body || typeof body !== 'object') throw unprocessable('An ODF message has an OdfBody root element.')
  const header = HeaderSchema.safeParse(body)
  if (!header.success) throw unprocessable('The OdfBody header is invalid.', issuesToFields('OdfBody', header.error))
  const h = header.data
  const documentType = h.DocumentType
  if (!(ODF_DOCUMENT_TYPES as readonly string[]).includes(documentType)) {
    throw unprocessable(
      `Unknown DocumentType ${documentType}: Podium reads ${ODF_DOCUMENT_TYPES.join(', ')} (docs/odf.md).`,
      { 'OdfBody.DocumentType': [`Unknown DocumentType ${documentType}`] },
    )
  }
  const base: OdfHeader = {
    competitionCode: h.CompetitionCode,
    documentCode: h.DocumentCode,
    documentSubcode: h.DocumentSubcode ?? '',
    documentSubtype: h.DocumentSubtype ?? '',
    version: h.Version,
    resultStatus: h.ResultStatus,
    test: h.FeedFlag === 'T',
    rsc: readRsc(h.DocumentCode),
    language: h.Language,
    source: h.Source,
  }
  const competition = (body as { Competition?: unknown }).Competition
  const c: Record<string, unknown> = competition && typeof competition === 'object' ? { ...competition } : {}
  const type = documentType as OdfDocumentType

  if (type === 'DT_RESULT') {
    const unitCode = base.rsc?.unit
    if (!unitCode) {
      throw unprocessable(`A DT_RESULT's DocumentCode is its unit's 34-character RSC; ${h.DocumentCode} is not one.`, {
        'OdfBody.DocumentCode': ['must be a unit RSC'],
      })
    }
    const rows = z.array(ResultSchema).max(500).safeParse(asList(c.Result))
    if (!rows.success) throw unprocessable('A Result is invalid.', issuesToFields('Result', rows.error))
    const periods = PeriodsSchema.optional().safeParse(c.Periods)
    if (!periods.success) throw unprocessable('The Periods are invalid.', issuesToFields('Periods', periods.error))
    const infos = ExtendedInfosSchema.optional().safeParse(c.ExtendedInfos)
    if (!infos.success) {
      throw unprocessable('The ExtendedInfos are invalid.', issuesToFields('ExtendedInfos', infos.error))
    }
    return {
      ...base,
      documentType: 'DT_RESULT',
      unitCode,
      results: rows.data,
      periods: periods.data ?? null,
      extendedInfos: infos.data ?? null,
    }
  }
  if (type === 'DT_SCHEDULE' || type === 'DT_SCHEDULE_UPDATE') {
    const rsc = base.rsc
    if (!rsc || rsc.event) {
      throw unprocessable(
        `A ${type}'s DocumentCode is a discipline's RSC (e.g. SWM-------------------------------); ${h.DocumentCode} is not one.`,
        { 'OdfBody.DocumentCode': ['must be a discipline RSC'] },
      )
    }
    const units = z.array(UnitSchema).max(5000).safeParse(asList(c.Unit))
    if (!units.success) throw unprocessable('A Unit is invalid.', issuesToFields('Unit', units.error))
    const read: OdfScheduleUnit[] = []
    for (const [i, { ItemName, MedalFlag, ...u }] of units.data.entries()) {
      const unitRsc = readRsc(u.Code) as Rsc
      if (rsc.discipline && unitRsc.discipline !== rsc.discipline) {
        throw unprocessable(`Unit ${u.Code} is not part of discipline ${rsc.discipline}.`, {
          [`Unit.${i}.Code`]: [`not of discipline ${rsc.discipline}`],
        })
      }
      read.push({
        ...u,
        rsc: unitRsc,
        names: unitNames(ItemName, h.Language),
        medal: MedalFlag === undefined ? undefined : MEDAL_FLAGS[MedalFlag],
      })
    }
    return { ...base, documentType: type, discipline: rsc.discipline, units: read }
  }
  if (type === 'DT_PARTIC') {
    const list = z.array(ParticipantSchema).max(20_000).safeParse(asList(c.Participant))
    if (!list.success) throw unprocessable('A Participant is invalid.', issuesToFields('Participant', list.error))
    return { ...base, documentType: 'DT_PARTIC', participants: list.data }
  }
  if (type === 'DT_PARTIC_TEAMS') {
    const list = z.array(TeamSchema).max(5000).safeParse(asList(c.Team))
    if (!list.success) throw unprocessable('A Team is invalid.', issuesToFields('Team', list.error))
    return { ...base, documentType: 'DT_PARTIC_TEAMS', teams: list.data }
  }
  if (type === 'DT_MEDALLISTS') {
    // Several events as <Event Code> elements; or, as in ODF proper, the medals directly under Competition for the
    // event the DocumentCode names.
    const raw = c.Event !== undefined ? asList(c.Event) : [{ Code: h.DocumentCode, Medal: c.Medal }]
    const list = z
      .array(
        z.preprocess(
          (e) => (e && typeof e === 'object' ? { ...e, Medal: asList((e as { Medal?: unknown }).Medal) } : e),
          MedalEventSchema,
        ),
      )
      .min(1)
      .max(2000)
      .safeParse(raw)
    if (!list.success) throw unprocessable('An Event or Medal is invalid.', issuesToFields('Event', list.error))
    return {
      ...base,
      documentType: 'DT_MEDALLISTS',
      events: list.data.map((e) => ({ eventCode: e.Code, medals: e.Medal })),
    }
  }
  if (type === 'DT_POOL_STANDING') {
    const rows = z.array(PoolStandingSchema).max(500).safeParse(asList(c.Result))
    if (!rows.success) throw unprocessable('A Result is invalid.', issuesToFields('Result', rows.error))
    return { ...base, documentType: 'DT_POOL_STANDING', standings: rows.data }
  }
  if (type === 'DT_BRACKETS') {
    const brackets = z.array(BracketSchema).max(20).safeParse(asList(c.Bracket))
    if (!brackets.success) throw unprocessable('A Bracket is invalid.', issuesToFields('Bracket', brackets.error))
    const items = brackets.data.flatMap((b) =>
      b.BracketItems.flatMap((round) =>
        round.BracketItem.map((item) => ({ ...item, bracket: b.Code ?? '', round: round.Code ?? '' })),
      ),
    )
    return { ...base, documentType: 'DT_BRACKETS', items }
  }
  const standings = (c.MedalStandings ?? {}) as Record<string, unknown>
  const lines = z.array(MedalLineSchema).max(500).safeParse(asList(standings.MedalLine))
  if (!lines.success) throw unprocessable('A MedalLine is invalid.', issuesToFields('MedalLine', lines.error))
  return { ...base, documentType: 'DT_MEDALS', discipline: base.rsc?.discipline ?? null, lines: lines.data }
}
