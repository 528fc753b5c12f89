import {
  type EventStandings,
  type Follow,
  formatDayLabel,
  formatTime,
  type Locale,
  type PoolStandings,
  type ScheduleItem,
  type StandingsRuleId,
  unitPagePath,
  zonedDate,
} from '@podium/domain'
import { useTranslation } from 'react-i18next'
import { Flag } from '../../../components/ui/flag.tsx'
import { PathLink } from '../../../components/ui/path-link.tsx'
import { ResultSummaryLine } from '../../../components/ui/result-summary.tsx'
import { ScoreLine } from '../../../components/ui/score-line.tsx'
import { Shielded } from '../../../platform/spoiler-shield/components/shielded.tsx'
import { followsCompetitor } from '../bracket-layout.ts'
import { CompetitorLink } from './competitor-link.tsx'

/** Rules whose tables count sets (volleyball, beach volleyball, table tennis, badminton) rather than points scored. */
const SET_RULES: readonly StandingsRuleId[] = [
  'fivb-volleyball',
  'fivb-beach-volleyball',
  'ittf-table-tennis',
  'bwf-badminton',
]
/** Rules with draws (handball, football): the table shows a D column. */
const DRAW_RULES: readonly StandingsRuleId[] = ['ihf-handball', 'fifa-football']

export interface Frame {
  locale: Locale
  timeZone: string
}

const ratio = (won: number, lost: number) => (lost === 0 ? (won > 0 ? '∞' : '–') : (won / lost).toFixed(3))
const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0')

/** A column heading: the short form on screen, the full word for screen readers and on hover. */
function Head({ short, full, className = '' }: { short: string; full: string; className?: string }) {
  return (
    <th scope="col" className={`px-1.5 py-1.5 text-right font-semibold ${className}`}>
      <span title={full} aria-hidden="true">
        {short}
      </span>
      <span className="sr-only">{full}</span>
    </th>
  )
}

export function PoolTable({
  pool,
  rule,
  advance,
  team,
  follows,
}: {
  pool: PoolStandings
  rule: StandingsRuleId
  /** How many of the pool's first places go on (null: unknown, no marks). Marked once a match is official. */
  advance: number | null
  team: boolean
  follows: readonly Follow[]
}) {
  const { t } = useTranslation()
  const sets = SET_RULES.includes(rule)
  const draws = DRAW_RULES.includes(rule)
  const wide = 'hidden sm:table-cell'
  return (
    <table className="w-full border-collapse text-sm tabular-nums">
      <caption className="sr-only">{t('structure.table.caption', { pool: pool.name })}</caption>
      <thead className="border-b border-line text-xs text-ink-muted">
        <tr>
          <Head short="#" full={t('structure.table.rank')} className="w-8 text-left" />
          <th scope="col" className="px-1.5 py-1.5 text-left font-semibold">
            {t(team ? 'structure.table.team' : 'structure.table.competitor')}
          </th>
          <Head short={t('structure.table.playedShort')} full={t('structure.table.played')} />
          <Head short={t('structure.table.wonShort')} full={t('structure.table.won')} />
          {draws && <Head short={t('structure.table.drawnShort')} full={t('structure.table.drawn')} />}
          <Head short={t('structure.table.lostShort')} full={t('structure.table.lost')} />
          {sets ? (
            <>
              <Head short={t('structure.table.setsShort')} full={t('structure.table.sets')} className={wide} />
              <Head short={t('structure.table.setRatioShort')} full={t('structure.table.setRatio')} className={wide} />
              <Head
                short={t('structure.table.pointRatioShort')}
                full={t('structure.table.pointRatio')}
                className="hidden lg:table-cell"
              />
            </>
          ) : (
            <>
              <Head short={t('structure.table.scoredShort')} full={t('structure.table.scored')} className={wide} />
              <Head short={t('structure.table.concededShort')} full={t('structure.table.conceded')} className={wide} />
              <Head
                short={t('structure.table.differenceShort')}
                full={t('structure.table.difference')}
                className={wide}
              />
            </>
          )}
          <Head short={t('structure.table.pointsShort')} full={t('structure.table.points')} />
        </tr>
      </thead>
      <tbody>
        {pool.rows.map((row, index) => {
          // The places that go on, by position in the table as it stands (shared ranks included); nothing before a
          // match is official, when every row is level.
          const started = pool.matchesOfficial > 0
          const qualifies = started && advance !== null && index < advance
          const followed = followsCompetitor(follows, row.competitor)
          return (
            <tr
              key={row.competitorId}
              data-followed={followed || undefined}
              className={`border-b border-line last:border-b-0 ${followed ? 'bg-brand-soft' : ''}`}
            >
              <td className="px-1.5 py-2 text-left">
                <span className="inline-flex items-center gap-1">
                  <span className="font-bold">{row.rank}</span>
                  {row.tied && started && (
                    <span title={t('structure.table.tied')} className="text-ink-muted">
                      =<span className="sr-only"> {t('structure.table.tied')}</span>
                    </span>
                  )}
                  {qualifies && (
                    <span className="rounded bg-brand px-1 text-[0.65rem] leading-4 font-bold text-brand-ink">
                      <span aria-hidden="true">Q</span>
                      <span className="sr-only">{t('structure.table.qualifies')}</span>
                    </span>
                  )}
                </span>
              </td>
              <th scope="row" className="min-w-0 px-1.5 py-2 text-left font-normal">
                <CompetitorLink
                  competitor={row.competitor}
                  className="flex min-w-0 items-center gap-2 font-semibold text-ink hover:underline"
                >
                  <Flag src={row.competitor.organisation.flagUrl} name={row.competitor.organisation.name} decorative />
                  <span className="truncate">{row.competitor.name}</span>
                  {followed && <span className="sr-only">({t('structure.table.followed')})</span>}
                </CompetitorLink>
              </th>
              <td className="px-1.5 py-2 text-right">{row.played}</td>
              <td className="px-1.5 py-2 text-right">{row.won}</td>
              {draws && <td className="px-1.5 py-2 text-right">{row.drawn}</td>}
              <td className="px-1.5 py-2 text-right">{row.lost}</td>
              {sets ? (
                <>
                  <td className={`px-1.5 py-2 text-right ${wide}`}>
                    {row.setsWon}–{row.setsLost}
                  </td>
                  <td className={`px-1.5 py-2 text-right ${wide}`}>{ratio(row.setsWon, row.setsLost)}</td>
                  <td className="hidden px-1.5 py-2 text-right lg:table-cell">
                    {ratio(row.rallyPointsWon, row.rallyPointsLost)}
                  </td>
                </>
              ) : (
                <>
                  <td className={`px-1.5 py-2 text-right ${wide}`}>{row.scored}</td>
                  <td className={`px-1.5 py-2 text-right ${wide}`}>{row.conceded}</td>
                  <td className={`px-1.5 py-2 text-right ${wide}`}>{signed(row.scored - row.conceded)}</td>
                </>
              )}
              <td className="px-1.5 py-2 text-right font-bold">{row.points}</td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}

/** A pool's matches under its table: when, the two sides and the score, each opening its unit. */
export function PoolMatches({ items, frame, label }: { items: readonly ScheduleItem[]; frame: Frame; label: string }) {
  const { t } = useTranslation()
  return (
    <ul aria-label={label} className="grid gap-1.5 xl:grid-cols-2">
      {items.map((item) => (
        <li key={item.code}>
          <PathLink
            to={unitPagePath(item)}
            className="grid grid-cols-[4.75rem_minmax(0,1fr)] items-center gap-2 rounded-lg [&_p]:mt-0 border border-line px-2.5 py-1.5 text-sm hover:border-brand"
          >
            <span className="grid text-xs leading-tight text-ink-muted">
              <span>{formatDayLabel(zonedDate(item.startAt, frame.timeZone), { locale: frame.locale })}</span>
              <span className="tabular-nums">{formatTime(item.startAt, frame)}</span>
              {item.status === 'live' ? (
                <span className="inline-flex items-center gap-1 font-semibold text-live-ink">
                  <span aria-hidden="true" className="size-1.5 rounded-full bg-live motion-safe:animate-pulse" />
                  {t('structure.bracket.live')}
                </span>
              ) : (
                <span className="truncate">{t(`status.${item.status}`)}</span>
              )}
            </span>
            {item.competitors.length === 2 ? (
              <Shielded unitCode={item.code} startAt={item.startAt} inert>
                <ScoreLine competitors={item.competitors} score={item.score} />
                <ResultSummaryLine summary={item.summary} />
              </Shielded>
            ) : (
              <span className="font-semibold text-ink">{item.name}</span>
            )}
          </PathLink>
        </li>
      ))}
    </ul>
  )
}

/** Every pool of an event: its table, how far it is, its matches; the rule's citation once under them. */
export function PoolTables({
  standings,
  advanceOf,
  matchesOf,
  team,
  follows,
  frame,
}: {
  standings: EventStandings
  advanceOf: (phaseCode: string) => number | null
  matchesOf: (phaseCode: string) => ScheduleItem[]
  team: boolean
  follows: readonly Follow[]
  frame: Frame
}) {
  const { t } = useTranslation()
  const rule = standings.rule
  if (!rule || standings.pools.length === 0) return null
  const advances = standings.pools.map((p) => advanceOf(p.phaseCode)).filter((a): a is number => a !== null)
  const sameAdvance = advances.length > 0 && advances.every((a) => a === advances[0])
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 lg:grid-cols-2">
        {standings.pools.map((pool) => {
          const headingId = `pool-${pool.phaseCode}`
          const matches = matchesOf(pool.phaseCode)
          return (
            <section
              key={pool.phaseCode}
              aria-labelledby={headingId}
              className="grid min-w-0 gap-2 rounded-xl border border-line p-3"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 id={headingId} className="font-bold text-ink">
                  {pool.name}
                </h3>
                <p className="text-xs text-ink-muted" data-testid="pool-progress">
                  {pool.complete
                    ? t('structure.table.complete', { total: pool.matchesTotal })
                    : t('structure.table.official', { official: pool.matchesOfficial, total: pool.matchesTotal })}
                </p>
              </div>
              <Shielded>
                <PoolTable pool={pool} rule={rule} advance={advanceOf(pool.phaseCode)} team={team} follows={follows} />
              </Shielded>
              {pool.ignored.length > 0 && (
                <p className="text-xs text-warn-strong">
                  {t('structure.table.ignored', { units: pool.ignored.join(', ') })}
                </p>
              )}
              {matches.length > 0 && (
                <PoolMatches items={matches} frame={frame} label={t('structure.table.matches', { pool: pool.name })} />
              )}
            </section>
          )
        })}
      </div>
      <div className="grid gap-1 text-xs text-ink-muted">
        {sameAdvance && <p>{t('structure.table.qualifiesLegend', { count: advances[0] })}</p>}
        {standings.citation && <p>{t('structure.table.rule', { citation: standings.citation })}</p>}
      </div>
    </div>
  )
}
