import {
  type AdminPhoto,
  dayRange,
  formatDayLabel,
  PhotoInputSchema,
  PhotoUpdateSchema,
  VALIDATION_MESSAGES,
} from '@podium/domain'
import { useMutation, useQuery } from '@tanstack/react-query'
import { Camera, Pencil, Trash2 } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { secondaryButton } from '../../../components/ui/button-styles.ts'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { FIELD } from '../../../components/ui/field-styles.ts'
import { useLocale } from '../../../i18n/i18n.ts'
import { configQueries } from '../../../platform/config/api.ts'
import { referenceQueries } from '../../../platform/reference/api.ts'
import { photosAdminMutations, photosAdminQueries } from '../photos-api.ts'
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
 * /manage/photos: the official photos of /official-photos — searched by caption, filtered by discipline, paged,
 * uploaded, captioned in four languages, edited and deleted (decision 042).
 */
export function PhotosAdminPage() {
  return (
    <ManageAccess action="content.manage">
      <PhotosAdmin />
    </ManageAccess>
  )
}

type Editing = { mode: 'create' } | { mode: 'edit'; photo: AdminPhoto }

function PhotosAdmin() {
  const { t } = useTranslation()
  const locale = useLocale()
  const [q, setQ] = useState('')
  const [discipline, setDiscipline] = useState<string>('')
  const [page, setPage] = useState(1)
  const [editing, setEditing] = useState<Editing | null>(null)
  const [deleting, setDeleting] = useState<AdminPhoto | null>(null)
  const disciplines = useQuery(referenceQueries.disciplines(locale)).data ?? []
  const disciplineName = (code: string | null) => disciplines.find((d) => d.code === code)?.name ?? code
  const query = useQuery(photosAdminQueries.list(locale, { q, discipline: discipline || undefined, page }))
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / query.data.pageSize)) : 1
  const caption = (photo: AdminPhoto) => photo.captions[locale] || photo.captions.pt

  return (
    <div className="mx-auto grid max-w-4xl gap-5">
      <ManagerHeader
        icon={Camera}
        title={t('manage.photos.title')}
        addLabel={t('manage.photos.add')}
        onAdd={() => setEditing({ mode: 'create' })}
      />
      <ManagerFilters
        searchLabel={t('manage.photos.search')}
        searchPlaceholder={t('manage.photos.searchPlaceholder')}
        q={q}
        onSearch={(value) => {
          setQ(value)
          setPage(1)
        }}
        filterLabel={t('manage.photos.discipline')}
        allLabel={t('manage.photos.allDisciplines')}
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
        emptyText={t('manage.photos.empty')}
      >
        {() =>
          query.data && (
            <>
              <p className="text-sm text-ink-muted" aria-live="polite">
                {t('manage.photos.count', { count: query.data.total })}
              </p>
              <ul className="grid gap-2">
                {query.data.items.map((photo) => (
                  <li
                    key={photo.id}
                    className="flex flex-wrap items-center gap-3 rounded-2xl border border-line bg-surface p-3 sm:flex-nowrap"
                  >
                    <img
                      src={photo.thumbnailUrl}
                      alt=""
                      loading="lazy"
                      className="aspect-[16/10] w-28 shrink-0 rounded-lg bg-surface-muted object-cover"
                    />
                    <div className="min-w-0 flex-1">
                      <p className="font-semibold break-words text-ink">{caption(photo)}</p>
                      <p className="text-sm text-ink-muted">
                        {[
                          disciplineName(photo.disciplineCode),
                          photo.day ? formatDayLabel(photo.day, { locale }) : null,
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </p>
                      <MissingLanguages missing={photo.missing} />
                    </div>
                    <div className="flex basis-full flex-wrap gap-2 sm:basis-auto">
                      <button
                        type="button"
                        className={secondaryButton}
                        onClick={() => setEditing({ mode: 'edit', photo })}
                        aria-label={t('manage.photos.editOne', { name: caption(photo) })}
                      >
                        <Pencil aria-hidden="true" className="size-4" />
                        {t('manage.edit')}
                      </button>
                      <button
                        type="button"
                        className={secondaryButton}
                        onClick={() => setDeleting(photo)}
                        aria-label={t('manage.photos.deleteOne', { name: caption(photo) })}
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
        title={editing?.mode === 'edit' ? t('manage.photos.editTitle') : t('manage.photos.addTitle')}
        closeLabel={t('manage.close')}
      >
        {editing && (
          <PhotoForm
            key={editing.mode === 'edit' ? `${editing.photo.id}:${editing.photo.version}` : 'new'}
            photo={editing.mode === 'edit' ? editing.photo : undefined}
            onDone={() => setEditing(null)}
          />
        )}
      </Dialog>
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('manage.photos.deleteTitle')}
        closeLabel={t('manage.close')}
      >
        {deleting && <DeletePhoto photo={deleting} caption={caption(deleting)} onDone={() => setDeleting(null)} />}
      </Dialog>
    </div>
  )
}

function PhotoForm({ photo, onDone }: { photo: AdminPhoto | undefined; onDone: () => void }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const games = useQuery(configQueries.detail(locale)).data?.games
  const disciplines = useQuery(referenceQueries.disciplines(locale)).data ?? []
  const save = useMutation(photosAdminMutations.save(locale))
  const [form, setForm] = useState(() => ({
    captions: toTranslatedForm(photo?.captions),
    disciplineCode: photo?.disciplineCode ?? '',
    day: photo?.day ?? '',
  }))
  const [image, setImage] = useState<ImageChoice>({ kind: 'keep' })
  const { errors, failure, save: saveChecked } = useEditorSave()
  const ids = { discipline: useId(), day: useId() }
  const gamesDays = games ? dayRange(games.startsOn, games.endsOn) : []
  const day = form.day || games?.today || ''

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const metadata = {
      captions: form.captions,
      disciplineCode: form.disciplineCode || null,
      day,
      ...(photo ? { version: photo.version } : {}),
    }
    // The same domain schema and image checks the server applies (decision 042).
    const schema = photo ? PhotoUpdateSchema : PhotoInputSchema
    const problems = schemaProblems(schema, metadata)
    const imageProblem = await imageChoiceProblem(image)
    if (imageProblem) problems.file = [imageProblem]
    else if (!photo && image.kind !== 'file') problems.file = [VALIDATION_MESSAGES.imageRequired]
    await saveChecked(problems, async () => {
      const file = image.kind === 'file' ? image.file : null
      await save.mutateAsync({ id: photo?.id, metadata: schema.parse(metadata), file })
      toast.success(photo ? t('manage.photos.saved') : t('manage.photos.created'))
      onDone()
    })
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <ImageField
        label={photo ? t('manage.photos.replaceFile') : `${t('manage.photos.file')} (${t('manage.required')})`}
        hint={t('manage.photos.fileHint')}
        currentUrl={photo?.thumbnailUrl}
        hasImage={false}
        choice={image}
        onChoice={setImage}
        error={errors.file}
        removeLabel=""
        previewClassName="aspect-[16/10] w-48 rounded-lg bg-surface-muted object-cover"
        emptyText={t('manage.photos.noFile')}
      />
      <TranslatedFields
        legend={t('manage.photos.caption')}
        name="captions"
        value={form.captions}
        onChange={(captions) => setForm((f) => ({ ...f, captions }))}
        errors={errors}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1">
          <label htmlFor={ids.discipline} className="text-sm font-semibold text-ink">
            {t('manage.photos.discipline')}
          </label>
          <select
            id={ids.discipline}
            className={FIELD}
            value={form.disciplineCode}
            onChange={(e) => setForm((f) => ({ ...f, disciplineCode: e.target.value }))}
          >
            <option value="">{t('manage.photos.noDiscipline')}</option>
            {disciplines.map((d) => (
              <option key={d.code} value={d.code}>
                {d.name}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1">
          <label htmlFor={ids.day} className="text-sm font-semibold text-ink">
            {t('manage.photos.day')}
          </label>
          <select
            id={ids.day}
            className={FIELD}
            value={day}
            aria-invalid={errors.day ? true : undefined}
            onChange={(e) => setForm((f) => ({ ...f, day: e.target.value }))}
          >
            {gamesDays.map((d) => (
              <option key={d} value={d}>
                {formatDayLabel(d, { locale })}
              </option>
            ))}
          </select>
          {errors.day && <p className="text-sm font-medium text-red-700 dark:text-red-300">{errors.day}</p>}
        </div>
      </div>
      <FormFailure message={failure} />
      <FormActions onCancel={onDone} pending={save.isPending} />
    </form>
  )
}

function DeletePhoto({ photo, caption, onDone }: { photo: AdminPhoto; caption: string; onDone: () => void }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const remove = useMutation(photosAdminMutations.remove(locale))
  const [failure, setFailure] = useState<string | null>(null)
  const confirm = async () => {
    try {
      await remove.mutateAsync({ id: photo.id, version: photo.version })
      toast.success(t('manage.photos.deleted'))
      onDone()
    } catch (error) {
      setFailure(t(writeErrorKey(error)))
    }
  }
  return (
    <DeleteConfirmation
      body={t('manage.photos.deleteBody', { name: caption })}
      confirmLabel={t('manage.photos.confirmDelete')}
      failure={failure}
      pending={remove.isPending}
      onConfirm={() => void confirm()}
      onCancel={onDone}
    />
  )
}
