interface Props {
  className?: string
}

/** A placeholder block; decorative, so the surrounding region announces the loading state instead. */
export function Skeleton({ className = '' }: Props) {
  return <div aria-hidden="true" className={`motion-safe:animate-pulse rounded-md bg-surface-muted ${className}`} />
}
