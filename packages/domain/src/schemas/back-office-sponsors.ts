/**
 * The back office's sponsors manager (issue 17, decision 040): the sponsors shown on /sponsors, by tier and in the
 * organiser's order. A sponsor's name is a brand (one text in every language); the logo is an uploaded image
 * (decision 042, `POST /api/v1/admin/sponsors/:id/logo`) or, without one, the generated wordmark.
 */
import { z } from 'zod'
import { ADMIN_PAGE_SIZE, VersionQuerySchema, WebsiteSchema } from './back-office.ts'
import { SponsorTierSchema } from './places.ts'
import { VALIDATION_MESSAGES as M } from './validation.ts'

export const SPONSOR_NAME_MAX_LENGTH = 120
export const SPONSOR_SORT_ORDER_MAX = 9999

/** A brand name: trimmed, required, at most 120 characters, no markup. */
export const SponsorNameSchema = z
  .string({ error: M.nameRequired })
  .trim()
  .min(1, { error: M.nameRequired, abort: true })
  .max(SPONSOR_NAME_MAX_LENGTH, { error: M.textTooLong })
  .refine((text) => !/[<>]/.test(text), { error: M.markup })

/**
 * A sponsor as the organiser writes it (POST /api/v1/admin/sponsors). Without `sortOrder` a new sponsor goes last in
 * its tier.
 */
export const SponsorInputSchema = z.object({
  name: SponsorNameSchema,
  tier: SponsorTierSchema,
  website: WebsiteSchema,
  sortOrder: z.number().int().min(0).max(SPONSOR_SORT_ORDER_MAX).optional(),
})
export type SponsorInput = z.input<typeof SponsorInputSchema>

/** An edit names the version it was made on (409 `conflict` when it is no longer the stored one). */
export const SponsorUpdateSchema = SponsorInputSchema.extend({ version: z.number().int().min(1) })
export type SponsorUpdate = z.input<typeof SponsorUpdateSchema>

/** POST /api/v1/admin/sponsors/:id/move: one place up or down within its tier. */
export const SponsorMoveSchema = VersionQuerySchema.extend({ direction: z.enum(['up', 'down']) })
export type SponsorMove = z.input<typeof SponsorMoveSchema>

export const AdminSponsorsQuerySchema = z.object({
  q: z.string().trim().max(SPONSOR_NAME_MAX_LENGTH).optional(),
  tier: SponsorTierSchema.optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(ADMIN_PAGE_SIZE),
})
export type AdminSponsorsQuery = z.input<typeof AdminSponsorsQuerySchema>

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
})
export type AdminSponsor = z.infer<typeof AdminSponsorSchema>

/** Ordered by tier (master first), then the organiser's order, then name. */
export const AdminSponsorsSchema = z.object({
  items: z.array(AdminSponsorSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type AdminSponsors = z.infer<typeof AdminSponsorsSchema>
