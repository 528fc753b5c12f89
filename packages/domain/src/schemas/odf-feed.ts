/**
 * The ODF feed's screen (issue 42, decision 073): what the feed received and what became of each message, the last
 * Version applied per document, the DT_MEDALS checks, and re-applying a refused message once its cause is fixed.
 * `GET /api/v1/admin/odf/feed`, `GET /api/v1/admin/odf/documents`, `POST /api/v1/admin/odf/messages/{id}/reapply`.
 */
import { z } from 'zod'
import { ADMIN_PAGE_SIZE } from './back-office.ts'
import { OdfMedalMismatchSchema, OdfStructureDifferenceSchema } from './odf.ts'

/** How a message arrived: posted to the API, dropped in the watched folder, or re-applied from the log. */
export const ODF_MESSAGE_SOURCES = ['http', 'folder', 'reapply'] as const
export type OdfMessageSource = (typeof ODF_MESSAGE_SOURCES)[number]

/**
 * What became of a message: applied; ignored (changed nothing, for a reason below); checked (a DT_MEDALS, compared
 * with the medal table, or a DT_POOL_STANDING or DT_BRACKETS, compared with the structure); refused (an error, nothing written).
 */
export const ODF_MESSAGE_OUTCOMES = ['applied', 'ignored', 'checked', 'refused'] as const
export type OdfMessageOutcome = (typeof ODF_MESSAGE_OUTCOMES)[number]

/** Why an ignored message changed nothing: an equal or newer Version was applied; a test message; a note. */
export const ODF_IGNORED_REASONS = ['older', 'test', 'note'] as const
export type OdfIgnoredReason = (typeof ODF_IGNORED_REASONS)[number]

/** The last ODF_MESSAGE_LOG_KEEP messages are kept (older ones are deleted as new ones arrive). */
export const ODF_MESSAGE_LOG_KEEP = 500

export const OdfMessageRefusalSchema = z.object({
  status: z.number().int(),
  code: z.string(),
  /** The attribute paths not understood (`Unit.1.Code`…), as the API's 422 names them. */
  fields: z.record(z.string(), z.array(z.string())).nullable(),
  /** Where broken XML (or a control character) breaks, 1-based; null for a refusal of a well-formed message. */
  line: z.number().int().nullable(),
  column: z.number().int().nullable(),
})
export type OdfMessageRefusal = z.infer<typeof OdfMessageRefusalSchema>

/** One message of the log. The header fields are null when the message was refused before its header was read. */
export const OdfFeedMessageSchema = z.object({
  id: z.number().int(),
  receivedAt: z.string(),
  source: z.enum(ODF_MESSAGE_SOURCES),
  fileName: z.string().nullable(),
  competitionCode: z.string().nullable(),
  documentCode: z.string().nullable(),
  documentSubcode: z.string().nullable(),
  documentType: z.string().nullable(),
  documentSubtype: z.string().nullable(),
  version: z.number().int().nullable(),
  outcome: z.enum(ODF_MESSAGE_OUTCOMES),
  ignoredReason: z.enum(ODF_IGNORED_REASONS).nullable(),
  /** An older message: the Version already applied. */
  currentVersion: z.number().int().nullable(),
  /** The server's words (English, technical): a refusal's message or a note. */
  detail: z.string().nullable(),
  refusal: OdfMessageRefusalSchema.nullable(),
  /** DT_MEDALS: the delegations whose counts differ (empty when all agree); null for other types. */
  mismatches: z.array(OdfMedalMismatchSchema).nullable(),
  /**
   * DT_POOL_STANDING, DT_BRACKETS: the differences from Podium's structure (empty when all agree); null for other
   * types. Optional: added by decision 078.
   */
  differences: z.array(OdfStructureDifferenceSchema).nullable().optional(),
  /** A refused message whose raw text is kept and that was not re-applied yet. */
  canReapply: z.boolean(),
  /** The log id of this message's re-application, once re-applied. */
  reappliedAs: z.number().int().nullable(),
})
export type OdfFeedMessage = z.infer<typeof OdfFeedMessageSchema>

export const OdfFeedQuerySchema = z.object({
  outcome: z.enum(ODF_MESSAGE_OUTCOMES).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(ADMIN_PAGE_SIZE),
})
export type OdfFeedQuery = z.input<typeof OdfFeedQuerySchema>

/** The latest DT_MEDALS check of one DocumentCode (a discipline's standings, or the whole games'). */
export const OdfMedalCheckSchema = z.object({
  messageId: z.number().int(),
  documentCode: z.string(),
  version: z.number().int(),
  receivedAt: z.string(),
  mismatches: z.array(OdfMedalMismatchSchema),
})
export type OdfMedalCheck = z.infer<typeof OdfMedalCheckSchema>

/** The latest DT_POOL_STANDING or DT_BRACKETS check of one DocumentCode (a pool, or an event's draw). */
export const OdfStructureCheckSchema = z.object({
  messageId: z.number().int(),
  documentCode: z.string(),
  documentType: z.enum(['DT_POOL_STANDING', 'DT_BRACKETS']),
  version: z.number().int(),
  receivedAt: z.string(),
  differences: z.array(OdfStructureDifferenceSchema),
})
export type OdfStructureCheck = z.infer<typeof OdfStructureCheckSchema>

export const OdfDocumentTypeSummarySchema = z.object({
  documentType: z.string(),
  documents: z.number().int(),
  lastAppliedAt: z.string(),
})

/** GET /api/v1/admin/odf/feed: the feed at a glance and a page of its message log, newest first. */
export const OdfFeedStatusSchema = z.object({
  /** The competition the feed follows (the first applied message's), null before any. */
  competitionCode: z.string().nullable(),
  /** Whether this server watches a folder (PODIUM_ODF_DIR). */
  folderWatched: z.boolean(),
  /** Messages per outcome among those kept. */
  counts: z.object({
    applied: z.number().int(),
    ignored: z.number().int(),
    checked: z.number().int(),
    refused: z.number().int(),
  }),
  /** How many messages the log keeps. */
  keep: z.number().int(),
  documentTypes: z.array(OdfDocumentTypeSummarySchema),
  medalChecks: z.array(OdfMedalCheckSchema),
  /** The latest pool-standing and bracket checks (decision 078); optional, added after the screen's first version. */
  structureChecks: z.array(OdfStructureCheckSchema).optional(),
  messages: z.object({
    items: z.array(OdfFeedMessageSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
})
export type OdfFeedStatus = z.infer<typeof OdfFeedStatusSchema>

export const OdfDocumentsQuerySchema = z.object({
  q: z.string().trim().max(64).optional(),
  documentType: z.string().trim().max(64).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(ADMIN_PAGE_SIZE),
})
export type OdfDocumentsQuery = z.input<typeof OdfDocumentsQuerySchema>

/** One document (DocumentCode, Subcode, Type, Subtype) and the last Version applied. */
export const OdfDocumentSchema = z.object({
  documentCode: z.string(),
  documentSubcode: z.string(),
  documentType: z.string(),
  documentSubtype: z.string(),
  version: z.number().int(),
  appliedAt: z.string(),
})
export type OdfDocument = z.infer<typeof OdfDocumentSchema>

/** GET /api/v1/admin/odf/documents: the last Version per document, most recently applied first. */
export const OdfDocumentsSchema = z.object({
  items: z.array(OdfDocumentSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type OdfDocuments = z.infer<typeof OdfDocumentsSchema>

/** POST /api/v1/admin/odf/messages/{id}/reapply: the log entry of the new attempt, whatever its outcome. */
export const OdfReapplyAnswerSchema = z.object({ message: OdfFeedMessageSchema })
export type OdfReapplyAnswer = z.infer<typeof OdfReapplyAnswerSchema>
