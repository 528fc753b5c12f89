import { type AdminPlace, PLACE_KINDS, PlaceInputSchema, type PlaceKind, PlaceUpdateSchema } from '@podium/domain'
import { useMutation, useQuery } from '@tanstack/react-query'
import { MapPin, Pencil, Trash2 } from 'lucide-react'
import { type FormEvent, lazy, Suspense, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { secondaryButton } from '../../../components/ui/button-styles.ts'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { FIELD } from '../../../components/ui/field-styles.ts'
import { Skeleton } from '../../../components/ui/skeleton.tsx'
import { TextField } from '../../../components/ui/text-field.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { backOfficeMutations, backOfficeQueries } from '../api.ts'
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
  type TranslatedForm,
  toTranslatedForm,
  writeErrorKey,
} from './admin-kit.tsx'
import { ManageAccess } from './manage-access.tsx'
import { schemaProblems, useEditorSave } from './use-editor-save.ts'

const PositionPicker = lazy(() => import('./position-picker.tsx'))

/** /manage/places: hotels, hospitals and other places — list, search, filter, page, add, edit, delete. */
export function PlacesAdminPage() {
  return (
    <ManageAccess action="content.manage">
      <PlacesAdmin />
    </ManageAccess>
  )
}

type Editing = { mode: 'create' } | { mode: 'edit'; place: AdminPlace }

function PlacesAdmin() {
  const { t } = useTranslation()
  const locale = useLocale()
  const [q, setQ] = useState('')
  const [kind, setKind] = useState<PlaceKind | ''>('')
  const [page, setPage] = useState(1)
  const [editing, setEditing] = useState<Editing | null>(null)
  const [deleting, setDeleting] = useState<AdminPlace | null>(null)
  const query = useQuery(backOfficeQueries.places(locale, { q, kind: kind || undefined, page }))
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / query.data.pageSize)) : 1

  return (
    <div className="mx-auto grid max-w-4xl gap-5">
      <ManagerHeader
        icon={MapPin}
        title={t('manage.places.title')}
        addLabel={t('manage.places.add')}
        onAdd={() => setEditing({ mode: 'create' })}
      />
      <ManagerFilters
        searchLabel={t('manage.places.search')}
        searchPlaceholder={t('manage.places.searchPlaceholder')}
        q={q}
        onSearch={(value) => {
          setQ(value)
          setPage(1)
        }}
        filterLabel={t('manage.places.kind')}
        allLabel={t('manage.places.allKinds')}
        value={kind}
        options={PLACE_KINDS.map((k) => ({ value: k, label: t(`manage.places.kinds.${k}`) }))}
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
        emptyText={t('manage.places.empty')}
      >
        {() =>
          query.data && (
            <>
              <p className="text-sm text-ink-muted" aria-live="polite">
                {t('manage.places.count', { count: query.data.total })}
              </p>
              <ul className="grid gap-2">
                {query.data.items.map((place) => (
                  <li
                    key={place.id}
                    className="flex flex-wrap items-center gap-3 rounded-2xl border border-line bg-surface p-3 sm:flex-nowrap"
                  >
                    {/* On a phone the name takes the whole line and the buttons go below it. */}
                    <div className="min-w-0 basis-full sm:flex-1 sm:basis-auto">
                      <p className="font-semibold break-words text-ink">{place.names.pt}</p>
                      <p className="text-sm text-ink-muted">
                        {t(`manage.places.kinds.${place.kind}`)}
                        {place.address ? ` · ${place.address}` : ''}
                      </p>
                      <MissingLanguages missing={place.missing} />
                    </div>
                    <div className="flex gap-2">
                      <button
                        type="button"
                        className={secondaryButton}
                        onClick={() => setEditing({ mode: 'edit', place })}
                        aria-label={t('manage.places.editOne', { name: place.names.pt })}
                      >
                        <Pencil aria-hidden="true" className="size-4" />
                        {t('manage.edit')}
                      </button>
                      <button
                        type="button"
                        className={secondaryButton}
                        onClick={() => setDeleting(place)}
                        aria-label={t('manage.places.deleteOne', { name: place.names.pt })}
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
        title={editing?.mode === 'edit' ? t('manage.places.editTitle') : t('manage.places.addTitle')}
        closeLabel={t('manage.close')}
        wide
      >
        {editing && (
          <PlaceForm
            key={editing.mode === 'edit' ? `${editing.place.id}:${editing.place.version}` : 'new'}
            place={editing.mode === 'edit' ? editing.place : undefined}
            onDone={() => setEditing(null)}
          />
        )}
      </Dialog>
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('manage.places.deleteTitle')}
        closeLabel={t('manage.close')}
      >
        {deleting && <DeletePlace place={deleting} onDone={() => setDeleting(null)} />}
      </Dialog>
    </div>
  )
}

interface FormState {
  kind: PlaceKind
  names: TranslatedForm
  address: string
  phone: string
  website: string
  latitude: string
  longitude: string
}

const toForm = (place: AdminPlace | undefined): FormState => ({
  kind: place?.kind ?? 'hotel',
  names: toTranslatedForm(place?.names),
  address: place?.address ?? '',
  phone: place?.phone ?? '',
  website: place?.website ?? '',
  latitude: place?.latitude?.toString() ?? '',
  longitude: place?.longitude?.toString() ?? '',
})

/** A coordinate as typed: empty is "none"; a comma works as the decimal mark. */
const coordinate = (text: string) => (text.trim() === '' ? null : Number(text.trim().replace(',', '.')))

function PlaceForm({ place, onDone }: { place: AdminPlace | undefined; onDone: () => void }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const save = useMutation(backOfficeMutations.savePlace(locale))
  const [form, setForm] = useState(() => toForm(place))
  const { errors, failure, save: saveChecked } = useEditorSave()
  const kindId = useId()
  const fallback = usePlacesCentre()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const body = {
      kind: form.kind,
      names: form.names,
      address: form.address,
      phone: form.phone,
      website: form.website,
      latitude: coordinate(form.latitude),
      longitude: coordinate(form.longitude),
      ...(place ? { version: place.version } : {}),
    }
    // The same domain schema the server applies (decision 036).
    await saveChecked(schemaProblems(place ? PlaceUpdateSchema : PlaceInputSchema, body), async () => {
      await save.mutateAsync({ id: place?.id, body: place ? { ...body, version: place.version } : body })
      toast.success(place ? t('manage.places.saved') : t('manage.places.created'))
      onDone()
    })
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid gap-1">
        <label htmlFor={kindId} className="text-sm font-semibold text-ink">
          {t('manage.places.kind')}
        </label>
        <select
          id={kindId}
          className={FIELD}
          value={form.kind}
          onChange={(e) => setForm((f) => ({ ...f, kind: e.target.value as PlaceKind }))}
        >
          {PLACE_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`manage.places.kinds.${k}`)}
            </option>
          ))}
        </select>
      </div>
      <TranslatedFields
        legend={t('manage.places.name')}
        name="names"
        value={form.names}
        onChange={(names) => setForm((f) => ({ ...f, names }))}
        errors={errors}
      />
      <TextField
        label={t('manage.places.address')}
        value={form.address}
        onChange={(e) => setForm((f) => ({ ...f, address: e.target.value }))}
        error={errors.address}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('manage.places.phone')}
          type="tel"
          value={form.phone}
          onChange={(e) => setForm((f) => ({ ...f, phone: e.target.value }))}
          error={errors.phone}
        />
        <TextField
          label={t('manage.places.website')}
          type="url"
          value={form.website}
          onChange={(e) => setForm((f) => ({ ...f, website: e.target.value }))}
          placeholder="https://"
          error={errors.website}
        />
      </div>
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-semibold text-ink">{t('manage.places.position')}</legend>
        <p className="text-xs text-ink-muted">{t('manage.places.positionHint')}</p>
        <Suspense fallback={<Skeleton className="h-64 w-full rounded-2xl" />}>
          <PositionPicker
            latitude={coordinate(form.latitude)}
            longitude={coordinate(form.longitude)}
            fallback={fallback}
            onPick={(latitude, longitude) =>
              setForm((f) => ({ ...f, latitude: String(latitude), longitude: String(longitude) }))
            }
          />
        </Suspense>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t('manage.places.latitude')}
            inputMode="decimal"
            value={form.latitude}
            onChange={(e) => setForm((f) => ({ ...f, latitude: e.target.value }))}
            error={errors.latitude}
          />
          <TextField
            label={t('manage.places.longitude')}
            inputMode="decimal"
            value={form.longitude}
            onChange={(e) => setForm((f) => ({ ...f, longitude: e.target.value }))}
            error={errors.longitude}
          />
        </div>
      </fieldset>
      <FormFailure message={failure} />
      <FormActions onCancel={onDone} pending={save.isPending} />
    </form>
  )
}

/** The centre of the games' places that have a position: where a new place's map opens. */
function usePlacesCentre(): [number, number] | null {
  const places = useQuery(backOfficeQueries.publicPlaces(useLocale()))
  const located = (places.data ?? []).filter(
    (p): p is typeof p & { latitude: number; longitude: number } => p.latitude !== null && p.longitude !== null,
  )
  if (!located.length) return null
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length
  return [mean(located.map((p) => p.latitude)), mean(located.map((p) => p.longitude))]
}

function DeletePlace({ place, onDone }: { place: AdminPlace; onDone: () => void }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const remove = useMutation(backOfficeMutations.deletePlace(locale))
  const [failure, setFailure] = useState<string | null>(null)
  const confirm = async () => {
    try {
      await remove.mutateAsync({ id: place.id, version: place.version })
      toast.success(t('manage.places.deleted'))
      onDone()
    } catch (error) {
      setFailure(t(writeErrorKey(error)))
    }
  }
  return (
    <DeleteConfirmation
      body={t('manage.places.deleteBody', { name: place.names.pt })}
      confirmLabel={t('manage.places.confirmDelete')}
      failure={failure}
      pending={remove.isPending}
      onConfirm={() => void confirm()}
      onCancel={onDone}
    />
  )
}
