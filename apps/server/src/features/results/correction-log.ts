/**
 * The public corrections log, written by the results writer (decision 086): a change to a result after it was
 * official, a withdrawal of an official result and the reinstatement after one become one `result_corrections` row
 * and one `correction` live event, in the writing transaction. Staff must give a reason (422
 * `correction_reason_required`), the feed and an undo speak with their own translated words.
 */
import {
  type CorrectionKind,
  type CorrectionLine,
  type CorrectionSource,
  correctionKindOf,
  correctionMovesMedals,
  diffCorrection,
  type Locale,
  zonedDate,
} from '@podium/domain'
import type { Tx } from '../../db/client.ts'
import type { Actor } from '../../http/auth.ts'
import { HttpError } from '../../http/errors.ts'
import { publishLiveEvent } from '../../live/journal.ts'
import {
  type CorrectionRow,
  insertCorrection,
  type NamedLine,
  type StoredChange,
  selectCorrectionLines,
  selectOpenWithdrawal,
} from '../corrections/index.ts'
import type { UnitRow } from './results.repo.ts'

/** What the writer was told about the change: the reason staff gave and in which language. */
export interface CorrectionNote {
  reason?: string | undefined
  reasonLocale?: Locale | undefined
  /** An undo of a person's last write (decision 066): its own words, no reason asked. */
  undo?: boolean
}

/** A unit's official lines before a write, when the write may be a correction; null when it cannot be one. */
export interface CorrectionSnapshot {
  unit: UnitRow
  lines: NamedLine[]
  withdrawal: CorrectionRow | undefined
}

export async function correctionBefore(tx: Tx, before: UnitRow): Promise<CorrectionSnapshot | null> {
  if (!before.eventCode) return null
  if (before.resultStatus === 'OFFICIAL') {
    return { unit: before, lines: await selectCorrectionLines(tx, before.code), withdrawal: undefined }
  }
  const withdrawal = await selectOpenWithdrawal(tx, before.code)
  return withdrawal ? { unit: before, lines: [], withdrawal } : null
}

/** Whether a write from the snapshot to `resultStatus` is one the log may hold (its live events say so). */
export function mayBeCorrection(snapshot: CorrectionSnapshot | null, resultStatus: string | null): boolean {
  return Boolean(
    snapshot && correctionKindOf(snapshot.unit.resultStatus, resultStatus, Boolean(snapshot.withdrawal)) !== null,
  )
}

const sourceOf = (actor: Actor, note: CorrectionNote): CorrectionSource =>
  note.undo ? 'undo' : actor.kind === 'system' ? 'feed' : 'staff'

const keyOf = (l: Pick<CorrectionLine, 'athleteId' | 'teamId'>) => (l.teamId ? `t:${l.teamId}` : `a:${l.athleteId}`)
const withoutMedal = (l: NamedLine): NamedLine => ({ ...l, medal: null })

/**
 * Writes the log's entry for a write that corrected, withdrew or reinstated an official result (after its rows and
 * medallists are written), with its `correction` live event; nothing when the write was none of these or changed
 * nothing a spectator sees. A person who gives no reason is refused, and the transaction with it.
 */
export async function logCorrection(
  tx: Tx,
  snapshot: CorrectionSnapshot | null,
  after: UnitRow,
  actor: Actor,
  note: CorrectionNote,
  timeZone: string,
): Promise<CorrectionRow | null> {
  if (!snapshot) return null
  const kind: CorrectionKind | null = correctionKindOf(
    snapshot.unit.resultStatus,
    after.resultStatus,
    Boolean(snapshot.withdrawal),
  )
  if (!kind) return null
  const now = await selectCorrectionLines(tx, after.code)
  const official = kind === 'reinstated' ? ((snapshot.withdrawal?.official ?? []) as NamedLine[]) : snapshot.lines
  // A withdrawal takes medals away until the result is official again: its entry says what else changed, and the
  // reinstatement compares the official lines before and after, medals included.
  const changes =
    kind === 'withdrawn'
      ? diffCorrection(official.map(withoutMedal), now.map(withoutMedal))
      : diffCorrection(official, now)
  if (kind === 'corrected' && changes.length === 0) return null
  const source = sourceOf(actor, note)
  const reason = note.reason?.trim() || null
  if (source === 'staff' && kind !== 'reinstated' && !reason) {
    throw new HttpError(
      422,
      'correction_reason_required',
      `${after.code} was official: say why it is corrected or withdrawn (reason).`,
      { reason: ['Required when an official result changes'] },
    )
  }
  const names = new Map([...official, ...now].map((l) => [keyOf(l), l]))
  const stored: StoredChange[] = changes.map((c) => {
    const line = names.get(keyOf(c))
    return { ...c, athleteName: line?.athleteName ?? null, teamNames: line?.teamNames ?? null }
  })
  const row = await insertCorrection(tx, {
    unitCode: after.code,
    eventCode: after.eventCode,
    disciplineCode: after.disciplineCode,
    day: zonedDate(after.startAt, timeZone),
    kind,
    source,
    before: { scheduleStatus: snapshot.unit.scheduleStatus, resultStatus: snapshot.unit.resultStatus },
    after: { scheduleStatus: after.scheduleStatus, resultStatus: after.resultStatus },
    reason,
    reasonLocale: reason ? (note.reasonLocale ?? null) : null,
    changes: stored,
    official: kind === 'withdrawn' ? official : null,
  })
  await publishLiveEvent(tx, 'correction', {
    unitCode: after.code,
    eventCode: after.eventCode,
    disciplineCode: after.disciplineCode,
    day: row.day,
    scheduleStatus: after.scheduleStatus,
    resultStatus: after.resultStatus,
    version: after.version,
    correctionId: row.id,
    kind,
    medals: correctionMovesMedals(changes),
  })
  return row
}
