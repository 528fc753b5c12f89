import { createFileRoute, redirect } from '@tanstack/react-router'

/** docs/product-rules.md §2: /participants redirects to /participants/athletes. */
export const Route = createFileRoute('/participants/')({
  beforeLoad: () => {
    throw redirect({ to: '/participants/$tab', params: { tab: 'athletes' }, replace: true })
  },
})
