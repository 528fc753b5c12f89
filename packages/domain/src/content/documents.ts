/**
 * The back office's documents (decision 039) as a content kind (decision 113): a kind of document, titles in the four
 * languages, an optional discipline, a priority and a publication time (scheduled when ahead of the games clock), and
 * the PDF itself, which travels with the item's own writes (`file`, required on a create, kept when an edit omits it).
 */
import { z } from 'zod'
import { DOCUMENT_PRIORITY_MAX, DOCUMENT_PRIORITY_MIN, DocumentInputSchema } from '../schemas/back-office-documents.ts'
import { DocumentKindSchema } from '../schemas/places.ts'
import { type ContentKind, contentSchemas } from './content-kind.ts'

const PRIORITY_OPTIONS = Array.from({ length: DOCUMENT_PRIORITY_MAX - DOCUMENT_PRIORITY_MIN + 1 }, (_, i) =>
  String(DOCUMENT_PRIORITY_MIN + i),
)

export const DOCUMENTS: ContentKind<typeof DocumentInputSchema.shape, 'documents', 'document', false> = {
  kind: 'documents',
  entity: 'document',
  input: DocumentInputSchema,
  fields: [
    // A new document is a communication unless another kind is chosen, as decision 039's form had it.
    { name: 'kind', widget: 'choice', options: DocumentKindSchema.options, initial: 'communication' },
    { name: 'titles', widget: 'translated' },
    { name: 'disciplineCode', widget: 'discipline' },
    // 1 the highest (DOCUMENT_PRIORITY_MIN to _MAX), a new document at the normal 3, as decision 039's form did.
    { name: 'priority', widget: 'integer', options: PRIORITY_OPTIONS, initial: '3' },
    { name: 'publishedAt', widget: 'datetime' },
  ],
  file: { name: 'file', widget: 'pdf', required: true },
  titleField: 'titles',
  ordered: false,
  filters: ['kind'],
  answers: {
    /** The unit the document belongs to (the demo's and ODF's; not written by the form). */
    unitCode: z.string().nullable(),
    /** The publication time is still ahead on the games clock: the public does not see it yet. */
    scheduled: z.boolean(),
    fileName: z.string(),
    sizeBytes: z.number().int(),
    /** Where the file is read (public once published). */
    url: z.string(),
  },
}

export const DocumentsContentSchemas = contentSchemas(DOCUMENTS)
