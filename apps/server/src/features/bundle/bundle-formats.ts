/**
 * `formats.json`: the bundle's competition structures (docs/import-format.md, "Competition structures"; decision
 * 078). Read in the import's worker (bundle-formats-read.ts), checked in the import's transaction once the bundle's rows are written (the domain's `validateEventFormat`,
 * then the schedule and competitors the database and the bundle hold together, as `PUT …/format` checks them), and
 * written only where a structure differs. Any problem refuses the whole import with the event named. Exported with
 * every stored structure.
 */
import {
  BUNDLE_FORMATS_FILE,
  BUNDLE_FORMATS_FORMAT,
  BUNDLE_FORMATS_VERSION,
  type BundleFileCount,
  type BundleFormats,
  type BundleProblemKey,
  type EventFormat,
  type FormatProblem,
  type FormatProblemCode,
} from '@podium/domain'
import type { Db, Tx } from '../../db/client.ts'
import {
  formatProblemsIn,
  selectEventFormat,
  selectEventFormats,
  selectStructureEvent,
  upsertEventFormat,
} from '../structure/index.ts'
import { BundleError, type BundleProblem, MAX_PROBLEMS, problem } from './bundle-error.ts'

/** Each structural problem's text in the import's words (BUNDLE_PROBLEMS), translated by the web app. */
const PROBLEM_KEYS: Partial<Record<FormatProblemCode, BundleProblemKey>> = {
  'duplicate-round': 'formatDuplicateRound',
  'duplicate-unit': 'formatDuplicateUnit',
  'duplicate-pool': 'formatDuplicatePool',
  'unknown-unit': 'formatUnknownUnit',
  'unknown-round': 'formatUnknownRound',
  'unknown-pool': 'formatUnknownPool',
  'later-round': 'formatLaterRound',
  cycle: 'formatCycle',
  'in-two-pools': 'formatInTwoPools',
  'not-pool-member': 'formatNotPoolMember',
  'slot-count': 'formatSlotCount',
  'over-lane-count': 'formatOverLaneCount',
  'place-out-of-range': 'formatPlaceOutOfRange',
  'source-used-twice': 'formatSourceUsedTwice',
  'not-in-schedule': 'formatNotInSchedule',
  'unknown-competitor': 'formatUnknownCompetitor',
}

/**
 * Where in formats.json: the structure's index and its event, then the round, pool, unit and slot the domain named
 * (`events[2] ATHM100M: round R2, unit ATHM100M-SFNL-1, slot 1`).
 */
function columnOf(index: number, eventCode: string, p: FormatProblem): string {
  const parts = [
    p.round ? `round ${p.round}` : '',
    p.pool ? `pool ${p.pool}` : '',
    p.unit ? `unit ${p.unit}` : '',
    p.slot !== undefined ? `slot ${p.slot + 1}` : '',
    p.units ? `units ${p.units.join(' → ')}` : '',
    p.competitorId ? `competitor ${p.competitorId}` : '',
  ].filter(Boolean)
  return `events[${index}] ${eventCode}${parts.length ? `: ${parts.join(', ')}` : ''}`
}

const at = (index: number, eventCode: string, p: FormatProblem): BundleProblem =>
  problem({ file: BUNDLE_FORMATS_FILE, column: columnOf(index, eventCode, p) }, PROBLEM_KEYS[p.code] ?? 'formatInvalid')

/** Key order apart, two structures are the same when their JSON is (jsonb keeps its own key order). */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`
  }
  return JSON.stringify(value)
}

/**
 * Checks every structure against the games as the bundle left them (its rows are written by now, in this
 * transaction), then writes those that differ. An event the bundle does not list keeps its structure. Throws a
 * BundleError naming each refused event before writing any structure.
 */
export async function applyFormats(
  tx: Tx,
  formats: readonly EventFormat[],
): Promise<BundleFileCount & { changed: boolean }> {
  const problems: BundleProblem[] = []
  for (const [index, format] of formats.entries()) {
    if (problems.length >= MAX_PROBLEMS) break
    if (!(await selectStructureEvent(tx, format.eventCode))) {
      problems.push(
        problem(
          { file: BUNDLE_FORMATS_FILE, column: `events[${index}].eventCode ${format.eventCode}` },
          'unknownEvent',
        ),
      )
      continue
    }
    for (const p of await formatProblemsIn(tx, format.eventCode, format)) problems.push(at(index, format.eventCode, p))
  }
  if (problems.length) throw new BundleError(problems.slice(0, MAX_PROBLEMS))
  let inserted = 0
  let updated = 0
  for (const format of formats) {
    const before = await selectEventFormat(tx, format.eventCode)
    if (before && canonical(before) === canonical(format)) continue
    await upsertEventFormat(tx, format)
    if (before) updated++
    else inserted++
  }
  return { rows: formats.length, inserted, updated, changed: inserted + updated > 0 }
}

/** Every stored structure, by event code: formats.json as an import reads it back. */
export async function exportFormats(db: Db): Promise<BundleFormats> {
  const events = (await selectEventFormats(db)).sort((a, b) =>
    a.eventCode < b.eventCode ? -1 : a.eventCode > b.eventCode ? 1 : 0,
  )
  return { format: BUNDLE_FORMATS_FORMAT, version: BUNDLE_FORMATS_VERSION, events }
}
