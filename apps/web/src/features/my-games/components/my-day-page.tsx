import {
  dayRange,
  type Follow,
  formatDate,
  formatDayLabel,
  formatTime,
  type ScheduleItem,
  shownTimeZoneLabel,
  unitPagePath,
} from '@podium/domain'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { FileDown, Printer, Share2 } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { secondaryButton } from '../../../components/ui/button-styles.ts'
import { CardListSkeleton } from '../../../components/ui/card-list-skeleton.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { FIELD } from '../../../components/ui/field-styles.ts'
import { PathLink } from '../../../components/ui/path-link.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { configQueries } from '../../../platform/config/api.ts'
import type { MyDaySheet } from '../my-day-pdf.ts'
import { followName, useMyDay } from '../use-my-day.ts'

interface Props {
  follows: readonly Follow[]
  /** False while a signed-in account's follows load. */
  ready: boolean
  /** The day asked for in the address (a games day), or none: today within the games, else their first day. */
  day: string | undefined
  onDayChange: (day: string) => void
  /** The zone times are shown in (the visitor's setting, given by the route). */
  timeZone: (gamesTimeZone: string) => string
}

const canShareFiles = () =>
  typeof navigator !== 'undefined' &&
  typeof navigator.canShare === 'function' &&
  navigator.canShare({ files: [new File([new Uint8Array(1)], 'x.pdf', { type: 'application/pdf' })] })

/**
 * My day (decision 088): a printable page of one day for what a parent or a coach follows — each unit with its time
 * in the visitor's zone, who it is for, its venue; then the venues with the transport lines that stop there. Printed
 * on A4 (the layout drops its navigation in print) or saved as a PDF drawn in the browser. The data's time is on the
 * page, and printing or saving refetches first, so a page printed again is up to date.
 */
export function MyDayPage({ follows, ready, day: asked, onDayChange, timeZone: zoneOf }: Props) {
  const { t } = useTranslation()
  const locale = useLocale()
  const games = useQuery(configQueries.detail(locale)).data?.games
  const days = games ? dayRange(games.startsOn, games.endsOn) : []
  const day =
    asked && days.includes(asked)
      ? asked
      : games
        ? days.includes(games.today)
          ? games.today
          : games.startsOn
        : undefined
  const timeZone = zoneOf(games?.timeZone ?? 'UTC')
  const { rows, venues, names, loading, dataAt, refresh, transportKnown } = useMyDay(follows, day)
  const [busy, setBusy] = useState(false)
  const [share, setShare] = useState(false)
  const dayId = useId()
  useEffect(() => setShare(canShareFiles()), [])
  // The browser's own Print (Ctrl+P) also refetches: what is printed again is the latest.
  useEffect(() => {
    const before = () => void refresh()
    window.addEventListener('beforeprint', before)
    return () => window.removeEventListener('beforeprint', before)
  })

  const time = (at: string) => formatTime(at, { locale, timeZone })
  const zone = shownTimeZoneLabel(
    timeZone,
    locale,
    rows.map((r) => r.item.startAt),
    day ? `${day}T12:00:00Z` : new Date().toISOString(),
  )
  const dayTitle = day ? formatDate(`${day}T12:00:00Z`, { locale, timeZone: 'UTC', dateStyle: 'full' }) : ''
  const dataTime = dataAt > 0 ? formatTime(new Date(dataAt).toISOString(), { locale, timeZone }) : null
  const detailOf = (item: ScheduleItem) =>
    [item.disciplineName, item.eventName, item.phaseName].filter((p): p is string => Boolean(p)).join(' · ')
  const whoOf = (who: readonly Follow[]) => t('myDay.for', { names: who.map((f) => followName(names, f)).join(', ') })
  const linesOf = (lines: readonly { code: string; name: string }[]) =>
    lines.length > 0
      ? t('myDay.lines', { lines: lines.map((l) => `${l.code} ${l.name}`).join(' · ') })
      : t('myDay.noLines')

  const print = async () => {
    await refresh()
    window.print()
  }
  const pdf = async (): Promise<File | null> => {
    setBusy(true)
    try {
      await refresh()
      const { renderMyDayPdf } = await import('../my-day-pdf.ts')
      const sheet: MyDaySheet = {
        title: t('myDay.title'),
        subtitle: dayTitle,
        notes: [t('myDay.timesIn', { zone }), ...(dataTime ? [t('myDay.dataAt', { time: dataTime })] : [])],
        unitsHeading: t('myDay.unitsHeading'),
        rows: rows.map(({ item, who }) => ({
          time: time(item.startAt),
          title: item.name,
          detail: detailOf(item),
          who: whoOf(who),
          venue: item.venueName ?? '',
        })),
        emptyText: t('myDay.noUnits'),
        venuesHeading: t('myDay.venuesHeading'),
        venues: venues.map((v) => ({ name: v.name, lines: linesOf(v.lines) })),
        createdAt: new Date(),
      }
      const bytes = await renderMyDayPdf(sheet)
      return new File([bytes as Uint8Array<ArrayBuffer>], `${t('myDay.fileName')}-${day}.pdf`, {
        type: 'application/pdf',
      })
    } catch {
      toast.error(t('myDay.pdfFailed'))
      return null
    } finally {
      setBusy(false)
    }
  }
  const save = async () => {
    const file = await pdf()
    if (!file) return
    const url = URL.createObjectURL(file)
    const a = document.createElement('a')
    a.href = url
    a.download = file.name
    document.body.append(a)
    a.click()
    a.remove()
    setTimeout(() => URL.revokeObjectURL(url), 60_000)
  }
  const sharePdf = async () => {
    const file = await pdf()
    if (!file) return
    try {
      await navigator.share({ files: [file], title: `${t('myDay.title')} · ${dayTitle}` })
    } catch {
      // Cancelled by the visitor: nothing to say.
    }
  }

  return (
    <div className="mx-auto grid max-w-4xl grid-cols-[minmax(0,1fr)] gap-5 print:max-w-none print:gap-3">
      <div className="grid gap-1">
        <Link
          to="/my-games"
          className="text-sm font-semibold text-brand-strong underline underline-offset-2 print:hidden"
        >
          {t('myDay.back')}
        </Link>
        <h1 className="text-3xl font-extrabold tracking-tight text-ink print:text-2xl">{t('myDay.title')}</h1>
        <p className="text-lg font-semibold text-ink" data-testid="my-day-date">
          {dayTitle}
        </p>
        <p className="text-sm text-ink-muted">
          {t('myDay.timesIn', { zone })}
          {dataTime && (
            <>
              {' · '}
              <span data-testid="my-day-data-at">{t('myDay.dataAt', { time: dataTime })}</span>
            </>
          )}
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-3 print:hidden">
        <div className="grid gap-1">
          <label htmlFor={dayId} className="text-sm font-semibold text-ink">
            {t('myDay.day')}
          </label>
          <select id={dayId} value={day ?? ''} onChange={(e) => onDayChange(e.target.value)} className={FIELD}>
            {days.map((d) => (
              <option key={d} value={d}>
                {formatDayLabel(d, { locale })}
              </option>
            ))}
          </select>
        </div>
        {/* Nothing followed: nothing to print or save; the empty state below invites a follow instead. */}
        {follows.length > 0 && (
          <>
            <button type="button" className={secondaryButton} onClick={() => void print()}>
              <Printer aria-hidden="true" className="size-4" />
              {t('myDay.print')}
            </button>
            <button type="button" className={secondaryButton} onClick={() => void save()} disabled={busy}>
              <FileDown aria-hidden="true" className="size-4" />
              {busy ? t('myDay.preparing') : t('myDay.savePdf')}
            </button>
            {share && (
              <button type="button" className={secondaryButton} onClick={() => void sharePdf()} disabled={busy}>
                <Share2 aria-hidden="true" className="size-4" />
                {t('myDay.sharePdf')}
              </button>
            )}
          </>
        )}
      </div>
      {ready && follows.length === 0 ? (
        <EmptyState>
          {t('myDay.nothingFollowed')}{' '}
          <Link to="/my-games" className="font-semibold text-brand-strong underline underline-offset-2">
            {t('myDay.back')}
          </Link>
        </EmptyState>
      ) : (
        <>
          <section aria-labelledby="my-day-units" className="grid gap-2">
            <h2 id="my-day-units" className="text-lg font-bold text-ink">
              {t('myDay.unitsHeading')}
            </h2>
            {!ready || loading ? (
              <CardListSkeleton rows={3} label={t('myDay.loading')} />
            ) : rows.length === 0 ? (
              <EmptyState>{t('myDay.noUnits')}</EmptyState>
            ) : (
              <ol
                className="divide-y divide-line rounded-2xl border border-line bg-surface print:rounded-none print:border-x-0"
                data-testid="my-day-units"
              >
                {rows.map(({ item, who }) => (
                  <li
                    key={item.code}
                    className="grid grid-cols-[4rem_minmax(0,1fr)] gap-x-3 px-3 py-2 break-inside-avoid"
                  >
                    <time dateTime={item.startAt} className="font-bold text-ink tabular-nums">
                      {time(item.startAt)}
                    </time>
                    <div className="grid min-w-0 gap-0.5">
                      <PathLink to={unitPagePath(item)} className="font-semibold text-ink hover:text-brand">
                        {item.name}
                      </PathLink>
                      <span className="text-sm text-ink-muted">{detailOf(item)}</span>
                      <span className="text-sm text-ink">{whoOf(who)}</span>
                      {item.venueName && <span className="text-sm text-ink-muted">{item.venueName}</span>}
                    </div>
                  </li>
                ))}
              </ol>
            )}
          </section>
          {!loading && venues.length > 0 && (
            <section aria-labelledby="my-day-venues" className="grid gap-2 break-inside-avoid">
              <h2 id="my-day-venues" className="text-lg font-bold text-ink">
                {t('myDay.venuesHeading')}
              </h2>
              <ul
                className="divide-y divide-line rounded-2xl border border-line bg-surface print:rounded-none print:border-x-0"
                data-testid="my-day-venues"
              >
                {venues.map((venue) => (
                  <li key={venue.code} className="grid gap-0.5 px-3 py-2">
                    <span className="font-semibold text-ink">
                      {venue.name}{' '}
                      <span className="font-normal text-ink-muted">
                        · {t('myDay.firstAt', { time: time(venue.firstStartAt), count: venue.units })}
                      </span>
                    </span>
                    <span className="text-sm text-ink">
                      {transportKnown ? linesOf(venue.lines) : t('myDay.noLines')}{' '}
                      <Link
                        to="/transport"
                        className="font-semibold text-brand-strong underline underline-offset-2 print:hidden"
                      >
                        {t('myDay.transportLink')}
                      </Link>
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </div>
  )
}
