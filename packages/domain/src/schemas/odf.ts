/** The answer of `POST /api/v1/odf` (decisions 012 and 030, docs/odf.md): what one ODF message did. */
import { z } from 'zod'

const MedalCountSchema = z.object({ gold: z.number().int(), silver: z.number().int(), bronze: z.number().int() })

/** DT_MEDALS: a delegation whose counts in the feed differ from the medal table Podium derives. */
export const OdfMedalMismatchSchema = z.object({
  organisation: z.string(),
  feed: MedalCountSchema,
  podium: MedalCountSchema,
})
export type OdfMedalMismatch = z.infer<typeof OdfMedalMismatchSchema>

/**
 * What a DT_POOL_STANDING or DT_BRACKETS line says that Podium's structure does not (decision 078): a competitor's
 * rank, matches won or lost, or points in a pool's table; who is in a bracket's match at a position, or who won it;
 * a competitor only one side lists.
 */
export const ODF_STRUCTURE_FIELDS = [
  'rank',
  'won',
  'lost',
  'points',
  'competitor',
  'winner',
  'onlyInFeed',
  'onlyInPodium',
] as const
export type OdfStructureField = (typeof ODF_STRUCTURE_FIELDS)[number]

export const OdfStructureDifferenceSchema = z.object({
  /** The pool (its structure code) or the match (its unit code) where the feed and Podium differ. */
  where: z.string(),
  /** DT_BRACKETS: the side of the match, 1 (home) or 2 (away); null in a pool's table. */
  position: z.number().int().nullable(),
  /** The competitor the line is about (an athlete's or a team's code); null for an empty place. */
  competitor: z.string().nullable(),
  field: z.enum(ODF_STRUCTURE_FIELDS),
  /** The values as each side has them (null: that side has none). */
  feed: z.string().nullable(),
  podium: z.string().nullable(),
})
export type OdfStructureDifference = z.infer<typeof OdfStructureDifferenceSchema>

export const OdfOutcomeSchema = z.object({
  documentCode: z.string(),
  documentType: z.string(),
  version: z.number().int(),
  applied: z.boolean(),
  /** The Version already applied when this message was ignored. */
  currentVersion: z.number().int().optional(),
  /** DT_MEDALS: the organisations whose counts in the feed differ from Podium's medal table. */
  mismatches: z.array(OdfMedalMismatchSchema).optional(),
  /** DT_POOL_STANDING, DT_BRACKETS: where the feed's table or draw differs from Podium's structure (decision 078). */
  differences: z.array(OdfStructureDifferenceSchema).optional(),
  /** FeedFlag T: a test message, checked, applied and rolled back (docs/odf.md). */
  test: z.boolean().optional(),
  /** Why a message that was understood changed nothing, e.g. a start list arriving after results. */
  note: z.string().optional(),
})
export type OdfOutcome = z.infer<typeof OdfOutcomeSchema>
