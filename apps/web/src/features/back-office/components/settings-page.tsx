import {
  FEATURE_KEYS,
  type Features,
  type GamesSettings,
  GamesSettingsInputSchema,
  PORTUGUESE_VARIANTS,
  type PortugueseVariant,
} from '@podium/domain'
import { useMutation, useQuery } from '@tanstack/react-query'
import { Settings2 } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { secondaryButton } from '../../../components/ui/button-styles.ts'
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
import { HintedCheckbox } from './checkbox-group.tsx'
import { type ImageChoice, ImageField, imageChoiceProblem, isTooLarge } from './image-field.tsx'
import { ManageAccess } from './manage-access.tsx'

/**
 * /manage/settings: the games' name, short name, city, time zone, dates, logo, colour, the login flag and the optional
 * features (admins only, decisions 041 and 050).
 */
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
  shortNames: TranslatedForm
  hostCity: string
  timeZone: string
  startsOn: string
  endsOn: string
  /** Empty: the app's own colour. */
  brandColour: string
  loginEnabled: boolean
  features: Features
  webAppScreens: boolean
  portugueseVariant: PortugueseVariant
}

/** The colour the picker starts from while the games keep the app's own (styles.css --brand, light mode). */
const APP_BRAND = '#1d4ed8'

/** The time zones this browser knows, offered while typing (any IANA name the server accepts may be typed). */
const TIME_ZONES: readonly string[] =
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []

function SettingsForm({ settings }: { settings: GamesSettings }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const save = useMutation(settingsMutations.save(locale))
  const saveLogo = useMutation(settingsMutations.logo(locale))
  const [form, setForm] = useState<FormState>(() => resetOf(settings))
  const [logo, setLogo] = useState<ImageChoice>({ kind: 'keep' })
  const [version, setVersion] = useState(settings.version)
  const colourId = useId()
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const zonesId = useId()
  const variantHintId = useId()
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((f) => ({ ...f, [key]: value }))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setFailure(null)
    const body = { ...form, brandColour: form.brandColour || null, version }
    // The same domain schema the server applies.
    const parsed = GamesSettingsInputSchema.safeParse(body)
    const fields = parsed.success ? {} : zodFieldErrors(parsed.error)
    const logoProblem = await imageChoiceProblem(logo)
    if (logoProblem) fields.file = [logoProblem]
    if (Object.keys(fields).length > 0) {
      setErrors(translateFieldErrors(t, fields))
      return
    }
    setErrors({})
    try {
      // The logo is its own write; the rest is saved on the version it answers (and that save refreshes the form).
      let next = version
      if (logo.kind !== 'keep') {
        next = (await saveLogo.mutateAsync({ version, file: logo.kind === 'file' ? logo.file : null })).version
        setVersion(next)
        setLogo({ kind: 'keep' })
      }
      await save.mutateAsync({ ...body, version: next })
      toast.success(t('manage.settings.saved'))
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 400 && error.fields) {
        setErrors(translateFieldErrors(t, error.fields))
      } else if (isTooLarge(error)) {
        setErrors({ file: t('auth.validation.imageTooLarge') })
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
      <TranslatedFields
        legend={t('manage.settings.shortName')}
        hint={t('manage.settings.shortNameHint')}
        name="shortNames"
        value={form.shortNames}
        onChange={(shortNames) => set('shortNames', shortNames)}
        errors={errors}
        optional
      />
      <TextField
        label={t('manage.settings.hostCity')}
        value={form.hostCity}
        onChange={(e) => set('hostCity', e.target.value)}
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
      <fieldset className="grid gap-4">
        <legend className="mb-1 text-sm font-semibold text-ink">{t('manage.settings.appearance')}</legend>
        <ImageField
          label={t('manage.settings.logo')}
          hint={t('manage.settings.logoHint')}
          currentUrl={settings.logoUrl ?? undefined}
          hasImage={settings.logoUrl !== null}
          choice={logo}
          onChoice={setLogo}
          error={errors.file}
          removeLabel={t('manage.settings.removeLogo')}
          previewClassName="size-16 rounded-xl border border-line bg-white object-contain"
          emptyText={t('manage.settings.noLogo')}
        />
        <div className="grid gap-2">
          <label htmlFor={colourId} className="text-sm font-semibold text-ink">
            {t('manage.settings.brandColour')}
          </label>
          <p className="text-xs text-ink-muted">{t('manage.settings.brandColourHint')}</p>
          <div className="flex flex-wrap items-center gap-3">
            <input
              id={colourId}
              type="color"
              value={form.brandColour || APP_BRAND}
              onChange={(e) => set('brandColour', e.target.value)}
              className="h-10 w-16 cursor-pointer rounded-lg border border-line bg-surface"
              aria-describedby={errors.brandColour ? `${colourId}-error` : undefined}
            />
            <span className="font-mono text-sm text-ink tabular-nums">
              {form.brandColour || t('manage.settings.appColour')}
            </span>
            {form.brandColour && (
              <button type="button" className={secondaryButton} onClick={() => set('brandColour', '')}>
                {t('manage.settings.useAppColour')}
              </button>
            )}
          </div>
          {errors.brandColour && (
            <p id={`${colourId}-error`} className="text-sm font-medium text-live">
              {errors.brandColour}
            </p>
          )}
        </div>
      </fieldset>
      {/* Decision 085: the Portuguese every Portuguese text, sport name and the page's language tag use. */}
      <fieldset className="grid gap-2" aria-describedby={variantHintId}>
        <legend className="mb-1 text-sm font-semibold text-ink">{t('walkFinish.portuguese.legend')}</legend>
        <p id={variantHintId} className="text-xs text-ink-muted">
          {t('walkFinish.portuguese.hint')}
        </p>
        {PORTUGUESE_VARIANTS.map((variant) => (
          <label key={variant} className="flex items-center gap-3 text-ink">
            <input
              type="radio"
              name="portugueseVariant"
              value={variant}
              className="size-5 accent-brand"
              checked={form.portugueseVariant === variant}
              onChange={() => set('portugueseVariant', variant)}
            />
            {t(variant === 'pt-BR' ? 'walkFinish.portuguese.ptBR' : 'walkFinish.portuguese.ptPT')}
          </label>
        ))}
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold text-ink">{t('manage.settings.features')}</legend>
        <p className="text-xs text-ink-muted">{t('manage.settings.featuresHint')}</p>
        <HintedCheckbox
          label={t('manage.settings.loginEnabled')}
          hint={
            settings.loginEnabledStored
              ? t('manage.settings.loginStored')
              : t(settings.loginEnabledDefault ? 'manage.settings.loginDefaultOn' : 'manage.settings.loginDefaultOff')
          }
          checked={form.loginEnabled}
          onChange={(checked) => set('loginEnabled', checked)}
        />
        <div className="grid gap-2 sm:grid-cols-2">
          {FEATURE_KEYS.map((key) => (
            <label key={key} className="flex items-center gap-3 rounded-lg px-1 py-1 text-ink">
              <input
                type="checkbox"
                className="size-5 accent-brand"
                checked={form.features[key]}
                onChange={(e) => set('features', { ...form.features, [key]: e.target.checked })}
              />
              {t(`nav.${key}`)}
            </label>
          ))}
        </div>
        {/* Decision 082: a departure from docs/product-rules.md §2, off by default. */}
        <HintedCheckbox
          className="mt-2 flex items-start gap-3"
          label={t('walkMore.webAppScreensLabel')}
          hint={t('walkMore.webAppScreensHelp')}
          checked={form.webAppScreens}
          onChange={(checked) => set('webAppScreens', checked)}
        />
      </fieldset>
      {settings.updatedAt && (
        <p className="text-xs text-ink-muted">{t('manage.settings.version', { version: settings.version })}</p>
      )}
      <FormFailure message={failure} />
      <FormActions
        onCancel={() => {
          setForm(resetOf(settings))
          setLogo({ kind: 'keep' })
        }}
        pending={save.isPending || saveLogo.isPending}
      />
    </form>
  )
}

const resetOf = (settings: GamesSettings): FormState => ({
  names: toTranslatedForm(settings.names),
  shortNames: toTranslatedForm(settings.shortNames),
  brandColour: settings.brandColour ?? '',
  features: settings.features,
  hostCity: settings.hostCity,
  timeZone: settings.timeZone,
  startsOn: settings.startsOn,
  endsOn: settings.endsOn,
  loginEnabled: settings.loginEnabled,
  webAppScreens: settings.webAppScreens,
  portugueseVariant: settings.portugueseVariant,
})
