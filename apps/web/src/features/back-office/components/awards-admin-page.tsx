import {
  type AdminAwardCeremony,
  AWARD_CEREMONY_STATUSES,
  AwardCeremonyInputSchema,
  type AwardCeremonyStatus,
  AwardCeremonyUpdateSchema,
  dayRange,
  formatDayLabel,
  shownTimeZoneLabel,
} from '@podium/domain'
import { useMutation, useQuery } from '@tanstack/react-query'
import { Medal, Pencil, Trash2 } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { Badge } from '../../../components/ui/badge.tsx'
import { secondaryButton } from '../../../components/ui/button-styles.ts'
import { DaySelector } from '../../../components/ui/day-selector.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { FIELD } from '../../../components/ui/field-styles.ts'
import { SearchBox } from '../../../components/ui/search-box.tsx'
import { TextField } from '../../../components/ui/text-field.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { configQueries } from '../../../platform/config/api.ts'
import { referenceQueries } from '../../../platform/reference/api.ts'
import { awardsAdminMutations, awardsAdminQueries } from '../awards-api.ts'
import {
  DeleteConfirmation,
  FormActions,
  FormFailure,
  ListStates,
  ManagerHeader,
  Pager,
  writeErrorKey,
} from './admin-kit.tsx'
import { ManageAccess } from './manage-access.tsx'
import { schemaProblems, useEditorSave } from './use-editor-save.ts'

/** /manage/awards: the ceremonies of /official-awards-schedule, by day (decision 044). */
export function AwardsAdminPage() {
  return (
    <ManageAccess action="content.manage">
      <AwardsAdmin />
    </ManageAccess>
  )
}

type Editing = { mode: 'create' } | { mode: 'edit'; ceremony: AdminAwardCeremony }

function useGamesDays() {
  const games = useQuery(configQueries.detail(useLocale())).data?.games
  return { games, days: games ? dayRange(games.startsOn, games.endsOn) : [] }
}

function AwardsAdmin() {
  const { t } = useTranslation()
  const locale = useLocale()
  const { games, days } = useGamesDays()
  // The games' today until the organiser picks a day (or all days: null).
  const [picked, setDay] = useState<string | null | undefined>(undefined)
  const day = picked === undefined ? (games?.today ?? null) : picked
  const [page, setPage] = useState(1)
  const [editing, setEditing] = useState<Editing | null>(null)
  const [deleting, setDeleting] = useState<AdminAwardCeremony | null>(null)
  const query = useQuery(awardsAdminQueries.list(locale, { day: day ?? undefined, page }))
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / query.data.pageSize)) : 1

  return (
    <div className="mx-auto grid max-w-4xl gap-5">
      <ManagerHeader
        icon={Medal}
        title={t('manage.awards.title')}
        addLabel={t('manage.awards.add')}
        onAdd={() => setEditing({ mode: 'create' })}
      />
      {games && (
        <p className="text-xs text-ink-muted">
          {t('awards.timesIn', {
            zone: shownTimeZoneLabel(games.timeZone, locale, [], `${day ?? games.today}T12:00:00Z`),
          })}
        </p>
      )}
      <DaySelector
        days={days}
        value={day}
        onChange={(value) => {
          setDay(value)
          setPage(1)
        }}
        locale={locale}
        label={t('manage.awards.day')}
        allLabel={t('manage.awards.allDays')}
      />
      <ListStates
        isPending={query.isPending}
        isError={query.isError}
        onRetry={() => void query.refetch()}
        isEmpty={query.data?.items.length === 0}
        emptyText={t('manage.awards.empty')}
      >
        {() =>
          query.data && (
            <>
              <p className="text-sm text-ink-muted" aria-live="polite">
                {t('manage.awards.count', { count: query.data.total })}
              </p>
              <ul className="grid gap-2">
                {query.data.items.map((ceremony) => (
                  <li
                    key={ceremony.id}
                    className="flex flex-wrap items-center gap-3 rounded-2xl border border-line bg-surface p-3 sm:flex-nowrap"
                  >
                    <time dateTime={ceremony.startAt} className="w-24 shrink-0 font-bold text-ink tabular-nums">
                      <span className="block text-xs font-normal text-ink-muted">
                        {formatDayLabel(ceremony.day, { locale })}
                      </span>
                      {ceremony.time}
                    </time>
                    <div className="min-w-0 flex-1">
                      <p className="font-semibold break-words text-ink">{ceremony.eventName}</p>
                      <p className="text-sm text-ink-muted">{ceremony.venueName ?? t('manage.awards.noVenue')}</p>
                      <Badge tone={ceremony.status === 'SCHEDULED' ? 'brand' : 'warn'}>
                        {t(`manage.awards.statuses.${ceremony.status as AwardCeremonyStatus}`)}
                      </Badge>
                    </div>
                    <div className="flex basis-full flex-wrap gap-2 sm:basis-auto">
                      <button
                        type="button"
                        className={secondaryButton}
                        onClick={() => setEditing({ mode: 'edit', ceremony })}
                        aria-label={t('manage.awards.editOne', { name: ceremony.eventName, time: ceremony.time })}
                      >
                        <Pencil aria-hidden="true" className="size-4" />
                        {t('manage.edit')}
                      </button>
                      <button
                        type="button"
                        className={secondaryButton}
                        onClick={() => setDeleting(ceremony)}
                        aria-label={t('manage.awards.deleteOne', { name: ceremony.eventName, time: ceremony.time })}
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
        title={editing?.mode === 'edit' ? t('manage.awards.editTitle') : t('manage.awards.addTitle')}
        closeLabel={t('manage.close')}
      >
        {editing && (
          <CeremonyForm
            key={editing.mode === 'edit' ? `${editing.ceremony.id}:${editing.ceremony.version}` : 'new'}
            ceremony={editing.mode === 'edit' ? editing.ceremony : undefined}
            defaultDay={day ?? games?.today ?? days[0] ?? ''}
            days={days}
            onDone={() => setEditing(null)}
          />
        )}
      </Dialog>
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('manage.awards.deleteTitle')}
        closeLabel={t('manage.close')}
      >
        {deleting && <DeleteCeremony ceremony={deleting} onDone={() => setDeleting(null)} />}
      </Dialog>
    </div>
  )
}

function CeremonyForm({
  ceremony,
  defaultDay,
  days,
  onDone,
}: {
  ceremony: AdminAwardCeremony | undefined
  defaultDay: string
  days: readonly string[]
  onDone: () => void
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const save = useMutation(awardsAdminMutations.save(locale))
  const venues = useQuery(referenceQueries.venues(locale)).data ?? []
  const [search, setSearch] = useState('')
  const events = useQuery(awardsAdminQueries.events(locale, search)).data ?? []
  const [form, setForm] = useState(() => ({
    eventCode: ceremony?.eventCode ?? '',
    venueCode: ceremony?.venueCode ?? '',
    day: ceremony?.day ?? defaultDay,
    time: ceremony?.time ?? '19:00',
    status: (ceremony?.status ?? 'SCHEDULED') as AwardCeremonyStatus,
  }))
  const { errors, failure, save: saveChecked } = useEditorSave()
  const ids = { event: useId(), venue: useId(), day: useId(), status: useId() }
  // The chosen event stays a choice while the search shows others.
  const options =
    ceremony && !events.some((e) => e.code === ceremony.eventCode)
      ? [{ code: ceremony.eventCode, name: ceremony.eventName }, ...events]
      : events

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const body = { ...form, ...(ceremony ? { version: ceremony.version } : {}) }
    // The same domain schema the server applies (decision 044).
    await saveChecked(
      schemaProblems(ceremony ? AwardCeremonyUpdateSchema : AwardCeremonyInputSchema, body),
      async () => {
        await save.mutateAsync({ id: ceremony?.id, body })
        toast.success(ceremony ? t('manage.awards.saved') : t('manage.awards.created'))
        onDone()
      },
    )
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <SearchBox
        label={t('manage.awards.searchEvent')}
        placeholder={t('manage.awards.searchEventPlaceholder')}
        value={search}
        onChange={setSearch}
      />
      <div className="grid gap-1">
        <label htmlFor={ids.event} className="text-sm font-semibold text-ink">
          {t('manage.awards.event')}
        </label>
        <select
          id={ids.event}
          className={FIELD}
          value={form.eventCode}
          aria-invalid={errors.eventCode ? true : undefined}
          onChange={(e) => setForm((f) => ({ ...f, eventCode: e.target.value }))}
        >
          <option value="">{t('manage.awards.chooseEvent')}</option>
          {options.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name} ({option.code})
            </option>
          ))}
        </select>
        {errors.eventCode && <p className="text-sm font-medium text-red-700">{errors.eventCode}</p>}
      </div>
      <div className="grid gap-1">
        <label htmlFor={ids.venue} className="text-sm font-semibold text-ink">
          {t('manage.awards.venue')}
        </label>
        <select
          id={ids.venue}
          className={FIELD}
          value={form.venueCode}
          onChange={(e) => setForm((f) => ({ ...f, venueCode: e.target.value }))}
        >
          <option value="">{t('manage.awards.noVenue')}</option>
          {venues.map((venue) => (
            <option key={venue.code} value={venue.code}>
              {venue.name}
            </option>
          ))}
        </select>
        {errors.venueCode && <p className="text-sm font-medium text-red-700">{errors.venueCode}</p>}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1">
          <label htmlFor={ids.day} className="text-sm font-semibold text-ink">
            {t('manage.awards.day')}
          </label>
          <select
            id={ids.day}
            className={FIELD}
            value={form.day}
            onChange={(e) => setForm((f) => ({ ...f, day: e.target.value }))}
          >
            {days.map((d) => (
              <option key={d} value={d}>
                {formatDayLabel(d, { locale })}
              </option>
            ))}
          </select>
          {errors.day && <p className="text-sm font-medium text-red-700">{errors.day}</p>}
        </div>
        <TextField
          label={t('manage.awards.time')}
          type="time"
          value={form.time}
          onChange={(e) => setForm((f) => ({ ...f, time: e.target.value }))}
          required
          error={errors.time}
        />
      </div>
      <div className="grid gap-1">
        <label htmlFor={ids.status} className="text-sm font-semibold text-ink">
          {t('manage.awards.status')}
        </label>
        <select
          id={ids.status}
          className={FIELD}
          value={form.status}
          onChange={(e) => setForm((f) => ({ ...f, status: e.target.value as AwardCeremonyStatus }))}
        >
          {AWARD_CEREMONY_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`manage.awards.statuses.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <FormFailure message={failure} />
      <FormActions onCancel={onDone} pending={save.isPending} />
    </form>
  )
}

function DeleteCeremony({ ceremony, onDone }: { ceremony: AdminAwardCeremony; onDone: () => void }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const remove = useMutation(awardsAdminMutations.remove(locale))
  const [failure, setFailure] = useState<string | null>(null)
  const confirm = async () => {
    try {
      await remove.mutateAsync({ id: ceremony.id, version: ceremony.version })
      toast.success(t('manage.awards.deleted'))
      onDone()
    } catch (error) {
      setFailure(t(writeErrorKey(error)))
    }
  }
  return (
    <DeleteConfirmation
      body={t('manage.awards.deleteBody', { name: ceremony.eventName, time: ceremony.time })}
      confirmLabel={t('manage.awards.confirmDelete')}
      failure={failure}
      pending={remove.isPending}
      onConfirm={() => void confirm()}
      onCancel={onDone}
    />
  )
}
