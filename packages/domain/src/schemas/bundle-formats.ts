import { z } from 'zod'
import { EventFormatSchema } from '../rules/competition/format.ts'

/**
 * `formats.json` in an import bundle (docs/import-format.md, "Competition structures"; decision 078): each event's
 * competition structure — rounds, pools, units and where every slot's competitor comes from — as the domain's
 * `EventFormatSchema` holds it, checked by `validateEventFormat` and, in the import's transaction, against the
 * schedule the bundle and the database give together.
 */
export const BUNDLE_FORMATS_FILE = 'formats.json'
export const BUNDLE_FORMATS_FORMAT = 'podium-formats'
export const BUNDLE_FORMATS_VERSION = 1

/** At most this many events' structures in one bundle (Paris 2024 has 329 events). */
export const MAX_BUNDLE_FORMATS = 5_000

export const BundleFormatsSchema = z.object({
  format: z.literal(BUNDLE_FORMATS_FORMAT),
  version: z.literal(BUNDLE_FORMATS_VERSION),
  events: z.array(EventFormatSchema).max(MAX_BUNDLE_FORMATS),
})
export type BundleFormats = z.infer<typeof BundleFormatsSchema>
