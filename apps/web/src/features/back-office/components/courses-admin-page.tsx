import { type AdminCourse, CourseInputSchema, CourseUpdateSchema } from '@podium/domain'
import { useMutation, useQuery } from '@tanstack/react-query'
import { ArrowDown, ArrowUp, GraduationCap, Pencil, Trash2 } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { secondaryButton } from '../../../components/ui/button-styles.ts'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { SearchBox } from '../../../components/ui/search-box.tsx'
import { TextField } from '../../../components/ui/text-field.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { coursesAdminMutations, coursesAdminQueries } from '../courses-api.ts'
import {
  DeleteConfirmation,
  FormActions,
  FormFailure,
  ListStates,
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

/** /manage/courses: the courses of /courses — list, search, order, add, edit, delete (decision 043). */
export function CoursesAdminPage() {
  return (
    <ManageAccess action="content.manage">
      <CoursesAdmin />
    </ManageAccess>
  )
}

type Editing = { mode: 'create' } | { mode: 'edit'; course: AdminCourse }

const iconButton =
  'inline-flex size-11 items-center justify-center rounded-full border border-line bg-surface text-ink transition hover:bg-surface-muted disabled:opacity-40'

function CoursesAdmin() {
  const { t } = useTranslation()
  const locale = useLocale()
  const [q, setQ] = useState('')
  const [page, setPage] = useState(1)
  const [editing, setEditing] = useState<Editing | null>(null)
  const [deleting, setDeleting] = useState<AdminCourse | null>(null)
  const query = useQuery(coursesAdminQueries.list(locale, { q, page }))
  const move = useMutation(coursesAdminMutations.move(locale))
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / query.data.pageSize)) : 1

  const moveOne = async (course: AdminCourse, direction: 'up' | 'down') => {
    try {
      await move.mutateAsync({ id: course.id, body: { direction, version: course.version } })
      toast.success(t('manage.courses.moved', { name: course.titles.pt }))
    } catch (error) {
      toast.error(t(writeErrorKey(error)))
    }
  }

  return (
    <div className="mx-auto grid max-w-4xl gap-5">
      <ManagerHeader
        icon={GraduationCap}
        title={t('manage.courses.title')}
        addLabel={t('manage.courses.add')}
        onAdd={() => setEditing({ mode: 'create' })}
      />
      <SearchBox
        label={t('manage.courses.search')}
        placeholder={t('manage.courses.searchPlaceholder')}
        value={q}
        onChange={(value) => {
          setQ(value)
          setPage(1)
        }}
      />
      <ListStates
        isPending={query.isPending}
        isError={query.isError}
        onRetry={() => void query.refetch()}
        isEmpty={query.data?.items.length === 0}
        emptyText={t('manage.courses.empty')}
      >
        {() =>
          query.data && (
            <>
              <p className="text-sm text-ink-muted" aria-live="polite">
                {t('manage.courses.count', { count: query.data.total })}
              </p>
              <p className="text-xs text-ink-muted">{t('manage.courses.orderHint')}</p>
              <ul className="grid gap-2">
                {query.data.items.map((course, i, items) => {
                  // A search shows some courses only: the arrows move within the whole list, so they stay off.
                  const first = q !== '' || (i === 0 && page === 1)
                  const last = q !== '' || (i === items.length - 1 && page === pages)
                  return (
                    <li
                      key={course.id}
                      className="flex flex-wrap items-center gap-3 rounded-2xl border border-line bg-surface p-3 sm:flex-nowrap"
                    >
                      <div className="min-w-0 basis-full sm:flex-1 sm:basis-auto">
                        <p className="font-semibold break-words text-ink">{course.titles.pt}</p>
                        <p className="text-sm break-all text-ink-muted">
                          {course.durationMinutes
                            ? `${t('manage.courses.minutes', { count: course.durationMinutes })} · `
                            : ''}
                          {course.url}
                        </p>
                        <MissingLanguages missing={course.missing} />
                      </div>
                      <div className="flex basis-full flex-wrap gap-2 sm:basis-auto">
                        <button
                          type="button"
                          className={iconButton}
                          disabled={first || move.isPending}
                          onClick={() => void moveOne(course, 'up')}
                          aria-label={t('manage.courses.moveUp', { name: course.titles.pt })}
                          title={t('manage.courses.moveUp', { name: course.titles.pt })}
                        >
                          <ArrowUp aria-hidden="true" className="size-4" />
                        </button>
                        <button
                          type="button"
                          className={iconButton}
                          disabled={last || move.isPending}
                          onClick={() => void moveOne(course, 'down')}
                          aria-label={t('manage.courses.moveDown', { name: course.titles.pt })}
                          title={t('manage.courses.moveDown', { name: course.titles.pt })}
                        >
                          <ArrowDown aria-hidden="true" className="size-4" />
                        </button>
                        <button
                          type="button"
                          className={secondaryButton}
                          onClick={() => setEditing({ mode: 'edit', course })}
                          aria-label={t('manage.courses.editOne', { name: course.titles.pt })}
                        >
                          <Pencil aria-hidden="true" className="size-4" />
                          {t('manage.edit')}
                        </button>
                        <button
                          type="button"
                          className={secondaryButton}
                          onClick={() => setDeleting(course)}
                          aria-label={t('manage.courses.deleteOne', { name: course.titles.pt })}
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

      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.mode === 'edit' ? t('manage.courses.editTitle') : t('manage.courses.addTitle')}
        closeLabel={t('manage.close')}
        wide
      >
        {editing && (
          <CourseForm
            key={editing.mode === 'edit' ? `${editing.course.id}:${editing.course.version}` : 'new'}
            course={editing.mode === 'edit' ? editing.course : undefined}
            onDone={() => setEditing(null)}
          />
        )}
      </Dialog>
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('manage.courses.deleteTitle')}
        closeLabel={t('manage.close')}
      >
        {deleting && <DeleteCourse course={deleting} onDone={() => setDeleting(null)} />}
      </Dialog>
    </div>
  )
}

interface FormState {
  titles: TranslatedForm
  descriptions: TranslatedForm
  url: string
  durationMinutes: string
}

const toForm = (course: AdminCourse | undefined): FormState => ({
  titles: toTranslatedForm(course?.titles),
  descriptions: toTranslatedForm(course?.descriptions),
  url: course?.url ?? '',
  durationMinutes: course?.durationMinutes?.toString() ?? '',
})

function CourseForm({ course, onDone }: { course: AdminCourse | undefined; onDone: () => void }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const save = useMutation(coursesAdminMutations.save(locale))
  const [form, setForm] = useState(() => toForm(course))
  const { errors, failure, save: saveChecked } = useEditorSave()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const duration = form.durationMinutes.trim()
    const body = {
      titles: form.titles,
      descriptions: form.descriptions,
      url: form.url,
      durationMinutes: duration === '' ? null : Number(duration),
      ...(course ? { version: course.version } : {}),
    }
    // The same domain schema the server applies (decision 043).
    await saveChecked(schemaProblems(course ? CourseUpdateSchema : CourseInputSchema, body), async () => {
      await save.mutateAsync({ id: course?.id, body })
      toast.success(course ? t('manage.courses.saved') : t('manage.courses.created'))
      onDone()
    })
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <TranslatedFields
        legend={t('manage.courses.titleField')}
        name="titles"
        value={form.titles}
        onChange={(titles) => setForm((f) => ({ ...f, titles }))}
        errors={errors}
      />
      <TranslatedFields
        legend={t('manage.courses.description')}
        name="descriptions"
        value={form.descriptions}
        onChange={(descriptions) => setForm((f) => ({ ...f, descriptions }))}
        errors={errors}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('manage.courses.url')}
          type="url"
          value={form.url}
          onChange={(e) => setForm((f) => ({ ...f, url: e.target.value }))}
          placeholder="https://"
          required
          error={errors.url}
        />
        <TextField
          label={t('manage.courses.duration')}
          inputMode="numeric"
          value={form.durationMinutes}
          onChange={(e) => setForm((f) => ({ ...f, durationMinutes: e.target.value }))}
          error={errors.durationMinutes}
        />
      </div>
      <FormFailure message={failure} />
      <FormActions onCancel={onDone} pending={save.isPending} />
    </form>
  )
}

function DeleteCourse({ course, onDone }: { course: AdminCourse; onDone: () => void }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const remove = useMutation(coursesAdminMutations.remove(locale))
  const [failure, setFailure] = useState<string | null>(null)
  const confirm = async () => {
    try {
      await remove.mutateAsync({ id: course.id, version: course.version })
      toast.success(t('manage.courses.deleted'))
      onDone()
    } catch (error) {
      setFailure(t(writeErrorKey(error)))
    }
  }
  return (
    <DeleteConfirmation
      body={t('manage.courses.deleteBody', { name: course.titles.pt })}
      confirmLabel={t('manage.courses.confirmDelete')}
      failure={failure}
      pending={remove.isPending}
      onConfirm={() => void confirm()}
      onCancel={onDone}
    />
  )
}
