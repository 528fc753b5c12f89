import {
  COMPETITION_ITEM_TYPES,
  type DaySchedule,
  type DaySummary,
  dayRange,
  type Locale,
  localize,
  type ReportRef,
  zonedDate,
  zonedDayRange,
} from '@podium/domain'
import { and, asc, desc, eq, gte, lt } from 'drizzle-orm'
import type { GamesDates } from '../../calendar.ts'
import type { Db } from '../../db/client.ts'
import { disciplines, documents, units, venues } from '../../db/schema.ts'
import { selectScheduleItems } from './schedule-items.repo.ts'

/** Every day of the games with its counts; days without items are listed too (with zeros). */
export async function listDays(db: Db, games: GamesDates): Promise<DaySummary[]> {
  const rows = await db
    .select({ type: units.type, startAt: units.startAt, medal: units.medal, disciplineKey: disciplines.key })
    .from(units)
    .leftJoin(disciplines, eq(disciplines.code, units.disciplineCode))
  const days = new Map<string, DaySummary>()
  for (const day of dayRange(games.startsOn, games.endsOn))
    days.set(day, { day, items: 0, units: 0, medalEvents: 0, disciplines: [] })
  const disciplineSets = new Map<string, Set<string>>()
  // Units share start times: each instant's day is formatted once (thousands of rows, rebuilt at every drop).
  const dayOf = new Map<number, string>()
  for (const r of rows) {
    const at = r.startAt.getTime()
    let day = dayOf.get(at)
    if (day === undefined) {
      day = zonedDate(r.startAt, games.timeZone)
      dayOf.set(at, day)
    }
    let summary = days.get(day)
    if (!summary) {
      summary = { day, items: 0, units: 0, medalEvents: 0, disciplines: [] }
      days.set(day, summary)
    }
    summary.items++
    if (!COMPETITION_ITEM_TYPES.includes(r.type as (typeof COMPETITION_ITEM_TYPES)[number])) continue
    summary.units++
    if (r.medal === 'GOLD') summary.medalEvents++
    if (r.disciplineKey) {
      const set = disciplineSets.get(day) ?? new Set<string>()
      set.add(r.disciplineKey)
      disciplineSets.set(day, set)
    }
  }
  return [...days.values()]
    .map((d) => ({ ...d, disciplines: [...(disciplineSets.get(d.day) ?? [])].sort() }))
    .sort((a, b) => a.day.localeCompare(b.day))
}

export async function readDaySchedule(
  db: Db,
  locale: Locale,
  day: string,
  timeZone: string,
  builtAt: Date,
): Promise<DaySchedule> {
  const range = zonedDayRange(day, timeZone)
  const items = await selectScheduleItems(
    db,
    locale,
    and(gte(units.startAt, new Date(range.start)), lt(units.startAt, new Date(range.end))),
  )
  const used = new Set(items.map((i) => i.venueCode).filter(Boolean))
  const venueRows = await db.select().from(venues).orderBy(asc(venues.sortOrder), asc(venues.code))
  return {
    day,
    timeZone,
    builtAt: builtAt.toISOString(),
    venues: venueRows
      .filter((v) => used.has(v.code))
      .map((v) => ({ code: v.code, name: localize(v.names, locale), shortName: v.shortName })),
    items,
  }
}

/** Report documents of a discipline or a unit, newest first. */
export async function selectReports(
  db: Db,
  locale: Locale,
  by: { disciplineCode: string } | { unitCode: string },
): Promise<ReportRef[]> {
  const rows = await db
    .select({
      id: documents.id,
      titles: documents.titles,
      publishedAt: documents.publishedAt,
      fileName: documents.fileName,
      sizeBytes: documents.sizeBytes,
      unitCode: documents.unitCode,
    })
    .from(documents)
    .where(
      and(
        eq(documents.kind, 'report'),
        'unitCode' in by ? eq(documents.unitCode, by.unitCode) : eq(documents.disciplineCode, by.disciplineCode),
      ),
    )
    .orderBy(desc(documents.publishedAt), asc(documents.id))
  return rows.map((r) => ({
    id: r.id,
    title: localize(r.titles, locale),
    publishedAt: r.publishedAt.toISOString(),
    fileName: r.fileName,
    sizeBytes: r.sizeBytes,
    url: `/api/v1/documents/${r.id}/${encodeURIComponent(r.fileName)}`,
    unitCode: r.unitCode,
  }))
}
