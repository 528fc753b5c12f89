import {
  type AdminFeedback,
  FEEDBACK_SENTIMENTS,
  type FeedbackSentiment,
  formatDate,
  formatTime,
  type Locale,
} from '@podium/domain'
import { useMutation, useQuery } from '@tanstack/react-query'
import { Check, Download, Frown, Inbox, Meh, RotateCcw, Smile } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { Badge } from '../../../components/ui/badge.tsx'
import { secondaryButton } from '../../../components/ui/button-styles.ts'
import { CardListSkeleton } from '../../../components/ui/card-list-skeleton.tsx'
import { FIELD } from '../../../components/ui/field-styles.ts'
import { LoadError } from '../../../components/ui/load-error.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { configQueries } from '../../../platform/config/api.ts'
import { feedbackCsvHref, feedbackInboxMutations, feedbackInboxQueries } from '../feedback-api.ts'
import { Pager, writeErrorKey } from './admin-kit.tsx'
import { ManageAccess } from './manage-access.tsx'

/** /manage/feedback: the suggestions users sent, filtered, handled and exported (decision 040). */
export function FeedbackInboxPage() {
  return (
    <ManageAccess action="feedback.read">
      <FeedbackInbox />
    </ManageAccess>
  )
}

const SENTIMENT_ICONS = { happy: Smile, neutral: Meh, sad: Frown } as const
type HandledFilter = 'open' | 'handled' | 'all'
const HANDLED_FILTERS: readonly HandledFilter[] = ['open', 'handled', 'all']
const handledParam = (filter: HandledFilter) => (filter === 'all' ? undefined : filter === 'handled')

const chip = (pressed: boolean) =>
  `inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 py-2 text-sm font-semibold transition ${
    pressed ? 'border-brand bg-brand text-brand-ink' : 'border-line bg-surface text-ink hover:bg-surface-muted'
  }`

function FeedbackInbox() {
  const { t } = useTranslation()
  const locale = useLocale()
  const [sentiment, setSentiment] = useState<FeedbackSentiment | undefined>(undefined)
  const [handled, setHandled] = useState<HandledFilter>('open')
  const [page, setPage] = useState(1)
  const handledId = useId()
  const filter = { sentiment, handled: handledParam(handled) }
  const query = useQuery(feedbackInboxQueries.list(locale, { ...filter, page }))
  const timeZone = useQuery(configQueries.detail(locale)).data?.games.timeZone
  const counts = query.data?.counts
  const all = counts ? counts.happy + counts.neutral + counts.sad : undefined
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / query.data.pageSize)) : 1
  const choose = (next: FeedbackSentiment | undefined) => {
    setSentiment(next)
    setPage(1)
  }

  return (
    <div className="mx-auto grid max-w-4xl gap-5">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="flex items-center gap-2 text-3xl font-extrabold tracking-tight text-ink">
          <Inbox aria-hidden="true" className="size-7 text-brand" />
          {t('manage.feedback.title')}
        </h1>
        <a className={secondaryButton} href={feedbackCsvHref(filter)} download>
          <Download aria-hidden="true" className="size-4" />
          {t('manage.feedback.export')}
        </a>
      </header>

      <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
        <fieldset className="grid gap-1">
          <legend className="mb-1 text-sm font-semibold text-ink">{t('manage.feedback.sentiment')}</legend>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={chip(!sentiment)}
              aria-pressed={!sentiment}
              onClick={() => choose(undefined)}
            >
              {t('manage.feedback.allSentiments')}
              {all !== undefined && <span className="tabular-nums">({all})</span>}
            </button>
            {FEEDBACK_SENTIMENTS.map((s) => {
              const Icon = SENTIMENT_ICONS[s]
              return (
                <button
                  key={s}
                  type="button"
                  className={chip(sentiment === s)}
                  aria-pressed={sentiment === s}
                  onClick={() => choose(s)}
                >
                  <Icon aria-hidden="true" className="size-4" />
                  {t(`feedback.sentiments.${s}`)}
                  {counts && <span className="tabular-nums">({counts[s]})</span>}
                </button>
              )
            })}
          </div>
        </fieldset>
        <div className="grid gap-1">
          <label htmlFor={handledId} className="text-sm font-semibold text-ink">
            {t('manage.feedback.status')}
          </label>
          <select
            id={handledId}
            className={FIELD}
            value={handled}
            onChange={(e) => {
              setHandled(e.target.value as HandledFilter)
              setPage(1)
            }}
          >
            {HANDLED_FILTERS.map((f) => (
              <option key={f} value={f}>
                {t(`manage.feedback.filters.${f}`)}
              </option>
            ))}
          </select>
        </div>
      </div>

      {query.isPending ? (
        <CardListSkeleton rows={4} label={t('manage.loading')} />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <p className="rounded-2xl border border-line bg-surface p-6 text-center text-ink-muted">
          {t('manage.feedback.empty')}
        </p>
      ) : (
        <>
          <p className="text-sm text-ink-muted" aria-live="polite">
            {t('manage.feedback.count', { count: query.data.total })}
          </p>
          <ul className="grid gap-2">
            {query.data.items.map((item) => (
              <FeedbackItem key={item.id} item={item} locale={locale} timeZone={timeZone} />
            ))}
          </ul>
          <Pager page={page} pages={pages} onPage={setPage} />
        </>
      )}
    </div>
  )
}

/** A date and time in the games' time zone (the browser's until the games' calendar has loaded). */
function when(iso: string, locale: Locale, timeZone: string | undefined) {
  const zone = timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone
  return `${formatDate(iso, { locale, timeZone: zone })} ${formatTime(iso, { locale, timeZone: zone })}`
}

function FeedbackItem({
  item,
  locale,
  timeZone,
}: {
  item: AdminFeedback
  locale: Locale
  timeZone: string | undefined
}) {
  const { t } = useTranslation()
  const mutation = useMutation(feedbackInboxMutations.setHandled(locale))
  const Icon = SENTIMENT_ICONS[item.sentiment]
  const isHandled = item.handledAt !== null
  const toggle = async () => {
    try {
      await mutation.mutateAsync({ id: item.id, handled: !isHandled })
      toast.success(isHandled ? t('manage.feedback.reopened') : t('manage.feedback.handledToast'))
    } catch (error) {
      toast.error(t(writeErrorKey(error)))
    }
  }
  return (
    <li className="grid gap-2 rounded-2xl border border-line bg-surface p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
        <span className="inline-flex items-center gap-1 font-semibold text-ink">
          <Icon aria-hidden="true" className="size-4 text-brand" />
          {t(`feedback.sentiments.${item.sentiment}`)}
        </span>
        <time dateTime={item.createdAt}>{when(item.createdAt, locale, timeZone)}</time>
        <span>{item.author ?? t('manage.feedback.noAuthor')}</span>
        {item.handledAt && (
          <Badge tone="brand">
            <Check aria-hidden="true" className="size-3" />
            {item.handledBy
              ? t('manage.feedback.handledBy', {
                  name: item.handledBy,
                  when: when(item.handledAt, locale, timeZone),
                })
              : t('manage.feedback.handledAt', { when: when(item.handledAt, locale, timeZone) })}
          </Badge>
        )}
      </div>
      <p className="break-words whitespace-pre-wrap text-ink">{item.suggestion}</p>
      <div className="flex justify-end">
        <button type="button" className={secondaryButton} disabled={mutation.isPending} onClick={() => void toggle()}>
          {isHandled ? (
            <RotateCcw aria-hidden="true" className="size-4" />
          ) : (
            <Check aria-hidden="true" className="size-4" />
          )}
          {isHandled ? t('manage.feedback.reopen') : t('manage.feedback.markHandled')}
        </button>
      </div>
    </li>
  )
}
