import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { useLocale } from '../../i18n/i18n.ts'
import { clearSession, getSession } from '../../lib/session.ts'
import { logout } from './api.ts'

/**
 * docs/product-rules.md §4/§8: logout clears everything (safe-sport flag included), then "Logout successful" or "Error
 * logging out".
 */
export function useLogout() {
  const { t } = useTranslation()
  const lang = useLocale()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  return async () => {
    try {
      // A guest has no server session to end.
      if (getSession().loginType === 'user') await logout(lang)
      clearSession()
      queryClient.removeQueries({ queryKey: ['account'] })
      queryClient.removeQueries({ queryKey: ['trivia'] })
      toast.success(t('auth.logoutSuccess'))
      await navigate({ to: '/login' })
    } catch {
      toast.error(t('auth.logoutError'))
    }
  }
}
