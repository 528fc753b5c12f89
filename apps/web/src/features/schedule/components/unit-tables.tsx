import {
  decisionOfCode,
  type FinalRankRow,
  type MatchStats,
  orderResults,
  type PlayByPlayEntry,
  type ReportRef,
  type ResultRow,
  type StartListEntry,
} from '@podium/domain'
import { FileText } from 'lucide-react'
import { Fragment, type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { Flag } from '../../../components/ui/flag.tsx'
import { MedalIcon } from '../../../components/ui/medal-icon.tsx'
import { apiHref } from '../../../lib/api-origin.ts'
import { PlayByPlayCards, useActionLabel, WinnerMark } from './match-detail.tsx'
import {
  columnsWorthShowing,
  hasMeasuredDetail,
  MeasuredDetailPanel,
  measuredDetailLabel,
  RecordBadges,
  ResultsLegend,
  WindValue,
} from './result-detail-measured.tsx'

const TABLE = 'w-full min-w-max text-left text-sm'
const TH = 'border-b border-line px-3 py-2 text-xs font-semibold tracking-wide text-ink-muted uppercase'
const TD = 'border-b border-line/60 px-3 py-2 text-ink tabular-nums'
/** The results' always-shown columns: tighter on a phone, where three columns share 360-412 px. */
const TH_NARROW = TH.replace('px-3', 'px-2 sm:px-3')
const TD_NARROW = TD.replace('px-3', 'px-2 sm:px-3')

function Competitor({ row }: { row: Pick<ResultRow, 'name' | 'organisation'> }) {
  return (
    <span className="flex items-center gap-2">
      <Flag src={row.organisation.flagUrl} name={row.organisation.name} decorative />
      {/* Name and code wrap as one text, so a narrow column costs its longest word, not the name and the code. */}
      <span className="min-w-0">
        <span className="font-semibold">{row.name}</span>{' '}
        <abbr title={row.organisation.name} className="text-xs whitespace-nowrap text-ink-muted no-underline">
          {row.organisation.code}
        </abbr>
      </span>
    </span>
  )
}

function Scroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a wide table's scroll area must be reachable by keyboard.
      tabIndex={0}
      className="overflow-x-auto rounded-2xl border border-line bg-surface"
    >
      {children}
    </section>
  )
}

const RESULT_COLUMNS = ['result', 'time', 'difference', 'points', 'score', 'wind', 'qualification', 'irm'] as const
/** The one result a phone always shows beside the rank and the name: the first of these the sport fills. */
const HEADLINE_COLUMNS: readonly (typeof RESULT_COLUMNS)[number][] = ['result', 'time', 'score', 'points']

/**
 * A unit's results. On a phone the rank, the competitor and the result stay on screen (a mark such as DSQ or Q beside
 * it) and the other columns come on request; wider screens show every column the sport fills.
 */
export function ResultsTable({ rows: given }: { rows: ResultRow[] }) {
  const { t } = useTranslation()
  const [allColumns, setAllColumns] = useState(false)
  // Rows whose detail (splits, series, scores, ends) a phone has opened; wider screens show every row's.
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set())
  if (given.length === 0) return <EmptyState>{t('unit.noResults')}</EmptyState>
  // Always by rank, ties together, IRMs last (domain `orderResults`, decision 066), whatever order they came in.
  const rows = orderResults(given)
  // Only the columns this sport fills (a race has no score, a match no wind), never one repeating another.
  const columns = columnsWorthShowing(rows, RESULT_COLUMNS)
  const withDetail = rows.some((r) => hasMeasuredDetail(r.detail))
  const width = 2 + columns.length
  const headline = columns.find((c) => HEADLINE_COLUMNS.includes(c))
  const rest = columns.filter((c) => c !== headline)
  const onPhone = allColumns ? '' : 'hidden sm:table-cell'
  return (
    <div className="grid gap-2">
      {rest.length > 0 && (
        <button
          type="button"
          aria-pressed={allColumns}
          onClick={() => setAllColumns((v) => !v)}
          className="justify-self-end rounded-full border border-line bg-surface px-3 py-1 text-sm font-semibold text-brand-strong sm:hidden"
        >
          {t(allColumns ? 'unit.fewerColumns' : 'unit.allColumns')}
        </button>
      )}
      <Scroll label={t('unit.tabs.results')}>
        <table className={`w-full text-left text-sm sm:min-w-max ${allColumns ? 'min-w-max' : ''}`}>
          <thead>
            <tr>
              <th scope="col" className={TH_NARROW}>
                {/* A phone spends its width on names and results: the rank's heading is shown abbreviated there. */}
                <span aria-hidden="true" className="sm:hidden">
                  {t('unit.columns.rankShort')}
                </span>
                <span className="sr-only sm:not-sr-only">{t('unit.columns.rank')}</span>
              </th>
              <th scope="col" className={TH_NARROW}>
                {t('unit.columns.name')}
              </th>
              {headline && (
                <th scope="col" className={`${TH_NARROW} text-right sm:text-left`}>
                  {t(`unit.columns.${headline}`)}
                </th>
              )}
              {rest.map((c) => (
                <th key={c} scope="col" className={`${TH} ${onPhone}`}>
                  {t(`unit.columns.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => {
              // On a phone without the other columns, the marks they hold travel with the result.
              const marks = [r.irm, r.qualification].filter((m) => m && m !== r[headline ?? 'result'])
              const key = `${r.athlete?.id ?? r.team?.id ?? r.organisation.code}-${r.rank}`
              const detail = hasMeasuredDetail(r.detail) ? r.detail : null
              const open = opened.has(key)
              return (
                <Fragment key={key}>
                  <tr className={r.winner ? 'bg-brand-soft/40' : ''}>
                    <td className={`${TD_NARROW} font-bold`}>
                      {r.rank === null ? '' : `${r.rankEqual ? '=' : ''}${r.rank}`}
                    </td>
                    <td className={TD_NARROW}>
                      <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                        <Competitor row={r} />
                        {r.winner && <WinnerMark />}
                      </span>
                      {detail && (
                        <button
                          type="button"
                          aria-expanded={open}
                          aria-controls={`detail-${key}`}
                          onClick={() =>
                            setOpened((s) => {
                              const next = new Set(s)
                              if (!next.delete(key)) next.add(key)
                              return next
                            })
                          }
                          className="mt-1 rounded-full border border-line px-2 py-0.5 text-xs font-semibold text-brand-strong sm:hidden"
                        >
                          {t(`sportMeasured.show.${measuredDetailLabel(detail)}`)}
                        </button>
                      )}
                    </td>
                    {headline && (
                      <td
                        className={`${TD_NARROW} text-right font-semibold whitespace-nowrap sm:text-left sm:font-normal`}
                      >
                        {headline === 'result' && r.result && decisionOfCode(r.result)
                          ? // A federation code for how the bout was won (wrestling's VPO, VSU, VFA) is said in words.
                            t(`sportMatch.decisions.${decisionOfCode(r.result)}`, r.result)
                          : (r[headline] ?? '')}
                        <RecordBadges records={r.detail?.records} />
                        {!allColumns &&
                          marks.map((m) => (
                            <span key={m} className="ml-1.5 text-xs font-bold text-ink-muted sm:hidden">
                              {m}
                            </span>
                          ))}
                      </td>
                    )}
                    {rest.map((c) => (
                      <td key={c} className={`${TD} ${onPhone}`}>
                        {c === 'wind' ? <WindValue wind={r.wind} /> : (r[c] ?? '')}
                      </td>
                    ))}
                  </tr>
                  {detail && (
                    <tr id={`detail-${key}`} className={open ? '' : 'hidden sm:table-row'}>
                      <td />
                      <td colSpan={width - 1} className="border-b border-line/60 px-2 pb-2 sm:px-3">
                        <MeasuredDetailPanel detail={detail} />
                      </td>
                    </tr>
                  )}
                </Fragment>
              )
            })}
          </tbody>
        </table>
      </Scroll>
      {withDetail || columns.includes('qualification') || columns.includes('irm') ? (
        <ResultsLegend rows={rows} />
      ) : null}
    </div>
  )
}

/** A unit's medallists when it has no result rows to show (a final whose feed sent only medals). */
export function PodiumList({ rows }: { rows: FinalRankRow[] }) {
  const { t } = useTranslation()
  return (
    <ol aria-label={t('unit.podium')} className="grid gap-1.5 rounded-2xl border border-line bg-surface p-4">
      {rows.map((row) => (
        <li
          key={`${row.athlete?.id ?? row.team?.id ?? row.organisation.code}-${row.medal}`}
          className="flex items-center gap-2 text-sm text-ink"
        >
          {row.medal && <MedalIcon medal={row.medal} size="sm" />}
          <Competitor row={row} />
        </li>
      ))}
    </ol>
  )
}

export function StartListTable({ rows }: { rows: StartListEntry[] }) {
  const { t } = useTranslation()
  if (rows.length === 0) return <EmptyState>{t('unit.noStartList')}</EmptyState>
  return (
    <Scroll label={t('unit.tabs.start-list')}>
      <table className={TABLE}>
        <thead>
          <tr>
            <th scope="col" className={TH}>
              {t('unit.columns.order')}
            </th>
            <th scope="col" className={TH}>
              {t('unit.columns.position')}
            </th>
            <th scope="col" className={TH}>
              {t('unit.columns.name')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.startOrder}>
              <td className={TD}>{r.startOrder}</td>
              <td className={TD}>
                {r.position === 'home' || r.position === 'away' ? t(`unit.${r.position}`) : (r.position ?? '')}
              </td>
              <td className={TD}>
                <Competitor row={r} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Scroll>
  )
}

/**
 * The play-by-play: a table from 640 px, a card per moment below (decision 090: every field readable at 360 px), each
 * action in its sport's words.
 */
export function PlayByPlayTable({ rows, disciplineCode }: { rows: PlayByPlayEntry[]; disciplineCode: string | null }) {
  const { t } = useTranslation()
  const label = useActionLabel(disciplineCode)
  if (rows.length === 0) return <EmptyState>{t('unit.noPlayByPlay')}</EmptyState>
  return (
    <>
      <div className="sm:hidden">
        <PlayByPlayCards rows={rows} disciplineCode={disciplineCode} />
      </div>
      <div className="hidden sm:block">
        <Scroll label={t('unit.tabs.play-by-play')}>
          <table className={TABLE}>
            <thead>
              <tr>
                <th scope="col" className={TH}>
                  {t('unit.columns.period')}
                </th>
                <th scope="col" className={TH}>
                  {t('unit.columns.clock')}
                </th>
                <th scope="col" className={TH}>
                  {t('unit.columns.action')}
                </th>
                <th scope="col" className={TH}>
                  {t('unit.columns.organisation')}
                </th>
                <th scope="col" className={TH}>
                  {t('unit.columns.athlete')}
                </th>
                <th scope="col" className={TH}>
                  {t('unit.columns.score')}
                </th>
              </tr>
            </thead>
            <tbody>
              {[...rows].reverse().map((r) => (
                <tr key={r.seq}>
                  <td className={TD}>{r.period ? t(`unit.periods.${r.period}`, r.period) : null}</td>
                  <td className={TD}>{r.clock}</td>
                  <td className={TD}>{label(r)}</td>
                  <td className={TD}>{r.organisationCode}</td>
                  <td className={TD}>{r.athleteName}</td>
                  <td className={`${TD} font-bold`}>{r.score}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Scroll>
      </div>
    </>
  )
}

export function MatchStatsTable({ stats }: { stats: MatchStats | null }) {
  const { t } = useTranslation()
  if (!stats) return <EmptyState>{t('unit.noStats')}</EmptyState>
  return (
    <Scroll label={t('unit.tabs.stats')}>
      <table className={TABLE}>
        <thead>
          <tr>
            <th scope="col" className={TH}>
              {t('unit.columns.stat')}
            </th>
            {stats.sides.map((s) => (
              <th key={s.organisation.code + s.name} scope="col" className={TH}>
                {s.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {stats.keys.map((key) => (
            <tr key={key}>
              <th scope="row" className={`${TD} font-semibold`}>
                {t(`unit.stats.${key}`, key)}
              </th>
              {stats.sides.map((s) => (
                <td key={s.organisation.code + s.name} className={TD}>
                  {s.values[key] ?? ''}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Scroll>
  )
}

export function ReportList({ reports, emptyText }: { reports: ReportRef[]; emptyText: string }) {
  if (reports.length === 0) return <EmptyState icon={<FileText aria-hidden="true" />}>{emptyText}</EmptyState>
  return (
    <ul className="grid gap-2">
      {reports.map((r) => (
        <li key={r.id}>
          <a
            href={apiHref(r.url)}
            target="_blank"
            rel="noopener"
            className="flex items-center gap-3 rounded-2xl border border-line bg-surface p-3 transition hover:border-brand"
          >
            <FileText aria-hidden="true" className="size-5 shrink-0 text-brand-strong" />
            <span className="min-w-0 flex-1 font-semibold text-ink">{r.title}</span>
            <span className="text-xs text-ink-muted">PDF · {Math.max(1, Math.round(r.sizeBytes / 1024))} KB</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
