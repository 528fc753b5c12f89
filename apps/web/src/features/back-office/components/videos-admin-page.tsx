import {
  type AdminVideo,
  dayRange,
  formatDayLabel,
  type SafeSportSettings,
  SafeSportSettingsInputSchema,
  VIDEO_KINDS,
  VideoInputSchema,
  type VideoKind,
  VideoUpdateSchema,
} from '@podium/domain'
import { useMutation, useQuery } from '@tanstack/react-query'
import { Pencil, ShieldCheck, Trash2, Video } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { Badge } from '../../../components/ui/badge.tsx'
import { primaryButton, secondaryButton } from '../../../components/ui/button-styles.ts'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { FIELD } from '../../../components/ui/field-styles.ts'
import { TextField } from '../../../components/ui/text-field.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { configQueries } from '../../../platform/config/api.ts'
import { referenceQueries } from '../../../platform/reference/api.ts'
import { videosAdminMutations, videosAdminQueries } from '../videos-api.ts'
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
  toTranslatedForm,
  writeErrorKey,
} from './admin-kit.tsx'
import { ManageAccess } from './manage-access.tsx'
import { schemaProblems, useEditorSave } from './use-editor-save.ts'

/** /manage/videos: the videos and live videos of /videos, and the safe-sport video (decision 044). */
export function VideosAdminPage() {
  return (
    <ManageAccess action="content.manage">
      <VideosAdmin />
    </ManageAccess>
  )
}

type Editing = { mode: 'create' } | { mode: 'edit'; video: AdminVideo }

function VideosAdmin() {
  const { t } = useTranslation()
  const locale = useLocale()
  const [q, setQ] = useState('')
  const [kind, setKind] = useState<VideoKind | ''>('')
  const [page, setPage] = useState(1)
  const [editing, setEditing] = useState<Editing | null>(null)
  const [deleting, setDeleting] = useState<AdminVideo | null>(null)
  const query = useQuery(videosAdminQueries.list(locale, { q, kind: kind || undefined, page }))
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / query.data.pageSize)) : 1

  return (
    <div className="mx-auto grid max-w-4xl gap-5">
      <ManagerHeader
        icon={Video}
        title={t('manage.videos.title')}
        addLabel={t('manage.videos.add')}
        onAdd={() => setEditing({ mode: 'create' })}
      />
      <ManagerFilters
        searchLabel={t('manage.videos.search')}
        searchPlaceholder={t('manage.videos.searchPlaceholder')}
        q={q}
        onSearch={(value) => {
          setQ(value)
          setPage(1)
        }}
        filterLabel={t('manage.videos.kind')}
        allLabel={t('manage.videos.allKinds')}
        value={kind}
        options={VIDEO_KINDS.map((k) => ({ value: k, label: t(`manage.videos.kinds.${k}`) }))}
        onFilter={(value) => {
          setKind(value)
          setPage(1)
        }}
      />
      <ListStates
        isPending={query.isPending}
        isError={query.isError}
        onRetry={() => void query.refetch()}
        isEmpty={query.data?.items.length === 0}
        emptyText={t('manage.videos.empty')}
      >
        {() =>
          query.data && (
            <>
              <p className="text-sm text-ink-muted" aria-live="polite">
                {t('manage.videos.count', { count: query.data.total })}
              </p>
              <ul className="grid gap-2">
                {query.data.items.map((video) => {
                  const title = video.titles[locale] || video.titles.pt
                  return (
                    <li
                      key={video.id}
                      className="flex flex-wrap items-center gap-3 rounded-2xl border border-line bg-surface p-3 sm:flex-nowrap"
                    >
                      <img
                        src={video.imageUrl}
                        alt=""
                        loading="lazy"
                        className="h-14 w-24 shrink-0 rounded-lg border border-line object-cover"
                      />
                      <div className="min-w-0 flex-1">
                        <p className="font-semibold break-words text-ink">{title}</p>
                        <p className="text-sm break-all text-ink-muted">{video.url}</p>
                        <p className="flex flex-wrap items-center gap-2 text-xs text-ink-muted">
                          <Badge tone={video.kind === 'live-video' ? 'live' : 'brand'}>
                            {t(`manage.videos.kinds.${video.kind}`)}
                          </Badge>
                          {video.day && formatDayLabel(video.day, { locale })}
                          {video.liveFrom && video.liveUntil && ` ${video.liveFrom}–${video.liveUntil}`}
                        </p>
                        <MissingLanguages missing={video.missing} />
                      </div>
                      <div className="flex basis-full flex-wrap gap-2 sm:basis-auto">
                        <button
                          type="button"
                          className={secondaryButton}
                          onClick={() => setEditing({ mode: 'edit', video })}
                          aria-label={t('manage.videos.editOne', { name: title })}
                        >
                          <Pencil aria-hidden="true" className="size-4" />
                          {t('manage.edit')}
                        </button>
                        <button
                          type="button"
                          className={secondaryButton}
                          onClick={() => setDeleting(video)}
                          aria-label={t('manage.videos.deleteOne', { name: title })}
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

      <SafeSportSection />

      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.mode === 'edit' ? t('manage.videos.editTitle') : t('manage.videos.addTitle')}
        closeLabel={t('manage.close')}
      >
        {editing && (
          <VideoForm
            key={editing.mode === 'edit' ? `${editing.video.id}:${editing.video.version}` : 'new'}
            video={editing.mode === 'edit' ? editing.video : undefined}
            onDone={() => setEditing(null)}
          />
        )}
      </Dialog>
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('manage.videos.deleteTitle')}
        closeLabel={t('manage.close')}
      >
        {deleting && <DeleteVideo video={deleting} onDone={() => setDeleting(null)} />}
      </Dialog>
    </div>
  )
}

function VideoForm({ video, onDone }: { video: AdminVideo | undefined; onDone: () => void }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const save = useMutation(videosAdminMutations.save(locale))
  const games = useQuery(configQueries.detail(locale)).data?.games
  const disciplines = useQuery(referenceQueries.disciplines(locale)).data ?? []
  const days = games ? dayRange(games.startsOn, games.endsOn) : []
  const [form, setForm] = useState(() => ({
    kind: video?.kind ?? ('video' as VideoKind),
    titles: toTranslatedForm(video?.titles),
    url: video?.url ?? '',
    disciplineCode: video?.disciplineCode ?? '',
    day: video?.day ?? '',
    liveFrom: video?.liveFrom ?? '',
    liveUntil: video?.liveUntil ?? '',
  }))
  const { errors, failure, save: saveChecked } = useEditorSave()
  const ids = { kind: useId(), discipline: useId(), day: useId() }
  const live = form.kind === 'live-video'

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const fields = live ? form : { ...form, liveFrom: '', liveUntil: '' }
    const body = video ? { ...fields, version: video.version } : fields
    // The same domain schema the server applies (decision 044).
    await saveChecked(schemaProblems(video ? VideoUpdateSchema : VideoInputSchema, body), async () => {
      await save.mutateAsync({ id: video?.id, body })
      toast.success(video ? t('manage.videos.saved') : t('manage.videos.created'))
      onDone()
    })
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid gap-1">
        <label htmlFor={ids.kind} className="text-sm font-semibold text-ink">
          {t('manage.videos.kind')}
        </label>
        <select
          id={ids.kind}
          className={FIELD}
          value={form.kind}
          onChange={(e) => setForm((f) => ({ ...f, kind: e.target.value as VideoKind }))}
        >
          {VIDEO_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`manage.videos.kinds.${k}`)}
            </option>
          ))}
        </select>
      </div>
      <TranslatedFields
        legend={t('manage.videos.videoTitle')}
        name="titles"
        value={form.titles}
        onChange={(titles) => setForm((f) => ({ ...f, titles }))}
        errors={errors}
      />
      <TextField
        label={t('manage.videos.url')}
        type="url"
        value={form.url}
        onChange={(e) => setForm((f) => ({ ...f, url: e.target.value }))}
        placeholder="https://"
        required
        error={errors.url}
      />
      <p className="text-xs text-ink-muted">{t('manage.videos.urlHint')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1">
          <label htmlFor={ids.discipline} className="text-sm font-semibold text-ink">
            {t('manage.videos.discipline')}
          </label>
          <select
            id={ids.discipline}
            className={FIELD}
            value={form.disciplineCode}
            onChange={(e) => setForm((f) => ({ ...f, disciplineCode: e.target.value }))}
          >
            <option value="">{t('manage.videos.noDiscipline')}</option>
            {disciplines.map((d) => (
              <option key={d.code} value={d.code}>
                {d.name}
              </option>
            ))}
          </select>
          {errors.disciplineCode && <p className="text-sm font-medium text-red-700">{errors.disciplineCode}</p>}
        </div>
        <div className="grid gap-1">
          <label htmlFor={ids.day} className="text-sm font-semibold text-ink">
            {t('manage.videos.day')}
          </label>
          <select
            id={ids.day}
            className={FIELD}
            value={form.day}
            onChange={(e) => setForm((f) => ({ ...f, day: e.target.value }))}
          >
            <option value="">{t('manage.videos.noDay')}</option>
            {days.map((d) => (
              <option key={d} value={d}>
                {formatDayLabel(d, { locale })}
              </option>
            ))}
          </select>
          {errors.day && <p className="text-sm font-medium text-red-700">{errors.day}</p>}
        </div>
      </div>
      {live && (
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-semibold text-ink">{t('manage.videos.window')}</legend>
          <p className="text-xs text-ink-muted">{t('manage.videos.windowHint')}</p>
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label={t('manage.videos.liveFrom')}
              type="time"
              value={form.liveFrom}
              onChange={(e) => setForm((f) => ({ ...f, liveFrom: e.target.value }))}
              required
              error={errors.liveFrom}
            />
            <TextField
              label={t('manage.videos.liveUntil')}
              type="time"
              value={form.liveUntil}
              onChange={(e) => setForm((f) => ({ ...f, liveUntil: e.target.value }))}
              required
              error={errors.liveUntil}
            />
          </div>
        </fieldset>
      )}
      <FormFailure message={failure} />
      <FormActions onCancel={onDone} pending={save.isPending} />
    </form>
  )
}

function DeleteVideo({ video, onDone }: { video: AdminVideo; onDone: () => void }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const remove = useMutation(videosAdminMutations.remove(locale))
  const [failure, setFailure] = useState<string | null>(null)
  const confirm = async () => {
    try {
      await remove.mutateAsync({ id: video.id, version: video.version })
      toast.success(t('manage.videos.deleted'))
      onDone()
    } catch (error) {
      setFailure(t(writeErrorKey(error)))
    }
  }
  return (
    <DeleteConfirmation
      body={t('manage.videos.deleteBody', { name: video.titles[locale] || video.titles.pt })}
      confirmLabel={t('manage.videos.confirmDelete')}
      failure={failure}
      pending={remove.isPending}
      onConfirm={() => void confirm()}
      onCancel={onDone}
    />
  )
}

/** The safe-sport video of /secure-sport: the stored one, or the built-in one until an organiser changes it. */
function SafeSportSection() {
  const { t } = useTranslation()
  const locale = useLocale()
  const query = useQuery(videosAdminQueries.safeSport(locale))
  return (
    <section aria-labelledby="safe-sport-heading" className="grid gap-3 rounded-2xl border border-line bg-surface p-4">
      <h2 id="safe-sport-heading" className="flex items-center gap-2 text-xl font-bold text-ink">
        <ShieldCheck aria-hidden="true" className="size-5 text-brand" />
        {t('manage.videos.safeSport.title')}
      </h2>
      <p className="text-sm text-ink-muted">{t('manage.videos.safeSport.intro')}</p>
      {query.data && (
        <SafeSportForm key={`${query.data.version}:${query.data.updatedAt ?? ''}`} settings={query.data} />
      )}
    </section>
  )
}

function SafeSportForm({ settings }: { settings: SafeSportSettings }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const save = useMutation(videosAdminMutations.saveSafeSport(locale))
  const [form, setForm] = useState({ videoUrl: settings.videoUrl, posterUrl: settings.posterUrl })
  const { errors, failure, save: saveChecked } = useEditorSave()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const body = { ...form, version: settings.version }
    await saveChecked(schemaProblems(SafeSportSettingsInputSchema, body), async () => {
      await save.mutateAsync(body)
      toast.success(t('manage.videos.safeSport.saved'))
    })
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      {settings.isDefault && <p className="text-xs text-ink-muted">{t('manage.videos.safeSport.default')}</p>}
      <TextField
        label={t('manage.videos.safeSport.videoUrl')}
        type="url"
        value={form.videoUrl}
        onChange={(e) => setForm((f) => ({ ...f, videoUrl: e.target.value }))}
        required
        error={errors.videoUrl}
      />
      <TextField
        label={t('manage.videos.safeSport.posterUrl')}
        value={form.posterUrl}
        onChange={(e) => setForm((f) => ({ ...f, posterUrl: e.target.value }))}
        required
        error={errors.posterUrl}
      />
      <p className="text-xs text-ink-muted">{t('manage.videos.safeSport.hint')}</p>
      <FormFailure message={failure} />
      <div className="flex flex-wrap justify-end gap-2">
        <button
          type="button"
          className={secondaryButton}
          onClick={() => setForm({ videoUrl: settings.defaultVideoUrl, posterUrl: settings.defaultPosterUrl })}
        >
          {t('manage.videos.safeSport.useDefault')}
        </button>
        <button type="submit" className={primaryButton} disabled={save.isPending}>
          {t('manage.save')}
        </button>
      </div>
    </form>
  )
}
