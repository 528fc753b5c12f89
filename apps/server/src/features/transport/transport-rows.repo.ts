/**
 * How the transport lines' content kind (decision 117) is stored: a row of `transport_lines` addressed by its code
 * (no `serviceDays` stored as null, which the public page reads as every day), its departures as rows of
 * `transport_departures` in timetable order (the public page reads them by id), and the answer's timetable PDF — a
 * `transport` document named transport-<code>.pdf, scheduled or not — and the languages missing in any stop too.
 */
import {
  type LocalizedText,
  missingLocales,
  sortDepartures,
  transportSheetFileName,
  VALIDATION_MESSAGES,
} from '@podium/domain'
import { asc, eq, inArray } from 'drizzle-orm'
import type { ContentCodec, ContentTable, ItemId, RelatedValues, Row } from '../../content/content.repo.ts'
import type { Db, Tx } from '../../db/client.ts'
import { documents, transportDepartures, transportLines } from '../../db/schema.ts'
import { badRequest } from '../../http/errors.ts'

type Departure = { time: string; stop: LocalizedText }

const LINE_COLUMNS = ['code', 'names', 'origin', 'destination', 'color'] as const

const lineCodec: ContentCodec = {
  toRow(values) {
    // An edit carries no code (decision 117: the key is fixed), so only the values given are written.
    const row: Row = Object.fromEntries(LINE_COLUMNS.filter((name) => name in values).map((n) => [n, values[n]]))
    const days = values.serviceDays as string[] | undefined
    if (days !== undefined) row.serviceDays = days.length > 0 ? days : null
    return row
  },
  fromRow(row) {
    return { ...Object.fromEntries(LINE_COLUMNS.map((name) => [name, row[name]])), serviceDays: row.serviceDays ?? [] }
  },
}

/** The departures of some lines, in stored (timetable) order, and each line's timetable PDF. */
const related: RelatedValues = {
  async read(db, codes) {
    const [rows, sheets] = await Promise.all([
      db
        .select()
        .from(transportDepartures)
        .where(inArray(transportDepartures.lineCode, codes.map(String)))
        .orderBy(asc(transportDepartures.id)),
      db
        .select({ id: documents.id, fileName: documents.fileName })
        .from(documents)
        .where(eq(documents.kind, 'transport')),
    ])
    const byLine = new Map<ItemId, Row>()
    for (const code of codes) {
      const sheet = sheets.find((s) => s.fileName === transportSheetFileName(String(code)))
      const departures = rows.filter((r) => r.lineCode === code).map((r) => ({ time: r.departsAt, stop: r.stop }))
      byLine.set(code, {
        departures: sortDepartures(departures),
        document: sheet ? { id: sheet.id, url: `/api/v1/documents/${sheet.id}/${sheet.fileName}` } : null,
      })
    }
    return byLine
  },
  /** Replaces a line's timetable, inserted in timetable order. */
  async write(tx, code, values, _before) {
    const departures = values.departures as Departure[] | undefined
    if (departures === undefined) return
    await tx.delete(transportDepartures).where(eq(transportDepartures.lineCode, String(code)))
    if (departures.length === 0) return
    await tx
      .insert(transportDepartures)
      .values(sortDepartures(departures).map((d) => ({ lineCode: String(code), departsAt: d.time, stop: d.stop })))
  },
}

/** A new line's code is never one already used (its old timetable PDF and the public page key on it). */
async function checkLineWrite(tx: Tx, code: number | null, values: Row): Promise<void> {
  if (code !== null) return
  const wanted = String(values.code)
  const [taken] = await tx
    .select({ code: transportLines.code })
    .from(transportLines)
    .where(eq(transportLines.code, wanted))
  if (taken) throw badRequest(`A line ${wanted} already exists.`, { code: [VALIDATION_MESSAGES.lineCodeTaken] })
}

/** The languages missing in the name, origin, destination or any stop. */
function lineAnswerExtras(_db: Db, item: Row): Row {
  const texts = [
    item.names,
    item.origin,
    item.destination,
    ...((item.departures as Departure[]) ?? []).map((d) => d.stop),
  ]
  return { missing: [...new Set((texts as LocalizedText[]).flatMap(missingLocales))] }
}

/** The registration's options (content-tables.repo.ts): the public order, the codec, the departures and PDF. */
export const TRANSPORT_ROWS = {
  order: [asc(transportLines.sortOrder), asc(transportLines.code)],
  codec: lineCodec,
  related,
  checkWrite: checkLineWrite,
  answerExtras: lineAnswerExtras,
} satisfies Partial<ContentTable>
