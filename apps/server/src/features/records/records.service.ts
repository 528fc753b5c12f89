import {
  type BundleFileCount,
  type BundleRecordRow,
  type GamesRecord,
  type Locale,
  localize,
  type PutRecords,
  type RecordsAnswer,
  recordBreakingRow,
  VALIDATION_MESSAGES,
  zonedDate,
} from '@podium/domain'
import type { Db, Tx } from '../../db/client.ts'
import type { Actor } from '../../http/auth.ts'
import { badRequest } from '../../http/errors.ts'
import { publishLiveEvent } from '../../live/journal.ts'
import { insertAudit } from '../audit/index.ts'
import type { ResultInsert, UnitRow } from '../results/index.ts'
import {
  type RecordInsert,
  type RecordRow,
  selectEventRecordsForUpdate,
  selectEventResultKind,
  selectHolderNames,
  selectKnownEvents,
  selectRecordRows,
  selectRecords,
  upsertRecords,
} from './records.repo.ts'

/**
 * Records (issue 38, decision 091). The organiser's list comes through `PUT /api/v1/records`; the results writer
 * calls `applyRecords` in its transaction, so a mark that beats a stored record of its event is marked on its row
 * (`detail.records`), replaces the record and is announced as a `record` live event.
 */

/** `GET /api/v1/records`: every record, its event named in the reader's language. */
export async function readRecords(db: Db, locale: Locale): Promise<RecordsAnswer> {
  const rows = await selectRecords(db)
  const records: GamesRecord[] = rows.map(({ record: r, names, disciplineCode }) => ({
    eventCode: r.eventCode,
    eventName: localize(names, locale),
    disciplineCode,
    kind: r.kind,
    mark: r.mark,
    holder: r.holder,
    organisationCode: r.organisationCode,
    athleteId: r.athleteId,
    teamId: r.teamId,
    date: r.date,
    unitCode: r.unitCode,
    previousMark: r.previousMark,
  }))
  return { records }
}

/** Stores the organiser's records (each replacing its event's record of that kind), audited and announced. */
export async function putRecords(db: Db, input: PutRecords, actor: Actor): Promise<number> {
  return db.transaction(async (tx) => {
    const known = await selectKnownEvents(tx, [...new Set(input.records.map((r) => r.eventCode))])
    const fields: Record<string, string[]> = {}
    input.records.forEach((r, i) => {
      if (!known.has(r.eventCode)) fields[`records.${i}.eventCode`] = [VALIDATION_MESSAGES.eventUnknown]
    })
    if (Object.keys(fields).length > 0) throw badRequest('The request body is invalid.', fields)
    const rows: RecordInsert[] = input.records.map((r) => ({
      eventCode: r.eventCode,
      kind: r.kind,
      mark: r.mark,
      holder: r.holder,
      organisationCode: r.organisationCode ?? null,
      athleteId: null,
      teamId: null,
      date: r.date ?? null,
      unitCode: null,
      previousMark: null,
      previousHolder: null,
      previousDate: null,
    }))
    await upsertRecords(tx, rows)
    await insertAudit(tx, actor, 'event', 'event.records', 'records', null, { records: input.records })
    for (const code of known) await publishLiveEvent(tx, 'record', { eventCode: code, change: 'imported' })
    return rows.length
  })
}

/** A records.csv row as the table's row (decision 094): a team's record names the team, not an athlete. */
export const recordOfBundleRow = (r: BundleRecordRow): RecordInsert => ({
  eventCode: r.event,
  kind: r.kind,
  mark: r.mark,
  holder: r.holder,
  organisationCode: r.organisation ?? null,
  athleteId: r.team ? null : (r.athlete ?? null),
  teamId: r.team ?? null,
  date: r.date ?? null,
  unitCode: r.unit ?? null,
  previousMark: r.previous_mark ?? null,
  previousHolder: r.previous_holder ?? null,
  previousDate: r.previous_date ?? null,
})

const RECORD_FIELDS = [
  'mark',
  'holder',
  'organisationCode',
  'athleteId',
  'teamId',
  'date',
  'unitCode',
  'previousMark',
  'previousHolder',
  'previousDate',
] as const

/**
 * The bundle's records (records.csv), in the import's transaction: each stored under its event and kind when it
 * differs from what is stored, so a re-import writes nothing; records the bundle does not list are kept. The import's
 * `reset` live event refreshes every reader, so no `record` event (and no push alert) is sent for them.
 */
export async function importRecords(
  tx: Tx,
  rows: readonly BundleRecordRow[],
): Promise<Pick<BundleFileCount, 'inserted' | 'updated'>> {
  if (rows.length === 0) return { inserted: 0, updated: 0 }
  const stored = new Map((await selectRecordRows(tx)).map((r) => [`${r.eventCode}|${r.kind}`, r]))
  const changed: RecordInsert[] = []
  let inserted = 0
  let updated = 0
  for (const row of rows) {
    const next = recordOfBundleRow(row)
    const before = stored.get(`${next.eventCode}|${next.kind}`)
    if (before && RECORD_FIELDS.every((f) => (before[f] ?? null) === (next[f] ?? null))) continue
    changed.push(next)
    if (before) updated++
    else inserted++
  }
  await upsertRecords(tx, changed)
  return { inserted, updated }
}

/** Result statuses whose marks stand: a live split or an intermediate standing never makes a record. */
const FINAL_STATUSES = new Set(['UNCONFIRMED', 'UNOFFICIAL', 'OFFICIAL', 'PROTESTED'])

function withRecord(row: ResultInsert, kind: string): ResultInsert {
  const records = [...(row.detail?.records ?? []).filter((k) => k !== kind), kind]
  return { ...row, detail: { ...(row.detail ?? {}), records } }
}

function withoutKinds(row: ResultInsert, kinds: ReadonlySet<string>): ResultInsert {
  const kept = row.detail?.records?.filter((k) => !kinds.has(k))
  if (!row.detail?.records || kept?.length === row.detail.records.length) return row
  const { records: _dropped, ...rest } = row.detail
  return { ...row, detail: kept && kept.length > 0 ? { ...rest, records: kept } : rest }
}

/**
 * Marks the rows of a unit whose mark breaks a stored record of its event and replaces those records, in the
 * results writer's transaction. A unit rewritten (a correction, a feed's next version) is compared with the mark its
 * record replaced, so the badge stays; a correction that no longer beats it restores the previous record.
 */
export async function applyRecords(
  tx: Tx,
  unit: UnitRow,
  rows: ResultInsert[],
  resultStatus: string | null,
  timeZone: string,
): Promise<ResultInsert[]> {
  if (!unit.eventCode || rows.length === 0 || !FINAL_STATUSES.has(resultStatus ?? '')) return rows
  const stored = await selectEventRecordsForUpdate(tx, unit.eventCode)
  if (stored.length === 0) return rows
  const kind = await selectEventResultKind(tx, unit.eventCode)
  if (kind !== 'time' && kind !== 'distance' && kind !== 'points') return rows
  const out = rows.map((r) => withoutKinds(r, new Set(stored.map((s) => s.kind))))
  const names = await selectHolderNames(
    tx,
    out.map((r) => r.teamId ?? r.athleteId ?? '').filter((id) => id !== ''),
  )
  const date = zonedDate(unit.startAt.toISOString(), timeZone)
  const changed: RecordInsert[] = []
  for (const record of stored) {
    const ours = record.unitCode === unit.code
    const baseline = ours
      ? { mark: record.previousMark, holder: record.previousHolder, date: record.previousDate }
      : { mark: record.mark, holder: record.holder, date: record.date }
    if (!baseline.mark) continue
    const index = recordBreakingRow(out, baseline.mark, kind)
    const row = index === null ? undefined : out[index]
    if (index !== null && row?.result) {
      out[index] = withRecord(row, record.kind)
      const next = newRecord(record, row, baseline, unit.code, date, names)
      if (!ours || next.mark !== record.mark || next.holder !== record.holder) changed.push(next)
    } else if (ours) changed.push(restored(record))
  }
  if (changed.length === 0) return out
  await upsertRecords(tx, changed)
  for (const r of changed) {
    await publishLiveEvent(tx, 'record', {
      eventCode: r.eventCode,
      disciplineCode: unit.disciplineCode,
      unitCode: r.unitCode ?? unit.code,
      kind: r.kind,
      mark: r.mark,
      change: r.unitCode ? 'broken' : 'restored',
    })
  }
  return out
}

function newRecord(
  record: RecordRow,
  row: ResultInsert,
  baseline: { mark: string | null; holder: string | null; date: string | null },
  unitCode: string,
  date: string,
  names: ReadonlyMap<string, string>,
): RecordInsert {
  return {
    eventCode: record.eventCode,
    kind: record.kind,
    mark: row.result ?? '',
    holder: names.get(row.teamId ?? row.athleteId ?? '') ?? row.organisationCode,
    organisationCode: row.organisationCode,
    athleteId: row.teamId ? null : (row.athleteId ?? null),
    teamId: row.teamId ?? null,
    date,
    unitCode,
    previousMark: baseline.mark,
    previousHolder: baseline.holder,
    previousDate: baseline.date,
  }
}

function restored(record: RecordRow): RecordInsert {
  return {
    eventCode: record.eventCode,
    kind: record.kind,
    mark: record.previousMark ?? record.mark,
    holder: record.previousHolder ?? record.holder,
    organisationCode: null,
    athleteId: null,
    teamId: null,
    date: record.previousDate,
    unitCode: null,
    previousMark: null,
    previousHolder: null,
    previousDate: null,
  }
}
