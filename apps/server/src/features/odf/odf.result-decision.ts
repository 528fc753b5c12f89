/**
 * How a DT_RESULT's bout or match was decided (issue 38, decision 094, docs/odf.md), as the result detail's `decision`
 * (decision 090's codes, `MATCH_DECISIONS`). Read, first found wins:
 * 1. an `ExtendedResult` of a `Result` whose Code is `WIN_TYPE`, `VICTORY_TYPE`, `DECISION` or `RESULT_TYPE` (its
 *    Value), then the `Result`'s own `ResultType` attribute — a federation code (wrestling's `VFA` fall, judo's `IPP`
 *    ippon, `WO` walkover…) or one of Podium's words;
 * 2. else the loser's IRM: `DSQ` a disqualification, `DNS` a walkover (forfeit), `DNF` a retirement, each in its
 *    sport's word (judo's hansoku-make, fusen-gachi and kiken-gachi).
 * A code the sport does not have is left out rather than stored (the PUT would refuse it from staff too).
 */
import { decisionOfCode, MATCH_DECISIONS } from '@podium/domain'
import { z } from 'zod'

const attr = z.union([z.string(), z.number()]).transform(String)
const ExtendedResultSchema = z.object({ Type: attr.optional(), Code: attr, Value: attr.optional() })
const DECISION_CODES = new Set(['WIN_TYPE', 'VICTORY_TYPE', 'DECISION', 'RESULT_TYPE'])

/** The loser's IRM in each sport's word: a disqualification, a no-show (walkover), a retirement. */
const BY_IRM: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  DSQ: {
    JUD: 'hansoku-make',
    KTE: 'hansoku',
    TKW: 'disqualification',
    WRE: 'disqualification',
    FEN: 'disqualification',
  },
  DNS: {
    JUD: 'fusen-gachi',
    KTE: 'kiken',
    TKW: 'withdrawal',
    WRE: 'withdrawal',
    FEN: 'withdrawal',
    VVO: 'walkover',
    VBV: 'walkover',
    TTE: 'walkover',
    BDM: 'walkover',
    BKB: 'forfeit',
    HBL: 'forfeit',
    FBL: 'forfeit',
  },
  DNF: {
    JUD: 'kiken-gachi',
    KTE: 'kiken',
    TKW: 'withdrawal',
    WRE: 'injury',
    FEN: 'withdrawal',
    VVO: 'retired',
    VBV: 'retired',
    TTE: 'retired',
    BDM: 'retired',
  },
}

/** The parts of a `Result` this module reads. */
export interface DecisionOdfParts {
  ResultType?: string | undefined
  IRM?: string | undefined
  WLT?: string | undefined
  ExtendedResults?: unknown
}

const asList = (value: unknown): unknown[] => (value === undefined ? [] : Array.isArray(value) ? value : [value])

/** A code as Podium's word for `discipline`, or undefined when the sport does not have it. */
function wordOf(code: string, discipline: string | null): string | undefined {
  const trimmed = code.trim()
  const word = decisionOfCode(trimmed) ?? trimmed.toLowerCase()
  const codes = discipline ? MATCH_DECISIONS[discipline] : undefined
  if (codes) return codes.includes(word) ? word : undefined
  // A sport without a list: only words Podium knows somewhere.
  return Object.values(MATCH_DECISIONS).some((list) => list.includes(word)) ? word : undefined
}

/** How the unit's match was decided, from its `Result` rows; undefined when the feed does not say. */
export function matchDecisionOf(rows: readonly DecisionOdfParts[], discipline: string | null): string | undefined {
  // Only a match: a sport with decisions, or rows that say who won.
  if (!(discipline && MATCH_DECISIONS[discipline]) && !rows.some((r) => r.WLT)) return undefined
  // The winner's row first: a federation code is usually given with the victory.
  const ordered = [...rows].sort((a, b) => Number(b.WLT === 'W') - Number(a.WLT === 'W'))
  for (const row of ordered) {
    const container = row.ExtendedResults as { ExtendedResult?: unknown } | undefined
    for (const raw of asList(container?.ExtendedResult)) {
      const item = ExtendedResultSchema.safeParse(raw)
      if (!item.success || !DECISION_CODES.has(item.data.Code.toUpperCase()) || !item.data.Value) continue
      const word = wordOf(item.data.Value, discipline)
      if (word) return word
    }
    if (row.ResultType) {
      const word = wordOf(row.ResultType, discipline)
      if (word) return word
    }
  }
  if (rows.length !== 2) return undefined
  for (const row of rows) {
    const word = row.IRM && discipline ? BY_IRM[row.IRM]?.[discipline] : undefined
    if (word) return word
  }
  return undefined
}
