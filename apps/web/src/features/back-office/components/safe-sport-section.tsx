import { type SafeSportSettings, SafeSportSettingsInputSchema } from '@podium/domain'
import { useMutation, useQuery } from '@tanstack/react-query'
import { ShieldCheck } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { primaryButton, secondaryButton } from '../../../components/ui/button-styles.ts'
import { TextField } from '../../../components/ui/text-field.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { safeSportAdminMutations, safeSportAdminQueries } from '../safe-sport-api.ts'
import { FormFailure } from './admin-kit.tsx'
import { schemaProblems, useEditorSave } from './use-editor-save.ts'

/**
 * The safe-sport video of /secure-sport (decision 044), shown under the videos' list (decision 110): the stored one,
 * or the built-in one until an organiser changes it.
 */
export function SafeSportSection() {
  const { t } = useTranslation()
  const query = useQuery(safeSportAdminQueries.settings(useLocale()))
  return (
    <section aria-labelledby="safe-sport-heading" className="grid gap-3 rounded-2xl border border-line bg-surface p-4">
      <h2 id="safe-sport-heading" className="flex items-center gap-2 text-xl font-bold text-ink">
        <ShieldCheck aria-hidden="true" className="size-5 text-brand" />
        {t('manage.safeSport.title')}
      </h2>
      <p className="text-sm text-ink-muted">{t('manage.safeSport.intro')}</p>
      {query.data && (
        <SafeSportForm key={`${query.data.version}:${query.data.updatedAt ?? ''}`} settings={query.data} />
      )}
    </section>
  )
}

function SafeSportForm({ settings }: { settings: SafeSportSettings }) {
  const { t } = useTranslation()
  const save = useMutation(safeSportAdminMutations.save(useLocale()))
  const [form, setForm] = useState({ videoUrl: settings.videoUrl, posterUrl: settings.posterUrl })
  const { errors, failure, save: saveChecked } = useEditorSave()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const body = { ...form, version: settings.version }
    await saveChecked(schemaProblems(SafeSportSettingsInputSchema, body), async () => {
      await save.mutateAsync(body)
      toast.success(t('manage.safeSport.saved'))
    })
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      {settings.isDefault && <p className="text-xs text-ink-muted">{t('manage.safeSport.default')}</p>}
      <TextField
        label={t('manage.safeSport.videoUrl')}
        type="url"
        value={form.videoUrl}
        onChange={(e) => setForm((f) => ({ ...f, videoUrl: e.target.value }))}
        required
        error={errors.videoUrl}
      />
      <TextField
        label={t('manage.safeSport.posterUrl')}
        value={form.posterUrl}
        onChange={(e) => setForm((f) => ({ ...f, posterUrl: e.target.value }))}
        required
        error={errors.posterUrl}
      />
      <p className="text-xs text-ink-muted">{t('manage.safeSport.hint')}</p>
      <FormFailure message={failure} />
      <div className="flex flex-wrap justify-end gap-2">
        <button
          type="button"
          className={secondaryButton}
          onClick={() => setForm({ videoUrl: settings.defaultVideoUrl, posterUrl: settings.defaultPosterUrl })}
        >
          {t('manage.safeSport.useDefault')}
        </button>
        <button type="submit" className={primaryButton} disabled={save.isPending}>
          {t('manage.save')}
        </button>
      </div>
    </form>
  )
}
