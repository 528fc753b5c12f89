import { type AdminUser, USER_TYPES, type UserType, UserUpdateSchema } from '@podium/domain'
import { useMutation, useQuery } from '@tanstack/react-query'
import { Copy, KeyRound, Pencil, Users } from 'lucide-react'
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
import { useLocale } from '../../../i18n/i18n.ts'
import { usersMutations, usersQueries } from '../users-api.ts'
import { FormActions, FormFailure, Pager, writeErrorKey } from './admin-kit.tsx'
import { ManageAccess } from './manage-access.tsx'
import { schemaProblems, useEditorSave } from './use-editor-save.ts'

/** /manage/users: admins find users, change their type, a referee's disciplines and access, and reset passwords. */
export function UsersAdminPage() {
  return (
    <ManageAccess action="users.manage">
      <UsersAdmin />
    </ManageAccess>
  )
}

type Discipline = { code: string; name: string }

function UsersAdmin() {
  const { t } = useTranslation()
  const locale = useLocale()
  const [q, setQ] = useState('')
  const [type, setType] = useState<UserType | ''>('')
  const [page, setPage] = useState(1)
  const [editing, setEditing] = useState<AdminUser | null>(null)
  const [resetting, setResetting] = useState<AdminUser | null>(null)
  const typeId = useId()
  const query = useQuery(usersQueries.list(locale, { q, type: type || undefined, page }))
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / query.data.pageSize)) : 1
  const disciplines = query.data?.disciplines ?? []
  const nameOf = (code: string) => disciplines.find((d) => d.code === code)?.name ?? code
  const label = (user: AdminUser) => user.name ?? user.username

  return (
    <div className="mx-auto grid max-w-4xl gap-5">
      <header>
        <h1 className="flex items-center gap-2 text-3xl font-extrabold tracking-tight text-ink">
          <Users aria-hidden="true" className="size-7 text-brand" />
          {t('manage.users.title')}
        </h1>
      </header>
      <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
        <SearchBox
          label={t('manage.users.search')}
          placeholder={t('manage.users.searchPlaceholder')}
          value={q}
          onChange={(value) => {
            setQ(value)
            setPage(1)
          }}
        />
        <div className="grid gap-1">
          <label htmlFor={typeId} className="text-sm font-semibold text-ink">
            {t('manage.users.type')}
          </label>
          <select
            id={typeId}
            className={FIELD}
            value={type}
            onChange={(e) => {
              setType(e.target.value as UserType | '')
              setPage(1)
            }}
          >
            <option value="">{t('manage.users.allTypes')}</option>
            {USER_TYPES.map((k) => (
              <option key={k} value={k}>
                {t(`ranking.types.${k}`)}
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
          {t('manage.users.empty')}
        </p>
      ) : (
        <>
          <p className="text-sm text-ink-muted" aria-live="polite">
            {t('manage.users.count', { count: query.data.total })}
          </p>
          <ul className="grid gap-2">
            {query.data.items.map((user) => (
              <li
                key={user.id}
                className="flex flex-wrap items-center gap-3 rounded-2xl border border-line bg-surface p-3 sm:flex-nowrap"
              >
                <div className="min-w-0 basis-full sm:flex-1 sm:basis-auto">
                  <p className="flex flex-wrap items-center gap-2 font-semibold break-words text-ink">
                    {label(user)}
                    <Badge tone="brand">{t(`ranking.types.${user.userType}`)}</Badge>
                    {!user.active && <Badge tone="warn">{t('manage.users.inactive')}</Badge>}
                  </p>
                  <p className="text-sm break-words text-ink-muted">
                    {user.username} · {user.email} · {t('manage.users.cpf', { cpf: user.cpf })}
                  </p>
                  {user.userType === 'referee' && (
                    <p className="text-sm text-ink-muted">
                      {user.refereeDisciplines.length > 0
                        ? t('manage.users.refereeOf', {
                            disciplines: user.refereeDisciplines.map(nameOf).join(', '),
                          })
                        : t('manage.users.noDisciplines')}
                    </p>
                  )}
                </div>
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    className={secondaryButton}
                    onClick={() => setEditing(user)}
                    aria-label={t('manage.users.editOne', { name: label(user) })}
                  >
                    <Pencil aria-hidden="true" className="size-4" />
                    {t('manage.edit')}
                  </button>
                  <button
                    type="button"
                    className={secondaryButton}
                    onClick={() => setResetting(user)}
                    aria-label={t('manage.users.resetOne', { name: label(user) })}
                  >
                    <KeyRound aria-hidden="true" className="size-4" />
                    {t('manage.users.resetPassword')}
                  </button>
                </div>
              </li>
            ))}
          </ul>
          <Pager page={page} pages={pages} onPage={setPage} />
        </>
      )}

      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={t('manage.users.editTitle')}
        closeLabel={t('manage.close')}
      >
        {editing && (
          <UserForm key={editing.id} user={editing} disciplines={disciplines} onDone={() => setEditing(null)} />
        )}
      </Dialog>
      <Dialog
        open={resetting !== null}
        onClose={() => setResetting(null)}
        title={t('manage.users.resetTitle')}
        closeLabel={t('manage.close')}
      >
        {resetting && <ResetPassword key={resetting.id} user={resetting} onDone={() => setResetting(null)} />}
      </Dialog>
    </div>
  )
}

function UserForm({
  user,
  disciplines,
  onDone,
}: {
  user: AdminUser
  disciplines: readonly Discipline[]
  onDone: () => void
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const save = useMutation(usersMutations.save(locale))
  const [userType, setUserType] = useState<UserType>(user.userType)
  const [assigned, setAssigned] = useState<string[]>(user.refereeDisciplines)
  const [active, setActive] = useState(user.active)
  const { errors, failure, save: saveChecked } = useEditorSave()
  const typeId = useId()
  const activeHintId = useId()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const body = { userType, refereeDisciplines: userType === 'referee' ? assigned : [], active }
    // The same domain schema the server applies (decision 038).
    await saveChecked(schemaProblems(UserUpdateSchema, body), async () => {
      await save.mutateAsync({ id: user.id, body })
      toast.success(t('manage.users.saved'))
      onDone()
    })
  }

  const fieldError = (name: string) =>
    errors[name] ? (
      <p role="alert" className="text-sm font-medium text-warn-strong">
        {errors[name]}
      </p>
    ) : null

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <p className="text-sm text-ink-muted">
        <span className="font-semibold text-ink">{user.name ?? user.username}</span> · {user.username}
      </p>
      <div className="grid gap-1">
        <label htmlFor={typeId} className="text-sm font-semibold text-ink">
          {t('manage.users.type')}
        </label>
        <select
          id={typeId}
          className={FIELD}
          value={userType}
          onChange={(e) => setUserType(e.target.value as UserType)}
        >
          {USER_TYPES.map((k) => (
            <option key={k} value={k}>
              {t(`ranking.types.${k}`)}
            </option>
          ))}
        </select>
        {fieldError('userType')}
      </div>
      {userType === 'referee' && (
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-semibold text-ink">{t('manage.users.disciplines')}</legend>
          <p className="text-xs text-ink-muted">{t('manage.users.disciplinesHint')}</p>
          <div className="grid gap-2 sm:grid-cols-2">
            {disciplines.map((d) => (
              <label key={d.code} className="flex min-h-11 items-center gap-2 text-sm text-ink">
                <input
                  type="checkbox"
                  className="size-5 accent-brand"
                  checked={assigned.includes(d.code)}
                  onChange={(e) =>
                    setAssigned((codes) =>
                      e.target.checked ? [...codes, d.code] : codes.filter((code) => code !== d.code),
                    )
                  }
                />
                {d.name}
              </label>
            ))}
          </div>
          {fieldError('refereeDisciplines')}
        </fieldset>
      )}
      <div className="grid gap-1">
        <label className="flex min-h-11 items-center gap-3 text-sm font-semibold text-ink">
          <input
            type="checkbox"
            role="switch"
            aria-checked={active}
            className="size-5 accent-brand"
            checked={active}
            aria-describedby={activeHintId}
            onChange={(e) => setActive(e.target.checked)}
          />
          {t('manage.users.active')}
        </label>
        <p id={activeHintId} className="text-xs text-ink-muted">
          {t('manage.users.activeHint')}
        </p>
        {fieldError('active')}
      </div>
      <FormFailure message={failure} />
      <FormActions onCancel={onDone} pending={save.isPending} />
    </form>
  )
}

/** "Reset X's password?" → the new password, shown this once with a copy button; closing the dialog forgets it. */
function ResetPassword({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const reset = useMutation(usersMutations.resetPassword(locale))
  const [password, setPassword] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const passwordId = useId()

  const confirm = async () => {
    setFailure(null)
    try {
      setPassword((await reset.mutateAsync({ id: user.id })).password)
    } catch (error) {
      setFailure(t(writeErrorKey(error)))
    }
  }
  const copy = async () => {
    if (!password) return
    try {
      await navigator.clipboard.writeText(password)
      toast.success(t('manage.users.copied'))
    } catch {
      toast.error(t('manage.users.copyFailed'))
    }
  }

  if (password) {
    return (
      <div className="grid gap-4">
        <div className="grid gap-1">
          <label htmlFor={passwordId} className="text-sm font-semibold text-ink">
            {t('manage.users.newPassword')}
          </label>
          <div className="flex flex-wrap gap-2">
            <input
              id={passwordId}
              readOnly
              value={password}
              className={`${FIELD} min-w-0 flex-1 font-mono text-base`}
              onFocus={(e) => e.target.select()}
            />
            <button type="button" className={secondaryButton} onClick={() => void copy()}>
              <Copy aria-hidden="true" className="size-4" />
              {t('manage.users.copy')}
            </button>
          </div>
          <p className="text-xs text-ink-muted">{t('manage.users.newPasswordHint')}</p>
        </div>
        <div className="flex justify-end">
          <button type="button" className={primaryButton} onClick={onDone}>
            {t('manage.users.done')}
          </button>
        </div>
      </div>
    )
  }
  return (
    <div className="grid gap-4">
      <p className="text-ink">{t('manage.users.resetBody', { name: user.name ?? user.username })}</p>
      <FormFailure message={failure} />
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className={secondaryButton} onClick={onDone}>
          {t('manage.cancel')}
        </button>
        <button type="button" className={primaryButton} disabled={reset.isPending} onClick={() => void confirm()}>
          <KeyRound aria-hidden="true" className="size-4" />
          {t('manage.users.confirmReset')}
        </button>
      </div>
    </div>
  )
}
