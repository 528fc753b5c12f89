import { type AdminUser, USER_TYPES, UserCreateSchema, type UserType, UserUpdateSchema } from '@podium/domain'
import { useMutation } from '@tanstack/react-query'
import { KeyRound } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { primaryButton } from '../../../components/ui/button-styles.ts'
import { OneTimePassword } from '../../../components/ui/one-time-password.tsx'
import { TextField } from '../../../components/ui/text-field.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { ApiRequestError } from '../../../lib/api-client.ts'
import { usersMutations } from '../users-api.ts'
import { Confirmation, FormActions, FormFailure, writeErrorKey } from './admin-kit.tsx'
import { CheckboxGroup } from './checkbox-group.tsx'
import { LabelledSelect, Options } from './labelled-select.tsx'
import { schemaProblems, useEditorSave } from './use-editor-save.ts'
import { useWriteFailure } from './use-write-failure.ts'

/** The users manager's dialogs: an account edited, a new account, a password reset (decisions 038 and 067). */

type Discipline = { code: string; name: string }

/** What the create and edit forms both edit. */
interface AccountValues {
  username: string
  name: string
  email: string
  userType: UserType
  refereeDisciplines: string[]
}

/** The body's account part: only a referee keeps disciplines. */
const accountBody = (account: AccountValues) => ({
  ...account,
  refereeDisciplines: account.userType === 'referee' ? account.refereeDisciplines : [],
})

/** Refusals of the accounts' writes (decision 067) said in words; the rest as every manager says them. */
function accountErrorKey(error: unknown) {
  if (error instanceof ApiRequestError && error.code === 'last_admin') return 'accountsAdmin.lastAdmin' as const
  if (error instanceof ApiRequestError && error.code === 'username_taken') return 'accountsAdmin.usernameTaken' as const
  return writeErrorKey(error)
}

export function UserForm({
  user,
  disciplines,
  onDone,
}: {
  user: AdminUser
  disciplines: readonly Discipline[]
  onDone: () => void
}) {
  const { t } = useTranslation()
  const save = useMutation(usersMutations.save(useLocale()))
  const [account, setAccount] = useState<AccountValues>({
    username: user.username,
    name: user.name ?? '',
    email: user.email,
    userType: user.userType,
    refereeDisciplines: user.refereeDisciplines,
  })
  const [active, setActive] = useState(user.active)
  const { errors, failure, save: saveChecked } = useEditorSave({ errorKey: accountErrorKey })
  const activeHintId = useId()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const { name, ...rest } = accountBody(account)
    // An account without a name (a self sign-up) keeps none until one is typed.
    const body = { ...rest, active, ...(name.trim() || user.name !== null ? { name } : {}) }
    // The same domain schema the server applies (decision 038).
    await saveChecked(schemaProblems(UserUpdateSchema, body), async () => {
      await save.mutateAsync({ id: user.id, body })
      toast.success(t('manage.users.saved'))
      onDone()
    })
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <AccountFields value={account} onChange={setAccount} errors={errors} disciplines={disciplines} withHint />
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
        <FieldError message={errors.active} />
      </div>
      <FormFailure message={failure} />
      <FormActions onCancel={onDone} pending={save.isPending} />
    </form>
  )
}

function FieldError({ message }: { message: string | undefined }) {
  if (!message) return null
  return (
    <p role="alert" className="text-sm font-medium text-warn-strong">
      {message}
    </p>
  )
}

/** Name, username, e-mail, type and a referee's disciplines, as the create and edit forms both show them. */
function AccountFields({
  value,
  onChange,
  errors,
  disciplines,
  withHint = false,
}: {
  value: AccountValues
  onChange: (value: AccountValues) => void
  errors: Record<string, string>
  disciplines: readonly Discipline[]
  withHint?: boolean
}) {
  const { t } = useTranslation()
  const set = <K extends keyof AccountValues>(key: K, next: AccountValues[K]) => onChange({ ...value, [key]: next })
  return (
    <>
      <TextField
        label={t('accountsAdmin.name')}
        value={value.name}
        autoComplete="off"
        onChange={(e) => set('name', e.target.value)}
        error={errors.name}
      />
      <TextField
        label={t('accountsAdmin.username')}
        value={value.username}
        autoComplete="off"
        spellCheck={false}
        onChange={(e) => set('username', e.target.value)}
        error={errors.username}
      />
      <TextField
        label={t('accountsAdmin.email')}
        type="email"
        value={value.email}
        autoComplete="off"
        onChange={(e) => set('email', e.target.value)}
        error={errors.email}
      />
      <LabelledSelect
        label={t('manage.users.type')}
        value={value.userType}
        onChange={(type) => set('userType', type as UserType)}
        error={errors.userType}
      >
        <Options values={USER_TYPES} label={(k) => t(`ranking.types.${k}`)} />
      </LabelledSelect>
      {value.userType === 'referee' && (
        <CheckboxGroup
          legend={t('manage.users.disciplines')}
          hint={withHint ? t('manage.users.disciplinesHint') : undefined}
          options={disciplines.map((d) => ({ value: d.code, label: d.name }))}
          checked={value.refereeDisciplines}
          onChange={(codes) => set('refereeDisciplines', codes)}
          columns="sm:grid-cols-2"
          error={<FieldError message={errors.refereeDisciplines} />}
        />
      )}
    </>
  )
}

/** A new account: its names, type (and a referee's disciplines), then its one-time password, shown once. */
export function CreateUser({ disciplines, onDone }: { disciplines: readonly Discipline[]; onDone: () => void }) {
  const { t } = useTranslation()
  const create = useMutation(usersMutations.create(useLocale()))
  const [account, setAccount] = useState<AccountValues>({
    username: '',
    name: '',
    email: '',
    userType: 'staff',
    refereeDisciplines: [],
  })
  const [created, setCreated] = useState<{ password: string; name: string } | null>(null)
  const { errors, failure, save } = useEditorSave({ errorKey: accountErrorKey })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const body = accountBody(account)
    await save(schemaProblems(UserCreateSchema, body), async () => {
      const answer = await create.mutateAsync(body)
      toast.success(t('accountsAdmin.created'))
      setCreated({ password: answer.password, name: answer.user.name ?? answer.user.username })
    })
  }

  if (created) {
    return (
      <PasswordShown
        intro={t('accountsAdmin.createdBody', { name: created.name })}
        password={created.password}
        onDone={onDone}
      />
    )
  }
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <AccountFields value={account} onChange={setAccount} errors={errors} disciplines={disciplines} />
      <FormFailure message={failure} />
      <FormActions onCancel={onDone} pending={create.isPending} />
    </form>
  )
}

/** A password shown this once with a copy button, and Done; closing the dialog forgets it. */
function PasswordShown({ intro, password, onDone }: { intro?: string; password: string; onDone: () => void }) {
  const { t } = useTranslation()
  return (
    <div className="grid gap-4">
      {intro && <p className="text-ink">{intro}</p>}
      <OneTimePassword
        password={password}
        text={{
          label: t('manage.users.newPassword'),
          hint: t('manage.users.newPasswordHint'),
          copy: t('manage.users.copy'),
          copied: t('manage.users.copied'),
          copyFailed: t('manage.users.copyFailed'),
        }}
      />
      <div className="flex justify-end">
        <button type="button" className={primaryButton} onClick={onDone}>
          {t('manage.users.done')}
        </button>
      </div>
    </div>
  )
}

/** "Reset X's password?" → the new password, shown this once. */
export function ResetPassword({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const { t } = useTranslation()
  const reset = useMutation(usersMutations.resetPassword(useLocale()))
  const [password, setPassword] = useState<string | null>(null)
  const { failure, run } = useWriteFailure()

  if (password) return <PasswordShown password={password} onDone={onDone} />
  return (
    <Confirmation
      body={t('manage.users.resetBody', { name: user.name ?? user.username })}
      icon={KeyRound}
      confirmLabel={t('manage.users.confirmReset')}
      failure={failure}
      pending={reset.isPending}
      onConfirm={() => void run(async () => setPassword((await reset.mutateAsync({ id: user.id })).password))}
      onCancel={onDone}
    />
  )
}
