import { createFileRoute, redirect } from '@tanstack/react-router'

/**
 * docs/product-rules.md §2 /auth (the auth layout's entry): always allowed; it leads to the login form, keeping the
 * target.
 */
export const Route = createFileRoute('/auth')({
  beforeLoad: ({ search }) => {
    const target = (search as { redirect?: unknown }).redirect
    throw redirect({ to: '/login', search: typeof target === 'string' ? { redirect: target } : {} })
  },
})
