/**
 * The places of /hotels, /hospitals and the map (decision 036) as a content kind (decision 106): a name in four
 * languages, a kind to filter by, an address, a phone, a website and a position picked on a map. Places are not
 * ordered: they list by kind, then by their Portuguese name.
 */
import { PLACE_KINDS } from '../codes/place-kinds.ts'
import { PlaceInputSchema } from '../schemas/back-office.ts'
import { type ContentKind, contentSchemas } from './content-kind.ts'

export const PLACES: ContentKind<typeof PlaceInputSchema.shape, 'places', 'place', false> = {
  kind: 'places',
  entity: 'place',
  input: PlaceInputSchema,
  fields: [
    { name: 'kind', widget: 'choice', options: PLACE_KINDS },
    { name: 'names', widget: 'translated' },
    { name: 'address', widget: 'text' },
    { name: 'phone', widget: 'phone' },
    { name: 'website', widget: 'text' },
    { name: 'latitude', widget: 'latitude' },
    { name: 'longitude', widget: 'longitude' },
  ],
  titleField: 'names',
  ordered: false,
  filters: ['kind'],
  searchFields: ['names', 'address'],
}

export const PlacesContentSchemas = contentSchemas(PLACES)
