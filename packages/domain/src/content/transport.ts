/**
 * The back office's transport lines (decision 044) as a content kind (decision 117): a line is addressed by its code
 * (`/admin/transport/L1`, fixed once created: the public page, the timetable PDF's name and the departures key on
 * it), named in four languages from an origin to a destination, coloured, running on some days of the games (none:
 * every day), ordered by the organiser, with its timetable — a list of departures inside the item, edited by the
 * back office's own editor (`transport.departures`) and stored in its own table by the registration.
 */
import { z } from 'zod'
import { TransportLineInputSchema } from '../schemas/back-office-transport.ts'
import { type ContentKind, contentSchemas } from './content-kind.ts'

const { sortOrder: _sortOrder, ...lineShape } = TransportLineInputSchema.shape
/** A line's fields (its order is the manager's up and down, not a field). */
export const TransportLineFieldsSchema = z.object(lineShape)

const lineAnswers = {
  /** The timetable PDF (a `transport` document named transport-<code>.pdf), if the documents manager has one. */
  document: z.object({ id: z.number().int(), url: z.string() }).nullable(),
}

export const TRANSPORT: ContentKind<typeof lineShape, 'transport', 'transport', true> = {
  kind: 'transport',
  entity: 'transport',
  auditEntity: 'transport_line',
  key: 'code',
  input: TransportLineFieldsSchema,
  fields: [
    { name: 'code', widget: 'text' },
    { name: 'color', widget: 'color' },
    { name: 'names', widget: 'translated' },
    { name: 'origin', widget: 'translated' },
    { name: 'destination', widget: 'translated' },
    { name: 'serviceDays', widget: 'days' },
    { name: 'departures', widget: 'own' },
  ],
  titleField: 'names',
  ordered: true,
  searchFields: ['code', 'names', 'origin', 'destination'],
  feature: 'transport',
  answers: lineAnswers,
}

export const TransportContentSchemas = contentSchemas(TRANSPORT)
/** A line as the back office reads it (its code also as its `id`, its departures, its timetable PDF). */
export type AdminTransportLine = z.infer<typeof TransportContentSchemas.adminItem> &
  z.infer<z.ZodObject<typeof lineAnswers>>
export type AdminTransportLines = Omit<z.infer<typeof TransportContentSchemas.adminList>, 'items'> & {
  items: AdminTransportLine[]
}
