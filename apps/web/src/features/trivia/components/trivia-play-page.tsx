import type { TriviaAttemptResult, TriviaDetail } from '@podium/domain'
import { useMutation, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ArrowRight, CheckCircle2, Send, Timer } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { primaryButton, secondaryButton } from '../../../components/ui/button-styles.ts'
import { CardListSkeleton } from '../../../components/ui/card-list-skeleton.tsx'
import { LoadError } from '../../../components/ui/load-error.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { type TriviaRefusal, triviaMutations, triviaQueries, triviaRefusalOf } from '../api.ts'
import { formatClock, localDeadline, useSecondsLeft } from '../countdown.ts'

export function TriviaPlayPage({ id }: { id: number }) {
  const { t } = useTranslation()
  const detail = useQuery(triviaQueries.detail(id, useLocale()))
  if (detail.isPending) return <CardListSkeleton rows={1} label={t('trivia.loading')} />
  if (detail.isError) return <LoadError onRetry={() => detail.refetch()} />
  return <TriviaPlayer quiz={detail.data} />
}

function Finished({ quiz, result }: { quiz: TriviaDetail; result: { correctCount: number; points: number } }) {
  const { t } = useTranslation()
  return (
    <div className="grid gap-4 rounded-2xl border border-line bg-surface p-6 text-center shadow-xs">
      <CheckCircle2 aria-hidden="true" className="mx-auto size-10 text-brand" />
      <p className="text-lg font-bold text-ink">
        {t('trivia.score', { correct: result.correctCount, total: quiz.questionCount })}
      </p>
      <p className="text-ink-muted">{t('trivia.pointsEarned', { count: result.points })}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/trivia" className={secondaryButton}>
          {t('trivia.backToList')}
        </Link>
        <Link to="/ranking" className={primaryButton}>
          {t('ranking.title')}
        </Link>
      </div>
    </div>
  )
}

/**
 * The server owns the clock (decision 021): Start records it there and answers the deadline, which this screen only
 * counts down to; the questions arrive once it runs. A clock that already runs (a reload, a second tab) resumes.
 */
function TriviaPlayer({ quiz }: { quiz: TriviaDetail }) {
  const { t } = useTranslation()
  const lang = useLocale()
  const start = useMutation(triviaMutations.start(lang))
  const answer = useMutation(triviaMutations.answer(lang))
  const starting = start.isPending
  const sending = answer.isPending
  const groupId = useId()
  /** The server's deadline on this device's clock; null until Start answers. */
  const [deadline, setDeadline] = useState<number | null>(null)
  const [index, setIndex] = useState(0)
  const [answers, setAnswers] = useState<Record<string, string>>({})
  const [result, setResult] = useState<TriviaAttemptResult | null>(null)
  const [refused, setRefused] = useState<TriviaRefusal | null>(null)
  const refusal = refused ?? (quiz.timeUp ? 'time_up' : null)
  const secondsLeft = useSecondsLeft(deadline)
  const sentOnTimeout = useRef(false)
  const resumed = useRef(false)

  async function begin() {
    if (starting) return
    resumed.current = true
    try {
      const clock = await start.mutateAsync({ id: quiz.id, fetchQuestions: quiz.questions.length === 0 })
      setDeadline(localDeadline(clock))
    } catch (error) {
      const refusal = triviaRefusalOf(error)
      if (refusal) setRefused(refusal)
      else toast.error(t('trivia.startError'))
    }
  }

  async function send() {
    if (sending || deadline === null) return
    try {
      setResult(await answer.mutateAsync({ id: quiz.id, input: { answers } }))
      toast.success(t('trivia.saved'))
    } catch (error) {
      const refusal = triviaRefusalOf(error)
      if (refusal) setRefused(refusal)
      else toast.error(t('trivia.saveError'))
    }
  }

  // Started before this page (a reload, another tab): Start answers the same clock, so resume it.
  useEffect(() => {
    if (quiz.clock && !quiz.attempt && !quiz.timeUp && !resumed.current) void begin()
  })

  // Time is up: send what was answered (the server still takes it within its grace).
  useEffect(() => {
    if (secondsLeft === 0 && !result && !refusal && !sentOnTimeout.current) {
      sentOnTimeout.current = true
      void send()
    }
  })

  const header = (
    <div className="grid gap-1">
      <h1 className="text-3xl font-extrabold tracking-tight text-ink">{quiz.title}</h1>
      <p className="text-sm text-ink-muted">
        {t('trivia.meta', { minutes: quiz.timeLimitMinutes, count: quiz.questionCount, author: quiz.author })}
      </p>
    </div>
  )

  const sent = result ?? quiz.attempt
  if (sent || refusal) {
    return (
      <div className="mx-auto grid max-w-2xl gap-6">
        {header}
        {refusal && (
          <p role="alert" className="rounded-xl bg-warn-soft px-4 py-3 font-medium text-warn-strong">
            {t(refusal === 'time_up' ? 'trivia.timeUpRefused' : 'trivia.alreadyAnswered')}
          </p>
        )}
        {sent && <Finished quiz={quiz} result={sent} />}
        {quiz.attempt && !result && !refusal && (
          <p className="text-center text-sm text-ink-muted">{t('trivia.alreadyAnswered')}</p>
        )}
        {refusal && !sent && (
          <Link to="/trivia" className={`${secondaryButton} justify-self-start`}>
            {t('trivia.backToList')}
          </Link>
        )}
      </div>
    )
  }

  if (deadline === null && !quiz.clock) {
    return (
      <div className="mx-auto grid max-w-2xl gap-6">
        {header}
        <p className="text-ink">{t('trivia.intro', { minutes: quiz.timeLimitMinutes })}</p>
        <button type="button" className={`${primaryButton} justify-self-start`} onClick={begin} disabled={starting}>
          {t('trivia.start')}
        </button>
      </div>
    )
  }

  // Start (or its questions) on the way.
  if (deadline === null || quiz.questions.length === 0) return <CardListSkeleton rows={1} label={t('trivia.loading')} />

  const question = quiz.questions[index]
  const last = index === quiz.questions.length - 1
  const low = secondsLeft !== null && secondsLeft <= 30
  return (
    <div className="mx-auto grid max-w-2xl gap-6">
      {header}
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-semibold text-ink-muted">
          {t('trivia.progress', { current: index + 1, total: quiz.questions.length })}
        </p>
        <p
          role="timer"
          aria-label={t('trivia.timeLeft')}
          className={`flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-bold tabular-nums ${low ? 'bg-live text-live-ink' : 'bg-brand-soft text-brand-strong'}`}
        >
          <Timer aria-hidden="true" className="size-4" />
          {formatClock(secondsLeft ?? 0)}
        </p>
      </div>
      {secondsLeft === 0 ? (
        <div className="grid gap-3 rounded-2xl border border-line bg-surface p-5 shadow-xs">
          <p role="status" className="font-medium text-ink">
            {t('trivia.timeUp')}
          </p>
          <button type="button" className={`${primaryButton} justify-self-start`} onClick={send} disabled={sending}>
            <Send aria-hidden="true" className="size-4" />
            {t('trivia.send')}
          </button>
        </div>
      ) : (
        question && (
          <fieldset className="grid gap-3 rounded-2xl border border-line bg-surface p-5 shadow-xs">
            <legend className="sr-only">{question.prompt}</legend>
            <p aria-hidden="true" className="text-lg font-bold text-ink">
              {question.prompt}
            </p>
            {question.answers.map((answer) => (
              <label
                key={answer.id}
                className="flex cursor-pointer items-center gap-3 rounded-xl border border-line px-4 py-3 text-ink has-checked:border-brand has-checked:bg-brand-soft"
              >
                <input
                  type="radio"
                  name={`${groupId}-${question.id}`}
                  value={answer.id}
                  checked={answers[String(question.id)] === answer.id}
                  onChange={() => setAnswers((prev) => ({ ...prev, [String(question.id)]: answer.id }))}
                  className="size-4 accent-brand"
                />
                {answer.text}
              </label>
            ))}
          </fieldset>
        )
      )}
      {secondsLeft !== 0 && (
        <div className="flex justify-end">
          {last ? (
            <button type="button" className={primaryButton} onClick={send} disabled={sending}>
              <Send aria-hidden="true" className="size-4" />
              {t('trivia.send')}
            </button>
          ) : (
            <button type="button" className={primaryButton} onClick={() => setIndex(index + 1)}>
              {t('trivia.next')}
              <ArrowRight aria-hidden="true" className="size-4" />
            </button>
          )}
        </div>
      )}
    </div>
  )
}
