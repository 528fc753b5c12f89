import {
  BIG_SCREEN_RESULT_ROWS,
  flagImage,
  type ResultRow,
  type ScheduleItem,
  type StartListEntry,
  splitMatchScore,
} from '@podium/domain'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { DisciplinePictogram } from '../../../components/ui/discipline-pictogram.tsx'
import { Flag } from '../../../components/ui/flag.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { bigScreenQueries } from '../api.ts'
import { TYPE } from './type-scale.ts'

const FLAG = 'h-[1.6vw] w-[2.2vw] min-h-4 min-w-5'

/** The unit's discipline, event and phase over its live content, named as a region so a reader knows the panel. */
export function UnitHeading({ item, badge }: { item: ScheduleItem; badge?: string }) {
  const title = [item.eventName ?? item.name, item.phaseName].filter(Boolean).join(' · ')
  return (
    <div className="grid gap-[0.8vh]">
      <p className={`${TYPE.body} flex items-center gap-[1vw] font-semibold text-brand`}>
        {item.disciplineKey && <DisciplinePictogram disciplineKey={item.disciplineKey} className="size-[2.4vw]" />}
        <span>{item.disciplineName}</span>
        {badge && (
          <span
            className={`${TYPE.small} rounded-full bg-brand px-[1vw] py-[0.3vh] font-extrabold text-brand-ink uppercase`}
          >
            {badge}
          </span>
        )}
      </p>
      <h2 className={`${TYPE.title} font-extrabold`}>{title}</h2>
    </div>
  )
}

/** A live unit: a match's two sides and score, or a race's (routine's, round's) standings as they come. */
export function LivePanel({ item, className }: { item: ScheduleItem; className: string }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const detail = useQuery(bigScreenQueries.unit(item.code, locale)).data
  const title = [item.eventName ?? item.name, item.phaseName].filter(Boolean).join(' · ')
  const headToHead = detail ? detail.format === 'head-to-head' : item.competitors.length === 2
  return (
    <section aria-label={title} className={`${className} grid content-start gap-[3vh]`}>
      <UnitHeading item={item} badge={t(`status.${item.status}`)} />
      {headToHead ? (
        <MatchBoard item={item} />
      ) : (
        <Standings results={detail?.results ?? []} startList={detail?.startList ?? []} />
      )}
    </section>
  )
}

/**
 * Two sides and their score, big; the periods (or the current set) under it as the result system writes them.
 * Issue 40's period detail can feed `periods` here when the unit API carries it.
 */
export function MatchBoard({ item, periods }: { item: ScheduleItem; periods?: readonly string[] }) {
  const { t } = useTranslation()
  const [home, away] = item.competitors
  if (!home || !away) return null
  const score = splitMatchScore(item.score)
  const detail = periods && periods.length > 0 ? periods.join(' · ') : score?.detail
  const side = (c: typeof home, points: string | undefined, align: 'start' | 'end') => (
    <div className={`grid min-w-0 gap-[1.5vh] ${align === 'end' ? 'justify-items-end text-end' : ''}`}>
      <Flag src={flagImage(c.organisationCode)} name={c.organisationCode} className="h-[4.5vw] w-[6.2vw]" />
      <p className={`${TYPE.heading} font-bold break-words ${c.winner ? 'text-brand' : ''}`}>{c.name}</p>
      <p className={`${TYPE.body} text-ink-muted`}>{c.organisationCode}</p>
      {points !== undefined && <p className={`${TYPE.score} font-black tabular-nums`}>{points}</p>}
    </div>
  )
  return (
    <div className="grid gap-[3vh]">
      <div className="grid grid-cols-[1fr_auto_1fr] items-end gap-[3vw]">
        {side(home, score?.sides[0], 'start')}
        <p className={`${TYPE.score} pb-[0.5vh] font-black text-ink-muted`}>
          {score ? (
            <span aria-hidden="true">–</span>
          ) : (
            <span className={TYPE.heading}>{item.score ?? t('bigScreen.versus')}</span>
          )}
        </p>
        {side(away, score?.sides[1], 'end')}
      </div>
      {detail && (
        <p className={`${TYPE.heading} text-center tabular-nums`}>
          <span className="text-ink-muted">{t('bigScreen.periods')} </span>
          {detail}
        </p>
      )}
    </div>
  )
}

/** A ranked unit's leaders (by rank, as the API orders them), or its start list before the first result. */
function Standings({ results, startList }: { results: ResultRow[]; startList: StartListEntry[] }) {
  const { t } = useTranslation()
  const rows = results.length > 0 ? results : startList
  if (rows.length === 0) return <p className={`${TYPE.heading} text-ink-muted`}>{t('bigScreen.noResultsYet')}</p>
  return (
    <table className={`${TYPE.body} w-full border-separate border-spacing-y-[0.6vh]`}>
      <caption className={`${TYPE.small} text-start text-ink-muted`}>
        {results.length > 0 ? t('bigScreen.standings') : t('bigScreen.startList')}
      </caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{t('bigScreen.rank')}</th>
          <th scope="col">{t('bigScreen.name')}</th>
          <th scope="col">{t('bigScreen.result')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.slice(0, BIG_SCREEN_RESULT_ROWS).map((row) => {
          const ranked = 'rank' in row
          const mark = ranked ? (row.irm ?? (row.rank === null ? '' : `${row.rank}`)) : `${row.startOrder}`
          const result = ranked ? (row.result ?? row.time ?? (row.points === null ? '' : `${row.points}`)) : ''
          return (
            <tr key={`${row.athlete?.id ?? row.team?.id ?? row.name}-${row.organisation.code}`} className="bg-surface">
              <td className="w-[5vw] rounded-s-[0.6vw] px-[1vw] py-[0.8vh] text-center font-black tabular-nums">
                {mark}
              </td>
              <td className="px-[1vw] py-[0.8vh]">
                <span className="flex min-w-0 items-center gap-[1vw]">
                  <Flag src={row.organisation.flagUrl} name={row.organisation.name} decorative className={FLAG} />
                  <span className="truncate font-semibold">{row.name}</span>
                  <span className="text-ink-muted">{row.organisation.code}</span>
                </span>
              </td>
              <td className="rounded-e-[0.6vw] px-[1vw] py-[0.8vh] text-end font-bold tabular-nums">{result}</td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
