/**
 * Olympic Data Feed messages → a small validated shape. Only the parts Podium shows are read: the document header
 * (DocumentCode, DocumentType, Version, ResultStatus), units of a schedule, the rows of a result, participants
 * (DT_PARTIC), an event's medallists (DT_MEDALLISTS) and the medal standings (DT_MEDALS, a check).
 */
import { IrmSchema, type Medal, ResultStatusSchema, ScheduleStatusSchema } from '@podium/domain'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { z } from 'zod'
import { HttpError } from '../../http/errors.ts'

export const ODF_DOCUMENT_TYPES = [
  'DT_SCHEDULE',
  'DT_SCHEDULE_UPDATE',
  'DT_RESULT',
  'DT_PARTIC',
  'DT_MEDALLISTS',
  'DT_MEDALS',
] as const

const unprocessable = (message: string, fields?: Record<string, string[]>) =>
  new HttpError(422, 'invalid_odf', message, fields)

const code = z.string().trim().min(1).max(64)
const yesNo = z.enum(['Y', 'N']).optional()

const CompetitorSchema = z.object({
  Code: code,
  Type: z.enum(['A', 'T']).optional(),
  Organisation: z.string().optional(),
})

const ResultSchema = z.object({
  Rank: z.coerce.number().int().min(1).max(10_000).optional(),
  RankEqual: yesNo,
  Result: z.string().max(64).optional(),
  IRM: z.union([z.literal(''), IrmSchema]).optional(),
  QualificationMark: z.string().max(8).optional(),
  Competitor: CompetitorSchema,
})

const UnitSchema = z.object({
  Code: code,
  ScheduleStatus: ScheduleStatusSchema.optional(),
  StartDate: z.iso.datetime({ offset: true }).optional(),
  EndDate: z.iso.datetime({ offset: true }).optional(),
})

const HeaderSchema = z.object({
  DocumentCode: code,
  DocumentType: z.string().min(1),
  Version: z.coerce.number().int().min(1),
  DisciplineCode: z.string().max(64).optional(),
  ResultStatus: ResultStatusSchema.optional(),
})

const count = z.coerce.number().int().min(0).max(10_000)
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)

/**
 * DT_PARTIC: one person; attributes Podium does not keep (MainFunctionId, …) and children are ignored. `Current`
 * (an XML Schema boolean) false means no longer among the games' current participants (withdrawn or replaced);
 * true or absent means current (decision 012).
 */
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
  Current: z
    .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
    .optional()
    .transform((c) => c === 'true' || c === '1' || c === undefined),
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

export type OdfResultRow = z.infer<typeof ResultSchema>
export type OdfUnit = z.infer<typeof UnitSchema>
export type OdfParticipant = z.infer<typeof ParticipantSchema>
export type OdfMedalEvent = { eventCode: string; medals: z.infer<typeof MedalSchema>[] }
export type OdfMedalLine = z.infer<typeof MedalLineSchema>

export type OdfMessage = {
  documentCode: string
  version: number
  resultStatus?: z.infer<typeof ResultStatusSchema> | undefined
} & (
  | { documentType: 'DT_RESULT'; results: OdfResultRow[] }
  | { documentType: 'DT_SCHEDULE' | 'DT_SCHEDULE_UPDATE'; disciplineCode: string; units: OdfUnit[] }
  | { documentType: 'DT_PARTIC'; participants: OdfParticipant[] }
  | { documentType: 'DT_MEDALLISTS'; events: OdfMedalEvent[] }
  | { documentType: 'DT_MEDALS'; lines: OdfMedalLine[] }
)

/** Elements that may repeat, by path (Competitor repeats under a Medal only: a Result has one). */
const LISTS = new Set([
  'OdfBody.Competition.Result',
  'OdfBody.Competition.Unit',
  'OdfBody.Competition.Participant',
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
  processEntities: false,
  isArray: (_name, path, _leaf, isAttribute) => !isAttribute && LISTS.has(path),
})

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value])

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
  const code = `U+${(found[0].codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`
  throw new HttpError(
    400,
    'bad_request',
    `The body contains a control character (${code}) on line ${line}: XML text allows only tabs and line breaks.`,
  )
}

/** Parses and validates one message; throws 400 for text that is not XML, 422 for XML that is not a usable message. */
export function parseOdf(xml: string): OdfMessage {
  refuseControlCharacters(xml)
  if (XMLValidator.validate(xml) !== true) throw new HttpError(400, 'bad_request', 'The body is not well-formed XML.')
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
  const { DocumentCode, DocumentType, Version, ResultStatus, DisciplineCode } = header.data
  if (!(ODF_DOCUMENT_TYPES as readonly string[]).includes(DocumentType)) {
    throw unprocessable(`Unknown DocumentType ${DocumentType}.`)
  }
  const competition = (body as { Competition?: Record<string, unknown> }).Competition ?? {}
  if (DocumentType === 'DT_RESULT') {
    const rows = z.array(ResultSchema).max(500).safeParse(asList(competition.Result))
    if (!rows.success) throw unprocessable('A Result is invalid.', issuesToFields('Result', rows.error))
    return {
      documentType: 'DT_RESULT',
      documentCode: DocumentCode,
      version: Version,
      resultStatus: ResultStatus,
      results: rows.data,
    }
  }
  if (DocumentType === 'DT_SCHEDULE' || DocumentType === 'DT_SCHEDULE_UPDATE') {
    if (!DisciplineCode) throw unprocessable(`A ${DocumentType} names its DisciplineCode.`)
    const units = z.array(UnitSchema).max(5000).safeParse(asList(competition.Unit))
    if (!units.success) throw unprocessable('A Unit is invalid.', issuesToFields('Unit', units.error))
    return {
      documentType: DocumentType,
      documentCode: DocumentCode,
      version: Version,
      disciplineCode: DisciplineCode,
      units: units.data,
    }
  }
  const base = { documentCode: DocumentCode, version: Version }
  if (DocumentType === 'DT_PARTIC') {
    const list = z.array(ParticipantSchema).max(20_000).safeParse(asList(competition.Participant))
    if (!list.success) throw unprocessable('A Participant is invalid.', issuesToFields('Participant', list.error))
    return { ...base, documentType: 'DT_PARTIC', participants: list.data }
  }
  if (DocumentType === 'DT_MEDALLISTS') {
    // Several events as <Event Code> elements; or, as in ODF proper, the medals directly under Competition for the
    // event the DocumentCode names.
    const raw =
      competition.Event !== undefined ? asList(competition.Event) : [{ Code: DocumentCode, Medal: competition.Medal }]
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
  const standings = (competition.MedalStandings ?? {}) as Record<string, unknown>
  const lines = z.array(MedalLineSchema).max(500).safeParse(asList(standings.MedalLine))
  if (!lines.success) throw unprocessable('A MedalLine is invalid.', issuesToFields('MedalLine', lines.error))
  return { ...base, documentType: 'DT_MEDALS', lines: lines.data }
}
