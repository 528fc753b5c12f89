import {
  type EventRanking,
  formatDayLabel,
  formatTime,
  type Locale,
  type NextStep,
  type StructureRankingEntry,
  zonedDate,
} from '@podium/domain'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Flag } from '../../../components/ui/flag.tsx'
import { MedalIcon } from '../../../components/ui/medal-icon.tsx'
import { Skeleton } from '../../../components/ui/skeleton.tsx'
import { competitionQueries } from '../api.ts'
import { ordinal, placeholderText, roundName, type Translate, unitName } from '../wording.ts'
import { CompetitorLink } from './competitor-link.tsx'
import type { Frame } from './pool-tables.tsx'

/**
 * An event's ranking read from its structure and a competitor's "next" (decision 079): the server ranks and resolves,
 * these only word it in the visitor's language and time zone.
 */

type Stage = NonNullable<StructureRankingEntry['at']>

/** "Out in the quarter-finals", "Eliminated in Pool A (3rd)", "Out in the Round of 16". */
export function outText(at: Stage, t: Translate, locale: Locale): string {
  if (at.stage === 'pool' && at.pool) {
    return at.poolPlace
      ? t('structureRank.out.poolPlace', { pool: at.pool, place: ordinal(at.poolPlace, t, locale) })
      : t('structureRank.out.pool', { pool: at.pool })
  }
  if (at.stage === 'elimination')
    return t('structureRank.out.round', { round: roundName({ code: at.round, stage: at.stage }, t) })
  return t(`structureRank.out.${at.stage}`)
}

/** What a row says beside its name: still in, where they went out, or nothing once a medal or a place says it. */
function statusText(entry: StructureRankingEntry, t: Translate, locale: Locale): string | null {
  if (entry.state === 'in') return t('structureRank.stillIn')
  if (entry.state === 'out' && entry.at) return outText(entry.at, t, locale)
  return null
}

export function EventRankingList({ ranking, locale }: { ranking: EventRanking; locale: Locale }) {
  const { t } = useTranslation()
  return (
    <div className="grid gap-2">
      {!ranking.complete && <p className="text-xs text-ink-muted">{t('structureRank.provisional')}</p>}
      <ol className="grid gap-1.5">
        {ranking.entries.map((row) => {
          const status = statusText(row, t, locale)
          return (
            <li key={row.competitorId} className="flex items-center gap-2 text-sm text-ink">
              <span className="w-7 shrink-0 font-bold tabular-nums">
                {row.rank ?? <span className="text-ink-muted">–</span>}
                {row.rank === null && <span className="sr-only">{t('structureRank.noRank')}</span>}
              </span>
              {row.medal && <MedalIcon medal={row.medal} size="sm" />}
              <Flag src={row.competitor.organisation.flagUrl} name={row.competitor.organisation.name} decorative />
              <CompetitorLink
                competitor={row.competitor}
                className="min-w-0 flex-1 truncate font-semibold underline-offset-2 hover:underline"
              >
                {row.competitor.name}
              </CompetitorLink>
              {status && (
                <span
                  className={`shrink-0 text-xs ${row.state === 'in' ? 'font-semibold text-brand-strong' : 'text-ink-muted'}`}
                >
                  {status}
                </span>
              )}
            </li>
          )
        })}
      </ol>
    </div>
  )
}

/** One event's line: "Next: Quarter-final 2 vs Brazil, Tue 15 Jul 15:30, Court 2", or how it ended. */
export function nextText(step: NextStep, t: Translate, frame: Frame): string {
  switch (step.kind) {
    case 'next': {
      const parts: string[] = []
      const unit = unitName({ round: step.round, stage: step.stage, number: step.number }, t)
      const opponent =
        step.opponent?.state === 'decided'
          ? step.opponent.competitor.name
          : step.opponent?.state === 'pending'
            ? placeholderText(step.opponent.placeholder, t, frame.locale)
            : null
      parts.push(opponent ? t('structureRank.next.versus', { unit, opponent }) : unit)
      if (step.startAt) {
        parts.push(
          `${formatDayLabel(zonedDate(step.startAt, frame.timeZone), { locale: frame.locale })} ${formatTime(step.startAt, frame)}`,
        )
      }
      if (step.venueName) parts.push(step.venueName)
      return t('structureRank.next.line', { details: parts.join(', ') })
    }
    case 'waiting':
      return t('structureRank.next.waiting')
    case 'placed':
      if (step.medal) return t(`structureRank.won.${step.medal}`)
      return step.rank
        ? t('structureRank.finished', { place: ordinal(step.rank, t, frame.locale) })
        : t('structureRank.done')
    case 'out': {
      const where = step.at ? outText(step.at, t, frame.locale) : t('structureRank.done')
      return step.rank ? t('structureRank.outRanked', { where, place: ordinal(step.rank, t, frame.locale) }) : where
    }
  }
}

/** An athlete's or a team's events with a format, each with its next step (nothing when there is none). */
export function CompetitorNextList({ kind, id, frame }: { kind: 'athletes' | 'teams'; id: string; frame: Frame }) {
  const { t } = useTranslation()
  const query = useQuery(competitionQueries.next(kind, id, frame.locale))
  if (query.isPending) return <Skeleton className="h-12 w-full" />
  const events = query.data?.events ?? []
  if (events.length === 0) return null
  return (
    <section
      aria-labelledby="competitor-next"
      className="grid gap-2 rounded-2xl border border-line bg-surface p-3 sm:p-4"
    >
      <h2 id="competitor-next" className="text-lg font-bold text-ink">
        {t('structureRank.next.heading')}
      </h2>
      <ul className="grid gap-2">
        {events.map((e) => (
          <li key={e.event.code} className="grid gap-0.5 text-sm">
            <span className="text-xs font-semibold text-ink-muted">{e.event.name}</span>
            <span className="text-ink" data-testid="next-step">
              {nextText(e.step, t, frame)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
