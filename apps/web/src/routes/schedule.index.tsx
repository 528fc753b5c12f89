import { createFileRoute, redirect } from '@tanstack/react-router'

/** docs/product-rules.md §2: /schedule redirects to /schedule/disciplines. */
export const Route = createFileRoute('/schedule/')({
  beforeLoad: () => {
    throw redirect({ to: '/schedule/$tab', params: { tab: 'disciplines' }, replace: true })
  },
})
