import { z } from 'zod'

/**
 * An event's competition structure as data (issue 35, decision 069): its rounds in order, each round's units, and
 * for every slot of a unit where its competitor comes from. Units keep their ODF codes; the structure only says how
 * they connect. Generators in this folder build the usual formats, `resolveSlots` fills the slots from official
 * results and `validateEventFormat` finds a structure that cannot work.
 */

/** What a round is, so a screen can name it ("Quarter-final 2", "Heat 3") in the visitor's language. */
export const ROUND_STAGES = [
  'pool', // round robin: every member meets every other
  'heat', // ranked units: first round of a race
  'semi-final-heat', // ranked units: semi-finals of a race
  'elimination', // knockout round before the quarter-finals (round of 64, 32, 16)
  'quarter-final',
  'semi-final',
  'final',
  'bronze', // a bronze medal match
  'repechage', // second chance for competitors beaten earlier (judo, wrestling, taekwondo)
  'classification', // matches for places below the medals (5th–8th)
] as const
export const RoundStageSchema = z.enum(ROUND_STAGES)
export type RoundStage = z.infer<typeof RoundStageSchema>

const code = z.string().trim().min(1).max(64)
const place = z.number().int().min(1).max(999)

/**
 * Where a slot's competitor comes from. Each kind reads as a placeholder until decided:
 * - `seed`: the Nth competitor of the event's seeded entry list ("Seed 3");
 * - `competitor`: a competitor named in the structure itself (a pool drawn by hand);
 * - `pool-place`: "1st of Pool A", from the pool's standings once every pool match is official;
 * - `winner` / `loser`: of a head-to-head unit;
 * - `unit-place`: "2nd of Heat 3", the competitor ranked `place` in a ranked unit (a qualifier by place, Q);
 * - `fastest`: the `rank`-th fastest of a heats round among those not qualified by place (a qualifier by time, q);
 * - `best-of-place`: the `rank`-th fastest among those who finished `place` in each unit of a round ("fastest 3rd");
 * - `round-rank`: the `rank`-th of a round's overall ranking (fencing seeds its table from all pools together);
 * - `loser-to`: the competitor beaten in round `round` by the winner of unit `winnerOf` (repechage for those who lost
 *   to a finalist: wrestling, taekwondo, karate);
 * - `bye`: nobody; the other side goes through without playing.
 */
export const SlotSourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('seed'), seed: place }),
  z.object({ kind: z.literal('competitor'), competitorId: code }),
  z.object({ kind: z.literal('pool-place'), pool: code, place }),
  z.object({ kind: z.literal('winner'), unit: code }),
  z.object({ kind: z.literal('loser'), unit: code }),
  z.object({ kind: z.literal('unit-place'), unit: code, place }),
  z.object({ kind: z.literal('fastest'), round: code, rank: place }),
  z.object({ kind: z.literal('best-of-place'), round: code, place, rank: place }),
  z.object({ kind: z.literal('round-rank'), round: code, rank: place }),
  z.object({ kind: z.literal('loser-to'), winnerOf: code, round: code }),
  z.object({ kind: z.literal('bye') }),
])
export type SlotSource = z.infer<typeof SlotSourceSchema>
export type SlotSourceKind = SlotSource['kind']

/** One unit of the structure: its ODF code, its number in its round (1-based) and its slots in start order. */
export const FormatUnitSchema = z.object({
  code,
  number: z.number().int().min(1),
  /** The pool it belongs to (pool rounds only). */
  pool: code.optional(),
  /** Home first, away second for a match; lanes or start order for a ranked unit. */
  slots: z.array(SlotSourceSchema).min(1).max(200),
})
export type FormatUnit = z.infer<typeof FormatUnitSchema>

/** A round robin group: its members and how many of them go on. */
export const PoolSchema = z.object({
  code,
  members: z.array(SlotSourceSchema).min(2).max(64),
  /** How many of the pool's first places go to the next round (0 when the pool itself decides places). */
  advance: z.number().int().min(0).max(64),
})
export type Pool = z.infer<typeof PoolSchema>

/** Qualification out of a ranked round: the first `byPlace` of each unit (Q), then the `byTime` fastest others (q). */
export const QualificationSchema = z.object({
  byPlace: z.number().int().min(0).max(99),
  byTime: z.number().int().min(0).max(99),
})
export type Qualification = z.infer<typeof QualificationSchema>

export const RoundSchema = z.object({
  code,
  stage: RoundStageSchema,
  /** Head-to-head units have exactly two slots and a winner; ranked units (races) rank every competitor. */
  contest: z.enum(['head-to-head', 'ranked']),
  pools: z.array(PoolSchema).optional(),
  units: z.array(FormatUnitSchema),
  /** Ranked rounds that feed another: who goes on. */
  qualification: QualificationSchema.optional(),
  /** Lanes (or start positions) a ranked unit has; a start list over it is refused. */
  laneCount: z.number().int().min(1).max(200).optional(),
})
export type Round = z.infer<typeof RoundSchema>

/** An event's format: its rounds in the order they are played. */
export const EventFormatSchema = z.object({
  eventCode: code,
  rounds: z.array(RoundSchema).min(1),
})
export type EventFormat = z.infer<typeof EventFormatSchema>

/** Makes a unit code from the round and the unit's number; generators take one so codes can follow ODF. */
export type UnitCoder = (round: string, number: number) => string

export const defaultUnitCoder =
  (eventCode: string): UnitCoder =>
  (round, number) =>
    `${eventCode}-${round}-${number}`

/** Every unit of a format with its round, in playing order. */
export function formatUnits(format: EventFormat): { unit: FormatUnit; round: Round; roundIndex: number }[] {
  return format.rounds.flatMap((round, roundIndex) => round.units.map((unit) => ({ unit, round, roundIndex })))
}

/** The units a slot source reads the result of (none for seeds, byes, named competitors and pool places). */
export function sourceUnits(source: SlotSource, format: EventFormat): string[] {
  switch (source.kind) {
    case 'winner':
    case 'loser':
    case 'unit-place':
      return [source.unit]
    case 'fastest':
    case 'best-of-place':
    case 'round-rank':
      return format.rounds.find((r) => r.code === source.round)?.units.map((u) => u.code) ?? []
    case 'loser-to': {
      // The finalist's path: the unit they won, and every unit of the round where they beat the competitor.
      const round = format.rounds.find((r) => r.code === source.round)
      return [source.winnerOf, ...(round?.units.map((u) => u.code) ?? [])]
    }
    case 'pool-place':
      return format.rounds.flatMap((r) => r.units.filter((u) => u.pool === source.pool).map((u) => u.code))
    default:
      return []
  }
}
