import type { DisciplineEvent, EventStructure, Follow, ScheduleItem } from '@podium/domain'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Skeleton } from '../../../components/ui/skeleton.tsx'
import { Shielded } from '../../../platform/spoiler-shield/components/shielded.tsx'
import { competitionQueries } from '../api.ts'
import { structureSections } from '../bracket-layout.ts'
import { Bracket, RankedRounds, SideRounds, type StructureFrame } from './bracket.tsx'
import { PoolTables } from './pool-tables.tsx'

type Phase = DisciplineEvent['phases'][number]

/**
 * How many of each pool go on, from the stored structure (its pool of the phase's units); without one, from the
 * schedule: the places of the first round after the pools shared between them (two semi-finals after two pools: 2).
 */
function advanceFinder(event: DisciplineEvent, structure: EventStructure | null) {
  const poolRounds = structure?.hasFormat ? structure.rounds.filter((r) => r.stage === 'pool') : []
  const poolPhases = event.phases.filter((p) => p.phaseType === 'pool')
  const after = event.phases.find((p, i) => p.phaseType !== 'pool' && i > event.phases.indexOf(poolPhases[0] as Phase))
  const guess =
    after && poolPhases.length > 0 && (after.unitCodes.length * 2) % poolPhases.length === 0
      ? (after.unitCodes.length * 2) / poolPhases.length
      : null
  return (phaseCode: string): number | null => {
    const phase = event.phases.find((p) => p.code === phaseCode)
    for (const round of poolRounds) {
      const unit = round.units.find((u) => phase?.unitCodes.includes(u.code) && u.pool)
      const pool = unit && round.pools.find((p) => p.code === unit.pool)
      if (pool) return pool.advance
    }
    return poolRounds.length > 0 ? null : guess
  }
}

/**
 * One event's story on the Competitions tab (decision 076): its pool tables, its draw as a tree with the repechage,
 * bronze and classification beside it, its heats with who went through. Phases the structure does not cover are
 * listed as before (`phaseList`, the schedule feature's links).
 */
export function EventStory({
  event,
  disciplineKey,
  items,
  follows,
  frame,
  phaseList,
}: {
  event: DisciplineEvent
  disciplineKey: string
  items: ReadonlyMap<string, ScheduleItem>
  follows: readonly Follow[]
  frame: StructureFrame
  phaseList: (phases: readonly Phase[]) => ReactNode
}) {
  const { t } = useTranslation()
  const hasPools = event.phases.some((p) => p.phaseType === 'pool')
  const standings = useQuery({ ...competitionQueries.standings(event.code, frame.locale), enabled: hasPools })
  // One request for the whole tab (decision 079): every event's story reads its structure from the discipline's.
  const structureQuery = useQuery({
    ...competitionQueries.disciplineStructures(disciplineKey, frame.locale),
    select: (all) => all.structures.find((s) => s.event.code === event.code) ?? null,
  })
  const structure = structureQuery.data?.hasFormat ? structureQuery.data : null
  const loading = structureQuery.isPending || (hasPools && standings.isPending)
  if (loading) return <Skeleton className="h-24 w-full" />

  const sections = structure ? structureSections(structure.rounds) : null
  const tabled = new Set(standings.data?.rule ? standings.data.pools.map((p) => p.phaseCode) : [])
  const context = { disciplineKey, follows, frame }
  const rest = event.phases.filter((p) => !tabled.has(p.code))
  const matchesOf = (phaseCode: string) =>
    (event.phases.find((p) => p.code === phaseCode)?.unitCodes ?? [])
      .map((code) => items.get(code))
      .filter((i): i is ScheduleItem => i !== undefined)
      .sort((a, b) => a.startAt.localeCompare(b.startAt))
  const structured = sections && sections.bracket.length + sections.side.length + sections.ranked.length > 0
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-5">
      {standings.data && (
        <PoolTables
          standings={standings.data}
          advanceOf={advanceFinder(event, structure)}
          matchesOf={matchesOf}
          team={event.team}
          follows={follows}
          frame={frame}
        />
      )}
      {structured && sections ? (
        <Shielded>
          <div className="grid grid-cols-[minmax(0,1fr)] gap-5">
            {sections.bracket.length > 0 && (
              <section aria-label={t('structure.bracket.title')} className="grid gap-3">
                <h3 className="font-bold text-ink">{t('structure.bracket.title')}</h3>
                <Bracket rounds={sections.bracket} context={context} />
              </section>
            )}
            <SideRounds rounds={sections.side} context={context} />
            <RankedRounds rounds={sections.ranked} context={context} />
          </div>
        </Shielded>
      ) : (
        rest.length > 0 && phaseList(rest)
      )}
    </div>
  )
}
