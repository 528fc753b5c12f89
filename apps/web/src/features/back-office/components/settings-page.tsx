import { type GamesSettings, GamesSettingsInputSchema } from '@podium/domain'
import { useMutation, useQuery } from '@tanstack/react-query'
import { Settings2 } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { CardListSkeleton } from '../../../components/ui/card-list-skeleton.tsx'
import { LoadError } from '../../../components/ui/load-error.tsx'
import { TextField } from '../../../components/ui/text-field.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { ApiRequestError } from '../../../lib/api-client.ts'
import { translateFieldErrors, zodFieldErrors } from '../../../lib/field-errors.ts'
import { settingsMutations, settingsQueries } from '../settings-api.ts'
import {
  FormActions,
  FormFailure,
  TranslatedFields,
  type TranslatedForm,
  toTranslatedForm,
  writeErrorKey,
} from './admin-kit.tsx'
import { ManageAccess } from './manage-access.tsx'

/** /manage/settings: the games' name, city, time zone, dates and the login flag (admins only, decision 041). */
export function SettingsPage() {
  return (
    <ManageAccess action="settings.manage">
      <Settings />
    </ManageAccess>
  )
}

function Settings() {
  const { t } = useTranslation()
  const query = useQuery(settingsQueries.detail(useLocale()))
  return (
    <div className="mx-auto grid max-w-3xl gap-5">
      <header>
        <h1 className="flex items-center gap-2 text-3xl font-extrabold tracking-tight text-ink">
          <Settings2 aria-hidden="true" className="size-7 text-brand" />
          {t('manage.settings.title')}
        </h1>
        <p className="mt-2 text-sm text-ink-muted">{t('manage.settings.intro')}</p>
      </header>
      {query.isPending ? (
        <CardListSkeleton rows={3} label={t('manage.loading')} />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : (
        // A saved version remounts the form with what the server stored.
        <SettingsForm key={query.data.version} settings={query.data} />
      )}
    </div>
  )
}

interface FormState {
  names: TranslatedForm
  hostCity: string
  timeZone: string
  startsOn: string
  endsOn: string
  loginEnabled: boolean
}

/** The time zones this browser knows, offered while typing (any IANA name the server accepts may be typed). */
const TIME_ZONES: readonly string[] =
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []

function SettingsForm({ settings }: { settings: GamesSettings }) {
  const { t } = useTranslation()
  const save = useMutation(settingsMutations.save(useLocale()))
  const [form, setForm] = useState<FormState>(() => resetOf(settings))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const zonesId = useId()
  const loginId = useId()
  const loginHintId = useId()
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((f) => ({ ...f, [key]: value }))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setFailure(null)
    const body = { ...form, version: settings.version }
    // The same domain schema the server applies.
    const parsed = GamesSettingsInputSchema.safeParse(body)
    if (!parsed.success) {
      setErrors(translateFieldErrors(t, zodFieldErrors(parsed.error)))
      return
    }
    setErrors({})
    try {
      await save.mutateAsync(body)
      toast.success(t('manage.settings.saved'))
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 400 && error.fields) {
        setErrors(translateFieldErrors(t, error.fields))
      } else {
        setFailure(t(writeErrorKey(error)))
      }
    }
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-5 rounded-2xl border border-line bg-surface p-4 sm:p-6">
      <TranslatedFields
        legend={t('manage.settings.name')}
        name="names"
        value={form.names}
        onChange={(names) => set('names', names)}
        errors={errors}
      />
      <TextField
        label={t('manage.settings.hostCity')}
        value={form.hostCity}
        onChange={(e) => set('hostCity', e.target.value)}
        required
        error={errors.hostCity}
      />
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-semibold text-ink">{t('manage.settings.calendar')}</legend>
        <p className="text-xs text-ink-muted">{t('manage.settings.calendarHint')}</p>
        <TextField
          label={t('manage.settings.timeZone')}
          value={form.timeZone}
          onChange={(e) => set('timeZone', e.target.value)}
          list={zonesId}
          autoComplete="off"
          spellCheck={false}
          error={errors.timeZone}
        />
        <datalist id={zonesId}>
          {TIME_ZONES.map((zone) => (
            <option key={zone} value={zone} />
          ))}
        </datalist>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t('manage.settings.startsOn')}
            type="date"
            value={form.startsOn}
            onChange={(e) => set('startsOn', e.target.value)}
            error={errors.startsOn}
          />
          <TextField
            label={t('manage.settings.endsOn')}
            type="date"
            value={form.endsOn}
            onChange={(e) => set('endsOn', e.target.value)}
            error={errors.endsOn}
          />
        </div>
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold text-ink">{t('manage.settings.features')}</legend>
        <div className="flex items-start gap-3">
          <input
            id={loginId}
            type="checkbox"
            className="mt-1 size-5 accent-brand"
            checked={form.loginEnabled}
            onChange={(e) => set('loginEnabled', e.target.checked)}
            aria-describedby={loginHintId}
          />
          <div>
            <label htmlFor={loginId} className="font-semibold text-ink">
              {t('manage.settings.loginEnabled')}
            </label>
            <p id={loginHintId} className="text-sm text-ink-muted">
              {settings.loginEnabledStored
                ? t('manage.settings.loginStored')
                : t(
                    settings.loginEnabledDefault ? 'manage.settings.loginDefaultOn' : 'manage.settings.loginDefaultOff',
                  )}
            </p>
          </div>
        </div>
      </fieldset>
      {settings.updatedAt && (
        <p className="text-xs text-ink-muted">{t('manage.settings.version', { version: settings.version })}</p>
      )}
      <FormFailure message={failure} />
      <FormActions onCancel={() => setForm(resetOf(settings))} pending={save.isPending} />
    </form>
  )
}

const resetOf = (settings: GamesSettings): FormState => ({
  names: toTranslatedForm(settings.names),
  hostCity: settings.hostCity,
  timeZone: settings.timeZone,
  startsOn: settings.startsOn,
  endsOn: settings.endsOn,
  loginEnabled: settings.loginEnabled,
})
