import { type EventFormat, EventFormatSchema } from '@podium/domain'
import { eq, inArray, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { eventFormats } from '../../db/schema.ts'

/**
 * The stored competition structures (decision 069). Written only after `EventFormatSchema` and
 * `validateEventFormat` accept them; read back through the schema so a row edited by hand cannot reach a screen
 * unchecked.
 */

export async function selectEventFormat(db: Db | Tx, eventCode: string): Promise<EventFormat | undefined> {
  const [row] = await db
    .select({ format: eventFormats.format })
    .from(eventFormats)
    .where(eq(eventFormats.eventCode, eventCode))
  if (!row) return undefined
  const parsed = EventFormatSchema.safeParse(row.format)
  return parsed.success ? parsed.data : undefined
}

export async function selectEventFormats(db: Db | Tx, eventCodes?: readonly string[]): Promise<EventFormat[]> {
  const rows = await db
    .select({ format: eventFormats.format })
    .from(eventFormats)
    .where(eventCodes ? inArray(eventFormats.eventCode, [...eventCodes]) : undefined)
  return rows.flatMap((r) => {
    const parsed = EventFormatSchema.safeParse(r.format)
    return parsed.success ? [parsed.data] : []
  })
}

/** Inserts or replaces an event's structure. */
export async function upsertEventFormat(tx: Db | Tx, format: EventFormat): Promise<void> {
  await tx
    .insert(eventFormats)
    .values({ eventCode: format.eventCode, format })
    .onConflictDoUpdate({ target: eventFormats.eventCode, set: { format, updatedAt: sql`now()` } })
}

export async function deleteEventFormat(tx: Db | Tx, eventCode: string): Promise<void> {
  await tx.delete(eventFormats).where(eq(eventFormats.eventCode, eventCode))
}
