/**
 * Olympic Data Feed messages → a small validated shape. Only the parts Podium shows are read: the document header
 * (DocumentCode, DocumentType, Version, ResultStatus), units of a schedule and the rows of a result.
 */
import { IrmSchema, ResultStatusSchema, ScheduleStatusSchema } from '@podium/domain'
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

export type OdfResultRow = z.infer<typeof ResultSchema>
export type OdfUnit = z.infer<typeof UnitSchema>

export type OdfMessage = {
  documentCode: string
  version: number
  resultStatus?: z.infer<typeof ResultStatusSchema> | undefined
} & (
  | { documentType: 'DT_RESULT'; results: OdfResultRow[] }
  | { documentType: 'DT_SCHEDULE' | 'DT_SCHEDULE_UPDATE'; disciplineCode: string; units: OdfUnit[] }
)

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseAttributeValue: false,
  parseTagValue: false,
  processEntities: false,
  isArray: (name, _path, _leaf, isAttribute) => !isAttribute && ['Result', 'Unit'].includes(name),
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

/** Parses and validates one message; throws 400 for text that is not XML, 422 for XML that is not a usable message. */
export function parseOdf(xml: string): OdfMessage {
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
  throw unprocessable(`${DocumentType} messages are not applied by this version of Podium.`)
}
