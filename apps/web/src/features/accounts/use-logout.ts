import { useMutation } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { useLocale } from '../../i18n/i18n.ts'
import { getSession } from '../../lib/session.ts'
import { accountMutations } from './api.ts'

/**
 * docs/product-rules.md §4/§8: logout clears everything (safe-sport flag included), then "Logout successful" or "Error
 * logging out".
 */
export function useLogout() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const logout = useMutation(accountMutations.logout(useLocale()))
  return async () => {
    try {
      await logout.mutateAsync(getSession().loginType)
      toast.success(t('auth.logoutSuccess'))
      await navigate({ to: '/login' })
    } catch {
      toast.error(t('auth.logoutError'))
    }
  }
}
