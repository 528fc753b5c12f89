import { LoginSchema } from '@podium/domain'
import { useMutation } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { LogIn, UserRound } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { primaryButton, secondaryButton } from '../../../components/ui/button-styles.ts'
import { TextField } from '../../../components/ui/text-field.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { ApiRequestError } from '../../../lib/api-client.ts'
import { apiErrorMessage } from '../../../lib/api-error-message.ts'
import { setGuestSession, setUserSession } from '../../../lib/session.ts'
import { accountMutations } from '../api.ts'
import { safeRedirect } from '../safe-redirect.ts'
import { useFormCheck } from '../use-form-check.ts'
import { AuthCard } from './auth-card.tsx'

export function LoginPage({ redirect }: { redirect: string | undefined }) {
  const { t } = useTranslation()
  const lang = useLocale()
  const navigate = useNavigate()
  const { errors, check } = useFormCheck(LoginSchema)
  const [formError, setFormError] = useState<string | null>(null)
  // Disabled from the request until the redirect is done (a success leaves the page), as before.
  const login = useMutation(accountMutations.login(lang))
  const target = safeRedirect(redirect)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setFormError(null)
    const data = check(event.currentTarget)
    if (!data) return
    try {
      const { user } = await login.mutateAsync(data)
      setUserSession(user)
      toast.success(t('auth.loginSuccess'))
      await navigate({ href: target, replace: true })
    } catch (error) {
      // A deactivated account is told so (`account_inactive`); every other refusal by its code's text (decision 066).
      const message =
        error instanceof ApiRequestError && error.status === 429
          ? t('auth.tooManyAttempts')
          : error instanceof ApiRequestError && error.status === 401 && error.code !== 'account_inactive'
            ? t('auth.invalidCredentials')
            : apiErrorMessage(t, error, 'auth.loginError')
      setFormError(message)
      toast.error(message)
    }
  }

  async function onGuest() {
    setGuestSession(t('auth.guestName'))
    toast.success(t('auth.loginSuccess'))
    await navigate({ href: target, replace: true })
  }

  return (
    <AuthCard title={t('auth.loginTitle')} intro={t('auth.loginIntro')}>
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        {redirect && !formError && (
          <p className="rounded-xl bg-brand-soft px-3.5 py-2.5 text-sm font-medium text-brand-strong">
            {t('guard.loginRequired')}
          </p>
        )}
        {formError && (
          <p
            role="alert"
            className="rounded-xl bg-red-50 px-3.5 py-2.5 text-sm font-medium text-red-800 dark:bg-red-950 dark:text-red-200"
          >
            {formError}
          </p>
        )}
        <TextField name="username" label={t('auth.username')} autoComplete="username" error={errors.username} />
        <TextField
          name="password"
          type="password"
          label={t('auth.password')}
          autoComplete="current-password"
          error={errors.password}
        />
        <button type="submit" className={primaryButton} disabled={login.isPending || login.isSuccess}>
          <LogIn aria-hidden="true" className="size-4" />
          {t('auth.loginButton')}
        </button>
      </form>
      <div className="mt-4 grid gap-3">
        <button type="button" className={secondaryButton} onClick={onGuest}>
          <UserRound aria-hidden="true" className="size-4" />
          {t('auth.guestButton')}
        </button>
        <p className="text-center text-sm text-ink-muted">
          {t('auth.noAccount')}{' '}
          <Link
            to="/signup"
            search={redirect ? { redirect } : {}}
            className="font-semibold text-brand-strong underline underline-offset-2"
          >
            {t('auth.signupLink')}
          </Link>
        </p>
      </div>
    </AuthCard>
  )
}
