/**
 * The awards ceremonies of /official-awards-schedule (decision 044) as a content kind (decision 116): an event of the
 * games picked by a search, an optional venue, a day and a time of day in the games' time zone (stored as one
 * instant, `startAt`) and a status. Not ordered: they list in time order (their registration's order), filtered by
 * day. The answer also names the event, its discipline and the venue in the reader's language.
 */
import { z } from 'zod'
import { AWARD_CEREMONY_STATUSES, AwardCeremonyInputSchema } from '../schemas/back-office-awards.ts'
import { type ContentKind, contentSchemas } from './content-kind.ts'

export const AWARD_CEREMONIES: ContentKind<
  typeof AwardCeremonyInputSchema.shape,
  'award-ceremonies',
  'award_ceremony',
  false
> = {
  kind: 'award-ceremonies',
  entity: 'award_ceremony',
  noun: 'award ceremony',
  input: AwardCeremonyInputSchema,
  fields: [
    { name: 'eventCode', widget: 'event', named: 'eventName' },
    { name: 'venueCode', widget: 'venue', named: 'venueName' },
    { name: 'day', widget: 'day' },
    { name: 'time', widget: 'time' },
    { name: 'status', widget: 'choice', options: AWARD_CEREMONY_STATUSES },
  ],
  titleField: 'eventCode',
  searchFields: ['eventCode'],
  ordered: false,
  dayFilter: 'day',
  /** The names in the reader's language, and `startAt`: the day and time as an instant. */
  answers: {
    eventName: z.string(),
    disciplineCode: z.string(),
    venueName: z.string().nullable(),
    startAt: z.string(),
  },
}

export const AwardCeremoniesContentSchemas = contentSchemas(AWARD_CEREMONIES)
export const AwardCeremonyUpdateSchema = AwardCeremoniesContentSchemas.update
export type AwardCeremonyUpdate = z.input<typeof AwardCeremonyUpdateSchema>
/** A ceremony as the back office reads it; the list is in time order. */
export const AdminAwardCeremonySchema = AwardCeremoniesContentSchemas.adminItem
export type AdminAwardCeremony = z.infer<typeof AdminAwardCeremonySchema>
export const AdminAwardCeremoniesSchema = AwardCeremoniesContentSchemas.adminList
export type AdminAwardCeremonies = z.infer<typeof AdminAwardCeremoniesSchema>
