import { createFileRoute, redirect } from '@tanstack/react-router'

/** The discipline page opens on its competitions. */
export const Route = createFileRoute('/discipline/$disciplineKey/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/discipline/$disciplineKey/competitions', params, replace: true })
  },
})
