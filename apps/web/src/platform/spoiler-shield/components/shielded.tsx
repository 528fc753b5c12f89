import { EyeOff } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { revealDay, revealUnit, useGamesDay, useResultHidden } from '../spoiler-shield.ts'

interface Props {
  children: ReactNode
  /** The unit the result belongs to; none for medal counts and the medal table (today's reveal uncovers them). */
  unitCode?: string | null
  startAt?: string | null
  /**
   * Inside a link (a schedule row) the placeholder is text: a button inside a link is no control. The row opens the
   * unit page, whose placeholder reveals.
   */
  inert?: boolean | 'icon'
  className?: string
  /** The placeholder's words where the default's would mislead (medals of several days: not "today's"). */
  label?: string | undefined
}

/**
 * Shows `children` (a score, results, medals) unless the spoiler shield hides them; then a neutral placeholder that
 * reveals on a tap. Hidden children are not rendered at all, so live updates cannot leak into the DOM or a live region.
 */
export function Shielded({ children, unitCode, startAt, inert = false, className = '', label: wording }: Props) {
  const { t } = useTranslation()
  const hidden = useResultHidden({ unitCode, startAt })
  const { today } = useGamesDay()
  if (!hidden) return <>{children}</>
  const label = wording ?? (unitCode ? t('spoiler.hiddenResult') : t('spoiler.hiddenMedals'))
  const look = `inline-flex w-fit items-center gap-1.5 rounded-lg border border-dashed border-line bg-surface-muted px-2 py-1 text-sm font-semibold text-ink-muted ${className}`
  if (inert) {
    // Beside a match's sides the placeholder is an icon, so the names keep their width on a phone.
    return (
      <span className={look} data-testid="spoiler-placeholder" title={t('spoiler.hiddenShort')}>
        <EyeOff aria-hidden="true" className="size-3.5 shrink-0" />
        <span className={inert === 'icon' ? 'sr-only' : ''}>{t('spoiler.hiddenShort')}</span>
      </span>
    )
  }
  return (
    <button
      type="button"
      className={`${look} hover:text-ink`}
      data-testid="spoiler-placeholder"
      onClick={() => (unitCode ? revealUnit(unitCode) : today && revealDay(today))}
    >
      <EyeOff aria-hidden="true" className="size-4 shrink-0" />
      {label}
    </button>
  )
}
