import {
  type AdminPlace,
  LOCALES,
  type Locale,
  PLACE_KINDS,
  PlaceInputSchema,
  type PlaceKind,
  PlaceUpdateSchema,
} from '@podium/domain'
import { useMutation, useQuery } from '@tanstack/react-query'
import { MapPin, Pencil, Plus, Trash2 } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { Badge } from '../../../components/ui/badge.tsx'
import { primaryButton, secondaryButton } from '../../../components/ui/button-styles.ts'
import { CardListSkeleton } from '../../../components/ui/card-list-skeleton.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { FIELD } from '../../../components/ui/field-styles.ts'
import { LoadError } from '../../../components/ui/load-error.tsx'
import { SearchBox } from '../../../components/ui/search-box.tsx'
import { TextField } from '../../../components/ui/text-field.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { ApiRequestError } from '../../../lib/api-client.ts'
import { translateFieldErrors, zodFieldErrors } from '../../../lib/field-errors.ts'
import { backOfficeMutations, backOfficeQueries } from '../api.ts'
import { ManageAccess } from './manage-access.tsx'

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
  const kindId = useId()
  const query = useQuery(backOfficeQueries.places(locale, { q, kind: kind || undefined, page }))
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / query.data.pageSize)) : 1

  return (
    <div className="mx-auto grid max-w-4xl gap-5">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="flex items-center gap-2 text-3xl font-extrabold tracking-tight text-ink">
          <MapPin aria-hidden="true" className="size-7 text-brand" />
          {t('manage.places.title')}
        </h1>
        <button type="button" className={primaryButton} onClick={() => setEditing({ mode: 'create' })}>
          <Plus aria-hidden="true" className="size-4" />
          {t('manage.places.add')}
        </button>
      </header>
      <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
        <SearchBox
          label={t('manage.places.search')}
          placeholder={t('manage.places.searchPlaceholder')}
          value={q}
          onChange={(value) => {
            setQ(value)
            setPage(1)
          }}
        />
        <div className="grid gap-1">
          <label htmlFor={kindId} className="text-sm font-semibold text-ink">
            {t('manage.places.kind')}
          </label>
          <select
            id={kindId}
            className={FIELD}
            value={kind}
            onChange={(e) => {
              setKind(e.target.value as PlaceKind | '')
              setPage(1)
            }}
          >
            <option value="">{t('manage.places.allKinds')}</option>
            {PLACE_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`manage.places.kinds.${k}`)}
              </option>
            ))}
          </select>
        </div>
      </div>

      {query.isPending ? (
        <CardListSkeleton rows={4} label={t('manage.loading')} />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <p className="rounded-2xl border border-line bg-surface p-6 text-center text-ink-muted">
          {t('manage.places.empty')}
        </p>
      ) : (
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
                  {place.missing.length > 0 && (
                    <p className="mt-1 flex flex-wrap items-center gap-1 text-xs text-ink-muted">
                      {t('manage.places.missing')}
                      {place.missing.map((l) => (
                        <Badge key={l} tone="warn">
                          <abbr title={t(`manage.languages.${l}`)} className="no-underline">
                            {l.toUpperCase()}
                          </abbr>
                        </Badge>
                      ))}
                    </p>
                  )}
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
          {pages > 1 && (
            <nav aria-label={t('manage.paging')} className="flex items-center justify-between gap-3">
              <button
                type="button"
                className={secondaryButton}
                disabled={page <= 1}
                onClick={() => setPage((p) => p - 1)}
              >
                {t('manage.previous')}
              </button>
              <span className="text-sm text-ink-muted">{t('manage.pageOf', { page, pages })}</span>
              <button
                type="button"
                className={secondaryButton}
                disabled={page >= pages}
                onClick={() => setPage((p) => p + 1)}
              >
                {t('manage.next')}
              </button>
            </nav>
          )}
        </>
      )}

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
        {deleting && <DeleteConfirmation place={deleting} onDone={() => setDeleting(null)} />}
      </Dialog>
    </div>
  )
}

/** The message of a refused write: a conflict, a refusal, or the generic failure. */
function writeErrorKey(error: unknown) {
  if (error instanceof ApiRequestError && error.code === 'conflict') return 'manage.conflict'
  if (error instanceof ApiRequestError && (error.status === 401 || error.status === 403)) return 'manage.forbidden'
  if (error instanceof ApiRequestError && error.code === 'not_found') return 'manage.gone'
  return 'manage.saveFailed'
}

interface FormState {
  kind: PlaceKind
  names: Record<Locale, string>
  address: string
  phone: string
  website: string
  latitude: string
  longitude: string
}

const toForm = (place: AdminPlace | undefined): FormState => ({
  kind: place?.kind ?? 'hotel',
  names: { pt: place?.names.pt ?? '', en: place?.names.en ?? '', es: place?.names.es ?? '', az: place?.names.az ?? '' },
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
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const kindId = useId()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setFailure(null)
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
    const parsed = (place ? PlaceUpdateSchema : PlaceInputSchema).safeParse(body)
    if (!parsed.success) {
      setErrors(translateFieldErrors(t, zodFieldErrors(parsed.error)))
      return
    }
    setErrors({})
    try {
      await save.mutateAsync({ id: place?.id, body: place ? { ...body, version: place.version } : body })
      toast.success(place ? t('manage.places.saved') : t('manage.places.created'))
      onDone()
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 400 && error.fields) {
        setErrors(translateFieldErrors(t, error.fields))
      } else {
        setFailure(t(writeErrorKey(error)))
      }
    }
  }

  const setName = (l: Locale, value: string) => setForm((f) => ({ ...f, names: { ...f.names, [l]: value } }))
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
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-semibold text-ink">{t('manage.places.name')}</legend>
        <p className="text-xs text-ink-muted">{t('manage.translationsHint')}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          {LOCALES.map((l) => (
            <TextField
              key={l}
              label={`${t(`manage.languages.${l}`)}${l === 'pt' ? ` (${t('manage.required')})` : ''}`}
              value={form.names[l]}
              onChange={(e) => setName(l, e.target.value)}
              placeholder={l === 'pt' ? '' : form.names.pt}
              required={l === 'pt'}
              lang={l}
              error={errors[`names.${l}`]}
            />
          ))}
        </div>
      </fieldset>
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
      {failure && (
        <p role="alert" className="rounded-xl bg-warn-soft p-3 text-sm font-medium text-warn-strong">
          {failure}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className={secondaryButton} onClick={onDone}>
          {t('manage.cancel')}
        </button>
        <button type="submit" className={primaryButton} disabled={save.isPending}>
          {t('manage.save')}
        </button>
      </div>
    </form>
  )
}

function DeleteConfirmation({ place, onDone }: { place: AdminPlace; onDone: () => void }) {
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
    <div className="grid gap-4">
      <p className="text-ink">{t('manage.places.deleteBody', { name: place.names.pt })}</p>
      {failure && (
        <p role="alert" className="rounded-xl bg-warn-soft p-3 text-sm font-medium text-warn-strong">
          {failure}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className={secondaryButton} onClick={onDone}>
          {t('manage.cancel')}
        </button>
        <button
          type="button"
          className="inline-flex items-center justify-center gap-2 rounded-full bg-red-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-red-800"
          disabled={remove.isPending}
          onClick={() => void confirm()}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {t('manage.places.confirmDelete')}
        </button>
      </div>
    </div>
  )
}
