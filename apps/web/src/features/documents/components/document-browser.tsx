import {
  DOCUMENT_ORDERS,
  type DocumentDto,
  type DocumentKind,
  type DocumentOrder,
  formatDate,
  type Locale,
} from '@podium/domain'
import { useQuery } from '@tanstack/react-query'
import { FileText } from 'lucide-react'
import { type ReactNode, useDeferredValue, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { Badge } from '../../../components/ui/badge.tsx'
import { CardListSkeleton } from '../../../components/ui/card-list-skeleton.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { FIELD } from '../../../components/ui/field-styles.ts'
import { LoadError } from '../../../components/ui/load-error.tsx'
import { PdfViewer } from '../../../components/ui/pdf-viewer.tsx'
import { SearchBox } from '../../../components/ui/search-box.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { checkFile } from '../../../lib/file-actions.ts'
import { useLiveSync } from '../../../platform/live/live-sync.ts'
import { documentQueries } from '../api.ts'

interface Props {
  title: string
  kind: DocumentKind
  discipline?: string | undefined
  timeZone: string | undefined
  /** Above the list (e.g. a discipline picker). */
  toolbar?: ReactNode
  emptyText: string
}

/** Documents of one kind: filter by title, order by publication date, title or priority, open the PDF. */
export function DocumentBrowser({ title, kind, discipline, timeZone, toolbar, emptyText }: Props) {
  const { t } = useTranslation()
  const locale = useLocale()
  // A document published or edited in the back office shows without a reload (decision 039).
  useLiveSync()
  const [q, setQ] = useState('')
  const [order, setOrder] = useState<DocumentOrder>('date')
  const deferredQ = useDeferredValue(q.trim())
  const query = useQuery(documentQueries.list(locale, { kind, discipline, q: deferredQ, order }))
  const [open, setOpen] = useState<DocumentDto | null>(null)
  const openDocument = (doc: DocumentDto) =>
    checkFile(doc.url).then(
      () => setOpen(doc),
      () => toast.error(t('documents.viewer.openError'), { description: t('documents.viewer.tryLater') }),
    )
  return (
    <div className="mx-auto grid max-w-4xl gap-5">
      <h1 className="text-3xl font-extrabold tracking-tight text-ink">{title}</h1>
      {toolbar}
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_14rem]">
        <SearchBox
          label={t('documents.filterLabel')}
          value={q}
          onChange={setQ}
          placeholder={t('documents.filterPlaceholder')}
        />
        <label className="grid gap-1 text-sm font-semibold text-ink">
          {t('documents.orderLabel')}
          <select
            value={order}
            onChange={(e) => setOrder(e.target.value as DocumentOrder)}
            className={`${FIELD} w-full`}
          >
            {DOCUMENT_ORDERS.map((o) => (
              <option key={o} value={o}>
                {t(`documents.order.${o}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {query.isPending ? (
        <CardListSkeleton label={t('documents.loading')} />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : !query.data?.length ? (
        <EmptyState icon={<FileText aria-hidden="true" />}>{deferredQ ? t('documents.noMatch') : emptyText}</EmptyState>
      ) : (
        <ul className="grid gap-2" aria-label={title}>
          {query.data.map((doc) => (
            <li key={doc.id}>
              <DocumentRow doc={doc} locale={locale} timeZone={timeZone} onOpen={() => void openDocument(doc)} />
            </li>
          ))}
        </ul>
      )}
      <PdfViewer document={open} onClose={() => setOpen(null)} />
    </div>
  )
}

function DocumentRow(props: { doc: DocumentDto; locale: Locale; timeZone: string | undefined; onOpen: () => void }) {
  const { doc, locale, timeZone, onOpen } = props
  const { t } = useTranslation()
  return (
    <button
      type="button"
      onClick={onOpen}
      className="flex w-full items-start gap-3 rounded-2xl border border-line bg-surface p-4 text-left shadow-xs transition hover:border-brand"
    >
      <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
      <span className="min-w-0 flex-1">
        <span className="block leading-snug font-semibold text-ink">{doc.title}</span>
        <span className="mt-1 block text-sm text-ink-muted">
          {timeZone && (
            <time dateTime={doc.publishedAt}>
              {t('documents.published', { date: formatDate(doc.publishedAt, { locale, timeZone }) })}
            </time>
          )}
          {' · '}
          {t('documents.size', { size: Math.max(1, Math.round(doc.sizeBytes / 1024)) })}
        </span>
      </span>
      {doc.priority === 1 && <Badge tone="warn">{t('documents.highPriority')}</Badge>}
    </button>
  )
}
