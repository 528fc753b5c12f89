/**
 * The ODF feed's one way in (decision 073): a message received by HTTP, from the watched folder or re-applied from
 * the log is parsed off the main thread, applied in one transaction, and written to the message log with what became
 * of it — in the apply's transaction when it commits (a savepoint, so a failed log write never undoes the apply),
 * after it when it rolled back (a refusal, a test message). A refused message keeps its raw text to be re-applied.
 */
import {
  ODF_MESSAGE_LOG_KEEP,
  type OdfDocuments,
  type OdfFeedMessage,
  type OdfFeedStatus,
  type OdfIgnoredReason,
  type OdfMedalMismatch,
  type OdfMessageOutcome,
  type OdfMessageSource,
  type OdfStructureDifference,
} from '@podium/domain'
import type { Db, Tx } from '../../db/client.ts'
import type { Actor } from '../../http/auth.ts'
import { HttpError, notFound } from '../../http/errors.ts'
import { applyOdf, ODF_ACTOR, type OdfLog, type OdfOutcome } from './odf.apply.ts'
import type { OdfMessage } from './odf.parse.ts'
import { parseOdfOffThread } from './odf.parse-off-thread.ts'
import { OdfXmlError, scrapeOdfHeader } from './odf.refusal.ts'
import { followedCompetition } from './odf.repo.ts'
import {
  countOdfOutcomes,
  insertOdfMessage,
  markReapplied,
  type OdfMessageInsert,
  type OdfMessageRow,
  pruneOdfMessages,
  RAW_MAX_BYTES,
  reapplicable,
  selectDocumentTypeSummary,
  selectLatestMedalChecks,
  selectLatestStructureChecks,
  selectOdfDocuments,
  selectOdfMessage,
  selectOdfMessages,
} from './odf-log.repo.ts'

export type OdfSource = { kind: 'http' } | { kind: 'folder'; file: string } | { kind: 'reapply' }

/** What became of a message: its outcome or the error that refused it, and its log row (null if logging failed). */
export type Received = { outcome: OdfOutcome; logId: number | null } | { error: unknown; logId: number | null }

const sourceColumns = (source: OdfSource) => ({
  source: source.kind satisfies OdfMessageSource,
  fileName: source.kind === 'folder' ? source.file : null,
})

const headerColumns = (msg: OdfMessage) => ({
  competitionCode: msg.competitionCode,
  documentCode: msg.documentCode,
  documentSubcode: msg.documentSubcode,
  documentType: msg.documentType,
  documentSubtype: msg.documentSubtype,
  version: msg.version,
})

/** The document types whose check lists differences from the structure, not medal counts (decision 078). */
const isStructureCheck = (type: string | null) => type === 'DT_POOL_STANDING' || type === 'DT_BRACKETS'

/** The log columns of an outcome: applied, checked (DT_MEDALS) or ignored with its reason. */
function outcomeColumns(outcome: OdfOutcome) {
  let kind: OdfMessageOutcome = 'applied'
  let ignoredReason: OdfIgnoredReason | null = null
  if (outcome.currentVersion !== undefined) [kind, ignoredReason] = ['ignored', 'older']
  else if (outcome.test) [kind, ignoredReason] = ['ignored', 'test']
  else if (outcome.mismatches || outcome.differences) kind = 'checked'
  else if (outcome.note) [kind, ignoredReason] = ['ignored', 'note']
  else if (!outcome.applied) kind = 'ignored'
  return {
    outcome: kind,
    ignoredReason,
    currentVersion: outcome.currentVersion ?? null,
    detail: outcome.note ?? null,
    mismatches: outcome.mismatches ?? outcome.differences ?? null,
  }
}

/** The log columns of a refusal, with the raw text kept to re-apply it (when it is not too large). */
function refusalColumns(error: unknown, xml: string, msg: OdfMessage | undefined) {
  const known = error instanceof HttpError
  const scraped = msg ? null : scrapeOdfHeader(xml)
  const version = scraped?.Version && /^\d{1,9}$/.test(scraped.Version) ? Number(scraped.Version) : null
  const rawBytes = Buffer.byteLength(xml, 'utf8')
  const keep = rawBytes <= RAW_MAX_BYTES
  return {
    ...(msg
      ? headerColumns(msg)
      : {
          competitionCode: scraped?.CompetitionCode ?? null,
          documentCode: scraped?.DocumentCode ?? null,
          documentSubcode: scraped?.DocumentSubcode ?? null,
          documentType: scraped?.DocumentType ?? null,
          documentSubtype: scraped?.DocumentSubtype ?? null,
          version,
        }),
    outcome: 'refused' as const,
    detail: error instanceof Error ? error.message : String(error),
    errorStatus: known ? error.status : 500,
    errorCode: known ? error.code : 'internal_error',
    errorFields: known ? (error.fields ?? null) : null,
    line: error instanceof OdfXmlError ? error.line : null,
    column: error instanceof OdfXmlError ? error.column : null,
    raw: keep ? xml : null,
    rawBytes: keep ? rawBytes : 0,
  }
}

/** Writes one log row; a failure is reported and swallowed (inside a transaction, in a savepoint it rolls back). */
async function logRow(q: Db | Tx, row: OdfMessageInsert, warn: (line: string) => void): Promise<number | null> {
  try {
    return await q.transaction((sp) => insertOdfMessage(sp, row))
  } catch (error) {
    warn(`ODF message log: ${(error as Error).message}`)
    return null
  }
}

export interface ReceiveOptions {
  actor?: Actor
  log?: OdfLog
  /** The message already parsed from this text (the folder watcher parses a file to see whether it is whole). */
  parsed?: OdfMessage
}

/** Parses, applies and logs one message; never throws (a refusal is returned as `error`). */
export async function receiveOdf(
  db: Db,
  xml: string,
  source: OdfSource,
  timeZone: string,
  options: ReceiveOptions = {},
): Promise<Received> {
  const log = options.log ?? console
  const warn = (line: string) => log.warn(line)
  let msg: OdfMessage | undefined
  let logId: number | null = null
  let received: Received
  try {
    msg = options.parsed ?? (await parseOdfOffThread(xml))
    const parsed = msg
    const outcome = await applyOdf(db, parsed, timeZone, options.actor ?? ODF_ACTOR, log, async (q, result) => {
      logId = await logRow(q, { ...sourceColumns(source), ...headerColumns(parsed), ...outcomeColumns(result) }, warn)
    })
    received = { outcome, logId }
  } catch (error) {
    logId = await logRow(db, { ...sourceColumns(source), ...refusalColumns(error, xml, msg) }, warn)
    received = { error, logId }
  }
  await pruneOdfMessages(db).catch((error: Error) => warn(`ODF message log pruning: ${error.message}`))
  return received
}

/** A log row as the screen reads it. */
export function feedMessage(row: OdfMessageRow): OdfFeedMessage {
  return {
    id: row.id,
    receivedAt: row.receivedAt.toISOString(),
    source: row.source as OdfMessageSource,
    fileName: row.fileName,
    competitionCode: row.competitionCode,
    documentCode: row.documentCode,
    documentSubcode: row.documentSubcode,
    documentType: row.documentType,
    documentSubtype: row.documentSubtype,
    version: row.version,
    outcome: row.outcome as OdfMessageOutcome,
    ignoredReason: row.ignoredReason as OdfIgnoredReason | null,
    currentVersion: row.currentVersion,
    detail: row.detail,
    refusal:
      row.outcome === 'refused'
        ? {
            status: row.errorStatus ?? 500,
            code: row.errorCode ?? 'internal_error',
            fields: row.errorFields ?? null,
            line: row.line,
            column: row.column,
          }
        : null,
    mismatches: isStructureCheck(row.documentType) ? null : ((row.mismatches as OdfMedalMismatch[] | null) ?? null),
    differences: isStructureCheck(row.documentType)
      ? ((row.mismatches as OdfStructureDifference[] | null) ?? null)
      : null,
    canReapply: reapplicable(row),
    reappliedAs: row.reappliedAs,
  }
}

export async function feedStatus(
  db: Db,
  query: { outcome?: OdfMessageOutcome | undefined; page: number; pageSize: number },
  folderWatched: boolean,
): Promise<OdfFeedStatus> {
  const [competitionCode, counts, types, checks, page] = await Promise.all([
    db.transaction((tx) => followedCompetition(tx)),
    countOdfOutcomes(db),
    selectDocumentTypeSummary(db),
    selectLatestMedalChecks(db),
    selectOdfMessages(db, query),
  ])
  const structure = await selectLatestStructureChecks(db)
  return {
    competitionCode: competitionCode ?? null,
    folderWatched,
    counts: {
      applied: counts.applied ?? 0,
      ignored: counts.ignored ?? 0,
      checked: counts.checked ?? 0,
      refused: counts.refused ?? 0,
    },
    keep: ODF_MESSAGE_LOG_KEEP,
    documentTypes: types.map((t) => ({
      documentType: t.documentType,
      documents: t.documents,
      lastAppliedAt: (t.lastAppliedAt ?? new Date(0)).toISOString(),
    })),
    medalChecks: checks.map((r) => ({
      messageId: r.id,
      documentCode: r.documentCode ?? '',
      version: r.version ?? 0,
      receivedAt: r.receivedAt.toISOString(),
      mismatches: (r.mismatches as OdfMedalMismatch[] | null) ?? [],
    })),
    structureChecks: structure.map((r) => ({
      messageId: r.id,
      documentCode: r.documentCode ?? '',
      documentType: r.documentType === 'DT_BRACKETS' ? ('DT_BRACKETS' as const) : ('DT_POOL_STANDING' as const),
      version: r.version ?? 0,
      receivedAt: r.receivedAt.toISOString(),
      differences: (r.mismatches as OdfStructureDifference[] | null) ?? [],
    })),
    messages: { items: page.rows.map(feedMessage), total: page.total, page: query.page, pageSize: query.pageSize },
  }
}

export async function feedDocuments(
  db: Db,
  query: { q?: string | undefined; documentType?: string | undefined; page: number; pageSize: number },
): Promise<OdfDocuments> {
  const { rows, total } = await selectOdfDocuments(db, query)
  return {
    items: rows.map((r) => ({
      documentCode: r.documentCode,
      documentSubcode: r.documentSubcode,
      documentType: r.documentType,
      documentSubtype: r.documentSubtype,
      version: r.version,
      appliedAt: r.appliedAt.toISOString(),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  }
}

/**
 * Re-applies a refused message from its kept raw text (after its cause was fixed: the schedule that names its unit
 * arrived, an athlete was added…): a new log row with the new outcome, and the refused one marked as re-applied.
 */
export async function reapplyOdfMessage(db: Db, id: number, timeZone: string): Promise<OdfFeedMessage> {
  const row = await selectOdfMessage(db, id)
  if (!row) throw notFound('No such ODF message in the log.')
  if (row.outcome !== 'refused' || row.reappliedAs !== null) {
    throw new HttpError(409, 'odf_not_refused', 'Only a refused message that was not re-applied yet can be re-applied.')
  }
  if (row.raw === null) {
    throw new HttpError(410, 'odf_raw_dropped', 'This message’s text is no longer kept: send it again.')
  }
  const received = await receiveOdf(db, row.raw, { kind: 'reapply' }, timeZone)
  if (received.logId === null)
    throw 'error' in received ? received.error : new Error('the re-application was not logged')
  await markReapplied(db, id, received.logId)
  const after = await selectOdfMessage(db, received.logId)
  if (!after) throw new Error('the re-application’s log row vanished')
  return feedMessage(after)
}
