/**
 * A unit's result the way its sport's followers read it, for the lists, home cards and widgets (issue 38, decision
 * 093): each set's score beside the match score, a live match's period and clock, how a bout was won, a race's
 * record, a judged total's D and E. The domain gives the parts (`ResultSummary`); this words them in the reader's
 * language. The score or mark the row already shows is not repeated.
 */
import { type ResultSummary, resultSummaryText, type ScheduleItem, type SummaryWords } from '@podium/domain'
import { Trophy } from 'lucide-react'
import { useTranslation } from 'react-i18next'

const RECORD_CODES = ['WR', 'OR', 'GR', 'CR', 'NR', 'JR', 'PB', 'SB'] as const
const isRecordCode = (code: string): code is (typeof RECORD_CODES)[number] =>
  (RECORD_CODES as readonly string[]).includes(code)

/** The words a summary needs, from the locale files (period and decision codes the locale lacks print as they are). */
export function useSummaryWords(): SummaryWords {
  const { t } = useTranslation()
  return {
    // Keys chosen at run time from the domain's codes; a code the locale lacks falls back to itself.
    period: (code) => t(`unit.periods.${code}` as 'unit.periods.S1', code),
    decision: (code) => t(`sportMatch.decisions.${code}` as 'sportMatch.decisions.ippon', code),
  }
}

/** Record badges ("GR") whose name ("Games record") is their accessible name. */
export function SummaryRecords({ records }: { records: readonly string[] | undefined }) {
  const { t } = useTranslation()
  if (!records?.length) return null
  return (
    <>
      {records.map((code) => {
        const name = isRecordCode(code) ? t(`records.kinds.${code}`) : t('records.kinds.other', { code })
        return (
          <abbr
            key={code}
            title={name}
            aria-label={name}
            className="ml-1 inline-block rounded bg-gold-soft px-1 text-[0.7rem] leading-4 font-bold whitespace-nowrap text-ink no-underline"
          >
            {code}
          </abbr>
        )
      })}
    </>
  )
}

/** What the line says beyond the score or mark the row shows: null when nothing. */
function lineOf(summary: ResultSummary, words: SummaryWords, wonBy: (decision: string) => string): string | null {
  if ((summary.kind === 'match' || summary.kind === 'combat') && summary.live) return resultSummaryText(summary, words)
  if (summary.kind === 'match') {
    const text = resultSummaryText({ ...summary, score: undefined, decision: undefined }, words)
    const decision = summary.decision ? wonBy(words.decision(summary.decision)) : null
    return [text, decision].filter(Boolean).join(' · ') || null
  }
  if (summary.kind === 'combat') {
    const text = resultSummaryText(summary, words)
    return summary.decision ? wonBy(text) : null
  }
  return null
}

/** The summary's words beyond the score or mark a row shows ("25-21, 23-25 …", "Won by: Ippon"), or null. */
export function useSummaryLine(summary: ScheduleItem['summary']): string | null {
  const { t } = useTranslation()
  const words = useSummaryWords()
  if (!summary || summary.kind === 'judged') return null
  return lineOf(summary, words, (decision) => t('sportMatch.wonBy', { decision }))
}

/** The summary's line under a row's sides or leader; record badges and D/E go beside the leader's mark instead. */
export function ResultSummaryLine({
  summary,
  className = '',
}: {
  summary: ScheduleItem['summary']
  className?: string
}) {
  const { t } = useTranslation()
  const line = useSummaryLine(summary)
  if (!summary) return null
  if (summary.kind === 'judged') {
    if (summary.d === undefined && summary.e === undefined) return null
    const text = [summary.d !== undefined ? `D ${summary.d}` : null, summary.e !== undefined ? `E ${summary.e}` : null]
      .filter(Boolean)
      .join(' · ')
    return (
      <p className={`text-xs text-ink-muted tabular-nums ${className}`} data-testid="result-summary">
        <span aria-hidden="true">{text}</span>
        <span className="sr-only">{t('detailSurfaces.judged', { d: summary.d ?? '–', e: summary.e ?? '–' })}</span>
      </p>
    )
  }
  if (!line) return null
  const live = (summary.kind === 'match' || summary.kind === 'combat') && summary.live
  return (
    <p
      className={`text-xs tabular-nums ${live ? 'font-semibold text-ink' : 'text-ink-muted'} ${className}`}
      data-testid="result-summary"
    >
      {summary.kind === 'match' && summary.periods && !live && (
        <span className="sr-only">{t('detailSurfaces.periods')} </span>
      )}
      {live && <span className="sr-only">{t('detailSurfaces.now')} </span>}
      {line}
    </p>
  )
}

/** "Winner" beside the winning side's name in a two-sided row: an icon with a word, not bold type alone. */
export function WinnerIcon() {
  const { t } = useTranslation()
  return (
    <span className="inline-flex shrink-0 items-center text-gold-strong">
      <Trophy aria-hidden="true" className="size-3.5" />
      <span className="sr-only">{t('sportMatch.winner')}</span>
    </span>
  )
}

/** The records a leader's mark set, from the summary of a race, field event or judged sport. */
export function summaryRecords(summary: ScheduleItem['summary']): readonly string[] | undefined {
  return summary && (summary.kind === 'timed' || summary.kind === 'field' || summary.kind === 'judged')
    ? summary.records
    : undefined
}
