import {
  type AdminTrivia,
  formatDate,
  formatTime,
  TRIVIA_ANSWERS_MAX,
  TRIVIA_ANSWERS_MIN,
  TriviaInputSchema,
  TriviaUpdateSchema,
  zonedDate,
  zonedInstant,
  zonedTimeOfDay,
} from '@podium/domain'
import { useMutation, useQuery } from '@tanstack/react-query'
import { ArrowDown, ArrowUp, Brain, Pencil, Plus, Printer, Trash2 } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { Badge } from '../../../components/ui/badge.tsx'
import { secondaryButton } from '../../../components/ui/button-styles.ts'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { TextField } from '../../../components/ui/text-field.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { ApiRequestError } from '../../../lib/api-client.ts'
import { configQueries } from '../../../platform/config/api.ts'
import { triviaAdminMutations, triviaAdminQueries, triviaQrSheetUrl } from '../trivia-api.ts'
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

/** /manage/trivia: the quizzes, their questions and their printable QR sheets (decision 043). */
export function TriviaAdminPage() {
  return (
    <ManageAccess action="content.manage">
      <TriviaAdmin />
    </ManageAccess>
  )
}

type Editing = { mode: 'create' } | { mode: 'edit'; trivia: AdminTrivia }
type ActiveFilter = 'true' | 'false'

/** The message of a refused trivia write: the frozen questions have their own. */
const triviaErrorKey = (error: unknown) =>
  error instanceof ApiRequestError && error.code === 'trivia_attempted'
    ? 'manage.trivia.questionsFrozen'
    : writeErrorKey(error)

function TriviaAdmin() {
  const { t } = useTranslation()
  const locale = useLocale()
  const [q, setQ] = useState('')
  const [active, setActive] = useState<ActiveFilter | ''>('')
  const [page, setPage] = useState(1)
  const [editing, setEditing] = useState<Editing | null>(null)
  const [deleting, setDeleting] = useState<AdminTrivia | null>(null)
  const timeZone = useQuery(configQueries.detail(locale)).data?.games.timeZone
  const query = useQuery(triviaAdminQueries.list(locale, { q, active: active || undefined, page }))
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / query.data.pageSize)) : 1
  const when = (instant: string | null) =>
    instant && timeZone
      ? `${formatDate(instant, { locale, timeZone })} ${formatTime(instant, { locale, timeZone })}`
      : t('manage.trivia.unbounded')

  return (
    <div className="mx-auto grid max-w-4xl gap-5">
      <ManagerHeader
        icon={Brain}
        title={t('manage.trivia.title')}
        addLabel={t('manage.trivia.add')}
        onAdd={() => setEditing({ mode: 'create' })}
      />
      <ManagerFilters
        searchLabel={t('manage.trivia.search')}
        searchPlaceholder={t('manage.trivia.searchPlaceholder')}
        q={q}
        onSearch={(value) => {
          setQ(value)
          setPage(1)
        }}
        filterLabel={t('manage.trivia.state')}
        allLabel={t('manage.trivia.allStates')}
        value={active}
        options={[
          { value: 'true', label: t('manage.trivia.active') },
          { value: 'false', label: t('manage.trivia.inactive') },
        ]}
        onFilter={(value) => {
          setActive(value)
          setPage(1)
        }}
      />

      <ListStates
        isPending={query.isPending}
        isError={query.isError}
        onRetry={() => void query.refetch()}
        isEmpty={query.data?.items.length === 0}
        emptyText={t('manage.trivia.empty')}
      >
        {() =>
          query.data && (
            <>
              <p className="text-sm text-ink-muted" aria-live="polite">
                {t('manage.trivia.count', { count: query.data.total })}
              </p>
              <ul className="grid gap-2">
                {query.data.items.map((item) => (
                  <li
                    key={item.id}
                    className="flex flex-wrap items-center gap-3 rounded-2xl border border-line bg-surface p-3 sm:flex-nowrap"
                  >
                    <div className="min-w-0 basis-full sm:flex-1 sm:basis-auto">
                      <p className="flex flex-wrap items-center gap-2 font-semibold break-words text-ink">
                        {item.titles.pt}
                        {!item.active && <Badge tone="warn">{t('manage.trivia.inactive')}</Badge>}
                      </p>
                      <p className="text-sm text-ink-muted">
                        {item.author} · {t('manage.trivia.questionCount', { count: item.questions.length })} ·{' '}
                        {t('manage.trivia.attemptCount', { count: item.attemptCount })}
                      </p>
                      <p className="text-sm text-ink-muted">
                        {t('manage.trivia.window', { opens: when(item.opensAt), closes: when(item.closesAt) })}
                      </p>
                      <MissingLanguages missing={item.missing} />
                    </div>
                    <div className="flex flex-wrap gap-2">
                      <a
                        className={secondaryButton}
                        href={triviaQrSheetUrl(item.id)}
                        target="_blank"
                        rel="noopener"
                        aria-label={t('manage.trivia.printOne', { name: item.titles.pt })}
                      >
                        <Printer aria-hidden="true" className="size-4" />
                        {t('manage.trivia.print')}
                      </a>
                      <button
                        type="button"
                        className={secondaryButton}
                        onClick={() => setEditing({ mode: 'edit', trivia: item })}
                        aria-label={t('manage.trivia.editOne', { name: item.titles.pt })}
                      >
                        <Pencil aria-hidden="true" className="size-4" />
                        {t('manage.edit')}
                      </button>
                      <button
                        type="button"
                        className={secondaryButton}
                        onClick={() => setDeleting(item)}
                        aria-label={t('manage.trivia.deleteOne', { name: item.titles.pt })}
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
        title={editing?.mode === 'edit' ? t('manage.trivia.editTitle') : t('manage.trivia.addTitle')}
        closeLabel={t('manage.close')}
        wide
      >
        {editing && timeZone && (
          <TriviaForm
            key={editing.mode === 'edit' ? `${editing.trivia.id}:${editing.trivia.version}` : 'new'}
            trivia={editing.mode === 'edit' ? editing.trivia : undefined}
            timeZone={timeZone}
            onDone={() => setEditing(null)}
          />
        )}
      </Dialog>
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('manage.trivia.deleteTitle')}
        closeLabel={t('manage.close')}
      >
        {deleting && <DeleteTrivia trivia={deleting} onDone={() => setDeleting(null)} />}
      </Dialog>
    </div>
  )
}

interface AnswerForm {
  key: number
  texts: TranslatedForm
}
interface QuestionForm {
  key: number
  prompts: TranslatedForm
  answers: AnswerForm[]
  /** The key of the correct answer. */
  correct: number
}
interface FormState {
  titles: TranslatedForm
  author: string
  timeLimitMinutes: string
  pointsPerCorrect: string
  active: boolean
  /** `YYYY-MM-DDTHH:MM` on the games' wall clock, or empty (no bound). */
  opensAt: string
  closesAt: string
  questions: QuestionForm[]
}

/** Keys for React's lists of questions and answers, unique within the page. */
let nextKey = 1
const newKey = () => nextKey++

const blankAnswer = (): AnswerForm => ({ key: newKey(), texts: toTranslatedForm(undefined) })
function blankQuestion(): QuestionForm {
  const answers = [blankAnswer(), blankAnswer()]
  return { key: newKey(), prompts: toTranslatedForm(undefined), answers, correct: answers[0]?.key ?? 0 }
}

const wallClock = (instant: string | null, timeZone: string) =>
  instant ? `${zonedDate(instant, timeZone)}T${zonedTimeOfDay(new Date(instant), timeZone)}` : ''

/** The typed wall-clock time in the games' time zone as an instant; empty is no bound; anything else is refused. */
function instantOf(value: string, timeZone: string): string | null {
  if (value.trim() === '') return null
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(value)
  return match?.[1] && match[2] ? zonedInstant(match[1], match[2], timeZone) : value
}

function toForm(trivia: AdminTrivia | undefined, timeZone: string): FormState {
  return {
    titles: toTranslatedForm(trivia?.titles),
    author: trivia?.author ?? '',
    timeLimitMinutes: String(trivia?.timeLimitMinutes ?? 5),
    pointsPerCorrect: String(trivia?.pointsPerCorrect ?? 100),
    active: trivia?.active ?? true,
    opensAt: wallClock(trivia?.opensAt ?? null, timeZone),
    closesAt: wallClock(trivia?.closesAt ?? null, timeZone),
    questions: trivia
      ? trivia.questions.map((q) => {
          const answers = q.answers.map((a) => ({ key: newKey(), id: a.id, texts: toTranslatedForm(a.texts) }))
          return {
            key: newKey(),
            prompts: toTranslatedForm(q.prompts),
            answers,
            correct: answers.find((a) => a.id === q.correctAnswerId)?.key ?? answers[0]?.key ?? 0,
          }
        })
      : [blankQuestion()],
  }
}

const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()))

/** Moves the item at `index` one place (-1 up, +1 down). */
function moved<T>(items: readonly T[], index: number, by: -1 | 1): T[] {
  const other = index + by
  if (other < 0 || other >= items.length) return [...items]
  const out = [...items]
  ;[out[index], out[other]] = [out[other] as T, out[index] as T]
  return out
}

function TriviaForm(props: { trivia: AdminTrivia | undefined; timeZone: string; onDone: () => void }) {
  const { trivia, timeZone, onDone } = props
  const { t } = useTranslation()
  const locale = useLocale()
  const save = useMutation(triviaAdminMutations.save(locale))
  const [form, setForm] = useState(() => toForm(trivia, timeZone))
  const { errors, failure, save: saveChecked } = useEditorSave({ errorKey: triviaErrorKey })
  const activeId = useId()
  const frozen = (trivia?.attemptCount ?? 0) > 0

  const setQuestion = (index: number, change: (q: QuestionForm) => QuestionForm) =>
    setForm((f) => ({ ...f, questions: f.questions.map((q, i) => (i === index ? change(q) : q)) }))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const body = {
      titles: form.titles,
      author: form.author,
      timeLimitMinutes: numberOf(form.timeLimitMinutes),
      pointsPerCorrect: numberOf(form.pointsPerCorrect),
      active: form.active,
      opensAt: instantOf(form.opensAt, timeZone),
      closesAt: instantOf(form.closesAt, timeZone),
      questions: form.questions.map((q) => ({
        prompts: q.prompts,
        answers: q.answers.map((a) => ({ texts: a.texts, correct: a.key === q.correct })),
      })),
      ...(trivia ? { version: trivia.version } : {}),
    }
    // The same domain schema the server applies (decision 043).
    await saveChecked(schemaProblems(trivia ? TriviaUpdateSchema : TriviaInputSchema, body), async () => {
      await save.mutateAsync({ id: trivia?.id, body })
      toast.success(trivia ? t('manage.trivia.saved') : t('manage.trivia.created'))
      onDone()
    })
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <TranslatedFields
        legend={t('manage.trivia.titleField')}
        name="titles"
        value={form.titles}
        onChange={(titles) => setForm((f) => ({ ...f, titles }))}
        errors={errors}
      />
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          label={t('manage.trivia.author')}
          value={form.author}
          onChange={(e) => setForm((f) => ({ ...f, author: e.target.value }))}
          required
          error={errors.author}
        />
        <TextField
          label={t('manage.trivia.timeLimit')}
          inputMode="numeric"
          value={form.timeLimitMinutes}
          onChange={(e) => setForm((f) => ({ ...f, timeLimitMinutes: e.target.value }))}
          error={errors.timeLimitMinutes}
        />
        <TextField
          label={t('manage.trivia.points')}
          inputMode="numeric"
          value={form.pointsPerCorrect}
          onChange={(e) => setForm((f) => ({ ...f, pointsPerCorrect: e.target.value }))}
          error={errors.pointsPerCorrect}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('manage.trivia.opensAt', { zone: timeZone })}
          type="datetime-local"
          value={form.opensAt}
          onChange={(e) => setForm((f) => ({ ...f, opensAt: e.target.value }))}
          error={errors.opensAt}
        />
        <TextField
          label={t('manage.trivia.closesAt', { zone: timeZone })}
          type="datetime-local"
          value={form.closesAt}
          onChange={(e) => setForm((f) => ({ ...f, closesAt: e.target.value }))}
          error={errors.closesAt}
        />
      </div>
      <p className="-mt-2 text-xs text-ink-muted">{t('manage.trivia.windowHint')}</p>
      <div className="flex items-center gap-3">
        <input
          id={activeId}
          type="checkbox"
          className="size-5 accent-brand"
          checked={form.active}
          onChange={(e) => setForm((f) => ({ ...f, active: e.target.checked }))}
        />
        <label htmlFor={activeId} className="font-semibold text-ink">
          {t('manage.trivia.activeField')}
        </label>
      </div>

      {frozen && (
        <p className="rounded-xl bg-warn-soft p-3 text-sm text-warn-strong">
          {t('manage.trivia.frozenHint', { count: trivia?.attemptCount ?? 0 })}
        </p>
      )}
      {errors.questions && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {errors.questions}
        </p>
      )}
      <fieldset disabled={frozen} className="grid gap-4">
        <legend className="sr-only">{t('manage.trivia.questions')}</legend>
        {form.questions.map((question, qi) => (
          <fieldset key={question.key} className="grid gap-3 rounded-2xl border border-line p-3">
            <legend className="px-1 text-base font-bold text-ink">{t('manage.trivia.questionN', { n: qi + 1 })}</legend>
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className={secondaryButton}
                disabled={qi === 0}
                onClick={() => setForm((f) => ({ ...f, questions: moved(f.questions, qi, -1) }))}
                aria-label={t('manage.trivia.moveQuestionUp', { n: qi + 1 })}
              >
                <ArrowUp aria-hidden="true" className="size-4" />
              </button>
              <button
                type="button"
                className={secondaryButton}
                disabled={qi === form.questions.length - 1}
                onClick={() => setForm((f) => ({ ...f, questions: moved(f.questions, qi, 1) }))}
                aria-label={t('manage.trivia.moveQuestionDown', { n: qi + 1 })}
              >
                <ArrowDown aria-hidden="true" className="size-4" />
              </button>
              <button
                type="button"
                className={secondaryButton}
                disabled={form.questions.length <= 1}
                onClick={() => setForm((f) => ({ ...f, questions: f.questions.filter((_, i) => i !== qi) }))}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                {t('manage.trivia.removeQuestion', { n: qi + 1 })}
              </button>
            </div>
            <TranslatedFields
              legend={t('manage.trivia.prompt')}
              name={`questions.${qi}.prompts`}
              value={question.prompts}
              onChange={(prompts) => setQuestion(qi, (q) => ({ ...q, prompts }))}
              errors={errors}
            />
            {errors[`questions.${qi}.answers`] && (
              <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
                {errors[`questions.${qi}.answers`]}
              </p>
            )}
            {question.answers.map((answer, ai) => (
              <div key={answer.key} className="grid gap-2 rounded-xl bg-surface-muted p-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <label className="flex items-center gap-2 text-sm font-semibold text-ink">
                    <input
                      type="radio"
                      className="size-5 accent-brand"
                      name={`correct-${question.key}`}
                      checked={question.correct === answer.key}
                      onChange={() => setQuestion(qi, (q) => ({ ...q, correct: answer.key }))}
                    />
                    {t('manage.trivia.correctAnswer', { n: ai + 1 })}
                  </label>
                  <button
                    type="button"
                    className={secondaryButton}
                    disabled={question.answers.length <= TRIVIA_ANSWERS_MIN}
                    onClick={() =>
                      setQuestion(qi, (q) => {
                        const answers = q.answers.filter((a) => a.key !== answer.key)
                        const correct = q.correct === answer.key ? (answers[0]?.key ?? 0) : q.correct
                        return { ...q, answers, correct }
                      })
                    }
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    {t('manage.trivia.removeAnswer', { n: ai + 1 })}
                  </button>
                </div>
                <TranslatedFields
                  legend={t('manage.trivia.answerN', { n: ai + 1 })}
                  name={`questions.${qi}.answers.${ai}.texts`}
                  value={answer.texts}
                  onChange={(texts) =>
                    setQuestion(qi, (q) => ({
                      ...q,
                      answers: q.answers.map((a) => (a.key === answer.key ? { ...a, texts } : a)),
                    }))
                  }
                  errors={errors}
                />
              </div>
            ))}
            <button
              type="button"
              className={`${secondaryButton} justify-self-start`}
              disabled={question.answers.length >= TRIVIA_ANSWERS_MAX}
              onClick={() => setQuestion(qi, (q) => ({ ...q, answers: [...q.answers, blankAnswer()] }))}
            >
              <Plus aria-hidden="true" className="size-4" />
              {t('manage.trivia.addAnswer')}
            </button>
          </fieldset>
        ))}
        <button
          type="button"
          className={`${secondaryButton} justify-self-start`}
          onClick={() => setForm((f) => ({ ...f, questions: [...f.questions, blankQuestion()] }))}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('manage.trivia.addQuestion')}
        </button>
      </fieldset>
      <FormFailure message={failure} />
      <FormActions onCancel={onDone} pending={save.isPending} />
    </form>
  )
}

/** A played trivia is never deleted (decision 043): the dialog says why and how many attempts hold it. */
function DeleteTrivia({ trivia, onDone }: { trivia: AdminTrivia; onDone: () => void }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const remove = useMutation(triviaAdminMutations.remove(locale))
  const [failure, setFailure] = useState<string | null>(null)
  if (trivia.attemptCount > 0) {
    return (
      <div className="grid gap-4">
        <p className="text-ink">
          {t('manage.trivia.deleteRefused', { name: trivia.titles.pt, count: trivia.attemptCount })}
        </p>
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
      await remove.mutateAsync({ id: trivia.id, version: trivia.version })
      toast.success(t('manage.trivia.deleted'))
      onDone()
    } catch (error) {
      setFailure(t(triviaErrorKey(error)))
    }
  }
  return (
    <DeleteConfirmation
      body={t('manage.trivia.deleteBody', { name: trivia.titles.pt })}
      confirmLabel={t('manage.trivia.confirmDelete')}
      failure={failure}
      pending={remove.isPending}
      onConfirm={() => void confirm()}
      onCancel={onDone}
    />
  )
}
