import type { Medal } from '@podium/domain'
import { useTranslation } from 'react-i18next'

const COLOURS: Record<Medal, string> = {
  GOLD: 'bg-gold-disc text-gold-disc-ink ring-gold-disc-ink/30',
  SILVER: 'bg-silver-disc text-silver-disc-ink ring-silver-disc-ink/30',
  BRONZE: 'bg-bronze-disc text-bronze-disc-ink ring-bronze-disc-ink/30',
}

const SIZES = { md: 'size-6 text-xs', sm: 'size-4 text-[0.625rem]' } as const

/** A medal disc with its initial; the label names the medal for screen readers. */
export function MedalIcon({ medal, size = 'md' }: { medal: Medal; size?: keyof typeof SIZES }) {
  const { t } = useTranslation()
  const label = t(`medals.medal.${medal}`)
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className={`inline-flex shrink-0 items-center justify-center rounded-full font-bold ring-1 ring-inset ${SIZES[size]} ${COLOURS[medal]}`}
    >
      {label.slice(0, 1)}
    </span>
  )
}

/** The text colour of a medal's count on the page's surfaces (AA in light and dark). */
export const MEDAL_TEXT: Record<Medal, string> = {
  GOLD: 'text-gold-strong',
  SILVER: 'text-silver-strong',
  BRONZE: 'text-bronze-strong',
}
