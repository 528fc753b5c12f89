import { type AnyContentKind, CONTENT_KINDS } from '@podium/domain'
import { useMutation, useQuery } from '@tanstack/react-query'
import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { secondaryButton } from '../../../components/ui/button-styles.ts'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { configQueries } from '../../../platform/config/api.ts'
import {
  DeleteConfirmation,
  ListStates,
  ManagerHeader,
  MissingLanguages,
  Pager,
  writeErrorKey,
} from '../components/admin-kit.tsx'
import { ManageAccess } from '../components/manage-access.tsx'
import { type ContentAdminItem, contentAdminMutations, contentAdminQueries } from './content-api.ts'
import { ContentFilters, type ContentFilterValues } from './content-filters.tsx'
import { ContentForm } from './content-form.tsx'
import { isCodeReference, summaryOf, titleOf } from './content-form-values.ts'
import { contentIcon } from './content-icons.ts'
import { rowImageOf } from './content-image-field.tsx'
import { useReferenceOptions } from './content-reference-fields.tsx'
import { ROW_EXTRAS } from './content-row-extras.tsx'
import { contentSection } from './content-sections.tsx'
import { useKindText } from './content-text.ts'

/** Typing waits this long before the list asks the server again. */
const SEARCH_DEBOUNCE_MS = 250

/**
 * `/manage/<kind>`: one manager for every content kind (issue 36, decision 103), built from the kind's declaration
 * — list, search, order, add, edit, delete — as the hand-made managers of decisions 036–046 are.
 */
export function ContentManagerPage({ kind }: { kind: AnyContentKind }) {
  return (
    <ManageAccess action="content.manage">
      {/* A new kind starts with a clean page (search, page, dialogs). */}
      <ContentManager key={kind.kind} kind={kind} />
    </ManageAccess>
  )
}

/** The manager of the kind with this name (the route checked it is one). */
export function ContentKindManagerPage({ name }: { name: string }) {
  const kind = CONTENT_KINDS.find((candidate) => candidate.kind === name)
  return kind ? <ContentManagerPage kind={kind} /> : null
}

type Editing = { mode: 'create' } | { mode: 'edit'; item: ContentAdminItem }

const iconButton =
  'inline-flex size-11 items-center justify-center rounded-full border border-line bg-surface text-ink transition hover:bg-surface-muted disabled:opacity-40'

/** The search as typed, and the one the list asks for once typing pauses. */
function useDebouncedSearch(onSettled: () => void) {
  const [typed, setTyped] = useState('')
  const [q, setQ] = useState('')
  useEffect(() => {
    if (typed === q) return
    const timer = setTimeout(() => {
      setQ(typed)
      onSettled()
    }, SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [typed, q, onSettled])
  return { typed, setTyped, q }
}

function ContentManager({ kind }: { kind: AnyContentKind }) {
  const { t } = useTranslation()
  const text = useKindText(kind)
  const locale = useLocale()
  const [page, setPage] = useState(1)
  const [firstPage] = useState(() => () => setPage(1))
  const search = useDebouncedSearch(firstPage)
  const [editing, setEditing] = useState<Editing | null>(null)
  const [deleting, setDeleting] = useState<ContentAdminItem | null>(null)
  const [filters, setFilters] = useState<ContentFilterValues>({})
  const query = useQuery(contentAdminQueries.list(kind, locale, { q: search.q, filters, page }))
  const Section = contentSection(kind)
  const move = useMutation(contentAdminMutations.move(kind, locale))
  const timeZone = useQuery(configQueries.detail(locale)).data?.games.timeZone
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / query.data.pageSize)) : 1
  // A search, or a filter other than the order's group, shows some items only: the arrows stay off.
  const partial =
    search.q !== '' || Object.entries(filters).some(([field, value]) => value && field !== kind.orderedWithin)
  // An empty list says why: nothing added yet (an invitation to add the first), or nothing matches the search or
  // filter.
  const narrowed = search.q !== '' || Object.values(filters).some(Boolean)
  // A kind with instants edits them in the games' time zone: its form waits for it.
  const needsZone = kind.fields.some((field) => field.widget === 'datetime' || field.widget === 'time')
  const { details: Details, actions: Actions } = ROW_EXTRAS[kind.kind] ?? {}
  // A discipline or a delegation reads by its name in the list (decision 111).
  const references = useReferenceOptions(kind.fields.some(isCodeReference))
  const label = (field: AnyContentKind['fields'][number], value: string) =>
    isCodeReference(field)
      ? (references[field.widget as 'discipline' | 'organisation'].find((o) => o.value === value)?.label ?? value)
      : field.widget === 'choice'
        ? text(`options.${field.name}.${value}`)
        : field.widget === 'integer'
          ? text(`values.${field.name}`, { value })
          : value

  const moveOne = async (item: ContentAdminItem, direction: 'up' | 'down') => {
    try {
      await move.mutateAsync({ id: item.id, body: { direction, version: item.version } })
      toast.success(text.generic('moved', { name: titleOf(kind, item) }))
    } catch (error) {
      toast.error(t(writeErrorKey(error)))
    }
  }

  return (
    <div className="mx-auto grid max-w-4xl gap-5">
      <ManagerHeader
        icon={contentIcon(kind)}
        title={text('title')}
        addLabel={text('add')}
        onAdd={() => setEditing({ mode: 'create' })}
      />
      <ContentFilters
        kind={kind}
        text={text}
        q={search.typed}
        onSearch={search.setTyped}
        filters={filters}
        onFilter={(field, value) => {
          setFilters((current) => ({ ...current, [field]: value }))
          setPage(1)
        }}
      />
      <ListStates
        isPending={query.isPending}
        isError={query.isError}
        onRetry={() => void query.refetch()}
        isEmpty={query.data?.items.length === 0}
        emptyText={narrowed ? text('empty') : text.generic('nothingYet', { add: text('add') })}
      >
        {() =>
          query.data && (
            <>
              <p className="text-sm text-ink-muted" aria-live="polite">
                {text('count', { count: query.data.total })}
              </p>
              {kind.ordered && <p className="text-xs text-ink-muted">{text('orderHint')}</p>}
              <ul className="grid gap-2">
                {query.data.items.map((item, i, items) => {
                  const name = titleOf(kind, item)
                  const { first, last } = edgesOf(items, i, { kind, page, pages, partial })
                  const summary = summaryOf(kind, item, { locale, timeZone, label })
                  const image = rowImageOf(kind.images, item)
                  return (
                    <li
                      key={item.id}
                      className="flex flex-wrap items-center gap-3 rounded-2xl border border-line bg-surface p-3 sm:flex-nowrap"
                    >
                      {image && (
                        <img
                          src={image}
                          alt=""
                          loading="lazy"
                          className="h-12 w-28 shrink-0 rounded-lg border border-line bg-white object-contain"
                        />
                      )}
                      <div className="min-w-0 basis-full sm:flex-1 sm:basis-auto">
                        <p className="font-semibold break-words text-ink">{name}</p>
                        {Details ? (
                          <Details kind={kind} item={item} text={text} timeZone={timeZone} summary={summary} />
                        ) : (
                          summary && <p className="text-sm break-words text-ink-muted">{summary}</p>
                        )}
                        <MissingLanguages missing={item.missing} />
                      </div>
                      <div className="flex basis-full flex-wrap gap-2 sm:shrink-0 sm:basis-auto sm:flex-nowrap">
                        {kind.ordered && (
                          <>
                            <button
                              type="button"
                              className={iconButton}
                              disabled={first || move.isPending}
                              onClick={() => void moveOne(item, 'up')}
                              aria-label={text.generic('moveUp', { name })}
                              title={text.generic('moveUp', { name })}
                            >
                              <ArrowUp aria-hidden="true" className="size-4" />
                            </button>
                            <button
                              type="button"
                              className={iconButton}
                              disabled={last || move.isPending}
                              onClick={() => void moveOne(item, 'down')}
                              aria-label={text.generic('moveDown', { name })}
                              title={text.generic('moveDown', { name })}
                            >
                              <ArrowDown aria-hidden="true" className="size-4" />
                            </button>
                          </>
                        )}
                        {Actions && (
                          <Actions kind={kind} item={item} text={text} timeZone={timeZone} summary={summary} />
                        )}
                        <button
                          type="button"
                          className={secondaryButton}
                          onClick={() => setEditing({ mode: 'edit', item })}
                          aria-label={text.generic('editOne', { name })}
                        >
                          <Pencil aria-hidden="true" className="size-4" />
                          {t('manage.edit')}
                        </button>
                        <button
                          type="button"
                          className={secondaryButton}
                          onClick={() => setDeleting(item)}
                          aria-label={text.generic('deleteOne', { name })}
                        >
                          <Trash2 aria-hidden="true" className="size-4" />
                          {t('manage.delete')}
                        </button>
                      </div>
                    </li>
                  )
                })}
              </ul>
              <Pager page={page} pages={pages} onPage={setPage} />
            </>
          )
        }
      </ListStates>
      {Section && <Section />}

      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.mode === 'edit' ? text('editTitle') : text('addTitle')}
        closeLabel={t('manage.close')}
        wide
      >
        {editing && (!needsZone || timeZone) && (
          <ContentForm
            key={editing.mode === 'edit' ? `${editing.item.id}:${editing.item.version}` : 'new'}
            kind={kind}
            item={editing.mode === 'edit' ? editing.item : undefined}
            timeZone={timeZone ?? 'UTC'}
            onDone={() => setEditing(null)}
          />
        )}
      </Dialog>
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={text('deleteTitle')}
        closeLabel={t('manage.close')}
      >
        {deleting && <DeleteItem kind={kind} item={deleting} onDone={() => setDeleting(null)} />}
      </Dialog>
    </div>
  )
}

/**
 * Whether an item is first or last in its order, as far as this page shows (a neighbour on another page may exist):
 * in the whole list, or in its group when the kind orders within one (decision 108).
 */
function edgesOf(
  items: readonly ContentAdminItem[],
  i: number,
  { kind, page, pages, partial }: { kind: AnyContentKind; page: number; pages: number; partial: boolean },
) {
  if (partial) return { first: true, last: true }
  const within = kind.orderedWithin
  const sameGroup = (other: ContentAdminItem | undefined) => !within || other?.[within] === items[i]?.[within]
  const first = i === 0 ? page === 1 : !sameGroup(items[i - 1])
  const last = i === items.length - 1 ? page === pages : !sameGroup(items[i + 1])
  return { first, last }
}

function DeleteItem({ kind, item, onDone }: { kind: AnyContentKind; item: ContentAdminItem; onDone: () => void }) {
  const { t } = useTranslation()
  const text = useKindText(kind)
  const remove = useMutation(contentAdminMutations.remove(kind, useLocale()))
  const [failure, setFailure] = useState<string | null>(null)
  // A kind may refuse the delete before asking (decision 118: a trivia somebody played).
  const refusal = ROW_EXTRAS[kind.kind]?.deleteRefusal?.(item, text, titleOf(kind, item))
  if (refusal) {
    return (
      <div className="grid gap-4">
        <p className="text-ink">{refusal}</p>
        <div className="flex justify-end">
          <button type="button" className={secondaryButton} onClick={onDone}>
            {t('manage.close')}
          </button>
        </div>
      </div>
    )
  }
  const confirm = async () => {
    try {
      await remove.mutateAsync({ id: item.id, version: item.version })
      toast.success(text('deleted'))
      onDone()
    } catch (error) {
      setFailure(t(writeErrorKey(error)))
    }
  }
  return (
    <DeleteConfirmation
      body={text('deleteBody', { name: titleOf(kind, item) })}
      confirmLabel={text('confirmDelete')}
      failure={failure}
      pending={remove.isPending}
      onConfirm={() => void confirm()}
      onCancel={onDone}
    />
  )
}
