import {
  type AdminCertificateDefinition,
  type AdminCertificateDefinitions,
  CERTIFICATE_TRIGGERS,
  CertificateInputSchema,
  type CertificateTrigger,
  CertificateUpdateSchema,
  USER_TYPES,
  type UserType,
} from '@podium/domain'
import { useMutation, useQuery } from '@tanstack/react-query'
import { Pencil, Plus, Trash2 } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { primaryButton } from '../../../components/ui/button-styles.ts'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { TextField } from '../../../components/ui/text-field.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { certificatesAdminMutations, certificatesAdminQueries } from '../certificates-api.ts'
import {
  DeleteConfirmation,
  FormActions,
  FormFailure,
  TranslatedFields,
  type TranslatedForm,
  toTranslatedForm,
} from './admin-kit.tsx'
import { CheckboxGroup } from './checkbox-group.tsx'
import { LabelledSelect, Options } from './labelled-select.tsx'
import { ManagedList, ManagedRow, RowAction } from './managed-list.tsx'
import { schemaProblems, useEditorSave } from './use-editor-save.ts'
import { useWriteFailure } from './use-write-failure.ts'

/** Who may earn one: every user type but guest (guests earn nothing, decision 051). */
type Earner = Exclude<UserType, 'guest'>
const isEarner = (type: UserType): type is Earner => type !== 'guest'
const EARNERS = USER_TYPES.filter(isEarner)

type Editing = { mode: 'create' } | { mode: 'edit'; definition: AdminCertificateDefinition }

/**
 * The certificates the organiser defines (decision 059): list, add, edit, and remove — deleted when nobody ever held
 * one, retired otherwise, so every certificate issued still verifies.
 */
export function CertificateDefinitions() {
  const { t } = useTranslation()
  const locale = useLocale()
  const query = useQuery(certificatesAdminQueries.definitions(locale))
  const [editing, setEditing] = useState<Editing | null>(null)
  const [removing, setRemoving] = useState<AdminCertificateDefinition | null>(null)
  const titleOf = (d: AdminCertificateDefinition) => d.titles[locale] || d.titles.pt

  return (
    <section aria-labelledby="definitions-heading" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="definitions-heading" className="text-xl font-bold text-ink">
          {t('manage.certificates.definitions')}
        </h2>
        <button type="button" className={primaryButton} onClick={() => setEditing({ mode: 'create' })}>
          <Plus aria-hidden="true" className="size-4" />
          {t('manage.certificates.add')}
        </button>
      </div>
      <ManagedList
        query={query}
        isEmpty={query.data?.items.length === 0}
        emptyText={t('manage.certificates.noDefinitions')}
        label={t('manage.certificates.definitions')}
      >
        {() =>
          query.data?.items.map((d) => (
            <ManagedRow
              key={d.id}
              actions={
                <>
                  <RowAction
                    icon={Pencil}
                    text={t('manage.edit')}
                    label={t('manage.certificates.editOne', { name: titleOf(d) })}
                    onClick={() => setEditing({ mode: 'edit', definition: d })}
                  />
                  <RowAction
                    icon={Trash2}
                    text={d.holders > 0 ? t('manage.certificates.retire') : t('manage.delete')}
                    label={t('manage.certificates.removeOne', { name: titleOf(d) })}
                    onClick={() => setRemoving(d)}
                  />
                </>
              }
            >
              <p className="font-semibold break-words text-ink">{titleOf(d)}</p>
              <p className="text-sm text-ink-muted">
                <HowEarned definition={d} subjects={query.data} /> ·{' '}
                {d.userTypes.length === 0
                  ? t('manage.certificates.everyone')
                  : d.userTypes.map((type) => t(`ranking.types.${type}`)).join(', ')}
                {' · '}
                {d.validityDays === null
                  ? t('manage.certificates.noEnd')
                  : t('manage.certificates.days', { count: d.validityDays })}
                {' · '}
                {t('manage.certificates.points', { count: d.points })}
                {' · '}
                {t('manage.certificates.holderCount', { count: d.holders })}
              </p>
            </ManagedRow>
          ))
        }
      </ManagedList>

      <Dialog
        open={editing !== null && query.data !== undefined}
        onClose={() => setEditing(null)}
        title={editing?.mode === 'edit' ? t('manage.certificates.editTitle') : t('manage.certificates.addTitle')}
        closeLabel={t('manage.close')}
        wide
      >
        {editing && query.data && (
          <DefinitionForm
            key={editing.mode === 'edit' ? `${editing.definition.id}:${editing.definition.version}` : 'new'}
            definition={editing.mode === 'edit' ? editing.definition : undefined}
            subjects={query.data}
            onDone={() => setEditing(null)}
          />
        )}
      </Dialog>
      <Dialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={
          removing && removing.holders > 0 ? t('manage.certificates.retireTitle') : t('manage.certificates.deleteTitle')
        }
        closeLabel={t('manage.close')}
      >
        {removing && (
          <RemoveDefinition definition={removing} name={titleOf(removing)} onDone={() => setRemoving(null)} />
        )}
      </Dialog>
    </section>
  )
}

type Subjects = Pick<AdminCertificateDefinitions, 'trivia' | 'courses'>

function HowEarned({ definition: d, subjects }: { definition: AdminCertificateDefinition; subjects: Subjects }) {
  const { t } = useTranslation()
  const name = (list: Subjects['trivia'], id: number | null) => list.find((s) => s.id === id)?.title ?? '—'
  if (d.trigger === 'trivia') {
    return (
      <>
        {t('manage.certificates.howTrivia', { trivia: name(subjects.trivia, d.triviaId), percent: d.minScorePercent })}
      </>
    )
  }
  if (d.trigger === 'course')
    return <>{t('manage.certificates.howCourse', { course: name(subjects.courses, d.courseId) })}</>
  return <>{t(`manage.certificates.triggers.${d.trigger}`)}</>
}

interface FormState {
  titles: TranslatedForm
  trigger: CertificateTrigger
  triviaId: string
  courseId: string
  minScorePercent: string
  userTypes: Earner[]
  validityDays: string
  points: string
}

const toForm = (d: AdminCertificateDefinition | undefined): FormState => ({
  titles: toTranslatedForm(d?.titles),
  trigger: d?.trigger ?? 'staff',
  triviaId: d?.triviaId?.toString() ?? '',
  courseId: d?.courseId?.toString() ?? '',
  minScorePercent: d?.minScorePercent?.toString() ?? '',
  userTypes: d?.userTypes.filter(isEarner) ?? [],
  validityDays: d?.validityDays?.toString() ?? '',
  points: d?.points.toString() ?? '0',
})

/** An empty field is null; anything else goes as a number (the schema says what is wrong with it). */
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text.trim()))

function DefinitionForm({
  definition,
  subjects,
  onDone,
}: {
  definition: AdminCertificateDefinition | undefined
  subjects: Subjects
  onDone: () => void
}) {
  const { t } = useTranslation()
  const save = useMutation(certificatesAdminMutations.saveDefinition(useLocale()))
  const [form, setForm] = useState(() => toForm(definition))
  const { errors, failure, save: saveChecked } = useEditorSave()
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((f) => ({ ...f, [key]: value }))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const body = {
      titles: form.titles,
      trigger: form.trigger,
      triviaId: form.trigger === 'trivia' ? numberOrNull(form.triviaId) : null,
      courseId: form.trigger === 'course' ? numberOrNull(form.courseId) : null,
      minScorePercent: form.trigger === 'trivia' ? numberOrNull(form.minScorePercent) : null,
      userTypes: form.userTypes,
      validityDays: numberOrNull(form.validityDays),
      points: numberOrNull(form.points) ?? 0,
    }
    const sent = definition ? { ...body, version: definition.version } : body
    // The same domain schema the server applies (decision 059).
    await saveChecked(schemaProblems(definition ? CertificateUpdateSchema : CertificateInputSchema, sent), async () => {
      await save.mutateAsync({ id: definition?.id, body: sent })
      toast.success(definition ? t('manage.certificates.saved') : t('manage.certificates.created'))
      onDone()
    })
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <TranslatedFields
        legend={t('manage.certificates.titleField')}
        name="titles"
        value={form.titles}
        onChange={(titles) => set('titles', titles)}
        errors={errors}
      />
      <LabelledSelect
        label={t('manage.certificates.trigger')}
        value={form.trigger}
        onChange={(value) => set('trigger', value as CertificateTrigger)}
        error={errors.trigger}
      >
        <Options values={CERTIFICATE_TRIGGERS} label={(trigger) => t(`manage.certificates.triggers.${trigger}`)} />
      </LabelledSelect>
      {form.trigger === 'trivia' && (
        <div className="grid gap-3 sm:grid-cols-2">
          <LabelledSelect
            label={t('manage.certificates.trivia')}
            value={form.triviaId}
            onChange={(value) => set('triviaId', value)}
            error={errors.triviaId}
          >
            <option value="">{t('manage.certificates.choose')}</option>
            {subjects.trivia.map((s) => (
              <option key={s.id} value={s.id}>
                {s.title}
              </option>
            ))}
          </LabelledSelect>
          <TextField
            label={t('manage.certificates.minScore')}
            inputMode="numeric"
            value={form.minScorePercent}
            onChange={(e) => set('minScorePercent', e.target.value)}
            error={errors.minScorePercent}
          />
        </div>
      )}
      {form.trigger === 'course' && (
        <LabelledSelect
          label={t('manage.certificates.course')}
          value={form.courseId}
          onChange={(value) => set('courseId', value)}
          error={errors.courseId}
        >
          <option value="">{t('manage.certificates.choose')}</option>
          {subjects.courses.map((s) => (
            <option key={s.id} value={s.id}>
              {s.title}
            </option>
          ))}
        </LabelledSelect>
      )}
      <CheckboxGroup
        legend={t('manage.certificates.userTypes')}
        hint={t('manage.certificates.userTypesHint')}
        options={EARNERS.map((type) => ({ value: type, label: t(`ranking.types.${type}`) }))}
        checked={form.userTypes}
        onChange={(userTypes) => set('userTypes', userTypes)}
        columns="grid-cols-2 sm:grid-cols-4"
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('manage.certificates.validity')}
          inputMode="numeric"
          value={form.validityDays}
          onChange={(e) => set('validityDays', e.target.value)}
          placeholder={t('manage.certificates.noEnd')}
          error={errors.validityDays}
        />
        <TextField
          label={t('manage.certificates.pointsField')}
          inputMode="numeric"
          value={form.points}
          onChange={(e) => set('points', e.target.value)}
          error={errors.points}
        />
      </div>
      <FormFailure message={failure} />
      <FormActions onCancel={onDone} pending={save.isPending} />
    </form>
  )
}

function RemoveDefinition({
  definition,
  name,
  onDone,
}: {
  definition: AdminCertificateDefinition
  name: string
  onDone: () => void
}) {
  const { t } = useTranslation()
  const remove = useMutation(certificatesAdminMutations.removeDefinition(useLocale()))
  const { failure, run } = useWriteFailure()
  const held = definition.holders > 0
  const confirm = () =>
    run(async () => {
      const { outcome } = await remove.mutateAsync({ id: definition.id, version: definition.version })
      toast.success(outcome === 'retired' ? t('manage.certificates.retired') : t('manage.certificates.deleted'))
      onDone()
    })
  return (
    <DeleteConfirmation
      body={
        held
          ? t('manage.certificates.retireBody', { name, count: definition.holders })
          : t('manage.certificates.deleteBody', { name })
      }
      confirmLabel={held ? t('manage.certificates.retire') : t('manage.certificates.confirmDelete')}
      failure={failure}
      pending={remove.isPending}
      onConfirm={() => void confirm()}
      onCancel={onDone}
    />
  )
}
