import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { FilePenLine } from 'lucide-react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../../../i18n/i18n.ts'
import { correctionQueries } from '../api.ts'

/**
 * The latest correction that moved each delegation's medals (decision 086), by delegation code: one read of the log
 * for the whole table (a query per row made a language switch re-render the table without end).
 */
export function useMedalCorrections(): ReadonlyMap<string, number> {
  const locale = useLocale()
  const list = useQuery(correctionQueries.list(locale)).data
  return useMemo(() => {
    const latest = new Map<string, number>()
    // The log is newest first: a delegation's first entry is its latest.
    for (const c of list?.corrections ?? []) {
      for (const o of c.medalsMoved) if (!latest.has(o.code)) latest.set(o.code, c.id)
    }
    return latest
  }, [list])
}

/**
 * The medal table's mark beside a delegation whose medals a correction moved: a link to that correction in the log.
 * Nothing for the others.
 */
export function MedalCorrectionMark({ correctionId, name }: { correctionId: number | undefined; name: string }) {
  const { t } = useTranslation()
  if (correctionId === undefined) return null
  return (
    <Link
      to="/corrections"
      hash={`correction-${correctionId}`}
      data-testid="medal-correction-mark"
      className="inline-flex min-h-6 min-w-6 shrink-0 items-center justify-center gap-1 rounded-lg bg-warn-soft px-1 text-xs font-semibold text-warn-strong hover:underline sm:px-1.5"
      aria-label={t('corrections.markLabel', { delegation: name })}
      title={t('corrections.markLabel', { delegation: name })}
    >
      {/* An icon alone on a phone (24 px, a target's least), so the delegation's name keeps its room. */}
      <FilePenLine aria-hidden="true" className="size-3.5" />
      <span className="hidden sm:inline">{t('corrections.markShort')}</span>
    </Link>
  )
}
