import {
  ACCESS_LOG_MAX_RANGE_DAYS,
  ACCESS_LOG_VIEWS,
  type AccessLogReport,
  type AccessLogView,
  daysBetween,
  LOCALE_TAGS,
} from '@podium/domain'
import { useQuery } from '@tanstack/react-query'
import { Activity } from 'lucide-react'
import { lazy, Suspense, useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { primaryButton } from '../../../components/ui/button-styles.ts'
import { CardListSkeleton } from '../../../components/ui/card-list-skeleton.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { FIELD } from '../../../components/ui/field-styles.ts'
import { LoadError } from '../../../components/ui/load-error.tsx'
import { PageHeading } from '../../../components/ui/page-heading.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { ForbiddenPage } from '../../../platform/errors/components/forbidden-page.tsx'
import { type AccessLogFilters, accessLogQueries } from '../api.ts'

const ChartPanels = lazy(() => import('./chart-panels.tsx'))

interface Props {
  filters: AccessLogFilters
  onChange: (filters: AccessLogFilters) => void
}

/** The access-log dashboard (admin and staff): days, weekly or a custom range; charts or a table. */
export function AccessLogPage({ filters, onChange }: Props) {
  const { t } = useTranslation()
  const locale = useLocale()
  const report = useQuery(accessLogQueries.report(locale, filters))
  const [display, setDisplay] = useState<'charts' | 'table'>('charts')
  const status = (report.error as { status?: number } | null)?.status
  if (status === 401 || status === 403) return <ForbiddenPage />
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <PageHeading icon={Activity}>{t('accessLog.title')}</PageHeading>
      <ViewPicker filters={filters} onChange={onChange} />
      {report.isPending ? (
        <CardListSkeleton rows={3} label={t('accessLog.loading')} />
      ) : report.isError ? (
        <LoadError onRetry={() => void report.refetch()} />
      ) : (
        <Dashboard report={report.data} display={display} onDisplay={setDisplay} locale={locale} />
      )}
    </div>
  )
}

function ViewPicker({ filters, onChange }: Props) {
  const { t } = useTranslation()
  const [from, setFrom] = useState(filters.from ?? '')
  const [to, setTo] = useState(filters.to ?? '')
  const [error, setError] = useState<string | null>(null)
  const errorId = useId()
  const apply = (event: React.FormEvent) => {
    event.preventDefault()
    if (!from || !to) return setError(t('accessLog.rangeErrors.missing'))
    const span = daysBetween(from, to)
    if (span < 0) return setError(t('accessLog.rangeErrors.order'))
    if (span >= ACCESS_LOG_MAX_RANGE_DAYS)
      return setError(t('accessLog.rangeErrors.tooLong', { days: ACCESS_LOG_MAX_RANGE_DAYS }))
    setError(null)
    onChange({ view: 'range', from, to })
  }
  return (
    <div className="grid gap-3">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-ink">{t('accessLog.viewLabel')}</legend>
        <div className="inline-flex flex-wrap gap-1 rounded-xl border border-line bg-surface p-1">
          {ACCESS_LOG_VIEWS.map((view: AccessLogView) => (
            <label
              key={view}
              className="cursor-pointer rounded-lg px-3 py-1.5 text-sm font-semibold text-ink-muted has-[:checked]:bg-brand has-[:checked]:text-brand-ink has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand"
            >
              <input
                type="radio"
                name="access-log-view"
                value={view}
                checked={filters.view === view}
                onChange={() => onChange(view === 'range' ? { view, from: filters.from, to: filters.to } : { view })}
                className="sr-only"
              />
              {t(`accessLog.views.${view}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {filters.view === 'range' && (
        <form onSubmit={apply} noValidate className="flex flex-wrap items-end gap-3">
          <label className="grid gap-1 text-sm font-semibold text-ink">
            {t('accessLog.from')}
            <input
              type="date"
              value={from}
              onChange={(e) => setFrom(e.target.value)}
              className={FIELD}
              aria-describedby={error ? errorId : undefined}
            />
          </label>
          <label className="grid gap-1 text-sm font-semibold text-ink">
            {t('accessLog.to')}
            <input
              type="date"
              value={to}
              onChange={(e) => setTo(e.target.value)}
              className={FIELD}
              aria-describedby={error ? errorId : undefined}
            />
          </label>
          <button type="submit" className={primaryButton}>
            {t('accessLog.apply')}
          </button>
          {error && (
            <p id={errorId} role="alert" className="w-full text-sm font-semibold text-live">
              {error}
            </p>
          )}
        </form>
      )}
    </div>
  )
}

function Dashboard({
  report,
  display,
  onDisplay,
  locale,
}: {
  report: AccessLogReport
  display: 'charts' | 'table'
  onDisplay: (d: 'charts' | 'table') => void
  locale: ReturnType<typeof useLocale>
}) {
  const { t } = useTranslation()
  const number = useMemo(() => new Intl.NumberFormat(LOCALE_TAGS[locale]), [locale])
  const dayFormat = useMemo(
    () => new Intl.DateTimeFormat(LOCALE_TAGS[locale], { day: 'numeric', month: 'short', timeZone: 'UTC' }),
    [locale],
  )
  const labels = useMemo(
    () =>
      report.series.map((p) => {
        const day = dayFormat.format(new Date(`${p.start}T00:00:00Z`))
        return report.bucket === 'week' ? t('accessLog.weekOf', { day }) : day
      }),
    [report, dayFormat, t],
  )
  const deviceLabels = useMemo(() => report.devices.map((d) => t(`accessLog.devices.${d.device}`)), [report, t])
  const range = `${dayFormat.format(new Date(`${report.from}T00:00:00Z`))} – ${dayFormat.format(new Date(`${report.to}T00:00:00Z`))}`

  return (
    <div className="grid gap-6">
      <p className="text-sm text-ink-muted">{t('accessLog.rangeLabel', { range })}</p>
      <dl className="grid grid-cols-3 gap-2 sm:gap-3">
        {(
          [
            ['total', report.total],
            ['success', report.success],
            ['errors', report.errors],
          ] as const
        ).map(([key, value]) => (
          <div key={key} className="rounded-2xl border border-line bg-surface p-3 sm:p-4">
            <dt className="text-xs font-semibold text-ink-muted sm:text-sm">{t(`accessLog.${key}`)}</dt>
            <dd
              className="mt-1 text-2xl font-extrabold text-ink tabular-nums sm:text-3xl"
              data-testid={`access-${key}`}
            >
              {number.format(value)}
            </dd>
          </div>
        ))}
      </dl>
      {report.total === 0 ? (
        <EmptyState icon={<Activity aria-hidden="true" />}>{t('accessLog.empty')}</EmptyState>
      ) : (
        <>
          <fieldset className="flex flex-wrap gap-2">
            <legend className="sr-only">{t('accessLog.displayLabel')}</legend>
            {(['charts', 'table'] as const).map((d) => (
              <button
                key={d}
                type="button"
                aria-pressed={display === d}
                onClick={() => onDisplay(d)}
                className="rounded-xl border border-line px-3 py-1.5 text-sm font-semibold text-ink aria-pressed:border-brand aria-pressed:bg-brand-soft"
              >
                {t(`accessLog.display.${d}`)}
              </button>
            ))}
          </fieldset>
          {display === 'charts' ? (
            <Suspense fallback={<CardListSkeleton rows={1} label={t('accessLog.loading')} />}>
              <ChartPanels report={report} labels={labels} deviceLabels={deviceLabels} />
            </Suspense>
          ) : (
            <SeriesTable report={report} labels={labels} number={number} />
          )}
          <div className="grid gap-4 md:grid-cols-3">
            <Breakdown title={t('accessLog.groupsTitle')}>
              {report.groups.map((g) => (
                <Row key={g.group} label={g.group} value={number.format(g.count)} />
              ))}
            </Breakdown>
            <Breakdown title={t('accessLog.statusesTitle')}>
              {report.statuses.map((s) => (
                <Row
                  key={s.status}
                  label={`${s.status} ${t(`accessLog.status.${s.status}`, { defaultValue: '' })}`}
                  value={number.format(s.count)}
                />
              ))}
            </Breakdown>
            <Breakdown title={t('accessLog.devicesTitle')}>
              {report.devices.map((d, i) => (
                <Row
                  key={d.device}
                  label={deviceLabels[i] ?? d.device}
                  value={`${number.format(d.count)} · ${new Intl.NumberFormat(LOCALE_TAGS[locale], { maximumFractionDigits: 1 }).format(d.percent)} %`}
                />
              ))}
            </Breakdown>
          </div>
        </>
      )}
    </div>
  )
}

function Breakdown({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-2xl border border-line bg-surface p-4">
      <h2 className="mb-2 font-bold text-ink">{title}</h2>
      <dl className="grid gap-1.5">{children}</dl>
    </section>
  )
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3 text-sm">
      <dt className="text-ink">{label}</dt>
      <dd className="font-semibold text-ink tabular-nums">{value}</dd>
    </div>
  )
}

function SeriesTable({
  report,
  labels,
  number,
}: {
  report: AccessLogReport
  labels: string[]
  number: Intl.NumberFormat
}) {
  const { t } = useTranslation()
  return (
    <section
      aria-label={t('accessLog.tableCaption')}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a wide table's scroll area must be reachable by keyboard.
      tabIndex={0}
      className="overflow-x-auto rounded-2xl border border-line bg-surface"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('accessLog.tableCaption')}</caption>
        <thead className="border-b border-line text-xs tracking-wide text-ink-muted uppercase">
          <tr>
            <th scope="col" className="px-3 py-2">
              {report.bucket === 'week' ? t('accessLog.week') : t('accessLog.day')}
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              {t('accessLog.total')}
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              {t('accessLog.success')}
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              {t('accessLog.errors')}
            </th>
          </tr>
        </thead>
        <tbody>
          {report.series.map((p, i) => (
            <tr key={p.start} className="border-b border-line last:border-0">
              <th scope="row" className="px-3 py-2 font-semibold text-ink">
                {labels[i]}
              </th>
              <td className="px-3 py-2 text-right text-ink tabular-nums">{number.format(p.total)}</td>
              <td className="px-3 py-2 text-right text-ink tabular-nums">{number.format(p.success)}</td>
              <td className="px-3 py-2 text-right text-ink tabular-nums">{number.format(p.errors)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
