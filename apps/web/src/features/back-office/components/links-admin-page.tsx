import {
  type AdminRouteRule,
  ROUTE_RULE_MATCHES,
  RouteRuleInputSchema,
  type RouteRuleMatch,
  RouteRuleUpdateSchema,
  routeRuleProblemKey,
  zonedDate,
  zonedInstant,
  zonedTimeOfDay,
} from '@podium/domain'
import { useMutation, useQuery } from '@tanstack/react-query'
import type { TFunction } from 'i18next'
import { Link2, Pencil, QrCode, Trash2 } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { Badge } from '../../../components/ui/badge.tsx'
import { secondaryButton } from '../../../components/ui/button-styles.ts'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { FIELD } from '../../../components/ui/field-styles.ts'
import { TextField } from '../../../components/ui/text-field.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { translateFieldErrors } from '../../../lib/field-errors.ts'
import { configQueries } from '../../../platform/config/api.ts'
import { linksAdminMutations, linksAdminQueries } from '../links-api.ts'
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
import { ManageAccess } from './manage-access.tsx'
import { schemaProblems, useEditorSave } from './use-editor-save.ts'

/** /manage/links: the organiser's short links and redirects (issue 23, decision 046). */
export function LinksAdminPage() {
  return (
    <ManageAccess action="content.manage">
      <LinksAdmin />
    </ManageAccess>
  )
}

type Editing = { mode: 'create' } | { mode: 'edit'; rule: AdminRouteRule }

/** A rule's refusals are the domain's texts: each has its own translation; the others are the forms' messages. */
function translateRuleErrors(t: TFunction, fields: Record<string, readonly string[] | undefined>) {
  const out = translateFieldErrors(t, fields)
  for (const [field, messages] of Object.entries(fields)) {
    const key = messages?.[0] && routeRuleProblemKey(messages[0])
    if (key) out[field] = t(`manage.links.problems.${key}`)
  }
  return out
}

function LinksAdmin() {
  const { t } = useTranslation()
  const locale = useLocale()
  const [q, setQ] = useState('')
  const [match, setMatch] = useState<RouteRuleMatch | ''>('')
  const [page, setPage] = useState(1)
  const [editing, setEditing] = useState<Editing | null>(null)
  const [deleting, setDeleting] = useState<AdminRouteRule | null>(null)
  const [printing, setPrinting] = useState<AdminRouteRule | null>(null)
  const timeZone = useQuery(configQueries.detail(locale)).data?.games.timeZone
  const query = useQuery(linksAdminQueries.list(locale, { q, match: match || undefined, page }))
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / query.data.pageSize)) : 1

  return (
    <div className="mx-auto grid max-w-4xl gap-5">
      <ManagerHeader
        icon={Link2}
        title={t('manage.links.title')}
        addLabel={t('manage.links.add')}
        onAdd={() => setEditing({ mode: 'create' })}
      />
      <p className="text-sm text-ink-muted">{t('manage.links.intro')}</p>
      <ManagerFilters
        searchLabel={t('manage.links.search')}
        searchPlaceholder={t('manage.links.searchPlaceholder')}
        q={q}
        onSearch={(value) => {
          setQ(value)
          setPage(1)
        }}
        filterLabel={t('manage.links.match')}
        allLabel={t('manage.links.allMatches')}
        value={match}
        options={ROUTE_RULE_MATCHES.map((m) => ({ value: m, label: t(`manage.links.matches.${m}`) }))}
        onFilter={(value) => {
          setMatch(value)
          setPage(1)
        }}
      />
      <ListStates
        isPending={query.isPending}
        isError={query.isError}
        onRetry={() => void query.refetch()}
        isEmpty={query.data?.items.length === 0}
        emptyText={t('manage.links.empty')}
      >
        {() =>
          query.data && (
            <>
              <p className="text-sm text-ink-muted" aria-live="polite">
                {t('manage.links.count', { count: query.data.total })}
              </p>
              <ul className="grid gap-2">
                {query.data.items.map((rule) => (
                  <li
                    key={rule.id}
                    className="grid gap-2 rounded-2xl border border-line bg-surface p-3 sm:flex sm:items-center sm:gap-3"
                  >
                    <div className="min-w-0 flex-1">
                      <p className="font-mono font-semibold break-all text-ink">
                        {rule.source}
                        {rule.match === 'prefix' ? '/…' : ''}
                      </p>
                      <p className="text-sm break-all text-ink-muted">→ {rule.target}</p>
                      <p className="mt-1 flex flex-wrap gap-1.5 text-xs">
                        <Badge tone="brand">
                          {rule.permanent ? t('manage.links.permanent') : t('manage.links.temporary')}
                        </Badge>
                        {rule.enabled ? null : <Badge tone="warn">{t('manage.links.disabled')}</Badge>}
                        {rule.startsAt || rule.endsAt ? (
                          <Badge tone="brand">
                            {t('manage.links.window', {
                              from: rule.startsAt && timeZone ? shortInstant(rule.startsAt, timeZone) : '…',
                              until: rule.endsAt && timeZone ? shortInstant(rule.endsAt, timeZone) : '…',
                            })}
                          </Badge>
                        ) : null}
                        <Badge tone="brand">{t('manage.links.hits', { count: rule.hits })}</Badge>
                      </p>
                    </div>
                    <div className="flex flex-wrap gap-2">
                      <button
                        type="button"
                        className={secondaryButton}
                        onClick={() => setPrinting(rule)}
                        aria-label={t('manage.links.qrOne', { source: rule.source })}
                      >
                        <QrCode aria-hidden="true" className="size-4" />
                        {t('manage.links.qr')}
                      </button>
                      <button
                        type="button"
                        className={secondaryButton}
                        onClick={() => setEditing({ mode: 'edit', rule })}
                        aria-label={t('manage.links.editOne', { source: rule.source })}
                      >
                        <Pencil aria-hidden="true" className="size-4" />
                        {t('manage.edit')}
                      </button>
                      <button
                        type="button"
                        className={secondaryButton}
                        onClick={() => setDeleting(rule)}
                        aria-label={t('manage.links.deleteOne', { source: rule.source })}
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
        title={editing?.mode === 'edit' ? t('manage.links.editTitle') : t('manage.links.addTitle')}
        closeLabel={t('manage.close')}
      >
        {editing && timeZone && (
          <LinkForm
            key={editing.mode === 'edit' ? `${editing.rule.id}:${editing.rule.version}` : 'new'}
            rule={editing.mode === 'edit' ? editing.rule : undefined}
            timeZone={timeZone}
            onDone={() => setEditing(null)}
          />
        )}
      </Dialog>
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('manage.links.deleteTitle')}
        closeLabel={t('manage.close')}
      >
        {deleting && <DeleteLink rule={deleting} onDone={() => setDeleting(null)} />}
      </Dialog>
      <Dialog
        open={printing !== null}
        onClose={() => setPrinting(null)}
        title={t('manage.links.qrTitle')}
        closeLabel={t('manage.close')}
      >
        {printing && (
          <figure className="grid justify-items-center gap-3">
            <img
              src={`/api/v1/admin/route-rules/${printing.id}/qr.svg`}
              alt={t('manage.links.qrAlt', { link: `${window.location.origin}${printing.source}` })}
              className="size-64 rounded-xl border border-line bg-white"
            />
            <figcaption className="font-mono text-sm break-all text-ink">{`${window.location.origin}${printing.source}`}</figcaption>
            <a
              className={secondaryButton}
              href={`/api/v1/admin/route-rules/${printing.id}/qr.svg`}
              download={`qr${printing.source.replaceAll('/', '-')}.svg`}
            >
              {t('manage.links.qrDownload')}
            </a>
          </figure>
        )}
      </Dialog>
    </div>
  )
}

const shortInstant = (iso: string, timeZone: string) => {
  const at = new Date(iso)
  return `${zonedDate(at, timeZone)} ${zonedTimeOfDay(at, timeZone)}`
}

/** `YYYY-MM-DDTHH:MM` on the games' clock ↔ an instant; empty is "no limit". */
const toInput = (iso: string | null, timeZone: string) =>
  iso ? `${zonedDate(new Date(iso), timeZone)}T${zonedTimeOfDay(new Date(iso), timeZone)}` : ''
const fromInput = (value: string, timeZone: string) => {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(value)
  return match?.[1] && match[2] ? zonedInstant(match[1], match[2], timeZone) : null
}

function LinkForm(props: { rule: AdminRouteRule | undefined; timeZone: string; onDone: () => void }) {
  const { rule, timeZone, onDone } = props
  const { t } = useTranslation()
  const locale = useLocale()
  const save = useMutation(linksAdminMutations.save(locale))
  const [form, setForm] = useState(() => ({
    source: rule?.source ?? '/',
    match: rule?.match ?? ('exact' as RouteRuleMatch),
    target: rule?.target ?? '',
    permanent: rule?.permanent ?? false,
    enabled: rule?.enabled ?? true,
    startsAt: toInput(rule?.startsAt ?? null, timeZone),
    endsAt: toInput(rule?.endsAt ?? null, timeZone),
  }))
  const { errors, failure, save: saveChecked } = useEditorSave({ translate: translateRuleErrors })
  const matchId = useId()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const body = {
      ...form,
      startsAt: fromInput(form.startsAt, timeZone),
      endsAt: fromInput(form.endsAt, timeZone),
      ...(rule ? { version: rule.version } : {}),
    }
    // The same domain schema the server applies (decision 046); the loop check needs the other rules: the server's.
    await saveChecked(schemaProblems(rule ? RouteRuleUpdateSchema : RouteRuleInputSchema, body), async () => {
      await save.mutateAsync({ id: rule?.id, body })
      toast.success(rule ? t('manage.links.saved') : t('manage.links.created'))
      onDone()
    })
  }

  const check = (key: 'permanent' | 'enabled') => (
    <label className="flex items-center gap-2 text-sm font-semibold text-ink">
      <input
        type="checkbox"
        className="size-5 accent-brand"
        checked={form[key]}
        onChange={(e) => setForm((f) => ({ ...f, [key]: e.target.checked }))}
      />
      {t(`manage.links.${key}Label`)}
    </label>
  )

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <TextField
        label={t('manage.links.source')}
        value={form.source}
        onChange={(e) => setForm((f) => ({ ...f, source: e.target.value }))}
        placeholder="/go/bus"
        error={errors.source}
      />
      <div className="grid gap-1">
        <label htmlFor={matchId} className="text-sm font-semibold text-ink">
          {t('manage.links.match')}
        </label>
        <select
          id={matchId}
          className={FIELD}
          value={form.match}
          onChange={(e) => setForm((f) => ({ ...f, match: e.target.value as RouteRuleMatch }))}
        >
          {ROUTE_RULE_MATCHES.map((m) => (
            <option key={m} value={m}>
              {t(`manage.links.matches.${m}`)}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={t('manage.links.target')}
        value={form.target}
        onChange={(e) => setForm((f) => ({ ...f, target: e.target.value }))}
        placeholder={t('manage.links.targetPlaceholder')}
        error={errors.target}
      />
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {check('permanent')}
        {check('enabled')}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('manage.links.startsAt', { zone: timeZone })}
          type="datetime-local"
          value={form.startsAt}
          onChange={(e) => setForm((f) => ({ ...f, startsAt: e.target.value }))}
          error={errors.startsAt}
        />
        <TextField
          label={t('manage.links.endsAt', { zone: timeZone })}
          type="datetime-local"
          value={form.endsAt}
          onChange={(e) => setForm((f) => ({ ...f, endsAt: e.target.value }))}
          error={errors.endsAt}
        />
      </div>
      <FormFailure message={failure} />
      <FormActions onCancel={onDone} pending={save.isPending} />
    </form>
  )
}

function DeleteLink({ rule, onDone }: { rule: AdminRouteRule; onDone: () => void }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const remove = useMutation(linksAdminMutations.remove(locale))
  const [failure, setFailure] = useState<string | null>(null)
  const confirm = async () => {
    try {
      await remove.mutateAsync({ id: rule.id, version: rule.version })
      toast.success(t('manage.links.deleted'))
      onDone()
    } catch (error) {
      setFailure(t(writeErrorKey(error)))
    }
  }
  return (
    <DeleteConfirmation
      body={t('manage.links.deleteBody', { source: rule.source })}
      confirmLabel={t('manage.links.confirmDelete')}
      failure={failure}
      pending={remove.isPending}
      onConfirm={() => void confirm()}
      onCancel={onDone}
    />
  )
}
