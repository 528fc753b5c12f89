/**
 * The sponsors of /sponsors (decision 040) as a content kind (decision 108): a brand name (one text, not translated,
 * which titles the item), a tier to filter by and order within, a website, and an uploaded logo — without one the
 * public sees a generated wordmark.
 */

import { SponsorInputSchema } from '../schemas/back-office-sponsors.ts'
import { SPONSOR_TIERS } from '../schemas/places.ts'
import { type ContentKind, contentSchemas } from './content-kind.ts'

export const SPONSORS: ContentKind<typeof SponsorInputSchema.shape, 'sponsors', 'sponsor', true> = {
  kind: 'sponsors',
  entity: 'sponsor',
  input: SponsorInputSchema,
  fields: [
    { name: 'name', widget: 'text' },
    { name: 'tier', widget: 'choice', options: SPONSOR_TIERS },
    { name: 'website', widget: 'text' },
  ],
  images: [{ name: 'logo', widget: 'image', purpose: 'sponsor-logo', generated: true }],
  titleField: 'name',
  ordered: true,
  orderedWithin: 'tier',
  filters: ['tier'],
  feature: 'sponsors',
}

export const SponsorsContentSchemas = contentSchemas(SPONSORS)
