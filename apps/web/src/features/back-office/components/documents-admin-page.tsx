import {
  type AdminDocument,
  DOCUMENT_KINDS,
  DocumentInputSchema,
  type DocumentKind,
  DocumentUpdateSchema,
  documentFileProblem,
  formatDate,
  formatTime,
  VALIDATION_MESSAGES,
  zonedDate,
  zonedInstant,
  zonedTimeOfDay,
} from '@podium/domain'
import { useMutation, useQuery } from '@tanstack/react-query'
import { FileText, Pencil, Trash2 } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { Badge } from '../../../components/ui/badge.tsx'
import { secondaryButton } from '../../../components/ui/button-styles.ts'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { FIELD } from '../../../components/ui/field-styles.ts'
import { TextField } from '../../../components/ui/text-field.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { configQueries } from '../../../platform/config/api.ts'
import { referenceQueries } from '../../../platform/reference/api.ts'
import { documentsAdminMutations, documentsAdminQueries } from '../documents-api.ts'
import {
  DeleteConfirmation,
  FormActions,
  FormFailure,
  ListStates,
  ManagerFilters,
  ManagerHeader,
  MissingLanguages,
  Pager,
  TranslatedFields,
  type TranslatedForm,
  toTranslatedForm,
  writeErrorKey,
} from './admin-kit.tsx'
import { ManageAccess } from './manage-access.tsx'
import { schemaProblems, useEditorSave } from './use-editor-save.ts'

/** /manage/documents: reports, communications and other PDFs — list, search, filter, page, upload, edit, delete. */
export function DocumentsAdminPage() {
  return (
    <ManageAccess action="content.manage">
      <DocumentsAdmin />
    </ManageAccess>
  )
}

type Editing = { mode: 'create' } | { mode: 'edit'; doc: AdminDocument }

/** The domain's range (DOCUMENT_PRIORITY_MIN to _MAX), 1 the highest. */
const PRIORITIES = [1, 2, 3, 4, 5] as const

const kilobytes = (bytes: number) => Math.max(1, Math.round(bytes / 1024))

function DocumentsAdmin() {
  const { t } = useTranslation()
  const locale = useLocale()
  const [q, setQ] = useState('')
  const [kind, setKind] = useState<DocumentKind | ''>('')
  const [page, setPage] = useState(1)
  const [editing, setEditing] = useState<Editing | null>(null)
  const [deleting, setDeleting] = useState<AdminDocument | null>(null)
  const timeZone = useQuery(configQueries.detail(locale)).data?.games.timeZone
  const query = useQuery(documentsAdminQueries.list(locale, { q, kind: kind || undefined, page }))
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / query.data.pageSize)) : 1

  return (
    <div className="mx-auto grid max-w-4xl gap-5">
      <ManagerHeader
        icon={FileText}
        title={t('manage.documents.title')}
        addLabel={t('manage.documents.add')}
        onAdd={() => setEditing({ mode: 'create' })}
      />
      <ManagerFilters
        searchLabel={t('manage.documents.search')}
        searchPlaceholder={t('manage.documents.searchPlaceholder')}
        q={q}
        onSearch={(value) => {
          setQ(value)
          setPage(1)
        }}
        filterLabel={t('manage.documents.kind')}
        allLabel={t('manage.documents.allKinds')}
        value={kind}
        options={DOCUMENT_KINDS.map((k) => ({ value: k, label: t(`manage.documents.kinds.${k}`) }))}
        onFilter={(value) => {
          setKind(value)
          setPage(1)
        }}
      />

      <ListStates
        isPending={query.isPending}
        isError={query.isError}
        onRetry={() => void query.refetch()}
        isEmpty={query.data?.items.length === 0}
        emptyText={t('manage.documents.empty')}
      >
        {() =>
          query.data && (
            <>
              <p className="text-sm text-ink-muted" aria-live="polite">
                {t('manage.documents.count', { count: query.data.total })}
              </p>
              <ul className="grid gap-2">
                {query.data.items.map((doc) => (
                  <li
                    key={doc.id}
                    className="flex flex-wrap items-center gap-3 rounded-2xl border border-line bg-surface p-3 sm:flex-nowrap"
                  >
                    <div className="min-w-0 basis-full sm:flex-1 sm:basis-auto">
                      <p className="font-semibold break-words text-ink">{doc.titles.pt}</p>
                      <p className="text-sm text-ink-muted">
                        {t(`manage.documents.kinds.${doc.kind}`)}
                        {timeZone && (
                          <>
                            {' · '}
                            <time dateTime={doc.publishedAt}>
                              {formatDate(doc.publishedAt, { locale, timeZone })}{' '}
                              {formatTime(doc.publishedAt, { locale, timeZone })}
                            </time>
                          </>
                        )}
                        {' · '}
                        <span className="break-all">{doc.fileName}</span>
                        {` (${t('documents.size', { size: kilobytes(doc.sizeBytes) })})`}
                      </p>
                      <div className="mt-1 flex flex-wrap gap-2">
                        {doc.scheduled && <Badge tone="brand">{t('manage.documents.scheduled')}</Badge>}
                        <MissingLanguages missing={doc.missing} />
                      </div>
                    </div>
                    <div className="flex gap-2">
                      <button
                        type="button"
                        className={secondaryButton}
                        onClick={() => setEditing({ mode: 'edit', doc })}
                        aria-label={t('manage.documents.editOne', { name: doc.titles.pt })}
                      >
                        <Pencil aria-hidden="true" className="size-4" />
                        {t('manage.edit')}
                      </button>
                      <button
                        type="button"
                        className={secondaryButton}
                        onClick={() => setDeleting(doc)}
                        aria-label={t('manage.documents.deleteOne', { name: doc.titles.pt })}
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                        {t('manage.delete')}
                      </button>
                    </div>
                  </li>
                ))}
              </ul>
              <Pager page={page} pages={pages} onPage={setPage} />
            </>
          )
        }
      </ListStates>

      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.mode === 'edit' ? t('manage.documents.editTitle') : t('manage.documents.addTitle')}
        closeLabel={t('manage.close')}
        wide
      >
        {editing && timeZone && (
          <DocumentForm
            key={editing.mode === 'edit' ? `${editing.doc.id}:${editing.doc.version}` : 'new'}
            doc={editing.mode === 'edit' ? editing.doc : undefined}
            timeZone={timeZone}
            onDone={() => setEditing(null)}
          />
        )}
      </Dialog>
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('manage.documents.deleteTitle')}
        closeLabel={t('manage.close')}
      >
        {deleting && <DeleteDocument doc={deleting} onDone={() => setDeleting(null)} />}
      </Dialog>
    </div>
  )
}

interface FormState {
  kind: DocumentKind
  titles: TranslatedForm
  disciplineCode: string
  priority: number
  /** `YYYY-MM-DDTHH:MM` on the games' wall clock. */
  publishedAt: string
}

function toForm(doc: AdminDocument | undefined, timeZone: string, today: string | undefined): FormState {
  const at = doc ? new Date(doc.publishedAt) : undefined
  return {
    kind: doc?.kind ?? 'communication',
    titles: toTranslatedForm(doc?.titles),
    disciplineCode: doc?.disciplineCode ?? '',
    priority: doc?.priority ?? 3,
    // A new document is published from the start of the games' today unless another time is chosen.
    publishedAt: at
      ? `${zonedDate(at, timeZone)}T${zonedTimeOfDay(at, timeZone)}`
      : `${today ?? zonedDate(new Date(), timeZone)}T00:00`,
  }
}

/** The typed wall-clock time in the games' time zone as an instant, or '' (the schema says what is wrong). */
function publicationInstant(value: string, timeZone: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(value)
  return match?.[1] && match[2] ? zonedInstant(match[1], match[2], timeZone) : ''
}

function DocumentForm(props: { doc: AdminDocument | undefined; timeZone: string; onDone: () => void }) {
  const { doc, timeZone, onDone } = props
  const { t } = useTranslation()
  const locale = useLocale()
  const today = useQuery(configQueries.detail(locale)).data?.games.today
  const disciplines = useQuery(referenceQueries.disciplines(locale)).data ?? []
  const save = useMutation(documentsAdminMutations.save(locale))
  const [form, setForm] = useState(() => toForm(doc, timeZone, today))
  const [file, setFile] = useState<File | null>(null)
  const { errors, failure, save: saveChecked } = useEditorSave({ tooLargeKey: 'auth.validation.fileTooLarge' })
  const ids = { kind: useId(), discipline: useId(), priority: useId(), file: useId() }
  const fileHintId = `${ids.file}-hint`
  const fileErrorId = `${ids.file}-error`

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const metadata = {
      kind: form.kind,
      titles: form.titles,
      disciplineCode: form.disciplineCode || null,
      priority: form.priority,
      publishedAt: publicationInstant(form.publishedAt, timeZone),
      ...(doc ? { version: doc.version } : {}),
    }
    // The same domain schema and file checks the server applies (decision 039).
    const schema = doc ? DocumentUpdateSchema : DocumentInputSchema
    const fields = schemaProblems(schema, metadata)
    if (file) {
      const problem = documentFileProblem(new Uint8Array(await file.arrayBuffer()))
      if (problem) fields.file = [VALIDATION_MESSAGES[problem]]
    } else if (!doc) {
      fields.file = [VALIDATION_MESSAGES.fileRequired]
    }
    await saveChecked(fields, async () => {
      await save.mutateAsync({ id: doc?.id, metadata: schema.parse(metadata), file })
      toast.success(doc ? t('manage.documents.saved') : t('manage.documents.created'))
      onDone()
    })
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1">
          <label htmlFor={ids.kind} className="text-sm font-semibold text-ink">
            {t('manage.documents.kind')}
          </label>
          <select
            id={ids.kind}
            className={FIELD}
            value={form.kind}
            onChange={(e) => setForm((f) => ({ ...f, kind: e.target.value as DocumentKind }))}
          >
            {DOCUMENT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`manage.documents.kinds.${k}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1">
          <label htmlFor={ids.discipline} className="text-sm font-semibold text-ink">
            {t('manage.documents.discipline')}
          </label>
          <select
            id={ids.discipline}
            className={FIELD}
            value={form.disciplineCode}
            onChange={(e) => setForm((f) => ({ ...f, disciplineCode: e.target.value }))}
          >
            <option value="">{t('manage.documents.noDiscipline')}</option>
            {disciplines.map((d) => (
              <option key={d.code} value={d.code}>
                {d.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <TranslatedFields
        legend={t('manage.documents.titleField')}
        name="titles"
        value={form.titles}
        onChange={(titles) => setForm((f) => ({ ...f, titles }))}
        errors={errors}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid content-start gap-1">
          <label htmlFor={ids.priority} className="text-sm font-semibold text-ink">
            {t('manage.documents.priority')}
          </label>
          <select
            id={ids.priority}
            className={FIELD}
            value={form.priority}
            onChange={(e) => setForm((f) => ({ ...f, priority: Number(e.target.value) }))}
          >
            {PRIORITIES.map((n) => (
              <option key={n} value={n}>
                {t(`manage.documents.priorities.p${n}`)}
              </option>
            ))}
          </select>
          {errors.priority && <p className="text-sm font-medium text-red-700 dark:text-red-300">{errors.priority}</p>}
        </div>
        <div>
          <TextField
            label={t('manage.documents.publishedAt', { zone: timeZone })}
            type="datetime-local"
            value={form.publishedAt}
            onChange={(e) => setForm((f) => ({ ...f, publishedAt: e.target.value }))}
            error={errors.publishedAt}
          />
          <p className="mt-1 text-xs text-ink-muted">{t('manage.documents.publishedAtHint')}</p>
        </div>
      </div>
      <div className="grid gap-1">
        <label htmlFor={ids.file} className="text-sm font-semibold text-ink">
          {doc ? t('manage.documents.replaceFile') : `${t('manage.documents.file')} (${t('manage.required')})`}
        </label>
        <input
          id={ids.file}
          type="file"
          accept="application/pdf,.pdf"
          aria-invalid={errors.file ? true : undefined}
          aria-describedby={errors.file ? `${fileHintId} ${fileErrorId}` : fileHintId}
          className="block w-full rounded-xl border border-line bg-surface px-3 py-2 text-sm text-ink file:mr-3 file:rounded-lg file:border-0 file:bg-brand-soft file:px-3 file:py-1.5 file:font-semibold file:text-brand-strong"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
        <p id={fileHintId} className="text-xs text-ink-muted" aria-live="polite">
          {file
            ? t('manage.documents.chosenFile', { name: file.name, size: kilobytes(file.size) })
            : doc
              ? t('manage.documents.keptFile', { name: doc.fileName, size: kilobytes(doc.sizeBytes) })
              : t('manage.documents.fileHint')}
        </p>
        {errors.file && (
          <p id={fileErrorId} className="text-sm font-medium text-red-700 dark:text-red-300">
            {errors.file}
          </p>
        )}
      </div>
      <FormFailure message={failure} />
      <FormActions onCancel={onDone} pending={save.isPending} />
    </form>
  )
}

function DeleteDocument({ doc, onDone }: { doc: AdminDocument; onDone: () => void }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const remove = useMutation(documentsAdminMutations.remove(locale))
  const [failure, setFailure] = useState<string | null>(null)
  const confirm = async () => {
    try {
      await remove.mutateAsync({ id: doc.id, version: doc.version })
      toast.success(t('manage.documents.deleted'))
      onDone()
    } catch (error) {
      setFailure(t(writeErrorKey(error)))
    }
  }
  return (
    <DeleteConfirmation
      body={t('manage.documents.deleteBody', { name: doc.titles.pt })}
      confirmLabel={t('manage.documents.confirmDelete')}
      failure={failure}
      pending={remove.isPending}
      onConfirm={() => void confirm()}
      onCancel={onDone}
    />
  )
}
