import { PLACE_KINDS, type PlaceKind } from '@podium/domain'

/**
 * `/places/{types}`: kinds separated by commas; 'all' or unknown words fall back to every kind. Its own module
 * because the route's loader (first route's bundle) calls it: importing it from the page would pull the page in
 * (decision 016).
 */
export function parsePlaceKinds(types: string): PlaceKind[] {
  const wanted = types.split(',').map((x) => x.trim().toLowerCase().replace(/s$/, ''))
  const kinds = PLACE_KINDS.filter((k) => wanted.includes(k))
  return kinds.length ? kinds : [...PLACE_KINDS]
}
