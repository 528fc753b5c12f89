import { SetupInputSchema } from '@podium/domain'
import { useMutation, useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { ShieldCheck } from 'lucide-react'
import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { primaryButton } from '../../../components/ui/button-styles.ts'
import { CardListSkeleton } from '../../../components/ui/card-list-skeleton.tsx'
import { LoadError } from '../../../components/ui/load-error.tsx'
import { TextField } from '../../../components/ui/text-field.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { ApiRequestError } from '../../../lib/api-client.ts'
import { setUserSession } from '../../../lib/session.ts'
import { accountMutations, accountQueries } from '../api.ts'
import { useFormCheck } from '../use-form-check.ts'
import { AuthCard } from './auth-card.tsx'

/**
 * /setup (decision 067): a clean install's first admin, with the setup code the server printed in its log. While
 * no admin exists every page leads here (the server redirects); once one does, this says so and points to login.
 */
export function SetupPage() {
  const { t } = useTranslation()
  const lang = useLocale()
  const status = useQuery(accountQueries.setup(lang))
  if (status.isPending) {
    return (
      <AuthCard title={t('setup.title')}>
        <CardListSkeleton rows={2} label={t('setup.loading')} />
      </AuthCard>
    )
  }
  if (status.isError) {
    return (
      <AuthCard title={t('setup.title')}>
        <LoadError onRetry={() => void status.refetch()} />
      </AuthCard>
    )
  }
  if (!status.data.open) {
    return (
      <AuthCard title={t('setup.closedTitle')} intro={t('setup.closedBody')}>
        <Link to="/login" className={primaryButton}>
          {t('setup.toLogin')}
        </Link>
      </AuthCard>
    )
  }
  return <SetupForm />
}

function SetupForm() {
  const { t } = useTranslation()
  const lang = useLocale()
  const navigate = useNavigate()
  const { errors, setErrors, check, showFields } = useFormCheck(SetupInputSchema)
  const setup = useMutation(accountMutations.setup(lang))

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = check(event.currentTarget)
    if (!data) return
    try {
      const { user } = await setup.mutateAsync(data)
      setUserSession(user)
      toast.success(t('setup.done'))
      await navigate({ to: '/manage', replace: true })
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'setup_closed') {
        setErrors({ form: t('setup.closedBody') })
      } else if (error instanceof ApiRequestError && error.code === 'username_unavailable') {
        setErrors({ username: t('auth.usernameUnavailable') })
      } else if (error instanceof ApiRequestError && error.fields) showFields(error.fields)
      else toast.error(t('setup.failed'))
    }
  }

  return (
    <AuthCard title={t('setup.title')} intro={t('setup.intro')}>
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <TextField
          name="code"
          label={t('setup.code')}
          autoComplete="one-time-code"
          spellCheck={false}
          error={errors.code}
        />
        <p className="-mt-2 text-xs text-ink-muted">{t('setup.codeHint')}</p>
        <TextField name="name" label={t('setup.name')} autoComplete="name" error={errors.name} />
        <TextField name="username" label={t('auth.username')} autoComplete="username" error={errors.username} />
        <TextField name="email" type="email" label={t('auth.email')} autoComplete="email" error={errors.email} />
        <TextField
          name="password"
          type="password"
          label={t('auth.password')}
          autoComplete="new-password"
          error={errors.password}
        />
        {errors.form && (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
            {errors.form}
          </p>
        )}
        <button type="submit" className={primaryButton} disabled={setup.isPending || setup.isSuccess}>
          <ShieldCheck aria-hidden="true" className="size-4" />
          {t('setup.submit')}
        </button>
      </form>
    </AuthCard>
  )
}
