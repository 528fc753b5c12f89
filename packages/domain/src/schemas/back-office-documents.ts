/**
 * The back office's documents (issue 17, decision 039): the metadata an organiser writes, checked by the same schema
 * in the web form and on the server, and the checks of an uploaded file (`documentFileProblem`), run by the form
 * before sending and by the server before anything is written.
 */
import { z } from 'zod'
import { AnyDisciplineCodeSchema } from '../codes/disciplines.ts'
import { LOCALES } from '../codes/locales.ts'
import {
  ADMIN_PAGE_SIZE,
  ADMIN_TEXT_MAX_LENGTH,
  DisciplineInputSchema,
  TranslatedTextInputSchema,
} from './back-office.ts'
import { LocalizedTextSchema } from './locales.ts'
import { DocumentKindSchema } from './places.ts'
import { VALIDATION_MESSAGES as M, type ValidationMessageKey } from './validation.ts'

/** The largest document file accepted: 10 MB. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024
export const DOCUMENT_PRIORITY_MIN = 1
export const DOCUMENT_PRIORITY_MAX = 5

/** A publication instant: ISO 8601 with its offset (`2026-07-14T14:00:00.000Z`). */
const PublishedAtSchema = z.iso.datetime({ offset: true, error: M.publishedAtInvalid })

/** A document's metadata as the organiser writes it (the `metadata` part of POST /api/v1/admin/documents). */
export const DocumentInputSchema = z.object({
  kind: DocumentKindSchema,
  titles: TranslatedTextInputSchema,
  disciplineCode: DisciplineInputSchema.nullable().default(null),
  priority: z
    .number()
    .int({ error: M.priorityRange })
    .min(DOCUMENT_PRIORITY_MIN, { error: M.priorityRange })
    .max(DOCUMENT_PRIORITY_MAX, { error: M.priorityRange }),
  /** In the future: scheduled, hidden from the public until then. */
  publishedAt: PublishedAtSchema,
})
export type DocumentInput = z.input<typeof DocumentInputSchema>

/** An edit names the version it was made on (409 `conflict` when newer); the file is optional (kept when absent). */
export const DocumentUpdateSchema = DocumentInputSchema.extend({ version: z.number().int().min(1) })
export type DocumentUpdate = z.input<typeof DocumentUpdateSchema>

export const AdminDocumentsQuerySchema = z.object({
  q: z.string().trim().max(ADMIN_TEXT_MAX_LENGTH).optional(),
  kind: DocumentKindSchema.optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(ADMIN_PAGE_SIZE),
})
export type AdminDocumentsQuery = z.input<typeof AdminDocumentsQuerySchema>

/** A document as the back office sees it: every language, the file's name and size (never its bytes). */
export const AdminDocumentSchema = z.object({
  id: z.number().int(),
  kind: DocumentKindSchema,
  titles: LocalizedTextSchema,
  disciplineCode: AnyDisciplineCodeSchema.nullable(),
  unitCode: z.string().nullable(),
  priority: z.number().int(),
  publishedAt: z.string(),
  /** The publication time is still ahead on the games clock: the public does not see it yet. */
  scheduled: z.boolean(),
  fileName: z.string(),
  sizeBytes: z.number().int(),
  /** Where the file is read (public once published). */
  url: z.string(),
  version: z.number().int(),
  updatedAt: z.string().nullable(),
  missing: z.array(z.enum(LOCALES)),
})
export type AdminDocument = z.infer<typeof AdminDocumentSchema>

export const AdminDocumentsSchema = z.object({
  items: z.array(AdminDocumentSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type AdminDocuments = z.infer<typeof AdminDocumentsSchema>

/**
 * PDF names that run, send or carry something (issue 37): scripts, launch and form-submitting actions, actions run
 * on an event (`/AA`), forms (`/AcroForm`, `/XFA`), embedded files. `/OpenAction` is allowed only as a destination
 * array (open at a page); an action there runs when the file opens. A link (`/S /URI` in an annotation) is allowed:
 * it needs a click.
 */
const ACTIVE_NAMES =
  /\/(?:JavaScript|JS|Launch|EmbeddedFiles?|SubmitForm|ImportData|AA|AcroForm|XFA|GoToE|RichMedia)(?![A-Za-z0-9])|\/OpenAction\s*(?!\[)[^\s]/

/** A PDF name may spell a letter as `#xx` (`/J#61vaScript`): names are read with those decoded. */
const decodeNameEscapes = (text: string) =>
  text.replace(/\/[^\s/()<>[\]{}%]*/g, (name) =>
    name.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
  )

/** Inflates a FlateDecode stream's bytes, or undefined when they are not one (or would inflate past its bound). */
export type PdfStreamInflater = (data: Uint8Array) => Uint8Array | undefined

/** Whether PDF bytes, read as text in overlapping chunks (a name cut in two is still seen), name active content. */
function namesActiveContent(bytes: Uint8Array): boolean {
  const CHUNK = 64 * 1024
  for (let start = 0; start < bytes.byteLength; start += CHUNK) {
    const slice = bytes.subarray(Math.max(0, start - 64), Math.min(bytes.byteLength, start + CHUNK))
    let text = ''
    for (let i = 0; i < slice.length; i += 8192) {
      text += String.fromCharCode(...slice.subarray(i, i + 8192))
    }
    if (ACTIVE_NAMES.test(decodeNameEscapes(text))) return true
  }
  return false
}

/** The data of each `stream … endstream` of a PDF (object streams hold whole objects compressed). */
function* pdfStreams(bytes: Uint8Array): Generator<Uint8Array> {
  const text = latin1Text(bytes)
  const start = /stream\r?\n/g
  for (let found = start.exec(text); found; found = start.exec(text)) {
    if (found.index > 0 && /[a-z]/i.test(text[found.index - 1] ?? '')) continue // `endstream`
    const from = found.index + found[0].length
    const to = text.indexOf('endstream', from)
    if (to < 0) return
    yield bytes.subarray(from, to)
    start.lastIndex = to + 'endstream'.length
  }
}

function latin1Text(bytes: Uint8Array): string {
  let text = ''
  for (let i = 0; i < bytes.length; i += 8192) text += String.fromCharCode(...bytes.subarray(i, i + 8192))
  return text
}

/**
 * Why an uploaded file cannot be a document, or undefined: not a PDF by its content (it must start with `%PDF-`,
 * whatever its name or type say), larger than 10 MB, or a PDF with active content (above) in its text or, given an
 * inflater (the server's), inside its compressed streams, object streams included (decision 039; issue 37).
 */
export function documentFileProblem(bytes: Uint8Array, inflate?: PdfStreamInflater): ValidationMessageKey | undefined {
  if (bytes.byteLength > DOCUMENT_MAX_BYTES) return 'fileTooLarge'
  const head = String.fromCharCode(...bytes.subarray(0, 5))
  if (head !== '%PDF-') return 'fileNotPdf'
  if (namesActiveContent(bytes)) return 'fileActiveContent'
  if (!inflate) return undefined
  for (const stream of pdfStreams(bytes)) {
    const inflated = inflate(stream)
    if (inflated && namesActiveContent(inflated)) return 'fileActiveContent'
  }
  return undefined
}
