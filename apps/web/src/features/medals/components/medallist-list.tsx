import type { Medallist } from '@podium/domain'
import { useQuery } from '@tanstack/react-query'
import type { Ref } from 'react'
import { AthleteLink } from '../../../components/ui/athlete-link.tsx'
import { DisciplinePictogram, pictogramKeyOfCode } from '../../../components/ui/discipline-pictogram.tsx'
import { Flag } from '../../../components/ui/flag.tsx'
import { MedalIcon } from '../../../components/ui/medal-icon.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { referenceQueries } from '../../../platform/reference/api.ts'
import { Shielded } from '../../../platform/spoiler-shield/components/shielded.tsx'

interface Props {
  items: Medallist[]
  /** Show the event's name on each row (a delegation's medals), or not (rows grouped under their event). */
  showEvent: boolean
  /**
   * Show each row's delegation (flag and name). A delegation's own page leaves it out: the page is that delegation,
   * and every row repeating it read "Estafeta mista · Brasil · Brasil" (issue 39).
   */
  showOrganisation?: boolean
  /** The row that takes the focus when rows are added below the first ones ("show all"), at `revealedFrom`. */
  revealedFrom?: number
  revealedRef?: Ref<HTMLLIElement>
}

/** Medallists: one row per medal, a team's medal once with its members; two bronzes are two rows. */
export function MedallistList({ items, showEvent, showOrganisation = true, revealedFrom, revealedRef }: Props) {
  const locale = useLocale()
  // A real games' event names ("Women", "Men's Individual") need their discipline to be told apart (decision 074).
  const disciplines = useQuery({ ...referenceQueries.disciplines(locale), enabled: showEvent }).data
  const disciplineName = (code: string) => disciplines?.find((d) => d.code === code)?.name
  return (
    <Shielded>
      <ul className="divide-y divide-line">
        {items.map((m, i) => (
          <li
            key={`${m.eventCode}-${m.medal}-${m.team?.id ?? m.athletes[0]?.id ?? m.organisation.code}`}
            ref={i === revealedFrom ? revealedRef : undefined}
            tabIndex={i === revealedFrom ? -1 : undefined}
            className="flex items-start gap-3 py-2"
          >
            <MedalIcon medal={m.medal} />
            <div className="min-w-0 flex-1 text-sm">
              {showEvent && (
                <p className="flex items-center gap-1.5 font-semibold text-ink">
                  <DisciplinePictogram
                    disciplineKey={pictogramKeyOfCode(m.disciplineCode)}
                    className="size-4 text-ink-muted"
                  />
                  <span>
                    {disciplineName(m.disciplineCode) && (
                      <span className="font-normal text-ink-muted">{disciplineName(m.disciplineCode)} · </span>
                    )}
                    {m.eventName}
                  </span>
                </p>
              )}
              {showOrganisation ? (
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-ink">
                  <Flag src={m.organisation.flagUrl} name={m.organisation.name} decorative />
                  <span className="font-medium">{m.organisation.name}</span>
                  {m.team && m.team.name !== m.organisation.name && (
                    <span className="text-ink-muted">· {m.team.name}</span>
                  )}
                </p>
              ) : (
                m.team && m.team.name !== m.organisation.name && <p className="font-medium text-ink">{m.team.name}</p>
              )}
              <p className="mt-0.5 text-ink-muted">
                {m.athletes.map((a, i) => (
                  <span key={a.id}>
                    {i > 0 && ', '}
                    <AthleteLink id={a.id} className="underline-offset-2 hover:text-brand hover:underline">
                      {a.name}
                    </AthleteLink>
                  </span>
                ))}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </Shielded>
  )
}
