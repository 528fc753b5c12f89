import { type Locale, PUSH_ALERT_KINDS, PUSH_LEAD_MINUTES, type PushAlertKind, type PushFollow } from '@podium/domain'
import { useMutation } from '@tanstack/react-query'
import { BellOff, BellRing } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { primaryButton, secondaryButton } from '../../../components/ui/button-styles.ts'
import { FIELD } from '../../../components/ui/field-styles.ts'
import { alertsMutations } from '../api.ts'
import { type AlertChoices, AlertsError, alertChoices, currentSubscription, pushSupport } from '../push-client.ts'

/**
 * Alerts about what I follow (decision 056): on or off for this device, which kinds, how long before a start. The
 * device's follows and spoiler shield travel with the subscription and are sent again when they change.
 */
export function AlertsPanel({ follows, spoilerFree }: { follows: readonly PushFollow[]; spoilerFree: boolean }) {
  const { t, i18n } = useTranslation()
  const locale = i18n.language as Locale
  const headingId = useId()
  const [support] = useState(pushSupport)
  const [on, setOn] = useState<boolean | undefined>(undefined)
  const choices = alertChoices.use()
  const turnOn = useMutation(alertsMutations.turnOn())
  const turnOff = useMutation(alertsMutations.turnOff())
  const { mutate: update } = useMutation(alertsMutations.update())
  const busy = turnOn.isPending || turnOff.isPending

  useEffect(() => {
    let live = true
    currentSubscription()
      .then((found) => live && setOn(found !== null))
      .catch(() => live && setOn(false))
    return () => {
      live = false
    }
  }, [])

  // Shown with alerts on, and whenever follows, shield or language change: the server answers to the current ones
  // (and, sent with the session, links the subscription to the account signed in).
  const followKey = JSON.stringify(follows)
  useEffect(() => {
    // A failed update is sent again at the next change; the toggle stays on.
    if (on) update({ locale, choices: alertChoices.read(), spoilerFree, follows: JSON.parse(followKey) })
  }, [on, locale, spoilerFree, followKey, update])

  const context = (next: AlertChoices) => ({ locale, choices: next, spoilerFree, follows })
  const failed = (error: unknown) => {
    const reason = error instanceof AlertsError ? error.reason : 'generic'
    toast.error(t(`alerts.errors.${reason}`))
  }

  const toggle = () => {
    if (on) {
      turnOff.mutate(undefined, {
        onSuccess: () => {
          setOn(false)
          toast.success(t('alerts.turnedOff'))
        },
        onError: failed,
      })
    } else {
      turnOn.mutate(context(choices), {
        onSuccess: () => {
          setOn(true)
          toast.success(t('alerts.turnedOn'))
        },
        onError: failed,
      })
    }
  }

  const change = (next: AlertChoices) => {
    alertChoices.set(next)
    if (on) update(context(next), { onError: failed })
  }
  const toggleKind = (kind: PushAlertKind, checked: boolean) =>
    change({
      ...choices,
      kinds: PUSH_ALERT_KINDS.filter((k) => (k === kind ? checked : choices.kinds.includes(k))),
    })

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-line bg-surface p-4 shadow-sm">
      <h2 id={headingId} className="flex items-center gap-2 text-base font-bold text-ink">
        <BellRing aria-hidden="true" className="size-5 text-brand" />
        {t('alerts.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('alerts.intro')}</p>
      {support !== 'supported' ? (
        <p className="mt-3 flex items-start gap-2 text-sm text-ink" role="note">
          <BellOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-muted" />
          {t(`alerts.support.${support}`)}
        </p>
      ) : (
        <>
          <button
            type="button"
            className={`mt-3 ${on ? secondaryButton : primaryButton}`}
            aria-pressed={on === true}
            disabled={busy || on === undefined}
            onClick={toggle}
          >
            {on ? t('alerts.turnOff') : t('alerts.turnOn')}
          </button>
          {follows.length === 0 && <p className="mt-2 text-sm text-ink-muted">{t('alerts.nothingFollowed')}</p>}
          {on && (
            <div className="mt-4 grid gap-3 sm:grid-cols-2">
              <fieldset className="grid gap-1.5">
                <legend className="mb-1 text-sm font-semibold text-ink">{t('alerts.kindsLegend')}</legend>
                {PUSH_ALERT_KINDS.map((kind) => (
                  <label key={kind} className="flex items-center gap-2 text-sm text-ink">
                    <input
                      type="checkbox"
                      className="size-4 accent-brand"
                      checked={choices.kinds.includes(kind)}
                      onChange={(e) => toggleKind(kind, e.currentTarget.checked)}
                    />
                    {t(`alerts.kinds.${kind}`)}
                  </label>
                ))}
              </fieldset>
              <label className="grid content-start gap-1.5 text-sm font-semibold text-ink">
                {t('alerts.lead')}
                <select
                  className={FIELD}
                  value={choices.leadMinutes}
                  onChange={(e) => change({ ...choices, leadMinutes: Number(e.currentTarget.value) })}
                >
                  {PUSH_LEAD_MINUTES.map((minutes) => (
                    <option key={minutes} value={minutes}>
                      {t('alerts.minutes', { count: minutes })}
                    </option>
                  ))}
                </select>
              </label>
            </div>
          )}
        </>
      )}
    </section>
  )
}
