import type { DisciplinePage } from '@podium/domain'
import { useState } from 'react'
import type { AthleteFilters } from '../api.ts'
import { AthletesTab } from './athletes-tab.tsx'

/** The discipline's athletes: the participants search with the discipline fixed. */
export function DisciplineParticipantsTab({ page }: { page: DisciplinePage }) {
  const [filters, setFilters] = useState<AthleteFilters>({ discipline: page.discipline.key, page: 1 })
  return (
    <AthletesTab
      filters={filters}
      onChange={(patch) => setFilters((prev) => ({ ...prev, ...patch, discipline: page.discipline.key }))}
      disciplineFixed
    />
  )
}
