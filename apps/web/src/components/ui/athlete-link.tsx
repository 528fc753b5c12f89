import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'

/** An athlete's name (or card) opening their profile: team lists, medallists, brackets, My games. */
export function AthleteLink({ id, className, children }: { id: string; className?: string; children: ReactNode }) {
  return (
    <Link to="/participants/profile/$id" params={{ id }} className={className}>
      {children}
    </Link>
  )
}
