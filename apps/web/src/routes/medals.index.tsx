import { createFileRoute, redirect } from '@tanstack/react-router'

/** docs/product-rules.md §2: /medals redirects to /medals/all. */
export const Route = createFileRoute('/medals/')({
  beforeLoad: () => {
    throw redirect({ to: '/medals/$disciplineKey', params: { disciplineKey: 'all' }, replace: true })
  },
})
