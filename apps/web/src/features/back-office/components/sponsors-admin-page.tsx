import {
  type AdminSponsor,
  SPONSOR_TIERS,
  SponsorInputSchema,
  type SponsorTier,
  SponsorUpdateSchema,
} from '@podium/domain'
import { useMutation, useQuery } from '@tanstack/react-query'
import { ArrowDown, ArrowUp, Handshake, Pencil, Trash2 } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { secondaryButton } from '../../../components/ui/button-styles.ts'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { FIELD } from '../../../components/ui/field-styles.ts'
import { TextField } from '../../../components/ui/text-field.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { sponsorsAdminMutations, sponsorsAdminQueries } from '../sponsors-api.ts'
import {
  DeleteConfirmation,
  FormActions,
  FormFailure,
  ListStates,
  ManagerFilters,
  ManagerHeader,
  Pager,
  writeErrorKey,
} from './admin-kit.tsx'
import { type ImageChoice, ImageField, imageChoiceProblem } from './image-field.tsx'
import { ManageAccess } from './manage-access.tsx'
import { schemaProblems, useEditorSave } from './use-editor-save.ts'

/** /manage/sponsors: the sponsors of /sponsors — by tier, in order, added, edited, moved and deleted (decision 040). */
export function SponsorsAdminPage() {
  return (
    <ManageAccess action="content.manage">
      <SponsorsAdmin />
    </ManageAccess>
  )
}

type Editing = { mode: 'create' } | { mode: 'edit'; sponsor: AdminSponsor }

const iconButton =
  'inline-flex size-11 items-center justify-center rounded-full border border-line bg-surface text-ink transition hover:bg-surface-muted disabled:opacity-40'

function SponsorsAdmin() {
  const { t } = useTranslation()
  const locale = useLocale()
  const [q, setQ] = useState('')
  const [tier, setTier] = useState<SponsorTier | ''>('')
  const [page, setPage] = useState(1)
  const [editing, setEditing] = useState<Editing | null>(null)
  const [deleting, setDeleting] = useState<AdminSponsor | null>(null)
  const query = useQuery(sponsorsAdminQueries.list(locale, { q, tier: tier || undefined, page }))
  const move = useMutation(sponsorsAdminMutations.move(locale))
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / query.data.pageSize)) : 1

  const moveOne = async (sponsor: AdminSponsor, direction: 'up' | 'down') => {
    try {
      await move.mutateAsync({ id: sponsor.id, body: { direction, version: sponsor.version } })
      toast.success(t('manage.sponsors.moved', { name: sponsor.name }))
    } catch (error) {
      toast.error(t(writeErrorKey(error)))
    }
  }

  return (
    <div className="mx-auto grid max-w-4xl gap-5">
      <ManagerHeader
        icon={Handshake}
        title={t('manage.sponsors.title')}
        addLabel={t('manage.sponsors.add')}
        onAdd={() => setEditing({ mode: 'create' })}
      />
      <ManagerFilters
        searchLabel={t('manage.sponsors.search')}
        searchPlaceholder={t('manage.sponsors.searchPlaceholder')}
        q={q}
        onSearch={(value) => {
          setQ(value)
          setPage(1)
        }}
        filterLabel={t('manage.sponsors.tier')}
        allLabel={t('manage.sponsors.allTiers')}
        value={tier}
        options={SPONSOR_TIERS.map((k) => ({ value: k, label: t(`sponsors.tier.${k}`) }))}
        onFilter={(value) => {
          setTier(value)
          setPage(1)
        }}
      />

      <ListStates
        isPending={query.isPending}
        isError={query.isError}
        onRetry={() => void query.refetch()}
        isEmpty={query.data?.items.length === 0}
        emptyText={t('manage.sponsors.empty')}
      >
        {() =>
          query.data && (
            <>
              <p className="text-sm text-ink-muted" aria-live="polite">
                {t('manage.sponsors.count', { count: query.data.total })}
              </p>
              <p className="text-xs text-ink-muted">{t('manage.sponsors.orderHint')}</p>
              <ul className="grid gap-2">
                {query.data.items.map((sponsor, i, items) => {
                  // First or last of its tier, as far as this page shows (a neighbour on another page may exist).
                  const first = i === 0 ? page === 1 : items[i - 1]?.tier !== sponsor.tier
                  const last = i === items.length - 1 ? page === pages : items[i + 1]?.tier !== sponsor.tier
                  return (
                    <li
                      key={sponsor.id}
                      className="flex flex-wrap items-center gap-3 rounded-2xl border border-line bg-surface p-3 sm:flex-nowrap"
                    >
                      <img
                        src={sponsor.logoUrl}
                        alt=""
                        loading="lazy"
                        className="h-12 w-28 shrink-0 rounded-lg border border-line bg-white object-contain"
                      />
                      <div className="min-w-0 flex-1">
                        <p className="font-semibold break-words text-ink">{sponsor.name}</p>
                        <p className="text-sm break-all text-ink-muted">
                          {t(`sponsors.tier.${sponsor.tier}`)}
                          {sponsor.website ? ` · ${sponsor.website}` : ''}
                        </p>
                      </div>
                      {/* On a phone the buttons take their own line, under the logo and name. */}
                      <div className="flex basis-full flex-wrap gap-2 sm:basis-auto">
                        <button
                          type="button"
                          className={iconButton}
                          disabled={first || move.isPending}
                          onClick={() => void moveOne(sponsor, 'up')}
                          aria-label={t('manage.sponsors.moveUp', { name: sponsor.name })}
                          title={t('manage.sponsors.moveUp', { name: sponsor.name })}
                        >
                          <ArrowUp aria-hidden="true" className="size-4" />
                        </button>
                        <button
                          type="button"
                          className={iconButton}
                          disabled={last || move.isPending}
                          onClick={() => void moveOne(sponsor, 'down')}
                          aria-label={t('manage.sponsors.moveDown', { name: sponsor.name })}
                          title={t('manage.sponsors.moveDown', { name: sponsor.name })}
                        >
                          <ArrowDown aria-hidden="true" className="size-4" />
                        </button>
                        <button
                          type="button"
                          className={secondaryButton}
                          onClick={() => setEditing({ mode: 'edit', sponsor })}
                          aria-label={t('manage.sponsors.editOne', { name: sponsor.name })}
                        >
                          <Pencil aria-hidden="true" className="size-4" />
                          {t('manage.edit')}
                        </button>
                        <button
                          type="button"
                          className={secondaryButton}
                          onClick={() => setDeleting(sponsor)}
                          aria-label={t('manage.sponsors.deleteOne', { name: sponsor.name })}
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

      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.mode === 'edit' ? t('manage.sponsors.editTitle') : t('manage.sponsors.addTitle')}
        closeLabel={t('manage.close')}
      >
        {editing && (
          <SponsorForm
            key={editing.mode === 'edit' ? `${editing.sponsor.id}:${editing.sponsor.version}` : 'new'}
            sponsor={editing.mode === 'edit' ? editing.sponsor : undefined}
            onDone={() => setEditing(null)}
          />
        )}
      </Dialog>
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('manage.sponsors.deleteTitle')}
        closeLabel={t('manage.close')}
      >
        {deleting && <DeleteSponsor sponsor={deleting} onDone={() => setDeleting(null)} />}
      </Dialog>
    </div>
  )
}

function SponsorForm(props: { sponsor: AdminSponsor | undefined; onDone: () => void }) {
  const { onDone } = props
  const { t } = useTranslation()
  const locale = useLocale()
  const save = useMutation(sponsorsAdminMutations.save(locale))
  const saveLogo = useMutation(sponsorsAdminMutations.logo(locale))
  // After a save whose logo was refused, the form goes on as an edit of the saved sponsor.
  const [sponsor, setSponsor] = useState(props.sponsor)
  const [logo, setLogo] = useState<ImageChoice>({ kind: 'keep' })
  const [form, setForm] = useState(() => ({
    name: sponsor?.name ?? '',
    tier: sponsor?.tier ?? ('supporter' as SponsorTier),
    website: sponsor?.website ?? '',
  }))
  const { errors, failure, save: saveChecked, showFailure } = useEditorSave()
  const tierId = useId()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const body = { ...form, ...(sponsor ? { version: sponsor.version } : {}) }
    // The same domain schema the server applies (decision 040).
    const fields = schemaProblems(sponsor ? SponsorUpdateSchema : SponsorInputSchema, body)
    const logoProblem = await imageChoiceProblem(logo)
    if (logoProblem) fields.file = [logoProblem]
    let written: AdminSponsor | undefined
    await saveChecked(fields, async () => {
      written = await save.mutateAsync({ id: sponsor?.id, body })
    })
    if (!written) return
    const saved = written
    try {
      if (logo.kind !== 'keep') {
        const file = logo.kind === 'file' ? logo.file : null
        await saveLogo.mutateAsync({ id: saved.id, version: saved.version, file })
      }
      toast.success(sponsor ? t('manage.sponsors.saved') : t('manage.sponsors.created'))
      onDone()
    } catch (error) {
      setSponsor(saved)
      showFailure(error)
    }
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <TextField
        label={t('manage.sponsors.name')}
        value={form.name}
        onChange={(e) => setForm((f) => ({ ...f, name: e.target.value }))}
        required
        maxLength={120}
        error={errors.name}
      />
      <div className="grid gap-1">
        <label htmlFor={tierId} className="text-sm font-semibold text-ink">
          {t('manage.sponsors.tier')}
        </label>
        <select
          id={tierId}
          className={FIELD}
          value={form.tier}
          onChange={(e) => setForm((f) => ({ ...f, tier: e.target.value as SponsorTier }))}
        >
          {SPONSOR_TIERS.map((k) => (
            <option key={k} value={k}>
              {t(`sponsors.tier.${k}`)}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={t('manage.sponsors.website')}
        type="url"
        value={form.website}
        onChange={(e) => setForm((f) => ({ ...f, website: e.target.value }))}
        placeholder="https://"
        error={errors.website}
      />
      <ImageField
        label={t('manage.sponsors.logo')}
        hint={t('manage.sponsors.logoHint')}
        currentUrl={sponsor?.logoUrl}
        hasImage={sponsor?.hasLogo ?? false}
        choice={logo}
        onChoice={setLogo}
        error={errors.file}
        removeLabel={t('manage.sponsors.removeLogo')}
        previewClassName="h-16 w-40 rounded-lg border border-line bg-white object-contain"
      />
      <FormFailure message={failure} />
      <FormActions onCancel={onDone} pending={save.isPending || saveLogo.isPending} />
    </form>
  )
}

function DeleteSponsor({ sponsor, onDone }: { sponsor: AdminSponsor; onDone: () => void }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const remove = useMutation(sponsorsAdminMutations.remove(locale))
  const [failure, setFailure] = useState<string | null>(null)
  const confirm = async () => {
    try {
      await remove.mutateAsync({ id: sponsor.id, version: sponsor.version })
      toast.success(t('manage.sponsors.deleted'))
      onDone()
    } catch (error) {
      setFailure(t(writeErrorKey(error)))
    }
  }
  return (
    <DeleteConfirmation
      body={t('manage.sponsors.deleteBody', { name: sponsor.name })}
      confirmLabel={t('manage.sponsors.confirmDelete')}
      failure={failure}
      pending={remove.isPending}
      onConfirm={() => void confirm()}
      onCancel={onDone}
    />
  )
}
