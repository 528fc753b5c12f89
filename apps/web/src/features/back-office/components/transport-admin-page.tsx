import {
  type AdminTransportLine,
  dayRange,
  formatDayLabel,
  inkOn,
  TransportLineInputSchema,
  TransportLineUpdateSchema,
} from '@podium/domain'
import { useMutation, useQuery } from '@tanstack/react-query'
import { Bus, FileText, Pencil, Plus, Trash2, X } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { secondaryButton } from '../../../components/ui/button-styles.ts'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { PathLink } from '../../../components/ui/path-link.tsx'
import { SearchBox } from '../../../components/ui/search-box.tsx'
import { TextField } from '../../../components/ui/text-field.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { configQueries } from '../../../platform/config/api.ts'
import { transportAdminMutations, transportAdminQueries } from '../transport-api.ts'
import {
  DeleteConfirmation,
  FormActions,
  FormFailure,
  ListStates,
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

/** /manage/transport: the lines of /transport with their timetables (decision 044). */
export function TransportAdminPage() {
  return (
    <ManageAccess action="content.manage">
      <TransportAdmin />
    </ManageAccess>
  )
}

type Editing = { mode: 'create' } | { mode: 'edit'; line: AdminTransportLine }

function TransportAdmin() {
  const { t } = useTranslation()
  const locale = useLocale()
  const [q, setQ] = useState('')
  const [page, setPage] = useState(1)
  const [editing, setEditing] = useState<Editing | null>(null)
  const [deleting, setDeleting] = useState<AdminTransportLine | null>(null)
  const query = useQuery(transportAdminQueries.list(locale, { q, page }))
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / query.data.pageSize)) : 1

  return (
    <div className="mx-auto grid max-w-4xl gap-5">
      <ManagerHeader
        icon={Bus}
        title={t('manage.transport.title')}
        addLabel={t('manage.transport.add')}
        onAdd={() => setEditing({ mode: 'create' })}
      />
      <SearchBox
        label={t('manage.transport.search')}
        placeholder={t('manage.transport.searchPlaceholder')}
        value={q}
        onChange={(value) => {
          setQ(value)
          setPage(1)
        }}
      />
      <ListStates
        isPending={query.isPending}
        isError={query.isError}
        onRetry={() => void query.refetch()}
        isEmpty={query.data?.items.length === 0}
        emptyText={t('manage.transport.empty')}
      >
        {() =>
          query.data && (
            <>
              <p className="text-sm text-ink-muted" aria-live="polite">
                {t('manage.transport.count', { count: query.data.total })}
              </p>
              <ul className="grid gap-2">
                {query.data.items.map((line) => (
                  <LineItem
                    key={line.code}
                    line={line}
                    onEdit={() => setEditing({ mode: 'edit', line })}
                    onDelete={() => setDeleting(line)}
                  />
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
        title={editing?.mode === 'edit' ? t('manage.transport.editTitle') : t('manage.transport.addTitle')}
        closeLabel={t('manage.close')}
      >
        {editing && (
          <LineForm
            key={editing.mode === 'edit' ? `${editing.line.code}:${editing.line.version}` : 'new'}
            line={editing.mode === 'edit' ? editing.line : undefined}
            onDone={() => setEditing(null)}
          />
        )}
      </Dialog>
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('manage.transport.deleteTitle')}
        closeLabel={t('manage.close')}
      >
        {deleting && <DeleteLine line={deleting} onDone={() => setDeleting(null)} />}
      </Dialog>
    </div>
  )
}

function LineItem({ line, onEdit, onDelete }: { line: AdminTransportLine; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const color = line.color ?? '#53565a'
  const name = line.names[locale] || line.names.pt
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-2xl border border-line bg-surface p-3 sm:flex-nowrap">
      <span
        className="grid size-11 shrink-0 place-items-center rounded-xl text-sm font-bold"
        style={{ backgroundColor: color, color: inkOn(color) }}
      >
        {line.code}
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words text-ink">{name}</p>
        <p className="text-sm text-ink-muted">
          {line.origin[locale] || line.origin.pt} → {line.destination[locale] || line.destination.pt}
        </p>
        <p className="text-xs text-ink-muted">
          {t('manage.transport.departuresCount', { count: line.departures.length })}
          {' · '}
          {line.serviceDays.length === 0
            ? t('manage.transport.everyDay')
            : line.serviceDays.map((d) => formatDayLabel(d, { locale })).join(', ')}
        </p>
        {line.document ? (
          <a href={line.document.url} className="inline-flex items-center gap-1 text-xs font-semibold text-brand">
            <FileText aria-hidden="true" className="size-3.5" />
            {t('manage.transport.timetable')}
          </a>
        ) : (
          <PathLink to="/manage/documents" className="text-xs text-ink-muted underline">
            {t('manage.transport.noTimetable', { file: `transport-${line.code.toLowerCase()}.pdf` })}
          </PathLink>
        )}
        <MissingLanguages missing={line.missing} />
      </div>
      <div className="flex basis-full flex-wrap gap-2 sm:basis-auto">
        <button
          type="button"
          className={secondaryButton}
          onClick={onEdit}
          aria-label={t('manage.transport.editOne', { name: line.code })}
        >
          <Pencil aria-hidden="true" className="size-4" />
          {t('manage.edit')}
        </button>
        <button
          type="button"
          className={secondaryButton}
          onClick={onDelete}
          aria-label={t('manage.transport.deleteOne', { name: line.code })}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {t('manage.delete')}
        </button>
      </div>
    </li>
  )
}

interface DepartureForm {
  /** A key for React only: rows are added and removed. */
  key: number
  time: string
  stop: TranslatedForm
}

let nextRowKey = 1

const toForm = (line: AdminTransportLine | undefined) => ({
  code: line?.code ?? '',
  names: toTranslatedForm(line?.names),
  origin: toTranslatedForm(line?.origin),
  destination: toTranslatedForm(line?.destination),
  color: line?.color ?? '#00a1de',
  serviceDays: line?.serviceDays ?? [],
  departures: (line?.departures ?? []).map(
    (d): DepartureForm => ({ key: nextRowKey++, time: d.time, stop: toTranslatedForm(d.stop) }),
  ),
})

function LineForm({ line, onDone }: { line: AdminTransportLine | undefined; onDone: () => void }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const save = useMutation(transportAdminMutations.save(locale))
  const games = useQuery(configQueries.detail(locale)).data?.games
  const [form, setForm] = useState(() => toForm(line))
  const { errors, failure, save: saveChecked } = useEditorSave()
  const days = games ? dayRange(games.startsOn, games.endsOn) : []

  const setDeparture = (key: number, change: Partial<DepartureForm>) =>
    setForm((f) => ({ ...f, departures: f.departures.map((d) => (d.key === key ? { ...d, ...change } : d)) }))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const fields = {
      names: form.names,
      origin: form.origin,
      destination: form.destination,
      color: form.color,
      serviceDays: form.serviceDays,
      departures: form.departures.map((d) => ({ time: d.time, stop: d.stop })),
    }
    const body = line ? { ...fields, version: line.version } : { ...fields, code: form.code }
    // The same domain schema the server applies (decision 044).
    await saveChecked(schemaProblems(line ? TransportLineUpdateSchema : TransportLineInputSchema, body), async () => {
      await save.mutateAsync({ code: line?.code, body })
      toast.success(line ? t('manage.transport.saved') : t('manage.transport.created'))
      onDone()
    })
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('manage.transport.code')}
          value={form.code}
          onChange={(e) => setForm((f) => ({ ...f, code: e.target.value.toUpperCase() }))}
          readOnly={line !== undefined}
          required
          maxLength={8}
          error={errors.code}
        />
        <div className="flex items-end gap-3">
          <TextField
            className="flex-1"
            label={t('manage.transport.color')}
            type="color"
            value={form.color}
            onChange={(e) => setForm((f) => ({ ...f, color: e.target.value }))}
            error={errors.color}
          />
          <span
            aria-hidden="true"
            className="grid size-11 shrink-0 place-items-center rounded-xl text-sm font-bold"
            style={{ backgroundColor: form.color, color: inkOn(form.color) }}
          >
            {form.code || 'L'}
          </span>
        </div>
      </div>
      <p className="text-xs text-ink-muted">{t('manage.transport.codeHint')}</p>
      <TranslatedFields
        legend={t('manage.transport.name')}
        name="names"
        value={form.names}
        onChange={(names) => setForm((f) => ({ ...f, names }))}
        errors={errors}
      />
      <TranslatedFields
        legend={t('manage.transport.origin')}
        name="origin"
        value={form.origin}
        onChange={(origin) => setForm((f) => ({ ...f, origin }))}
        errors={errors}
      />
      <TranslatedFields
        legend={t('manage.transport.destination')}
        name="destination"
        value={form.destination}
        onChange={(destination) => setForm((f) => ({ ...f, destination }))}
        errors={errors}
      />
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold text-ink">{t('manage.transport.serviceDays')}</legend>
        <p className="text-xs text-ink-muted">{t('manage.transport.serviceDaysHint')}</p>
        <div className="flex flex-wrap gap-2">
          {days.map((day) => (
            <label key={day} className="inline-flex items-center gap-2 rounded-full border border-line px-3 py-1.5">
              <input
                type="checkbox"
                checked={form.serviceDays.includes(day)}
                onChange={(e) =>
                  setForm((f) => ({
                    ...f,
                    serviceDays: e.target.checked
                      ? [...f.serviceDays, day].sort()
                      : f.serviceDays.filter((d) => d !== day),
                  }))
                }
              />
              <span className="text-sm">{formatDayLabel(day, { locale })}</span>
            </label>
          ))}
        </div>
        {errors.serviceDays && <p className="text-sm font-medium text-red-700">{errors.serviceDays}</p>}
      </fieldset>
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-semibold text-ink">{t('manage.transport.departures')}</legend>
        <p className="text-xs text-ink-muted">{t('manage.transport.departuresHint')}</p>
        {form.departures.map((departure, index) => (
          <div key={departure.key} className="grid gap-3 rounded-2xl border border-line p-3">
            <div className="flex items-end gap-3">
              <TextField
                className="flex-1"
                label={t('manage.transport.departureTime', { n: index + 1 })}
                type="time"
                value={departure.time}
                onChange={(e) => setDeparture(departure.key, { time: e.target.value })}
                required
                error={errors[`departures.${index}.time`]}
              />
              <button
                type="button"
                className={secondaryButton}
                onClick={() =>
                  setForm((f) => ({ ...f, departures: f.departures.filter((d) => d.key !== departure.key) }))
                }
                aria-label={t('manage.transport.removeDeparture', { n: index + 1 })}
              >
                <X aria-hidden="true" className="size-4" />
                {t('manage.transport.remove')}
              </button>
            </div>
            <TranslatedFields
              legend={t('manage.transport.departureStop', { n: index + 1 })}
              name={`departures.${index}.stop`}
              value={departure.stop}
              onChange={(stop) => setDeparture(departure.key, { stop })}
              errors={errors}
            />
          </div>
        ))}
        <button
          type="button"
          className={`${secondaryButton} justify-self-start`}
          onClick={() =>
            setForm((f) => ({
              ...f,
              departures: [...f.departures, { key: nextRowKey++, time: '', stop: toTranslatedForm(undefined) }],
            }))
          }
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('manage.transport.addDeparture')}
        </button>
      </fieldset>
      <FormFailure message={failure} />
      <FormActions onCancel={onDone} pending={save.isPending} />
    </form>
  )
}

function DeleteLine({ line, onDone }: { line: AdminTransportLine; onDone: () => void }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const remove = useMutation(transportAdminMutations.remove(locale))
  const [failure, setFailure] = useState<string | null>(null)
  const confirm = async () => {
    try {
      await remove.mutateAsync({ code: line.code, version: line.version })
      toast.success(t('manage.transport.deleted'))
      onDone()
    } catch (error) {
      setFailure(t(writeErrorKey(error)))
    }
  }
  return (
    <DeleteConfirmation
      body={t('manage.transport.deleteBody', { name: `${line.code} ${line.names.pt}` })}
      confirmLabel={t('manage.transport.confirmDelete')}
      failure={failure}
      pending={remove.isPending}
      onConfirm={() => void confirm()}
      onCancel={onDone}
    />
  )
}
