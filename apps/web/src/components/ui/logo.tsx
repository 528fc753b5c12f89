interface Props {
  className?: string
}

/** The podium mark; decorative, the games' name next to it is the accessible text. */
export function Logo({ className = 'size-8' }: Props) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="8" className="fill-brand" />
      <path d="M6 24h6v-7H6zm7 0h6V9h-6zm7 0h6v-10h-6z" className="fill-brand-ink" />
    </svg>
  )
}
