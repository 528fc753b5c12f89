import { type FeedbackSentiment, SentimentSchema, SuggestionSchema } from '@podium/domain'
import { useMutation } from '@tanstack/react-query'
import { Frown, Meh, Smile } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { primaryButton, secondaryButton } from '../../../components/ui/button-styles.ts'
import { useLocale } from '../../../i18n/i18n.ts'
import { ApiRequestError } from '../../../lib/api-client.ts'
import { translateFieldErrors } from '../../../lib/field-errors.ts'
import { feedbackMutations } from '../api.ts'

const OPTIONS = [
  { value: 'happy', Icon: Smile },
  { value: 'neutral', Icon: Meh },
  { value: 'sad', Icon: Frown },
] as const

/**
 * docs/product-rules.md §4: two steps, a sentiment then a suggestion; the toast goes loading → success or error (§8).
 */
export function FeedbackPage() {
  const { t } = useTranslation()
  const lang = useLocale()
  const send = useMutation(feedbackMutations.send(lang))
  const suggestionId = useId()
  const [step, setStep] = useState<1 | 2 | 'done'>(1)
  const [sentiment, setSentiment] = useState<FeedbackSentiment | ''>('')
  const [suggestion, setSuggestion] = useState('')
  const [error, setError] = useState<string | null>(null)

  function next() {
    const parsed = SentimentSchema.safeParse(sentiment)
    if (!parsed.success)
      return setError(translateFieldErrors(t, { s: [parsed.error.issues[0]?.message ?? ''] }).s ?? null)
    setError(null)
    setStep(2)
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const parsed = SuggestionSchema.safeParse(suggestion)
    if (!parsed.success)
      return setError(translateFieldErrors(t, { s: [parsed.error.issues[0]?.message ?? ''] }).s ?? null)
    setError(null)
    // Step 2 follows a valid sentiment (next()).
    const sending = send.mutateAsync({ sentiment: sentiment as FeedbackSentiment, suggestion: parsed.data })
    toast.promise(sending, {
      loading: t('feedback.sending'),
      success: t('feedback.thanks'),
      error: (failure: unknown) =>
        failure instanceof ApiRequestError && failure.status === 429 ? t('feedback.rateLimited') : t('feedback.error'),
    })
    try {
      await sending
      setStep('done')
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.status === 429) setError(t('feedback.rateLimited'))
    }
  }

  function restart() {
    setStep(1)
    setSentiment('')
    setSuggestion('')
  }

  return (
    <div className="mx-auto grid max-w-xl grid-cols-[minmax(0,1fr)] gap-6">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight text-ink">{t('feedback.title')}</h1>
        {step !== 'done' && <p className="mt-1 text-sm text-ink-muted">{t('feedback.step', { step, total: 2 })}</p>}
      </div>
      {step === 1 && (
        <fieldset className="grid gap-4 rounded-2xl border border-line bg-surface p-5 shadow-xs">
          <legend className="float-left mb-2 text-lg font-bold text-ink">{t('feedback.question')}</legend>
          <div className="grid grid-cols-3 gap-3">
            {OPTIONS.map(({ value, Icon }) => (
              <label
                key={value}
                className="flex cursor-pointer flex-col items-center gap-2 rounded-xl border border-line p-4 text-sm font-semibold text-ink has-checked:border-brand has-checked:bg-brand-soft has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand"
              >
                <input
                  type="radio"
                  name="sentiment"
                  value={value}
                  checked={sentiment === value}
                  onChange={() => setSentiment(value)}
                  className="sr-only"
                />
                <Icon aria-hidden="true" className="size-8" />
                {t(`feedback.sentiments.${value}`)}
              </label>
            ))}
          </div>
          {error && (
            <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
              {error}
            </p>
          )}
          <button type="button" className={`${primaryButton} justify-self-end`} onClick={next}>
            {t('feedback.next')}
          </button>
        </fieldset>
      )}
      {step === 2 && (
        <form
          noValidate
          onSubmit={onSubmit}
          className="grid gap-4 rounded-2xl border border-line bg-surface p-5 shadow-xs"
        >
          <label htmlFor={suggestionId} className="text-lg font-bold text-ink">
            {t('feedback.suggestionLabel')}
          </label>
          <textarea
            id={suggestionId}
            rows={5}
            value={suggestion}
            onChange={(e) => setSuggestion(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${suggestionId}-error` : undefined}
            className="rounded-xl border border-line bg-surface px-3.5 py-2.5 text-base text-ink outline-none focus:border-brand focus:ring-2 focus:ring-brand/30"
          />
          {error && (
            <p id={`${suggestionId}-error`} role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
              {error}
            </p>
          )}
          <div className="flex justify-between gap-3">
            <button type="button" className={secondaryButton} onClick={() => setStep(1)}>
              {t('feedback.back')}
            </button>
            <button type="submit" className={primaryButton}>
              {t('feedback.send')}
            </button>
          </div>
        </form>
      )}
      {step === 'done' && (
        <div className="grid gap-4 rounded-2xl border border-line bg-surface p-6 text-center shadow-xs">
          <p className="text-lg font-bold text-ink">{t('feedback.thanks')}</p>
          <button type="button" className={`${secondaryButton} justify-self-center`} onClick={restart}>
            {t('feedback.another')}
          </button>
        </div>
      )}
    </div>
  )
}
