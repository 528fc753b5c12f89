import { createFileRoute } from '@tanstack/react-router'
import { SignupPage } from '../features/accounts/components/signup-page.tsx'

export const Route = createFileRoute('/signup')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  component: function Signup() {
    return <SignupPage redirect={Route.useSearch().redirect} />
  },
})
