import { type AwardCeremonyDto, flagImage, formatTime, type ScheduleItem } from '@podium/domain'
import { useTranslation } from 'react-i18next'
import { DisciplinePictogram } from '../../../components/ui/discipline-pictogram.tsx'
import { Flag } from '../../../components/ui/flag.tsx'
import { SummaryRecords, summaryRecords, useSummaryLine } from '../../../components/ui/result-summary.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { TYPE } from './type-scale.ts'

const FLAG = 'h-[1.6vw] w-[2.2vw] min-h-4 min-w-5'

/** What a finished unit came to, or who meets whom in one to come: the score of a match, the winner of a race. */
function Outcome({ item, show }: { item: ScheduleItem; show: 'start' | 'result' }) {
  const { t } = useTranslation()
  const line = useSummaryLine(item.summary)
  const [home, away] = item.competitors
  if (home && away && item.competitors.length === 2) {
    return (
      <span className="flex min-w-0 flex-wrap items-center gap-x-[1vw]">
        <span className={home.winner ? 'font-bold' : ''}>{home.name}</span>
        <span className="font-black tabular-nums">
          {show === 'result' && item.score ? item.score : t('bigScreen.versus')}
        </span>
        <span className={away.winner ? 'font-bold' : ''}>{away.name}</span>
        {show === 'result' && line && <span className="basis-full text-ink-muted tabular-nums">{line}</span>}
      </span>
    )
  }
  if (show === 'result' && item.leader) {
    return (
      <span className="flex min-w-0 items-center gap-[1vw]">
        <span className="text-ink-muted">{t('bigScreen.winner')}</span>
        <Flag src={flagImage(item.leader.organisationCode)} name="" decorative className={FLAG} />
        <span className="font-bold">{item.leader.name}</span>
        <span className="text-ink-muted">{item.leader.organisationCode}</span>
        {item.leader.result && (
          <span className="font-black tabular-nums">
            {item.leader.result}
            <SummaryRecords records={summaryRecords(item.summary)} />
          </span>
        )}
      </span>
    )
  }
  return null
}

/** "Next up" (start times) or "last results" (how each ended): one unit a row. */
export function UnitListPanel({
  title,
  items,
  timeZone,
  show,
  className,
}: {
  title: string
  items: ScheduleItem[]
  timeZone: string
  show: 'start' | 'result'
  className: string
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  return (
    <section aria-label={title} className={`${className} grid content-start gap-[2.5vh]`}>
      <h2 className={`${TYPE.title} font-extrabold text-brand`}>{title}</h2>
      <ol className="grid gap-[1.6vh]">
        {items.map((item) => (
          <li
            key={item.code}
            className="grid grid-cols-[auto_1fr] items-start gap-x-[2vw] rounded-[0.8vw] bg-surface px-[1.6vw] py-[1.4vh]"
          >
            <p className={`${TYPE.heading} font-black tabular-nums`}>
              {show === 'start' ? formatTime(item.startAt, { locale, timeZone }) : t(`status.${item.status}`)}
            </p>
            <div className="grid min-w-0 gap-[0.6vh]">
              <p className={`${TYPE.body} flex items-center gap-[1vw] font-semibold`}>
                {item.disciplineKey && (
                  <DisciplinePictogram disciplineKey={item.disciplineKey} className="size-[2vw] text-brand" />
                )}
                <span className="min-w-0">
                  {[item.disciplineName, item.eventName ?? item.name, item.phaseName].filter(Boolean).join(' · ')}
                </span>
              </p>
              <div className={`${TYPE.body}`}>
                <Outcome item={item} show={show} />
              </div>
            </div>
          </li>
        ))}
      </ol>
    </section>
  )
}

/** The medal ceremonies to come at this venue, with the medallists once the results have named them. */
export function CeremonyPanel({
  ceremonies,
  timeZone,
  className,
}: {
  ceremonies: AwardCeremonyDto[]
  timeZone: string
  className: string
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const title = t('bigScreen.ceremonies')
  return (
    <section aria-label={title} className={`${className} grid content-start gap-[2.5vh]`}>
      <h2 className={`${TYPE.title} font-extrabold text-brand`}>{title}</h2>
      <ol className="grid gap-[1.6vh]">
        {ceremonies.map((c) => (
          <li
            key={c.id}
            className="grid grid-cols-[auto_1fr] items-start gap-x-[2vw] rounded-[0.8vw] bg-surface px-[1.6vw] py-[1.4vh]"
          >
            <p className={`${TYPE.heading} font-black tabular-nums`}>{formatTime(c.startAt, { locale, timeZone })}</p>
            <div className="grid min-w-0 gap-[0.6vh]">
              <p className={`${TYPE.body} font-semibold`}>
                {c.disciplineName} · {c.eventName}
              </p>
              {c.medallists.length > 0 ? (
                <ul className={`${TYPE.small} flex flex-wrap gap-x-[2vw] gap-y-[0.5vh]`}>
                  {c.medallists.slice(0, 4).map((m) => (
                    <li key={`${m.medal}-${m.name}`} className="flex items-center gap-[0.6vw]">
                      <span className="font-bold">{t(`bigScreen.medal.${m.medal}`)}</span>
                      <Flag src={m.flagUrl} name={m.organisationName} decorative className={FLAG} />
                      <span>{m.name}</span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className={`${TYPE.small} text-ink-muted`}>{t('bigScreen.medallistsToCome')}</p>
              )}
            </div>
          </li>
        ))}
      </ol>
    </section>
  )
}

/** Nothing on, nothing to come, no results yet: the screen says so calmly and keeps listening. */
export function IdlePanel({ className }: { className: string }) {
  const { t } = useTranslation()
  const title = t('bigScreen.idleTitle')
  return (
    <section aria-label={title} className={`${className} grid content-center justify-items-center gap-[2vh]`}>
      <h2 className={`${TYPE.title} font-extrabold`}>{title}</h2>
      <p className={`${TYPE.heading} text-center text-ink-muted`}>{t('bigScreen.idleBody')}</p>
    </section>
  )
}
