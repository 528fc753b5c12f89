import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { CorrectionsPage } from '../features/corrections/components/corrections-page.tsx'

interface CorrectionsSearch {
  day?: string
  discipline?: string
}

const DAY = /^\d{4}-\d{2}-\d{2}$/
const KEY = /^[A-Za-z0-9_-]{1,40}$/

/** The games' corrections log (decision 086): `/corrections?day=&discipline=`. */
export const Route = createFileRoute('/corrections')({
  // Hand-written rather than zod: route options import only small modules (decision 016).
  validateSearch: (search: Record<string, unknown>): CorrectionsSearch => ({
    day: typeof search.day === 'string' && DAY.test(search.day) ? search.day : undefined,
    discipline: typeof search.discipline === 'string' && KEY.test(search.discipline) ? search.discipline : undefined,
  }),
  component: function Corrections() {
    const search = Route.useSearch()
    const navigate = useNavigate({ from: Route.fullPath })
    return (
      <CorrectionsPage
        filters={search}
        onChange={(next) => void navigate({ search: { day: next.day, discipline: next.discipline }, replace: true })}
      />
    )
  },
})
