import { type Locale, localize, type OrganisationRef } from '@podium/domain'
import type { CompetitorColumns } from './unit-competitors.repo.ts'

/** A row's competitor as the API names it: the athlete or team, and its delegation (whose name stands in for none). */
export function competitorRef(r: CompetitorColumns, locale: Locale, orgOf: (code: string) => OrganisationRef) {
  const team = r.teamId && r.teamNames ? { id: r.teamId, name: localize(r.teamNames, locale) } : null
  const athlete = r.athleteId && r.athleteName ? { id: r.athleteId, name: r.athleteName } : null
  const organisation = orgOf(r.organisationCode)
  return { athlete, team, name: athlete?.name ?? team?.name ?? organisation.name, organisation }
}
