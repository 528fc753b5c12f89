import {
  formatTime,
  type GridBlock,
  gridBlocks,
  gridLanes,
  headToHeadDisciplines,
  isCompetitionType,
  type Locale,
  type ScheduleItem,
  type ScheduleItemType,
  timeZoneOffsetMinutes,
  unitPagePath,
  type VenueRef,
} from '@podium/domain'
import { Link } from '@tanstack/react-router'
import type { TFunction } from 'i18next'
import { useLayoutEffect, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { DisciplinePictogram } from '../../../components/ui/discipline-pictogram.tsx'
import { useGamesNow } from './use-games-now.ts'

const HOUR_PX = 200
const HOUR_MS = 3_600_000
const LANE_PX = 72
const MIN_WIDTH_PX = 160
/** The sticky venue column's width, a CSS variable: narrower on phones, where every pixel of the timeline counts. */
const VENUE_WIDTH = '[--venue:7rem] sm:[--venue:9rem]'

interface Props {
  items: ScheduleItem[]
  venues: VenueRef[]
  /** The day shown is the games' today: draw the now line and open scrolled to it. */
  isToday: boolean
  locale: Locale
  timeZone: string
}

const TONE: Record<string, string> = {
  live: 'border-live bg-live/10',
  cancelled: 'border-warn-strong/40 bg-warn-soft line-through',
  postponed: 'border-warn-strong/40 bg-warn-soft',
  delayed: 'border-warn-strong/40 bg-warn-soft',
}

/** Faint hour lines behind the blocks: a background, not an element per hour and row. */
const HOUR_LINES = {
  backgroundImage: 'linear-gradient(to right, color-mix(in oklab, var(--line) 60%, transparent) 1px, transparent 1px)',
  backgroundSize: `${HOUR_PX}px 100%`,
}

/** The now chip (about 56 px wide, centred on the line) would cover the label of hour column `i`: that label steps aside. */
const underChip = (nowX: number, i: number) => nowX + 30 > i * HOUR_PX + 4 && nowX - 30 < i * HOUR_PX + 52

/** The hours the grid spans, whole hours of the shown clock (half-hour offsets shift the columns, not the items). */
function hourSpan(items: ScheduleItem[], timeZone: string): { from: number; hours: number[] } {
  if (!items[0]) return { from: 0, hours: [] }
  const starts = items.map((i) => Date.parse(i.startAt))
  const ends = items.map((i) => Date.parse(i.endAt ?? i.startAt) || Date.parse(i.startAt))
  const offset = timeZoneOffsetMinutes(timeZone, items[0].startAt) * 60_000
  const from = Math.floor((Math.min(...starts) + offset) / HOUR_MS) * HOUR_MS - offset
  const to = Math.ceil((Math.max(...ends, ...starts) + offset) / HOUR_MS) * HOUR_MS - offset
  return { from, hours: Array.from({ length: Math.max(1, (to - from) / HOUR_MS) }, (_, i) => from + i * HOUR_MS) }
}

/** The block's text under its sport: the event, then its phase (or the unit's name) and, when merged, how many units. */
function blockText(
  block: GridBlock<ScheduleItem>,
  matchSports: Set<string>,
  t: TFunction,
): { title: string; detail: string } {
  const first = block.items[0] as ScheduleItem
  if (!first.eventName) return { title: first.name, detail: '' }
  if (block.items.length === 1) return { title: first.eventName, detail: first.name }
  const matches = first.disciplineCode !== null && matchSports.has(first.disciplineCode)
  const count = t(matches ? 'schedule.grid.matchCount' : 'schedule.grid.heatCount', { count: block.items.length })
  return { title: first.eventName, detail: `${first.phaseName ?? first.name} · ${count}` }
}

/**
 * Venues × hours as a timeline (docs/product-rules.md §2; decision 047): the units of one round at one venue are one
 * block, a line marks now on the games' today, and the grid opens scrolled to it. The venue column and the hour
 * header stay in view while it scrolls.
 */
export function GridTimeline({ items, venues, isToday, locale, timeZone }: Props) {
  const { t } = useTranslation()
  const scroller = useRef<HTMLElement>(null)
  const { from, hours } = useMemo(() => hourSpan(items, timeZone), [items, timeZone])
  const width = hours.length * HOUR_PX
  const noVenue = t('schedule.noVenue')

  const matchSports = useMemo(() => headToHeadDisciplines(items), [items])
  const rows = useMemo(
    () =>
      [
        ...venues.map((v) => ({ key: v.code, name: v.shortName ?? v.name, title: v.name })),
        { key: '', name: noVenue, title: noVenue },
      ]
        .map((row) => {
          const blocks = gridBlocks(items.filter((i) => (i.venueCode ?? '') === row.key))
          return { ...row, ...gridLanes(blocks, (MIN_WIDTH_PX / HOUR_PX) * HOUR_MS) }
        })
        .filter((row) => row.placed.length > 0),
    [items, venues, noVenue],
  )

  // The rows only change with the data: the minute ticks of the now line do not redraw them.
  const body = useMemo(
    () =>
      rows.map((row) => (
        <div key={row.key || 'none'} className="flex border-b border-line last:border-b-0">
          <div
            title={row.title}
            className="sticky left-0 z-10 w-(--venue) shrink-0 border-r border-line bg-surface px-3 py-2 text-sm font-semibold break-words text-ink"
          >
            {row.name}
          </div>
          <ul className="relative shrink-0" style={{ ...HOUR_LINES, width, height: row.laneCount * LANE_PX + 8 }}>
            {row.placed.map(({ block, lane }) => (
              <BlockBox
                key={block.key}
                block={block}
                matchSports={matchSports}
                left={((block.start - from) / HOUR_MS) * HOUR_PX}
                lane={lane}
                locale={locale}
                timeZone={timeZone}
                t={t}
              />
            ))}
          </ul>
        </div>
      )),
    [rows, matchSports, width, from, locale, timeZone, t],
  )

  const now = useGamesNow(isToday)
  const nowX =
    now !== null && now >= from && now <= from + width * (HOUR_MS / HOUR_PX) ? ((now - from) / HOUR_MS) * HOUR_PX : null

  // Open at now (a third from the left of what the venue column leaves), else at the first block; once per mount.
  const opened = useRef(false)
  useLayoutEffect(() => {
    const el = scroller.current
    if (!el || opened.current || (isToday && now === null)) return
    opened.current = true
    const firstLeft = Math.min(...rows.map((r) => ((r.placed[0]?.block.start ?? from) - from) / HOUR_MS)) * HOUR_PX
    const venue = el.querySelector<HTMLElement>('[data-venue-head]')?.offsetWidth ?? 0
    el.scrollLeft = nowX !== null ? nowX - (el.clientWidth - venue) / 3 : firstLeft - 8
  }, [isToday, now, nowX, rows, from])

  const nowTime = now !== null ? formatTime(now, { locale, timeZone }) : ''
  const nowLabel = t('schedule.grid.nowAt', { time: nowTime })

  return (
    <section
      ref={scroller}
      aria-label={t('schedule.gridLabel')}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the scroll area must be reachable by keyboard to scroll it.
      tabIndex={0}
      className="overflow-x-auto rounded-2xl border border-line bg-surface"
    >
      <div className={`relative ${VENUE_WIDTH}`} style={{ width: `calc(var(--venue) + ${width}px)` }}>
        <div className="sticky top-0 z-10 flex border-b border-line bg-surface-muted text-xs font-semibold text-ink-muted">
          <div
            data-venue-head=""
            className="sticky left-0 z-20 w-(--venue) shrink-0 border-r border-line bg-surface-muted px-3 py-2"
          >
            {t('schedule.venue')}
          </div>
          {hours.map((h, i) => (
            <div
              key={h}
              style={{ width: HOUR_PX }}
              className={`shrink-0 border-r border-line/60 px-2 py-2 tabular-nums ${nowX !== null && underChip(nowX, i) ? 'invisible' : ''}`}
            >
              {formatTime(h, { locale, timeZone })}
            </div>
          ))}
          {nowX !== null && (
            <span
              aria-hidden="true"
              className="absolute top-1/2 z-10 -translate-x-1/2 -translate-y-1/2 rounded-full bg-live px-2 py-1 leading-none font-bold text-live-ink tabular-nums"
              style={{ left: `calc(var(--venue) + ${nowX}px)` }}
            >
              {nowTime}
            </span>
          )}
        </div>
        {nowX !== null && (
          <hr
            aria-orientation="vertical"
            aria-label={nowLabel}
            data-now-line=""
            className="pointer-events-none absolute top-0 bottom-0 z-[5] m-0 h-auto w-0.5 -translate-x-1/2 border-0 bg-live"
            style={{ left: `calc(var(--venue) + ${nowX}px)` }}
          />
        )}
        {body}
      </div>
    </section>
  )
}

interface BlockProps {
  block: GridBlock<ScheduleItem>
  /** Disciplines whose blocks count matches rather than heats. */
  matchSports: Set<string>
  left: number
  lane: number
  locale: Locale
  timeZone: string
  t: TFunction
}

function BlockBox({ block, matchSports, left, lane, locale, timeZone, t }: BlockProps) {
  const first = block.items[0] as ScheduleItem
  const width = Math.max(((block.end - block.start) / HOUR_MS) * HOUR_PX, MIN_WIDTH_PX)
  const heading = first.disciplineName ?? first.organisation?.code ?? t(`schedule.types.${first.type}`, first.type)
  const { title, detail } = blockText(block, matchSports, t)
  const live = block.status === 'live'
  const toned = TONE[block.status]
  const times = `${formatTime(block.start, { locale, timeZone })}–${formatTime(block.end, { locale, timeZone })}`
  const label = [times, heading, title, detail, toned ? t(`status.${block.status}`) : ''].filter(Boolean).join(' · ')
  // A day has a hundred blocks or more over hours of width, and a phone shows a few of them: the browser skips the
  // style and layout of a block out of view (its size is fixed) until it scrolls in (issue 41: the first screen's
  // style and layout were the phone's longest task).
  const box = `absolute block overflow-hidden rounded-lg border px-2 py-1 text-xs leading-tight text-ink [content-visibility:auto] ${toned ?? 'border-line bg-brand-soft/60'}`
  const style = { left, width: width - 4, top: lane * LANE_PX + 4, height: LANE_PX - 6 }
  const content = (
    <>
      <span className="flex items-center gap-1 font-bold">
        {first.disciplineKey && (
          <DisciplinePictogram disciplineKey={first.disciplineKey} className="size-3.5 shrink-0 text-brand-strong" />
        )}
        <span className="truncate">{heading}</span>
        {live && <span className="size-1.5 shrink-0 motion-safe:animate-pulse rounded-full bg-live" />}
      </span>
      <span className="line-clamp-3">
        {title}
        {detail && <span className="text-ink-muted"> · {detail}</span>}
      </span>
    </>
  )
  const target = block.target
  return (
    <li>
      {isCompetitionType(target.type as ScheduleItemType) && target.disciplineKey ? (
        <Link to={unitPagePath(target) as '/'} className={`${box} hover:border-brand`} style={style}>
          <span className="sr-only">{label}</span>
          <span aria-hidden="true">{content}</span>
        </Link>
      ) : (
        <div className={box} style={style} title={label}>
          {content}
        </div>
      )}
    </li>
  )
}
