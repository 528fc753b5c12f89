import { TriangleAlert } from 'lucide-react'
import { useEffect, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { primaryButton } from '../../../components/ui/button-styles.ts'
import { apiErrorText } from '../../../lib/api-error-message.ts'
import { describeError, messageKeyForStatus } from '../describe-error.ts'
import { isBot } from '../is-bot.ts'
import { reportClientError } from '../report-client-error.ts'

/** The full-page error screen of docs/product-rules.md §2 and §8; bots get a plain line instead. */
export function ErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation()
  const details = useMemo(() => describeError(error), [error])

  useEffect(() => {
    reportClientError(error, details)
  }, [error, details])

  if (isBot()) return <p className="p-6">{t('errorPage.plain', { status: details.status })}</p>

  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center py-10 text-center">
      <div className="flex size-14 items-center justify-center rounded-full bg-warn-soft text-warn-strong">
        <TriangleAlert aria-hidden="true" className="size-7" />
      </div>
      <p className="mt-5 text-5xl font-extrabold tracking-tight text-brand tabular-nums">{details.status}</p>
      <h1 className="mt-2 text-2xl font-bold text-ink">{t('errorPage.title')}</h1>
      <p className="mt-2 text-ink-muted">{t(`errorPage.byCode.${messageKeyForStatus(details.status)}`)}</p>

      <dl className="mt-8 w-full rounded-2xl border border-line bg-surface p-5 text-left text-sm">
        <div className="grid gap-1 sm:grid-cols-[9rem_1fr]">
          <dt className="font-semibold text-ink-muted">{t('errorPage.statusText')}</dt>
          <dd className="text-ink">
            {details.status} · {details.statusText ?? t('errorPage.unknownStatus')}
          </dd>
        </div>
        <div className="mt-3 grid gap-1 sm:grid-cols-[9rem_1fr]">
          <dt className="font-semibold text-ink-muted">{t('errorPage.message')}</dt>
          <dd className="break-words text-ink">
            {/* The server's code in the reader's language, never its English message (decision 066). */}
            {apiErrorText(t, error) ?? details.message ?? t('errorPage.noDetails')}
          </dd>
        </div>
      </dl>

      <details className="mt-3 w-full rounded-2xl border border-line bg-surface p-5 text-left text-sm">
        <summary className="cursor-pointer font-semibold text-ink">{t('errorPage.stack')}</summary>
        <pre className="mt-3 max-h-64 overflow-auto whitespace-pre-wrap break-words text-xs text-ink-muted">
          {details.stack ?? t('errorPage.noStack')}
        </pre>
      </details>

      {/* A full load rather than client navigation: the app state that failed may be what broke. */}
      <button type="button" className={`mt-8 ${primaryButton}`} onClick={() => window.location.assign('/')}>
        {t('errorPage.backHome')}
      </button>
    </div>
  )
}
