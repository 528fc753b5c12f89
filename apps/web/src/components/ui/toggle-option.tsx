import type { ReactNode } from 'react'

/** One button of a two-or-more-way switch (pill-shaped, `aria-pressed` when chosen): the schedule's toggles. */
export function ToggleOption({
  pressed,
  onPress,
  children,
}: {
  pressed: boolean
  onPress: () => void
  children: ReactNode
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onPress}
      className={`rounded-full px-3 py-1 text-xs font-semibold transition ${
        pressed ? 'bg-brand text-brand-ink' : 'text-ink hover:bg-surface-muted'
      }`}
    >
      {children}
    </button>
  )
}
