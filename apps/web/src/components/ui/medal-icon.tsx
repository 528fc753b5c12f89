import type { Medal } from '@podium/domain'
import { useTranslation } from 'react-i18next'

const COLOURS: Record<Medal, string> = {
  GOLD: 'bg-[#f5c518] text-[#3d2e00]',
  SILVER: 'bg-[#c9d1dc] text-[#1f2937]',
  BRONZE: 'bg-[#c7824a] text-[#2b1604]',
}

/** A medal disc with its initial; the label names the medal for screen readers. */
export function MedalIcon({ medal }: { medal: Medal }) {
  const { t } = useTranslation()
  const label = t(`medals.medal.${medal}`)
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className={`inline-flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold ${COLOURS[medal]}`}
    >
      {label.slice(0, 1)}
    </span>
  )
}
