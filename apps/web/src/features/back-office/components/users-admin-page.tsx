import { type AdminUser, USER_TYPES, UserCreateSchema, type UserType, UserUpdateSchema } from '@podium/domain'
import { useMutation, useQuery } from '@tanstack/react-query'
import { Copy, KeyRound, Pencil, UserPlus, Users } from 'lucide-react'
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
import { ApiRequestError } from '../../../lib/api-client.ts'
import { usersMutations, usersQueries } from '../users-api.ts'
import { FormActions, FormFailure, Pager, writeErrorKey } from './admin-kit.tsx'
import { ManageAccess } from './manage-access.tsx'
import { schemaProblems, useEditorSave } from './use-editor-save.ts'

/**
 * /manage/users: admins find users, create accounts (decision 067), change their names, type, a referee's disciplines
 * and access, and reset passwords.
 */
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
  const [creating, setCreating] = useState(false)
  const typeId = useId()
  const query = useQuery(usersQueries.list(locale, { q, type: type || undefined, page }))
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / query.data.pageSize)) : 1
  const disciplines = query.data?.disciplines ?? []
  const nameOf = (code: string) => disciplines.find((d) => d.code === code)?.name ?? code
  const label = (user: AdminUser) => user.name ?? user.username

  return (
    <div className="mx-auto grid max-w-4xl gap-5">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="flex items-center gap-2 text-3xl font-extrabold tracking-tight text-ink">
          <Users aria-hidden="true" className="size-7 text-brand" />
          {t('manage.users.title')}
        </h1>
        <button type="button" className={primaryButton} onClick={() => setCreating(true)}>
          <UserPlus aria-hidden="true" className="size-4" />
          {t('accountsAdmin.create')}
        </button>
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
        open={creating}
        onClose={() => setCreating(false)}
        title={t('accountsAdmin.createTitle')}
        closeLabel={t('manage.close')}
      >
        {creating && <CreateUser disciplines={disciplines} onDone={() => setCreating(false)} />}
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
  const [username, setUsername] = useState(user.username)
  const [name, setName] = useState(user.name ?? '')
  const [email, setEmail] = useState(user.email)
  const { errors, failure, save: saveChecked } = useEditorSave({ errorKey: accountErrorKey })
  const typeId = useId()
  const activeHintId = useId()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const body = {
      userType,
      refereeDisciplines: userType === 'referee' ? assigned : [],
      active,
      username,
      email,
      // An account without a name (a self sign-up) keeps none until one is typed.
      ...(name.trim() || user.name !== null ? { name } : {}),
    }
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
      <AccountFields
        username={username}
        name={name}
        email={email}
        onUsername={setUsername}
        onName={setName}
        onEmail={setEmail}
        fieldError={fieldError}
      />
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

/** Refusals of the accounts' writes (decision 067) said in words; the rest as every manager says them. */
function accountErrorKey(error: unknown) {
  if (error instanceof ApiRequestError && error.code === 'last_admin') return 'accountsAdmin.lastAdmin' as const
  if (error instanceof ApiRequestError && error.code === 'username_taken') return 'accountsAdmin.usernameTaken' as const
  return writeErrorKey(error)
}

/** Username, name and e-mail, as the create and edit forms both show them. */
function AccountFields({
  username,
  name,
  email,
  onUsername,
  onName,
  onEmail,
  fieldError,
}: {
  username: string
  name: string
  email: string
  onUsername: (value: string) => void
  onName: (value: string) => void
  onEmail: (value: string) => void
  fieldError: (name: string) => React.ReactNode
}) {
  const { t } = useTranslation()
  const ids = { username: useId(), name: useId(), email: useId() }
  return (
    <>
      <div className="grid gap-1">
        <label htmlFor={ids.name} className="text-sm font-semibold text-ink">
          {t('accountsAdmin.name')}
        </label>
        <input
          id={ids.name}
          className={FIELD}
          value={name}
          autoComplete="off"
          onChange={(e) => onName(e.target.value)}
        />
        {fieldError('name')}
      </div>
      <div className="grid gap-1">
        <label htmlFor={ids.username} className="text-sm font-semibold text-ink">
          {t('accountsAdmin.username')}
        </label>
        <input
          id={ids.username}
          className={FIELD}
          value={username}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => onUsername(e.target.value)}
        />
        {fieldError('username')}
      </div>
      <div className="grid gap-1">
        <label htmlFor={ids.email} className="text-sm font-semibold text-ink">
          {t('accountsAdmin.email')}
        </label>
        <input
          id={ids.email}
          type="email"
          className={FIELD}
          value={email}
          autoComplete="off"
          onChange={(e) => onEmail(e.target.value)}
        />
        {fieldError('email')}
      </div>
    </>
  )
}

/** A new account: its names, type (and a referee's disciplines), then its one-time password, shown once. */
function CreateUser({ disciplines, onDone }: { disciplines: readonly Discipline[]; onDone: () => void }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const create = useMutation(usersMutations.create(locale))
  const [username, setUsername] = useState('')
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const [userType, setUserType] = useState<UserType>('staff')
  const [assigned, setAssigned] = useState<string[]>([])
  const [created, setCreated] = useState<{ password: string; name: string } | null>(null)
  const { errors, failure, save } = useEditorSave({ errorKey: accountErrorKey })
  const typeId = useId()

  const fieldError = (field: string) =>
    errors[field] ? (
      <p role="alert" className="text-sm font-medium text-warn-strong">
        {errors[field]}
      </p>
    ) : null

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const body = { username, name, email, userType, refereeDisciplines: userType === 'referee' ? assigned : [] }
    await save(schemaProblems(UserCreateSchema, body), async () => {
      const answer = await create.mutateAsync(body)
      toast.success(t('accountsAdmin.created'))
      setCreated({ password: answer.password, name: answer.user.name ?? answer.user.username })
    })
  }

  if (created) {
    return (
      <div className="grid gap-4">
        <p className="text-ink">{t('accountsAdmin.createdBody', { name: created.name })}</p>
        <OneTimePassword password={created.password} />
        <div className="flex justify-end">
          <button type="button" className={primaryButton} onClick={onDone}>
            {t('manage.users.done')}
          </button>
        </div>
      </div>
    )
  }
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <AccountFields
        username={username}
        name={name}
        email={email}
        onUsername={setUsername}
        onName={setName}
        onEmail={setEmail}
        fieldError={fieldError}
      />
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
        </fieldset>
      )}
      <FormFailure message={failure} />
      <FormActions onCancel={onDone} pending={create.isPending} />
    </form>
  )
}

/** A password shown this once, with a copy button; closing the dialog forgets it. */
function OneTimePassword({ password }: { password: string }) {
  const { t } = useTranslation()
  const passwordId = useId()
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(password)
      toast.success(t('manage.users.copied'))
    } catch {
      toast.error(t('manage.users.copyFailed'))
    }
  }
  return (
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
