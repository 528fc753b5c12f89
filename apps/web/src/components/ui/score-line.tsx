import { flagImage, type ScheduleItem } from '@podium/domain'
import { useTranslation } from 'react-i18next'
import { Flag } from './flag.tsx'
import { SummaryRecords, WinnerIcon } from './result-summary.tsx'

/** A match's two sides with their flags, one a line, and the score beside them; the winner in bold. Nothing for other units. */
export function ScoreLine({ competitors, score }: Pick<ScheduleItem, 'competitors' | 'score'>) {
  const { t } = useTranslation()
  const [home, away] = competitors
  if (!home || !away || competitors.length !== 2) return null
  const side = (c: typeof home) => (
    <span className={`flex min-w-0 items-center gap-1.5 ${c.winner ? 'font-bold' : ''}`}>
      <Flag src={flagImage(c.organisationCode)} name={c.organisationCode} decorative />
      <span className="truncate">{c.name}</span>
      {c.winner && <WinnerIcon />}
    </span>
  )
  // Two lines, one a side, the score beside both: names keep their width on a 390 px card.
  return (
    <p className="mt-1.5 grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 text-sm text-ink">
      {side(home)}
      <span className="row-span-2 rounded-md bg-surface-muted px-2 py-0.5 font-bold whitespace-nowrap tabular-nums">
        {score ?? (
          <>
            <span aria-hidden="true">–</span>
            <span className="sr-only">{t('unit.versus')}</span>
          </>
        )}
      </span>
      {side(away)}
    </p>
  )
}

/** Who leads a race or round under way, or won it once finished, with their result. */
export function LeaderLine({
  leader,
  finished,
  records,
}: {
  leader: NonNullable<ScheduleItem['leader']>
  finished: boolean
  /** Records the mark set ("GR"), from the unit's result summary (decision 093). */
  records?: readonly string[] | undefined
}) {
  const { t } = useTranslation()
  return (
    <p className="mt-1.5 flex min-w-0 flex-wrap items-center gap-x-1.5 gap-y-0.5 text-sm text-ink">
      <span className="shrink-0 text-ink-muted">{t(finished ? 'schedule.winner' : 'schedule.leader')}</span>
      <Flag src={flagImage(leader.organisationCode)} name={leader.organisationCode} decorative />
      <span className="min-w-0 font-semibold break-words">{leader.name}</span>
      {leader.result && (
        <span className="shrink-0 font-bold whitespace-nowrap tabular-nums">
          {leader.result}
          <SummaryRecords records={records} />
        </span>
      )}
    </p>
  )
}
