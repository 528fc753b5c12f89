import {
  formatDayLabel,
  formatTime,
  inkOn,
  type Locale,
  type TransportLineDto,
  timeZoneLabel,
  zonedDate,
} from '@podium/domain'
import { useQuery } from '@tanstack/react-query'
import { Bus, FileText } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { secondaryButton } from '../../../components/ui/button-styles.ts'
import { CardListSkeleton } from '../../../components/ui/card-list-skeleton.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { LoadError } from '../../../components/ui/load-error.tsx'
import { type PdfFile, PdfViewer } from '../../../components/ui/pdf-viewer.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { checkFile } from '../../../lib/file-actions.ts'
import { transportQueries } from '../api.ts'

export function TransportPage() {
  const { t } = useTranslation()
  const locale = useLocale()
  const query = useQuery(transportQueries.lines(locale))
  const [sheet, setSheet] = useState<PdfFile | null>(null)
  const openSheet = (file: PdfFile) =>
    checkFile(file.url).then(
      () => setSheet(file),
      () => toast.error(t('documents.viewer.openError'), { description: t('documents.viewer.tryLater') }),
    )
  const data = query.data
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink">{t('transport.title')}</h1>
        {data && (
          <p className="text-sm text-ink-muted">
            {t('transport.timesIn', { zone: timeZoneLabel(data.timeZone, locale, data.now) })}
          </p>
        )}
      </div>
      {query.isPending ? (
        <CardListSkeleton label={t('transport.loading')} />
      ) : query.isError || !data ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : data.lines.length === 0 ? (
        <EmptyState icon={<Bus aria-hidden="true" />}>{t('transport.empty')}</EmptyState>
      ) : (
        <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2" aria-label={t('transport.linesLabel')}>
          {data.lines.map((line) => (
            <li key={line.code}>
              <LineCard
                line={line}
                locale={locale}
                timeZone={data.timeZone}
                today={zonedDate(data.now, data.timeZone)}
                onOpenSheet={openSheet}
              />
            </li>
          ))}
        </ul>
      )}
      <PdfViewer document={sheet} onClose={() => setSheet(null)} />
    </div>
  )
}

interface LineProps {
  line: TransportLineDto
  locale: Locale
  timeZone: string
  today: string
  onOpenSheet: (file: PdfFile) => void
}

function LineCard({ line, locale, timeZone, today, onOpenSheet }: LineProps) {
  const { t } = useTranslation()
  const headingId = `line-${line.code}`
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-3 rounded-2xl border border-line bg-surface p-4 shadow-xs"
    >
      <div className="flex items-start gap-3">
        <span
          className="grid size-10 shrink-0 place-items-center rounded-xl text-sm font-bold"
          style={{ backgroundColor: line.color ?? '#53565A', color: inkOn(line.color ?? '#53565A') }}
        >
          {line.code}
        </span>
        <div className="min-w-0">
          <h2 id={headingId} className="leading-snug font-semibold text-ink">
            {line.name}
          </h2>
          <p className="text-sm text-ink-muted">
            {line.origin} → {line.destination}
          </p>
          {line.serviceDays && (
            <p className="text-xs text-ink-muted">
              {t('transport.runsOn', {
                days: line.serviceDays.map((d) => formatDayLabel(d, { locale })).join(', '),
              })}
            </p>
          )}
        </div>
      </div>
      <table className="w-full text-sm">
        <caption className="sr-only">{t('transport.nextDeparturesOf', { line: line.name })}</caption>
        <thead>
          <tr className="text-left text-xs text-ink-muted">
            <th scope="col" className="py-1 font-semibold">
              {t('transport.stop')}
            </th>
            <th scope="col" className="py-1 font-semibold">
              {t('transport.nextDepartures')}
            </th>
          </tr>
        </thead>
        <tbody>
          {line.stops.map((stop) => (
            <tr key={stop.name} className="border-t border-line">
              <th scope="row" className="py-2 pr-3 text-left font-medium text-ink">
                {stop.name}
              </th>
              <td className="py-2">
                {stop.next.length === 0 ? (
                  <span className="text-ink-muted">{t('transport.noMoreDepartures')}</span>
                ) : (
                  <span className="flex flex-wrap gap-1.5">
                    {stop.next.map((d) => (
                      <time
                        key={d.at}
                        dateTime={d.at}
                        className="rounded-lg bg-surface-muted px-2 py-0.5 font-semibold text-ink tabular-nums"
                      >
                        {d.day !== today && <span className="font-normal">{formatDayLabel(d.day, { locale })} </span>}
                        {formatTime(d.at, { locale, timeZone })}
                      </time>
                    ))}
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {line.document && (
        <button
          type="button"
          className={`${secondaryButton} mt-auto self-start`}
          onClick={() =>
            line.document &&
            onOpenSheet({ title: line.document.title, url: line.document.url, fileName: line.document.fileName })
          }
        >
          <FileText aria-hidden="true" className="size-4" />
          {t('transport.timetablePdf')}
        </button>
      )}
    </article>
  )
}
