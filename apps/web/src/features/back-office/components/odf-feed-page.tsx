import {
  isApiErrorCode,
  type Locale,
  ODF_MESSAGE_OUTCOMES,
  type OdfFeedMessage,
  type OdfMedalCheck,
  type OdfMessageOutcome,
} from '@podium/domain'
import { useMutation, useQuery } from '@tanstack/react-query'
import type { TFunction } from 'i18next'
import { CheckCircle2, FileWarning, RadioTower, RotateCcw } from 'lucide-react'
import { type ReactNode, useDeferredValue, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { Badge } from '../../../components/ui/badge.tsx'
import { primaryButton, secondaryButton } from '../../../components/ui/button-styles.ts'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { apiErrorMessage } from '../../../lib/api-error-message.ts'
import { configQueries } from '../../../platform/config/api.ts'
import { odfFeedMutations, odfFeedQueries } from '../odf-feed-api.ts'
import { ListStates, ManagerFilters, Pager } from './admin-kit.tsx'
import { FilterChips } from './filter-chips.tsx'
import { gamesDateTime } from './games-date-time.ts'
import { ManageAccess } from './manage-access.tsx'
import { ManagedList, pagesOf } from './managed-list.tsx'
import { StructureChecks } from './odf-structure-checks.tsx'

/**
 * /manage/feed: the ODF feed at a glance (decision 073) — the competition followed, what each message received
 * became (applied, ignored and why, checked, refused with its line and column), the DT_MEDALS differences, the pool
 * standing and bracket differences (decision 078, odf-structure-checks.tsx), the last
 * Version per document, and re-applying a refused message once its cause is fixed.
 */
export function OdfFeedPage() {
  return (
    <ManageAccess action="odf.manage">
      <OdfFeed />
    </ManageAccess>
  )
}

const OUTCOME_TONES = { applied: 'brand', ignored: 'silver', checked: 'gold', refused: 'live' } as const

const card = 'grid gap-3 rounded-2xl border border-line bg-surface p-4'
/** A check of the whole games can differ for every delegation: the first rows, then all on request. */
const FOLDED_MISMATCHES = 8
const mono = 'font-mono text-xs break-all'

/** A document for a whole discipline is its three letters and dashes; all dashes is the whole competition. */
const isWholeCompetition = (code: string) => /^-+$/.test(code)

function OdfFeed() {
  const { t } = useTranslation()
  const locale = useLocale()
  const [outcome, setOutcome] = useState<OdfMessageOutcome | undefined>(undefined)
  const [page, setPage] = useState(1)
  const status = useQuery(odfFeedQueries.status(locale, { outcome, page }))
  const timeZone = useQuery(configQueries.detail(locale)).data?.games.timeZone
  const data = status.data
  const pages = pagesOf(data?.messages)
  const choose = (next: OdfMessageOutcome | undefined) => {
    setOutcome(next)
    setPage(1)
  }

  return (
    <div className="mx-auto grid max-w-4xl gap-6">
      <header className="grid gap-2">
        <h1 className="flex items-center gap-2 text-3xl font-extrabold tracking-tight text-ink">
          <RadioTower aria-hidden="true" className="size-7 text-brand" />
          {t('feedScreen.title')}
        </h1>
        <p className="text-sm text-ink-muted">{t('feedScreen.intro')}</p>
      </header>

      {data && (
        <section aria-labelledby="feed-summary" className={card}>
          <h2 id="feed-summary" className="text-lg font-bold text-ink">
            {t('feedScreen.summary')}
          </h2>
          <dl className="grid gap-3 sm:grid-cols-3">
            <Fact term={t('feedScreen.competition')}>
              {data.competitionCode ? (
                <span className="font-mono">{data.competitionCode}</span>
              ) : (
                t('feedScreen.noCompetition')
              )}
            </Fact>
            <Fact term={t('feedScreen.folder')}>
              {data.folderWatched ? t('feedScreen.folderWatched') : t('feedScreen.folderNotWatched')}
            </Fact>
            <Fact term={t('feedScreen.kept')}>{t('feedScreen.keptValue', { count: data.keep })}</Fact>
          </dl>
        </section>
      )}

      {data && data.medalChecks.length > 0 && (
        <section aria-labelledby="feed-medals" className="grid gap-3">
          <h2 id="feed-medals" className="text-xl font-bold text-ink">
            {t('feedScreen.medals.title')}
          </h2>
          <p className="text-sm text-ink-muted">{t('feedScreen.medals.intro')}</p>
          <ul className="grid gap-3">
            {data.medalChecks.map((check) => (
              <MedalCheck key={check.messageId} check={check} locale={locale} timeZone={timeZone} />
            ))}
          </ul>
        </section>
      )}

      {data?.structureChecks && data.structureChecks.length > 0 && (
        <StructureChecks checks={data.structureChecks} when={(iso) => gamesDateTime(iso, locale, timeZone)} />
      )}

      <section aria-labelledby="feed-messages" className="grid gap-3">
        <h2 id="feed-messages" className="text-xl font-bold text-ink">
          {t('feedScreen.messages.title')}
        </h2>
        <FilterChips
          legend={t('feedScreen.messages.filter')}
          allLabel={t('feedScreen.messages.all')}
          values={ODF_MESSAGE_OUTCOMES}
          label={(o) => t(`feedScreen.outcomes.${o}`)}
          counts={data?.counts}
          chosen={outcome}
          onChoose={choose}
        />
        <ManagedList
          query={status}
          isEmpty={(data?.messages.items.length ?? 0) === 0}
          emptyText={outcome ? t('feedScreen.messages.emptyFiltered') : t('feedScreen.messages.empty')}
          label={t('feedScreen.messages.title')}
          paging={{ page, pages, onPage: setPage }}
        >
          {() =>
            data?.messages.items.map((message) => (
              <MessageItem key={message.id} message={message} locale={locale} timeZone={timeZone} />
            ))
          }
        </ManagedList>
      </section>

      <DocumentsSection
        types={data?.documentTypes.map((d) => ({ value: d.documentType, count: d.documents })) ?? []}
        locale={locale}
        timeZone={timeZone}
      />
    </div>
  )
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{term}</dt>
      <dd className="text-ink">{children}</dd>
    </div>
  )
}

function MedalCheck({
  check,
  locale,
  timeZone,
}: {
  check: OdfMedalCheck
  locale: Locale
  timeZone: string | undefined
}) {
  const { t } = useTranslation()
  const scope = isWholeCompetition(check.documentCode)
    ? t('feedScreen.medals.allDisciplines')
    : t('feedScreen.medals.discipline', { code: check.documentCode.slice(0, 3) })
  const counts = (c: { gold: number; silver: number; bronze: number }) => `${c.gold} / ${c.silver} / ${c.bronze}`
  const [whole, setWhole] = useState(false)
  const shown = whole ? check.mismatches : check.mismatches.slice(0, FOLDED_MISMATCHES)
  return (
    <li className={card}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
        <span className="font-semibold text-ink">{scope}</span>
        <span>{t('feedScreen.version', { version: check.version })}</span>
        <time dateTime={check.receivedAt}>{gamesDateTime(check.receivedAt, locale, timeZone)}</time>
      </div>
      {check.mismatches.length === 0 ? (
        <p className="flex items-center gap-2 text-ink">
          <CheckCircle2 aria-hidden="true" className="size-4 text-brand" />
          {t('feedScreen.medals.agree')}
        </p>
      ) : (
        <table className="w-full text-left text-sm">
          <caption className="mb-2 text-left font-semibold text-ink">
            {t('feedScreen.medals.differ', { count: check.mismatches.length })}
          </caption>
          <thead className="text-ink-muted">
            <tr>
              <th scope="col" className="py-1 pr-3 font-semibold">
                {t('feedScreen.medals.delegation')}
              </th>
              <th scope="col" className="py-1 pr-3 font-semibold">
                {t('feedScreen.medals.feed')}
              </th>
              <th scope="col" className="py-1 font-semibold">
                {t('feedScreen.medals.podium')}
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((m) => (
              <tr key={m.organisation} className="border-t border-line">
                <th scope="row" className="py-1 pr-3 font-mono font-semibold text-ink">
                  {m.organisation}
                </th>
                <td className="py-1 pr-3 tabular-nums">
                  <span className="sr-only">{t('feedScreen.medals.countsLabel')} </span>
                  {counts(m.feed)}
                </td>
                <td className="py-1 tabular-nums">
                  <span className="sr-only">{t('feedScreen.medals.countsLabel')} </span>
                  {counts(m.podium)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {shown.length < check.mismatches.length && (
        <div>
          <button type="button" className={secondaryButton} onClick={() => setWhole(true)}>
            {t('feedScreen.medals.showAll', { total: check.mismatches.length })}
          </button>
        </div>
      )}
    </li>
  )
}

/** The translated name of a refusal: broken XML, an unusable message, a refused transition, or the code's text. */
function refusalTitle(t: TFunction, code: string, status: number): string {
  if (code === 'bad_request' && status === 400) return t('feedScreen.refusals.notXml')
  if (code === 'invalid_odf') return t('feedScreen.refusals.invalidOdf')
  if (code === 'invalid_transition') return t('feedScreen.refusals.transition')
  if (code === 'payload_too_large') return t('feedScreen.refusals.tooLarge')
  if (isApiErrorCode(code) && code !== 'internal_error') return t(`venueOps.errors.${code}`)
  return t('feedScreen.refusals.failed')
}

function MessageItem({
  message: m,
  locale,
  timeZone,
}: {
  message: OdfFeedMessage
  locale: Locale
  timeZone: string | undefined
}) {
  const { t } = useTranslation()
  const [confirming, setConfirming] = useState(false)
  const mutation = useMutation(odfFeedMutations.reapply(locale))
  const source =
    m.source === 'folder'
      ? t('feedScreen.sources.folder', { file: m.fileName ?? '' })
      : t(`feedScreen.sources.${m.source}`)
  const name = [m.documentType ?? t('feedScreen.unknownType'), m.version !== null ? `v${m.version}` : null]
    .filter(Boolean)
    .join(' ')

  const reapply = async () => {
    try {
      const { message } = await mutation.mutateAsync(m.id)
      setConfirming(false)
      if (message.outcome === 'refused') {
        toast.error(
          t('feedScreen.reapply.stillRefused', {
            reason: refusalTitle(t, message.refusal?.code ?? '', message.refusal?.status ?? 500),
          }),
        )
      } else toast.success(t(`feedScreen.reapply.done.${message.outcome}`))
    } catch (error) {
      setConfirming(false)
      toast.error(apiErrorMessage(t, error, 'manage.saveFailed'))
    }
  }

  return (
    <li className="grid gap-2 rounded-2xl border border-line bg-surface p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
        <Badge tone={OUTCOME_TONES[m.outcome]}>{t(`feedScreen.outcomes.${m.outcome}`)}</Badge>
        <span className="font-semibold text-ink">{name}</span>
        <time dateTime={m.receivedAt}>{gamesDateTime(m.receivedAt, locale, timeZone)}</time>
        <span>{source}</span>
      </div>
      {m.documentCode && (
        <p className={`${mono} text-ink`}>
          {isWholeCompetition(m.documentCode) ? t('feedScreen.wholeCompetition') : m.documentCode}
        </p>
      )}
      <Reason message={m} />
      {(m.canReapply || m.reappliedAs !== null) && (
        <div className="flex flex-wrap items-center justify-end gap-3">
          {m.reappliedAs !== null && (
            <span className="text-sm text-ink-muted">{t('feedScreen.reapply.was', { id: m.reappliedAs })}</span>
          )}
          {m.canReapply && (
            <button type="button" className={secondaryButton} onClick={() => setConfirming(true)}>
              <RotateCcw aria-hidden="true" className="size-4" />
              {t('feedScreen.reapply.button')}
            </button>
          )}
        </div>
      )}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('feedScreen.reapply.title')}
        closeLabel={t('feedScreen.reapply.cancel')}
      >
        <div className="grid gap-4">
          <p className="text-ink">{t('feedScreen.reapply.body', { name })}</p>
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" className={secondaryButton} onClick={() => setConfirming(false)}>
              {t('feedScreen.reapply.cancel')}
            </button>
            <button
              type="button"
              className={primaryButton}
              disabled={mutation.isPending}
              onClick={() => void reapply()}
            >
              <RotateCcw aria-hidden="true" className="size-4" />
              {t('feedScreen.reapply.confirm')}
            </button>
          </div>
        </div>
      </Dialog>
    </li>
  )
}

/** Why a message became what it did, in the reader's language; the server's own words (English) beneath. */
function Reason({ message: m }: { message: OdfFeedMessage }) {
  const { t } = useTranslation()
  if (m.outcome === 'applied') return null
  if (m.outcome === 'checked' && m.differences) {
    const count = m.differences.length
    return <p className="text-sm text-ink">{count ? t('structureFeed.differ', { count }) : t('structureFeed.agree')}</p>
  }
  if (m.outcome === 'checked') {
    const differ = m.mismatches?.length ?? 0
    return (
      <p className="text-sm text-ink">
        {differ ? t('feedScreen.medals.differ', { count: differ }) : t('feedScreen.medals.agree')}
      </p>
    )
  }
  if (m.outcome === 'ignored') {
    const text =
      m.ignoredReason === 'older'
        ? t('feedScreen.ignored.older', { version: m.currentVersion ?? 0 })
        : m.ignoredReason === 'test'
          ? t('feedScreen.ignored.test')
          : t('feedScreen.ignored.note')
    return (
      <div className="grid gap-1 text-sm">
        <p className="text-ink">{text}</p>
        {m.ignoredReason === 'note' && m.detail && <ServerWords text={m.detail} />}
      </div>
    )
  }
  const refusal = m.refusal
  return (
    <div className="grid gap-1 text-sm">
      <p className="flex flex-wrap items-center gap-x-2 font-semibold text-ink">
        <FileWarning aria-hidden="true" className="size-4 text-live" />
        {refusalTitle(t, refusal?.code ?? '', refusal?.status ?? 500)}
        {refusal?.line != null && (
          <span className="font-normal">
            {t('feedScreen.refusals.at', { line: refusal.line, column: refusal.column ?? 1 })}
          </span>
        )}
      </p>
      {m.detail && <ServerWords text={m.detail} />}
    </div>
  )
}

/** The server's technical explanation, in English as ODF's vocabulary is. */
function ServerWords({ text }: { text: string }) {
  return (
    <p lang="en" className="rounded-lg bg-surface-muted px-3 py-2 font-mono text-xs break-words text-ink">
      {text}
    </p>
  )
}

function DocumentsSection({
  types,
  locale,
  timeZone,
}: {
  types: { value: string; count: number }[]
  locale: Locale
  timeZone: string | undefined
}) {
  const { t } = useTranslation()
  const [q, setQ] = useState('')
  const [documentType, setDocumentType] = useState('')
  const [page, setPage] = useState(1)
  const search = useDeferredValue(q.trim())
  const query = useQuery(odfFeedQueries.documents(locale, { q: search, documentType, page }))
  const data = query.data
  const pages = pagesOf(data)
  return (
    <section aria-labelledby="feed-documents" className="grid gap-3">
      <h2 id="feed-documents" className="text-xl font-bold text-ink">
        {t('feedScreen.documents.title')}
      </h2>
      <ManagerFilters
        searchLabel={t('feedScreen.documents.search')}
        searchPlaceholder={t('feedScreen.documents.searchPlaceholder')}
        q={q}
        onSearch={(next) => {
          setQ(next)
          setPage(1)
        }}
        filterLabel={t('feedScreen.documents.type')}
        allLabel={t('feedScreen.documents.allTypes')}
        value={documentType}
        options={types.map((type) => ({ value: type.value, label: `${type.value} (${type.count})` }))}
        onFilter={(next) => {
          setDocumentType(next)
          setPage(1)
        }}
      />
      <ListStates
        isPending={query.isPending}
        isError={query.isError}
        onRetry={() => void query.refetch()}
        isEmpty={(data?.items.length ?? 0) === 0}
        emptyText={t('feedScreen.documents.empty')}
      >
        {() => (
          <>
            <div className="rounded-2xl border border-line bg-surface">
              <table className="w-full text-left text-sm">
                <thead className="text-ink-muted">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-semibold">
                      {t('feedScreen.documents.document')}
                    </th>
                    <th scope="col" className="px-3 py-2 text-right font-semibold">
                      {t('feedScreen.documents.version')}
                    </th>
                    <th scope="col" className="px-3 py-2 font-semibold">
                      {t('feedScreen.documents.appliedAt')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data?.items.map((d) => (
                    <tr
                      key={`${d.documentType}|${d.documentCode}|${d.documentSubcode}|${d.documentSubtype}`}
                      className="border-t border-line align-top"
                    >
                      <td className="px-3 py-2">
                        <span className="block text-xs font-semibold text-ink-muted">
                          {[d.documentType, d.documentSubtype, d.documentSubcode].filter(Boolean).join(' · ')}
                        </span>
                        <span className={`${mono} text-ink`}>{d.documentCode}</span>
                      </td>
                      <td className="px-3 py-2 text-right font-semibold tabular-nums">{d.version}</td>
                      <td className="px-3 py-2 text-ink-muted">
                        <time dateTime={d.appliedAt}>{gamesDateTime(d.appliedAt, locale, timeZone)}</time>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager page={page} pages={pages} onPage={setPage} />
          </>
        )}
      </ListStates>
    </section>
  )
}
