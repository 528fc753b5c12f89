import { type AdminFeedback, FEEDBACK_SENTIMENTS, type FeedbackSentiment, type Locale } from '@podium/domain'
import { useMutation, useQuery } from '@tanstack/react-query'
import { Check, Frown, Inbox, Meh, RotateCcw, Smile } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { Badge } from '../../../components/ui/badge.tsx'
import { secondaryButton } from '../../../components/ui/button-styles.ts'
import { useLocale } from '../../../i18n/i18n.ts'
import { configQueries } from '../../../platform/config/api.ts'
import { feedbackCsvHref, feedbackInboxMutations, feedbackInboxQueries } from '../feedback-api.ts'
import { writeErrorKey } from './admin-kit.tsx'
import { FilterChips } from './filter-chips.tsx'
import { gamesDateTime } from './games-date-time.ts'
import { LabelledSelect, Options } from './labelled-select.tsx'
import { ManageAccess } from './manage-access.tsx'
import { ManagedList, pagesOf } from './managed-list.tsx'
import { ExportLink, ManagerTitle } from './manager-title.tsx'

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

function FeedbackInbox() {
  const { t } = useTranslation()
  const locale = useLocale()
  const [sentiment, setSentiment] = useState<FeedbackSentiment | undefined>(undefined)
  const [handled, setHandled] = useState<HandledFilter>('open')
  const [page, setPage] = useState(1)
  const filter = { sentiment, handled: handledParam(handled) }
  const query = useQuery(feedbackInboxQueries.list(locale, { ...filter, page }))
  const timeZone = useQuery(configQueries.detail(locale)).data?.games.timeZone
  const choose = (next: FeedbackSentiment | undefined) => {
    setSentiment(next)
    setPage(1)
  }

  return (
    <div className="mx-auto grid max-w-4xl gap-5">
      <ManagerTitle icon={Inbox} title={t('manage.feedback.title')}>
        <ExportLink href={feedbackCsvHref(filter)} text={t('manage.feedback.export')} />
      </ManagerTitle>

      <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
        <FilterChips
          legend={t('manage.feedback.sentiment')}
          allLabel={t('manage.feedback.allSentiments')}
          values={FEEDBACK_SENTIMENTS}
          label={(s) => t(`feedback.sentiments.${s}`)}
          icons={SENTIMENT_ICONS}
          counts={query.data?.counts}
          chosen={sentiment}
          onChoose={choose}
        />
        <LabelledSelect
          label={t('manage.feedback.status')}
          value={handled}
          onChange={(value) => {
            setHandled(value as HandledFilter)
            setPage(1)
          }}
        >
          <Options values={HANDLED_FILTERS} label={(f) => t(`manage.feedback.filters.${f}`)} />
        </LabelledSelect>
      </div>

      <ManagedList
        query={query}
        isEmpty={query.data?.items.length === 0}
        emptyText={t('manage.feedback.empty')}
        count={t('manage.feedback.count', { count: query.data?.total ?? 0 })}
        paging={{ page, pages: pagesOf(query.data), onPage: setPage }}
      >
        {() =>
          query.data?.items.map((item) => (
            <FeedbackItem key={item.id} item={item} locale={locale} timeZone={timeZone} />
          ))
        }
      </ManagedList>
    </div>
  )
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
        <time dateTime={item.createdAt}>{gamesDateTime(item.createdAt, locale, timeZone)}</time>
        <span>{item.author ?? t('manage.feedback.noAuthor')}</span>
        {item.handledAt && (
          <Badge tone="brand">
            <Check aria-hidden="true" className="size-3" />
            {item.handledBy
              ? t('manage.feedback.handledBy', {
                  name: item.handledBy,
                  when: gamesDateTime(item.handledAt, locale, timeZone),
                })
              : t('manage.feedback.handledAt', { when: gamesDateTime(item.handledAt, locale, timeZone) })}
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
