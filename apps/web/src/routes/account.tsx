import { createFileRoute } from '@tanstack/react-router'
import { AccountPage } from '../features/accounts/components/account-page.tsx'

export const Route = createFileRoute('/account')({ component: () => <AccountPage mode="account" /> })
