import { type Locale, localize, nextDepartures, type TransportDto } from '@podium/domain'
import { asc } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { transportDepartures, transportLines } from '../../db/schema.ts'
import { listTransportDocuments, toDocumentDto } from '../documents/index.ts'

/** How many departures each stop shows. */
const NEXT_COUNT = 3

export async function readTransport(
  db: Db,
  locale: Locale,
  now: Date,
  calendar: { timeZone: string; games: { endsOn: string } | undefined },
): Promise<TransportDto> {
  const timeZone = calendar.timeZone
  const lastDay = calendar.games?.endsOn ?? '9999-12-31'
  const [lines, departures, sheets] = await Promise.all([
    db.select().from(transportLines).orderBy(asc(transportLines.sortOrder), asc(transportLines.code)),
    db.select().from(transportDepartures).orderBy(asc(transportDepartures.id)),
    listTransportDocuments(db, now),
  ])
  return {
    now: now.toISOString(),
    timeZone,
    lines: lines.map((line) => {
      // Stops in timetable order (first seen), each with its own times of day.
      const stops = new Map<string, { name: string; times: string[] }>()
      for (const d of departures) {
        if (d.lineCode !== line.code) continue
        const key = JSON.stringify(d.stop)
        const stop = stops.get(key) ?? { name: localize(d.stop, locale), times: [] }
        stop.times.push(d.departsAt)
        stops.set(key, stop)
      }
      const sheet = sheets.find((s) => s.fileName === `transport-${line.code.toLowerCase()}.pdf`)
      return {
        code: line.code,
        name: localize(line.names, locale),
        color: line.color,
        origin: localize(line.origin, locale),
        destination: localize(line.destination, locale),
        serviceDays: line.serviceDays,
        stops: [...stops.values()].map((s) => ({
          name: s.name,
          next: nextDepartures({
            times: s.times,
            now,
            timeZone,
            serviceDays: line.serviceDays,
            lastDay,
            count: NEXT_COUNT,
          }),
        })),
        document: sheet ? toDocumentDto(sheet, locale) : null,
      }
    }),
  }
}
