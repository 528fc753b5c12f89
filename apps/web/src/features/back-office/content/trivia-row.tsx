import { formatDate, formatTime } from '@podium/domain'
import { Printer } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Badge } from '../../../components/ui/badge.tsx'
import { secondaryButton } from '../../../components/ui/button-styles.ts'
import { useLocale } from '../../../i18n/i18n.ts'
import type { ContentAdminItem } from './content-api.ts'
import { titleOf } from './content-form-values.ts'
import type { RowExtraProps } from './content-row-extras.tsx'
import type { KindText } from './content-text.ts'

/**
 * A trivia's row (decisions 043, 118): inactive or not, its author, questions and attempts, its window on the games'
 * clock, and its printable QR sheet (a PDF the server draws).
 */
export function TriviaDetails({ item, timeZone }: RowExtraProps) {
  const { t } = useTranslation()
  const locale = useLocale()
  const when = (instant: unknown) =>
    typeof instant === 'string' && timeZone
      ? `${formatDate(instant, { locale, timeZone })} ${formatTime(instant, { locale, timeZone })}`
      : t('content.trivia.row.unbounded')
  const questions = Array.isArray(item.questions) ? item.questions.length : 0
  return (
    <>
      <p className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
        {item.active ? null : <Badge tone="warn">{t('content.trivia.options.active.false')}</Badge>}
        {String(item.author)} · {t('content.trivia.row.questionCount', { count: questions })} ·{' '}
        {t('content.trivia.row.attemptCount', { count: Number(item.attemptCount ?? 0) })}
      </p>
      <p className="text-sm text-ink-muted">
        {t('content.trivia.row.window', { opens: when(item.opensAt), closes: when(item.closesAt) })}
      </p>
    </>
  )
}

export function TriviaActions({ kind, item }: RowExtraProps) {
  const { t } = useTranslation()
  return (
    <a
      className={secondaryButton}
      href={`/api/v1/admin/trivia/${item.id}/qr.pdf`}
      target="_blank"
      rel="noopener"
      aria-label={t('content.trivia.row.printOne', { name: titleOf(kind, item) })}
    >
      <Printer aria-hidden="true" className="size-4" />
      {t('content.trivia.row.print')}
    </a>
  )
}

/** A played trivia is never deleted (decision 043): the dialog says why and how many attempts hold it. */
export const triviaDeleteRefusal = (item: ContentAdminItem, text: KindText, name: string) => {
  const count = Number(item.attemptCount ?? 0)
  return count > 0 ? text('row.deleteRefused', { name, count }) : undefined
}
