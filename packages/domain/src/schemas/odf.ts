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

export const OdfOutcomeSchema = z.object({
  documentCode: z.string(),
  documentType: z.string(),
  version: z.number().int(),
  applied: z.boolean(),
  /** The Version already applied when this message was ignored. */
  currentVersion: z.number().int().optional(),
  /** DT_MEDALS: the organisations whose counts in the feed differ from Podium's medal table. */
  mismatches: z.array(OdfMedalMismatchSchema).optional(),
  /** FeedFlag T: a test message, checked, applied and rolled back (docs/odf.md). */
  test: z.boolean().optional(),
  /** Why a message that was understood changed nothing, e.g. a start list arriving after results. */
  note: z.string().optional(),
})
export type OdfOutcome = z.infer<typeof OdfOutcomeSchema>
