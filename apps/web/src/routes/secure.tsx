import { createFileRoute } from '@tanstack/react-router'
import { SecurePage } from '../features/secure/components/secure-page.tsx'

export const Route = createFileRoute('/secure')({ component: SecurePage })
