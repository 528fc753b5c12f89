import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { CompetitorLike } from '../bracket-layout.ts'

/** A team opens its page, an athlete their profile, anyone else their delegation. */
export function CompetitorLink({
  competitor,
  className,
  children,
}: {
  competitor: CompetitorLike
  className?: string
  children: ReactNode
}) {
  if (competitor.team)
    return (
      <Link to="/participants/teams/$id" params={{ id: competitor.team.id }} className={className}>
        {children}
      </Link>
    )
  if (competitor.athlete)
    return (
      <Link to="/participants/profile/$id" params={{ id: competitor.athlete.id }} className={className}>
        {children}
      </Link>
    )
  return (
    <Link to="/participants/delegations/$code" params={{ code: competitor.organisation.code }} className={className}>
      {children}
    </Link>
  )
}
