import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { AthleteLink } from '../../../components/ui/athlete-link.tsx'
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
      <AthleteLink id={competitor.athlete.id} className={className}>
        {children}
      </AthleteLink>
    )
  return (
    <Link to="/participants/delegations/$code" params={{ code: competitor.organisation.code }} className={className}>
      {children}
    </Link>
  )
}
