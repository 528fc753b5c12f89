import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { FilePenLine } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../../../i18n/i18n.ts'
import { correctionQueries } from '../api.ts'

/**
 * The medal table's mark beside a delegation whose medals a correction moved (decision 086): a link to the latest
 * such correction in the log. Nothing for the others.
 */
export function MedalCorrectionMark({ organisationCode, name }: { organisationCode: string; name: string }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const latest = useQuery({
    ...correctionQueries.list(locale),
    select: (list) => list.corrections.find((c) => c.medalsMoved.some((o) => o.code === organisationCode)),
  }).data
  if (!latest) return null
  return (
    <Link
      to="/corrections"
      hash={`correction-${latest.id}`}
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
