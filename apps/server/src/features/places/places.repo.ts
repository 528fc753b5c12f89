import { type Locale, localize, type PlaceDto, type PlaceKind } from '@podium/domain'
import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { places } from '../../db/schema.ts'

export async function listPlaces(db: Db, locale: Locale, kind: PlaceKind | undefined): Promise<PlaceDto[]> {
  const rows = await db
    .select()
    .from(places)
    .where(kind ? eq(places.kind, kind) : undefined)
    .orderBy(asc(places.id))
  return rows
    .map((r) => ({
      id: r.id,
      kind: r.kind as PlaceKind,
      name: localize(r.names, locale),
      address: r.address,
      phone: r.phone,
      website: r.website,
      latitude: r.latitude,
      longitude: r.longitude,
    }))
    .sort((a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name, locale))
}
