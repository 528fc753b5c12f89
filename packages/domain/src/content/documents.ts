/**
 * The back office's documents (decision 039) as a content kind (decision 113): a kind of document, titles in the four
 * languages, an optional discipline, a priority and a publication time (scheduled when ahead of the games clock), and
 * the PDF itself, which travels with the item's own writes (`file`, required on a create, kept when an edit omits it).
 */
import { z } from 'zod'
import { DocumentInputSchema } from '../schemas/back-office-documents.ts'
import { DocumentKindSchema } from '../schemas/places.ts'
import { type ContentKind, contentSchemas } from './content-kind.ts'

export const DOCUMENTS: ContentKind<typeof DocumentInputSchema.shape, 'documents', 'document', false> = {
  kind: 'documents',
  entity: 'document',
  input: DocumentInputSchema,
  fields: [
    { name: 'kind', widget: 'choice', options: DocumentKindSchema.options },
    { name: 'titles', widget: 'translated' },
    { name: 'disciplineCode', widget: 'discipline' },
    { name: 'priority', widget: 'integer' },
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
