/**
 * A match's own detail on the unit page (issue 38, decision 090): the score by set or period beside the match score,
 * the winner named (not by colour alone), how a bout was won, the current period and clock of a live match, and each
 * play-by-play moment in its sport's words — a card per moment on a phone.
 */
import {
  matchSportKind,
  type PeriodScore,
  type PlayByPlayEntry,
  periodWinners,
  playByPlayWordKey,
  type ResultRow,
  type UnitDetail,
} from '@podium/domain'
import { Trophy } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Badge } from '../../../components/ui/badge.tsx'

/** The two result rows of a match, home first (the start list's order), or null when it has not two. */
export function matchRows(detail: UnitDetail): [ResultRow, ResultRow] | null {
  if (detail.format !== 'head-to-head' || detail.results.length !== 2) return null
  const idOf = (r: { athlete: { id: string } | null; team: { id: string } | null }) => r.team?.id ?? r.athlete?.id
  const homeId = detail.startList[0] ? idOf(detail.startList[0]) : undefined
  const homeName = detail.unit.competitors[0]?.name
  const [a, b] = detail.results as [ResultRow, ResultRow]
  const bIsHome = homeId !== undefined ? idOf(b) === homeId : b.name === homeName
  return bIsHome ? [b, a] : [a, b]
}

/**
 * Whether a set sport's sets are called games (table tennis, badminton: periods G1, G2…), so the caption and the
 * decision say "game" as the columns' titles do (decision 092).
 */
function playsGames(detail: UnitDetail): boolean {
  return detail.results.some((r) => /^G\d/.test(r.detail?.periods?.[0]?.label ?? ''))
}

/** "S3" → "3": a period's short column heading; the full name goes to its title. */
function shortLabel(label: string): string {
  const m = /^[A-Z]+(\d+)$/.exec(label)
  return m?.[1] ?? label
}

/** The score by set or period, one row a side, the period's winner in bold, the match total last. */
export function MatchPeriods({ detail }: { detail: UnitDetail }) {
  const { t } = useTranslation()
  const rows = matchRows(detail)
  const home = rows?.[0].detail?.periods
  const away = rows?.[1].detail?.periods
  if (!rows || !home?.length || !away?.length) return null
  const winners = periodWinners(home, away)
  const kind = matchSportKind(detail.unit.disciplineCode)
  const title = t(
    kind === 'sets'
      ? playsGames(detail)
        ? 'sportDetailAll.byGame'
        : 'sportMatch.bySet'
      : detail.unit.disciplineCode === 'TKW'
        ? 'sportMatch.byRound'
        : 'sportMatch.byPeriod',
  )
  const total = (row: ResultRow, side: 0 | 1) => {
    if (row.result && /^\d+$/.test(row.result)) return row.result
    const pair = /^(\d+)-(\d+)/.exec(detail.unit.score ?? '')
    return pair?.[side + 1] ?? ''
  }
  const cell = (p: PeriodScore | undefined, won: boolean) => (
    <span className={won ? 'font-extrabold text-ink' : 'text-ink-muted'}>
      {p?.score ?? ''}
      {p?.tiebreak ? <sup className="ml-0.5">{p.tiebreak}</sup> : null}
    </span>
  )
  return (
    <div className="overflow-x-auto" data-testid="match-periods">
      <table className="w-full min-w-max text-sm tabular-nums">
        <caption className="sr-only">{title}</caption>
        <thead>
          <tr className="text-xs text-ink-muted">
            <th scope="col" className="px-2 py-1 text-left font-semibold">
              <span className="sr-only">{t('unit.columns.name')}</span>
            </th>
            {home.map((p) => (
              <th key={p.label} scope="col" className="px-2 py-1 text-center font-semibold">
                <abbr title={t(`unit.periods.${p.label}`, p.label)} className="no-underline">
                  {shortLabel(p.label)}
                </abbr>
              </th>
            ))}
            <th scope="col" className="px-2 py-1 text-center font-semibold">
              {/* A set sport's last column counts the sets (games) won, not points: named for what it counts. */}
              {kind === 'sets'
                ? t(home[0]?.label.startsWith('G') ? 'recordsAlerts.gamesWon' : 'recordsAlerts.setsWon')
                : t('sportMatch.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, side) => (
            <tr key={row.team?.id ?? row.athlete?.id ?? row.name} className="border-t border-line/60">
              <th scope="row" className="max-w-40 truncate px-2 py-1 text-left font-semibold text-ink">
                {row.organisation.code}
                {row.winner && <span className="sr-only"> ({t('sportMatch.winner')})</span>}
              </th>
              {home.map((p, i) => (
                <td key={p.label} className="px-2 py-1 text-center">
                  {cell(side === 0 ? p : away[i], winners[i] === (side === 0 ? 'home' : 'away'))}
                </td>
              ))}
              <td className={`px-2 py-1 text-center ${row.winner ? 'font-extrabold text-ink' : 'text-ink-muted'}`}>
                {total(row, side as 0 | 1)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** "Winner", beside the winning side's name: an icon and a word, not only a colour or a weight. */
export function WinnerMark() {
  const { t } = useTranslation()
  return (
    <Badge tone="brand">
      <Trophy aria-hidden="true" className="size-3.5" />
      {t('sportMatch.winner')}
    </Badge>
  )
}

/** How the match or bout was won, from the winner's row (else either row). */
export function decisionOf(detail: UnitDetail): string | null {
  const rows = detail.results
  return rows.find((r) => r.winner)?.detail?.decision ?? rows.find((r) => r.detail?.decision)?.detail?.decision ?? null
}

/** The moment a live match is at: the latest play-by-play entry with a period (and its clock). */
export function liveMoment(detail: UnitDetail): { period: string; clock: string | null } | null {
  if (detail.unit.status !== 'live') return null
  const latest = [...(detail.playByPlay ?? [])].reverse().find((e) => e.period)
  return latest?.period ? { period: latest.period, clock: latest.clock } : null
}

/** The decision and the live period and clock, under the match score. */
export function MatchState({ detail }: { detail: UnitDetail }) {
  const { t } = useTranslation()
  const decision = detail.unit.status === 'live' ? null : decisionOf(detail)
  const now = liveMoment(detail)
  if (!decision && !now) return null
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-semibold text-ink" data-testid="match-state">
      {decision && (
        <span>
          {t('sportMatch.wonBy', {
            decision:
              decision === 'sets' && playsGames(detail)
                ? t('sportDetailAll.inGames')
                : t(`sportMatch.decisions.${decision}`, decision),
          })}
        </span>
      )}
      {now && (
        <>
          <span>{t('sportMatch.livePeriod', { period: t(`unit.periods.${now.period}`, now.period) })}</span>
          {now.clock && (
            <span className="rounded-md bg-surface-muted px-2 py-0.5 tabular-nums">
              {t('sportMatch.liveClock', { clock: now.clock })}
            </span>
          )}
        </>
      )}
    </p>
  )
}

/**
 * What a screen reader hears when a live match's score or period changes: one polite announcement per change (the
 * text only changes when the score or period does, so a re-render with the same data says nothing).
 */
export function MatchAnnouncer({ detail }: { detail: UnitDetail }) {
  const { t } = useTranslation()
  const [home, away] = detail.unit.competitors
  const now = liveMoment(detail)
  const text =
    home && away && detail.unit.score && detail.unit.status === 'live'
      ? t(now ? 'sportMatch.liveAnnouncePeriod' : 'sportMatch.liveAnnounce', {
          home: home.name,
          away: away.name,
          score: detail.unit.score,
          period: now ? t(`unit.periods.${now.period}`, now.period) : '',
        })
      : ''
  return (
    <p className="sr-only" aria-live="polite" aria-atomic="true">
      {text}
    </p>
  )
}

/** A play-by-play action in its sport's words; an unnamed one by its own description. */
export function useActionLabel(disciplineCode: string | null | undefined) {
  const { t } = useTranslation()
  return (entry: Pick<PlayByPlayEntry, 'action' | 'description'>) => {
    const key = playByPlayWordKey(disciplineCode, entry.action)
    // The key is one of the locale's (locales.test.ts checks every key the domain table gives), chosen at run time.
    return key ? t(key as 'sportMatch.other') : (entry.description ?? t('sportMatch.other'))
  }
}

/** The play-by-play on a phone: a card per moment, every field on screen at 360 px. */
export function PlayByPlayCards({ rows, disciplineCode }: { rows: PlayByPlayEntry[]; disciplineCode: string | null }) {
  const { t } = useTranslation()
  const label = useActionLabel(disciplineCode)
  return (
    <ol className="grid gap-2" aria-label={t('unit.tabs.play-by-play')}>
      {[...rows].reverse().map((r) => {
        const action = label(r)
        return (
          <li key={r.seq} className="grid gap-0.5 rounded-xl border border-line bg-surface px-3 py-2 text-sm text-ink">
            <div className="flex items-baseline justify-between gap-3">
              <span className="text-xs text-ink-muted tabular-nums">
                {[r.period ? t(`unit.periods.${r.period}`, r.period) : null, r.clock].filter(Boolean).join(' · ')}
              </span>
              {r.score && <span className="font-bold tabular-nums">{r.score}</span>}
            </div>
            <span className="font-semibold break-words">{action}</span>
            {(r.organisationCode || r.athleteName) && (
              <span className="break-words text-ink-muted">
                {[r.organisationCode, r.athleteName].filter(Boolean).join(' · ')}
              </span>
            )}
            {r.description && r.description !== action && (
              <span className="text-xs break-words text-ink-muted">{r.description}</span>
            )}
          </li>
        )
      })}
    </ol>
  )
}
