import type { ReactNode } from 'react'

const TONES = {
  live: 'bg-live text-live-ink',
  warn: 'bg-warn-soft text-warn-strong',
  gold: 'bg-gold-soft text-gold-strong',
  silver: 'bg-silver-soft text-silver-strong',
  bronze: 'bg-bronze-soft text-bronze-strong',
  brand: 'bg-brand-soft text-brand-strong',
} as const

interface Props {
  tone: keyof typeof TONES
  children: ReactNode
}

export function Badge({ tone, children }: Props) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${TONES[tone]}`}
    >
      {children}
    </span>
  )
}
