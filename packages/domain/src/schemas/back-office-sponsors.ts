/**
 * The back office's sponsors (issue 17, decision 040), a content kind since decision 108 (`content/sponsors.ts`): the
 * sponsors shown on /sponsors, by tier and in the organiser's order within it. A sponsor's name is a brand (one text
 * in every language); the logo is an uploaded image (decision 042, `POST /api/v1/admin/sponsors/:id/logo`) or,
 * without one, the generated wordmark.
 */
import { z } from 'zod'
import { LOCALES } from '../codes/locales.ts'
import { WebsiteSchema } from './back-office.ts'
import { SponsorTierSchema } from './places.ts'
import { VALIDATION_MESSAGES as M } from './validation.ts'

export const SPONSOR_NAME_MAX_LENGTH = 120

/** A brand name: trimmed, required, at most 120 characters, no markup. */
export const SponsorNameSchema = z
  .string({ error: M.nameRequired })
  .trim()
  .min(1, { error: M.nameRequired, abort: true })
  .max(SPONSOR_NAME_MAX_LENGTH, { error: M.textTooLong })
  .refine((text) => !/[<>]/.test(text), { error: M.markup })

/**
 * A sponsor as the organiser writes it (POST /api/v1/admin/sponsors): a new sponsor goes last in its tier, one moved
 * to another tier goes last there (decision 108: the order is the organiser's moves, not a number sent).
 */
export const SponsorInputSchema = z.object({
  name: SponsorNameSchema,
  tier: SponsorTierSchema,
  website: WebsiteSchema,
})
export type SponsorInput = z.input<typeof SponsorInputSchema>

/** A sponsor as the back office reads it (the content engine's item of SPONSORS, checked by a domain test). */
export const AdminSponsorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  tier: SponsorTierSchema,
  website: z.string().nullable(),
  /**
   * The public logo: the uploaded image (decision 042), else the generated wordmark, versioned so an edited name is
   * not served from a cache.
   */
  logoUrl: z.string(),
  hasLogo: z.boolean(),
  sortOrder: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string().nullable(),
  /** Always empty: a sponsor has no translated field (every content kind's item says what its texts lack). */
  missing: z.array(z.enum(LOCALES)),
})
export type AdminSponsor = z.infer<typeof AdminSponsorSchema>

/** Ordered by tier (master first), then the organiser's order within it. */
export const AdminSponsorsSchema = z.object({
  items: z.array(AdminSponsorSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type AdminSponsors = z.infer<typeof AdminSponsorsSchema>
