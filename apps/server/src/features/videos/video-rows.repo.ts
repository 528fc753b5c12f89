/**
 * How the videos' content kind (decision 110) is stored: rows of the `media` table, which it shares with the official
 * photos (decision 042). A video's day is stored as an instant — its midday, or a live video's start, in the games'
 * time zone (the public list orders by it) — and a live video's window as two instants; the back office reads them
 * back as the day and times on the games' clock. Newest day first, then the newest id.
 */
import { VIDEO_KINDS, type VideoKind, zonedDate, zonedInstant } from '@podium/domain'
import { desc, inArray, sql } from 'drizzle-orm'
import type { ContentCodec, ContentTable, Row } from '../../content/content.repo.ts'
import { media } from '../../db/schema.ts'

/** The generated poster the public list shows too (info.routes.ts `/media/:id/image.svg`). */
const videoImageUrl = (id: number) => `/api/v1/media/${id}/image.svg`

const hhmm = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant)

const instant = (value: unknown, zone: (at: Date) => string) => (value instanceof Date ? zone(value) : null)

const videoCodec: ContentCodec = {
  toRow(values, zone) {
    const day = values.day as string | null
    const from = values.liveFrom as string | null
    const until = values.liveUntil as string | null
    const live = values.kind === ('live-video' satisfies VideoKind) && day && from && until
    const at = (time: string) => (day ? new Date(zonedInstant(day, time, zone)) : null)
    return {
      kind: values.kind,
      titles: values.titles,
      url: values.url,
      disciplineCode: values.disciplineCode,
      takenAt: at(live ? from : '12:00'),
      liveFrom: live ? at(from) : null,
      liveUntil: live ? at(until) : null,
    }
  },
  fromRow(row: Row, zone) {
    return {
      kind: row.kind,
      titles: row.titles,
      url: row.url,
      imageUrl: videoImageUrl(row.id as number),
      disciplineCode: row.disciplineCode ?? null,
      // A live video stored with its window only (the demo's, an import's before decision 119) is on its start's day.
      day: instant(row.takenAt ?? row.liveFrom, (at) => zonedDate(at, zone)),
      liveFrom: instant(row.liveFrom, (at) => hhmm(at, zone)),
      liveUntil: instant(row.liveUntil, (at) => hhmm(at, zone)),
    }
  },
}

/** The videos' registration options (content-tables.repo.ts): their rows of `media`, their order, their codec. */
export const VIDEO_ROWS = {
  scope: inArray(media.kind, [...VIDEO_KINDS]),
  order: [sql`${media.takenAt} desc nulls last`, desc(media.id)],
  codec: videoCodec,
} satisfies Omit<ContentTable, 'kind' | 'table'>
