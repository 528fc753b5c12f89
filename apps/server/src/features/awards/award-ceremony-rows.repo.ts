/**
 * How the awards ceremonies' content kind (decision 116) is stored: rows of `award_ceremonies`, whose day and time of
 * day on the games' clock are one instant, `start_at`, in the games' time zone; the back office reads them back as
 * the day and time, filters by a day of that zone, lists in time order and searches the event's code and names. The
 * answer names the event, its discipline and the venue in the reader's language, as the old admin API did.
 */
import { type Locale, localize, zonedDate, zonedDayRange, zonedInstant } from '@podium/domain'
import { and, asc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm'
import type { ContentCodec, ContentTable, Row, StoredItem } from '../../content/content.repo.ts'
import type { Db } from '../../db/client.ts'
import { awardCeremonies, events, venues } from '../../db/schema.ts'

const hhmm = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant)

const ceremonyCodec: ContentCodec = {
  toRow(values, zone) {
    return {
      eventCode: values.eventCode,
      venueCode: values.venueCode ?? null,
      startAt: new Date(zonedInstant(String(values.day), String(values.time), zone)),
      status: values.status,
    }
  },
  fromRow(row: Row, zone) {
    const startAt = row.startAt as Date
    return {
      eventCode: row.eventCode,
      venueCode: row.venueCode ?? null,
      day: zonedDate(startAt, zone),
      time: hhmm(startAt, zone),
      status: row.status,
      startAt: startAt.toISOString(),
    }
  },
  where(field, value, zone): SQL | undefined {
    if (field !== 'day') return undefined
    const range = zonedDayRange(value, zone)
    return and(gte(awardCeremonies.startAt, new Date(range.start)), lt(awardCeremonies.startAt, new Date(range.end)))
  },
}

/** The events whose code or name in any language holds the search (escaped by the engine). */
const eventSearch = (pattern: string): SQL =>
  inArray(
    awardCeremonies.eventCode,
    sql`(select ${events.code} from ${events} where ${or(sql`${events.code} ilike ${pattern}`, sql`${events.names}::text ilike ${pattern}`)})`,
  )

/** Each ceremony's event name, discipline and venue name, in the reader's language (one query for the page). */
async function ceremonyNames(db: Db, items: readonly StoredItem[], locale: Locale) {
  const ids = items.map((item) => item.id)
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({
            id: awardCeremonies.id,
            eventNames: events.names,
            disciplineCode: events.disciplineCode,
            venueNames: venues.names,
          })
          .from(awardCeremonies)
          .innerJoin(events, eq(events.code, awardCeremonies.eventCode))
          .leftJoin(venues, eq(venues.code, awardCeremonies.venueCode))
          .where(inArray(awardCeremonies.id, ids))
  const byId = new Map(rows.map((row) => [row.id, row]))
  return items.map((item) => {
    const row = byId.get(item.id)
    return {
      eventName: row ? localize(row.eventNames, locale) : String(item.eventCode),
      disciplineCode: row?.disciplineCode ?? '',
      venueName: row?.venueNames ? localize(row.venueNames, locale) : null,
    }
  })
}

/** The ceremonies' registration options (content-tables.repo.ts): time order, their codec, the event search, names. */
export const AWARD_CEREMONY_ROWS = {
  order: [asc(awardCeremonies.startAt), asc(awardCeremonies.id)],
  codec: ceremonyCodec,
  search: eventSearch,
  answersOf: ceremonyNames,
} satisfies Omit<ContentTable, 'kind' | 'table'>
