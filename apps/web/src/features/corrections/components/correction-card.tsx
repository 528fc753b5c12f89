import {
  type Correction,
  type CorrectionChange,
  formatDate,
  formatTime,
  type Locale,
  unitPagePath,
  zonedDate,
} from '@podium/domain'
import { FilePenLine } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { PathLink } from '../../../components/ui/path-link.tsx'

type Change<T> = { from: T | null; to: T | null }

/**
 * One entry of the corrections log (decision 086): when, what kind, the reason as staff wrote it (its language marked,
 * so a screen reader reads it right; named when it is not the reader's), and what changed for each competitor.
 * Names no staff member: the public answer has none.
 */
export function CorrectionCard({
  correction,
  locale,
  timeZone,
  showUnit,
  headingLevel = 3,
}: {
  correction: Correction
  locale: Locale
  timeZone: string
  showUnit: boolean
  headingLevel?: 2 | 3
}) {
  const { t } = useTranslation()
  const c = correction
  // The time alone on the unit's own day; with its date when the correction came later.
  const clock = formatTime(c.at, { locale, timeZone })
  const time = zonedDate(c.at, timeZone) === c.day ? clock : `${clock}, ${formatDate(c.at, { locale, timeZone })}`
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const medal = (value: string | null) => (value ? t(`corrections.medals.${value as 'GOLD'}`) : t('corrections.none'))
  const plain = (value: string | number | null) => (value === null ? t('corrections.none') : String(value))
  const lines = (ch: CorrectionChange): string[] => {
    const out: string[] = []
    const add = <T,>(
      key: 'rank' | 'mark' | 'irm' | 'medal',
      v: Change<T> | undefined,
      show: (x: T | null) => string,
    ) => {
      if (v) out.push(t(`corrections.${key}`, { from: show(v.from), to: show(v.to) }))
    }
    add('rank', ch.rank, plain)
    add('mark', ch.mark, plain)
    add('irm', ch.irm, plain)
    add('medal', ch.medal, medal)
    return out
  }
  const reason =
    c.reason ??
    (c.source === 'feed'
      ? t('corrections.reasonFeed')
      : c.source === 'undo'
        ? t('corrections.reasonUndo')
        : t('corrections.reasonNone'))
  return (
    <article
      id={`correction-${c.id}`}
      data-testid="correction"
      className="grid gap-2 rounded-2xl border border-line bg-surface p-4 scroll-mt-24"
    >
      <Heading className="flex flex-wrap items-center gap-2 font-bold text-ink">
        <FilePenLine aria-hidden="true" className="size-4 shrink-0 text-warn-strong" />
        <time dateTime={c.at}>{t(`corrections.kind.${c.kind}`, { time })}</time>
      </Heading>
      {showUnit && (
        <p className="text-sm text-ink">
          <PathLink
            to={unitPagePath({ code: c.unit.code, disciplineKey: c.discipline?.key ?? null })}
            className="font-semibold text-brand-strong underline underline-offset-2 hover:text-brand"
          >
            {[c.discipline?.name, c.event?.name, c.unit.name].filter(Boolean).join(' · ')}
          </PathLink>
          <span className="text-ink-muted"> · {formatDate(c.unit.startAt, { locale, timeZone })}</span>
        </p>
      )}
      <p className="text-sm text-ink">
        <span className="font-semibold">{t('corrections.reason')}: </span>
        <q lang={c.reason && c.reasonLocale ? c.reasonLocale : undefined}>{reason}</q>
        {c.reason && c.reasonLocale && c.reasonLocale !== locale && (
          <span className="text-ink-muted">
            {' '}
            ({t('corrections.writtenIn', { language: t(`corrections.language.${c.reasonLocale}`) })})
          </span>
        )}
      </p>
      {c.changes.length > 0 ? (
        <ul className="grid gap-1 text-sm text-ink">
          {c.changes.map((ch) => (
            <li key={`${ch.team?.id ?? ''}${ch.athlete?.id ?? ''}`} className="flex flex-wrap gap-x-2">
              <span className="font-semibold">
                {ch.name} <span className="font-normal text-ink-muted">({ch.organisation.code})</span>
              </span>
              <span className="tabular-nums">{lines(ch).join(' · ')}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink-muted">{t('corrections.noChanges')}</p>
      )}
      {c.medalsMoved.length > 0 && (
        <p className="text-sm text-ink-muted">
          {t('corrections.medalsMoved', { delegations: c.medalsMoved.map((o) => o.name).join(', ') })}
        </p>
      )}
    </article>
  )
}
