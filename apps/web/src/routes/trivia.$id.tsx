import { createFileRoute, notFound } from '@tanstack/react-router'
import { TriviaPlayPage } from '../features/trivia/components/trivia-play-page.tsx'

export const Route = createFileRoute('/trivia/$id')({
  params: {
    parse: ({ id }) => {
      if (!/^\d+$/.test(id)) throw notFound()
      return { id: Number(id) }
    },
    stringify: ({ id }) => ({ id: String(id) }),
  },
  component: function Trivia() {
    const { id } = Route.useParams()
    return <TriviaPlayPage key={id} id={id} />
  },
})
