import {
  type AdminTriviaQuestion,
  isCorrectAnswer,
  TRIVIA_ANSWERS_MAX,
  TRIVIA_ANSWERS_MIN,
  type TriviaQuestionInput,
} from '@podium/domain'
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { secondaryButton } from '../../../components/ui/button-styles.ts'
import { TranslatedFields, type TranslatedForm, toTranslatedForm } from '../components/admin-kit.tsx'
import type { OwnEditor, OwnEditorProps } from './content-own-editors.tsx'

/**
 * A trivia's questions (decisions 043, 118), the trivia kind's own editor: each question's prompt and its 2 to 6
 * answers in four languages, the correct one marked, the questions in order. Frozen (shown, not editable) once
 * somebody has played the trivia: the server refuses a change to them then.
 */
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

/** Keys for React's lists of questions and answers, unique within the page. */
let nextKey = 1
const newKey = () => nextKey++

const blankAnswer = (): AnswerForm => ({ key: newKey(), texts: toTranslatedForm(undefined) })
function blankQuestion(): QuestionForm {
  const answers = [blankAnswer(), blankAnswer()]
  return { key: newKey(), prompts: toTranslatedForm(undefined), answers, correct: answers[0]?.key ?? 0 }
}

function toForm(stored: unknown): QuestionForm[] {
  if (!Array.isArray(stored)) return [blankQuestion()]
  return (stored as AdminTriviaQuestion[]).map((q) => {
    const answers = q.answers.map((a) => ({ key: newKey(), texts: toTranslatedForm(a.texts) }))
    const correct = q.answers.findIndex((a, k) => isCorrectAnswer(q, a, k))
    return { key: newKey(), prompts: toTranslatedForm(q.prompts), answers, correct: answers[correct]?.key ?? 0 }
  })
}

const toBody = (value: unknown): Pick<TriviaQuestionInput, 'prompts' | 'answers'>[] =>
  (value as QuestionForm[]).map((q) => ({
    prompts: q.prompts,
    answers: q.answers.map((a) => ({ texts: a.texts, correct: a.key === q.correct })),
  }))

/** Moves the item at `index` one place (-1 up, +1 down). */
function moved<T>(items: readonly T[], index: number, by: -1 | 1): T[] {
  const other = index + by
  if (other < 0 || other >= items.length) return [...items]
  const out = [...items]
  ;[out[index], out[other]] = [out[other] as T, out[index] as T]
  return out
}

function TriviaQuestions({ item, value, onChange, errors }: OwnEditorProps) {
  const { t } = useTranslation()
  const radios = useId()
  const questions = value as QuestionForm[]
  const attempts = Number(item?.attemptCount ?? 0)
  const set = (next: QuestionForm[]) => onChange(next)
  const setQuestion = (index: number, change: (q: QuestionForm) => QuestionForm) =>
    set(questions.map((q, i) => (i === index ? change(q) : q)))

  return (
    <>
      {attempts > 0 && (
        <p className="rounded-xl bg-warn-soft p-3 text-sm text-warn-strong">
          {t('content.trivia.editor.frozenHint', { count: attempts })}
        </p>
      )}
      {errors.questions && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {errors.questions}
        </p>
      )}
      <fieldset disabled={attempts > 0} className="grid gap-4">
        <legend className="sr-only">{t('content.trivia.fields.questions')}</legend>
        {questions.map((question, qi) => (
          <fieldset key={question.key} className="grid gap-3 rounded-2xl border border-line p-3">
            <legend className="px-1 text-base font-bold text-ink">
              {t('content.trivia.editor.questionN', { n: qi + 1 })}
            </legend>
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className={secondaryButton}
                disabled={qi === 0}
                onClick={() => set(moved(questions, qi, -1))}
                aria-label={t('content.trivia.editor.moveUp', { n: qi + 1 })}
              >
                <ArrowUp aria-hidden="true" className="size-4" />
              </button>
              <button
                type="button"
                className={secondaryButton}
                disabled={qi === questions.length - 1}
                onClick={() => set(moved(questions, qi, 1))}
                aria-label={t('content.trivia.editor.moveDown', { n: qi + 1 })}
              >
                <ArrowDown aria-hidden="true" className="size-4" />
              </button>
              <button
                type="button"
                className={secondaryButton}
                disabled={questions.length <= 1}
                onClick={() => set(questions.filter((_, i) => i !== qi))}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                {t('content.trivia.editor.removeQuestion', { n: qi + 1 })}
              </button>
            </div>
            <TranslatedFields
              legend={t('content.trivia.editor.prompt')}
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
                      name={`${radios}-${question.key}`}
                      checked={question.correct === answer.key}
                      onChange={() => setQuestion(qi, (q) => ({ ...q, correct: answer.key }))}
                    />
                    {t('content.trivia.editor.correctAnswer', { n: ai + 1 })}
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
                    {t('content.trivia.editor.removeAnswer', { n: ai + 1 })}
                  </button>
                </div>
                <TranslatedFields
                  legend={t('content.trivia.editor.answerN', { n: ai + 1 })}
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
              {t('content.trivia.editor.addAnswer')}
            </button>
          </fieldset>
        ))}
        <button
          type="button"
          className={`${secondaryButton} justify-self-start`}
          onClick={() => set([...questions, blankQuestion()])}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('content.trivia.editor.addQuestion')}
        </button>
      </fieldset>
    </>
  )
}

export const TRIVIA_QUESTIONS_EDITOR: OwnEditor = { Editor: TriviaQuestions, toForm, toBody }
