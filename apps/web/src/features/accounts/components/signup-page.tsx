import { SignupSchema } from '@podium/domain'
import { useMutation } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { UserPlus } from 'lucide-react'
import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { primaryButton } from '../../../components/ui/button-styles.ts'
import { TextField } from '../../../components/ui/text-field.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { ApiRequestError } from '../../../lib/api-client.ts'
import { setUserSession } from '../../../lib/session.ts'
import { accountMutations } from '../api.ts'
import { safeRedirect } from '../safe-redirect.ts'
import { useFormCheck } from '../use-form-check.ts'
import { AuthCard } from './auth-card.tsx'

export function SignupPage({ redirect }: { redirect: string | undefined }) {
  const { t } = useTranslation()
  const lang = useLocale()
  const navigate = useNavigate()
  const { errors, setErrors, check, showFields } = useFormCheck(SignupSchema)
  // Disabled from the request until the redirect is done (a success leaves the page), as before.
  const signup = useMutation(accountMutations.signup(lang))

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = check(event.currentTarget)
    if (!data) return
    try {
      const { user } = await signup.mutateAsync(data)
      setUserSession(user)
      toast.success(t('auth.signupSuccess'))
      await navigate({ href: safeRedirect(redirect), replace: true })
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409) {
        setErrors({ username: t('auth.usernameUnavailable') })
      } else if (error instanceof ApiRequestError && error.status === 429) toast.error(t('auth.tooManyAttempts'))
      else if (error instanceof ApiRequestError && error.fields) showFields(error.fields)
      else toast.error(t('auth.signupError'))
    }
  }

  return (
    <AuthCard title={t('auth.signupTitle')} intro={t('auth.signupIntro')}>
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <TextField name="username" label={t('auth.username')} autoComplete="username" error={errors.username} />
        <TextField name="email" type="email" label={t('auth.email')} autoComplete="email" error={errors.email} />
        <TextField name="cpf" label={t('auth.cpf')} autoComplete="off" error={errors.cpf} />
        <TextField
          name="password"
          type="password"
          label={t('auth.password')}
          autoComplete="new-password"
          error={errors.password}
        />
        <TextField
          name="repeatPassword"
          type="password"
          label={t('auth.repeatPassword')}
          autoComplete="new-password"
          error={errors.repeatPassword}
        />
        <p className="text-xs text-ink-muted">{t('auth.cpfHint')}</p>
        <button type="submit" className={primaryButton} disabled={signup.isPending || signup.isSuccess}>
          <UserPlus aria-hidden="true" className="size-4" />
          {t('auth.signupButton')}
        </button>
      </form>
      <p className="mt-4 text-center text-sm text-ink-muted">
        {t('auth.haveAccount')}{' '}
        <Link
          to="/login"
          search={redirect ? { redirect } : {}}
          className="font-semibold text-brand-strong underline underline-offset-2"
        >
          {t('auth.loginLink')}
        </Link>
      </p>
    </AuthCard>
  )
}
