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
      className="inline-flex shrink-0 items-center gap-1 rounded-lg bg-warn-soft px-1.5 py-0.5 text-xs font-semibold text-warn-strong hover:underline"
      aria-label={t('corrections.markLabel', { delegation: name })}
      title={t('corrections.markLabel', { delegation: name })}
    >
      <FilePenLine aria-hidden="true" className="size-3.5" />
      <span className="hidden sm:inline">{t('corrections.markShort')}</span>
    </Link>
  )
}
