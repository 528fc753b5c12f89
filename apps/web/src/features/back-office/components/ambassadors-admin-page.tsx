import {
  type AdminAmbassador,
  AmbassadorInputSchema,
  AmbassadorUpdateSchema,
  dayRange,
  formatDayLabel,
} from '@podium/domain'
import { useMutation, useQuery } from '@tanstack/react-query'
import { Pencil, Star, Trash2 } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { secondaryButton } from '../../../components/ui/button-styles.ts'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { FIELD } from '../../../components/ui/field-styles.ts'
import { TextField } from '../../../components/ui/text-field.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { configQueries } from '../../../platform/config/api.ts'
import { referenceQueries } from '../../../platform/reference/api.ts'
import { ambassadorsAdminMutations, ambassadorsAdminQueries } from '../ambassadors-api.ts'
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
  toTranslatedForm,
  writeErrorKey,
} from './admin-kit.tsx'
import { type ImageChoice, ImageField, imageChoiceProblem } from './image-field.tsx'
import { ManageAccess } from './manage-access.tsx'
import { schemaProblems, useEditorSave } from './use-editor-save.ts'

/**
 * /manage/ambassadors: the people of /ambassadors — searched, filtered by discipline, paged, added with a photo,
 * edited and deleted (decision 042).
 */
export function AmbassadorsAdminPage() {
  return (
    <ManageAccess action="content.manage">
      <AmbassadorsAdmin />
    </ManageAccess>
  )
}

type Editing = { mode: 'create' } | { mode: 'edit'; ambassador: AdminAmbassador }

function AmbassadorsAdmin() {
  const { t } = useTranslation()
  const locale = useLocale()
  const [q, setQ] = useState('')
  const [discipline, setDiscipline] = useState<string>('')
  const [page, setPage] = useState(1)
  const [editing, setEditing] = useState<Editing | null>(null)
  const [deleting, setDeleting] = useState<AdminAmbassador | null>(null)
  const disciplines = useQuery(referenceQueries.disciplines(locale)).data ?? []
  const disciplineName = (code: string | null) => disciplines.find((d) => d.code === code)?.name ?? code
  const query = useQuery(ambassadorsAdminQueries.list(locale, { q, discipline: discipline || undefined, page }))
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / query.data.pageSize)) : 1

  return (
    <div className="mx-auto grid max-w-4xl gap-5">
      <ManagerHeader
        icon={Star}
        title={t('manage.ambassadors.title')}
        addLabel={t('manage.ambassadors.add')}
        onAdd={() => setEditing({ mode: 'create' })}
      />
      <ManagerFilters
        searchLabel={t('manage.ambassadors.search')}
        searchPlaceholder={t('manage.ambassadors.searchPlaceholder')}
        q={q}
        onSearch={(value) => {
          setQ(value)
          setPage(1)
        }}
        filterLabel={t('manage.ambassadors.discipline')}
        allLabel={t('manage.ambassadors.allDisciplines')}
        value={discipline}
        options={disciplines.map((d) => ({ value: d.code, label: d.name }))}
        onFilter={(value) => {
          setDiscipline(value)
          setPage(1)
        }}
      />

      <ListStates
        isPending={query.isPending}
        isError={query.isError}
        onRetry={() => void query.refetch()}
        isEmpty={query.data?.items.length === 0}
        emptyText={t('manage.ambassadors.empty')}
      >
        {() =>
          query.data && (
            <>
              <p className="text-sm text-ink-muted" aria-live="polite">
                {t('manage.ambassadors.count', { count: query.data.total })}
              </p>
              <ul className="grid gap-2">
                {query.data.items.map((ambassador) => (
                  <li
                    key={ambassador.id}
                    className="flex flex-wrap items-center gap-3 rounded-2xl border border-line bg-surface p-3 sm:flex-nowrap"
                  >
                    <img
                      src={ambassador.photoUrl}
                      alt=""
                      loading="lazy"
                      className="size-14 shrink-0 rounded-full bg-surface-muted object-cover"
                    />
                    <div className="min-w-0 flex-1">
                      <p className="font-semibold break-words text-ink">{ambassador.name}</p>
                      <p className="text-sm text-ink-muted">
                        {[ambassador.organisationCode, disciplineName(ambassador.disciplineCode)]
                          .filter(Boolean)
                          .join(' · ')}
                      </p>
                      <p className="text-xs text-ink-muted">
                        {ambassador.days.length > 0
                          ? ambassador.days.map((day) => formatDayLabel(day, { locale })).join(', ')
                          : t('manage.ambassadors.noDays')}
                      </p>
                      <MissingLanguages missing={ambassador.missing} />
                    </div>
                    <div className="flex basis-full flex-wrap gap-2 sm:basis-auto">
                      <button
                        type="button"
                        className={secondaryButton}
                        onClick={() => setEditing({ mode: 'edit', ambassador })}
                        aria-label={t('manage.ambassadors.editOne', { name: ambassador.name })}
                      >
                        <Pencil aria-hidden="true" className="size-4" />
                        {t('manage.edit')}
                      </button>
                      <button
                        type="button"
                        className={secondaryButton}
                        onClick={() => setDeleting(ambassador)}
                        aria-label={t('manage.ambassadors.deleteOne', { name: ambassador.name })}
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
        title={editing?.mode === 'edit' ? t('manage.ambassadors.editTitle') : t('manage.ambassadors.addTitle')}
        closeLabel={t('manage.close')}
      >
        {editing && (
          <AmbassadorForm
            key={editing.mode === 'edit' ? `${editing.ambassador.id}:${editing.ambassador.version}` : 'new'}
            ambassador={editing.mode === 'edit' ? editing.ambassador : undefined}
            onDone={() => setEditing(null)}
          />
        )}
      </Dialog>
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('manage.ambassadors.deleteTitle')}
        closeLabel={t('manage.close')}
      >
        {deleting && <DeleteAmbassador ambassador={deleting} onDone={() => setDeleting(null)} />}
      </Dialog>
    </div>
  )
}

function AmbassadorForm({ ambassador, onDone }: { ambassador: AdminAmbassador | undefined; onDone: () => void }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const games = useQuery(configQueries.detail(locale)).data?.games
  const disciplines = useQuery(referenceQueries.disciplines(locale)).data ?? []
  const organisations = useQuery(referenceQueries.organisations(locale)).data ?? []
  const save = useMutation(ambassadorsAdminMutations.save(locale))
  const [form, setForm] = useState(() => ({
    name: ambassador?.name ?? '',
    disciplineCode: ambassador?.disciplineCode ?? '',
    organisationCode: ambassador?.organisationCode ?? '',
    bio: toTranslatedForm(ambassador?.bio),
    days: ambassador?.days ?? [],
  }))
  const [photo, setPhoto] = useState<ImageChoice>({ kind: 'keep' })
  const { errors, failure, save: saveChecked } = useEditorSave()
  const ids = { discipline: useId(), organisation: useId(), days: useId() }
  const gamesDays = games ? dayRange(games.startsOn, games.endsOn) : []

  const toggleDay = (day: string, on: boolean) =>
    setForm((f) => ({ ...f, days: on ? [...f.days, day].sort() : f.days.filter((d) => d !== day) }))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const metadata = {
      name: form.name,
      disciplineCode: form.disciplineCode || null,
      organisationCode: form.organisationCode || null,
      bio: form.bio,
      days: form.days,
      removePhoto: photo.kind === 'remove',
      ...(ambassador ? { version: ambassador.version } : {}),
    }
    // The same domain schema and image checks the server applies (decision 042).
    const schema = ambassador ? AmbassadorUpdateSchema : AmbassadorInputSchema
    const problems = schemaProblems(schema, metadata)
    const photoProblem = await imageChoiceProblem(photo)
    if (photoProblem) problems.file = [photoProblem]
    await saveChecked(problems, async () => {
      const file = photo.kind === 'file' ? photo.file : null
      await save.mutateAsync({ id: ambassador?.id, metadata: schema.parse(metadata), photo: file })
      toast.success(ambassador ? t('manage.ambassadors.saved') : t('manage.ambassadors.created'))
      onDone()
    })
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <TextField
        label={t('manage.ambassadors.name')}
        value={form.name}
        onChange={(e) => setForm((f) => ({ ...f, name: e.target.value }))}
        required
        maxLength={120}
        error={errors.name}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1">
          <label htmlFor={ids.discipline} className="text-sm font-semibold text-ink">
            {t('manage.ambassadors.discipline')}
          </label>
          <select
            id={ids.discipline}
            className={FIELD}
            value={form.disciplineCode}
            onChange={(e) => setForm((f) => ({ ...f, disciplineCode: e.target.value }))}
          >
            <option value="">{t('manage.ambassadors.none')}</option>
            {disciplines.map((d) => (
              <option key={d.code} value={d.code}>
                {d.name}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1">
          <label htmlFor={ids.organisation} className="text-sm font-semibold text-ink">
            {t('manage.ambassadors.delegation')}
          </label>
          <select
            id={ids.organisation}
            className={FIELD}
            value={form.organisationCode}
            aria-invalid={errors.organisationCode ? true : undefined}
            onChange={(e) => setForm((f) => ({ ...f, organisationCode: e.target.value }))}
          >
            <option value="">{t('manage.ambassadors.none')}</option>
            {organisations.map((o) => (
              <option key={o.code} value={o.code}>
                {o.name} ({o.code})
              </option>
            ))}
          </select>
          {errors.organisationCode && (
            <p className="text-sm font-medium text-red-700 dark:text-red-300">{errors.organisationCode}</p>
          )}
        </div>
      </div>
      <TranslatedFields
        legend={t('manage.ambassadors.bio')}
        name="bio"
        value={form.bio}
        onChange={(bio) => setForm((f) => ({ ...f, bio }))}
        errors={errors}
      />
      <fieldset className="grid gap-2" aria-describedby={`${ids.days}-hint`}>
        <legend className="mb-1 text-sm font-semibold text-ink">{t('manage.ambassadors.days')}</legend>
        <p id={`${ids.days}-hint`} className="text-xs text-ink-muted">
          {t('manage.ambassadors.daysHint')}
        </p>
        <div className="flex flex-wrap gap-2">
          {gamesDays.map((day) => (
            <label
              key={day}
              className="inline-flex items-center gap-2 rounded-full border border-line bg-surface px-3 py-1.5 text-sm text-ink"
            >
              <input
                type="checkbox"
                checked={form.days.includes(day)}
                onChange={(e) => toggleDay(day, e.target.checked)}
              />
              {formatDayLabel(day, { locale })}
            </label>
          ))}
        </div>
        {errors.days && <p className="text-sm font-medium text-red-700 dark:text-red-300">{errors.days}</p>}
      </fieldset>
      <ImageField
        label={t('manage.ambassadors.photo')}
        hint={t('manage.ambassadors.photoHint')}
        currentUrl={ambassador?.photoUrl}
        hasImage={ambassador?.hasPhoto ?? false}
        choice={photo}
        onChoice={setPhoto}
        error={errors.file}
        removeLabel={t('manage.ambassadors.removePhoto')}
        previewClassName="size-24 rounded-full bg-surface-muted object-cover"
      />
      <FormFailure message={failure} />
      <FormActions onCancel={onDone} pending={save.isPending} />
    </form>
  )
}

function DeleteAmbassador({ ambassador, onDone }: { ambassador: AdminAmbassador; onDone: () => void }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const remove = useMutation(ambassadorsAdminMutations.remove(locale))
  const [failure, setFailure] = useState<string | null>(null)
  const confirm = async () => {
    try {
      await remove.mutateAsync({ id: ambassador.id, version: ambassador.version })
      toast.success(t('manage.ambassadors.deleted'))
      onDone()
    } catch (error) {
      setFailure(t(writeErrorKey(error)))
    }
  }
  return (
    <DeleteConfirmation
      body={t('manage.ambassadors.deleteBody', { name: ambassador.name })}
      confirmLabel={t('manage.ambassadors.confirmDelete')}
      failure={failure}
      pending={remove.isPending}
      onConfirm={() => void confirm()}
      onCancel={onDone}
    />
  )
}
