import type { Team } from '@podium/domain'
import { Link } from '@tanstack/react-router'
import { AthleteLink } from '../../../components/ui/athlete-link.tsx'
import { Flag } from '../../../components/ui/flag.tsx'
import { FollowSlot } from '../../../platform/follow-slot/follow-slot.tsx'

/**
 * Teams with their members (links to the profiles), each linking its page and with its follow star (decision 057). Cards off screen skip their rendering work
 * (`content-visibility: auto`, with a remembered height): a delegation lists dozens of teams.
 */
export function TeamList({ teams, label, headingLevel = 3 }: { teams: Team[]; label: string; headingLevel?: 2 | 3 }) {
  // Under the page's h1 (the teams tab) a card's event is an h2; under a section's h2 (a delegation) an h3.
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-3 md:grid-cols-2">
      {teams.map((team) => (
        <li
          key={team.id}
          className="rounded-2xl border border-line bg-surface p-4 shadow-xs [contain-intrinsic-size:auto_10rem] [content-visibility:auto]"
        >
          <div className="flex items-start gap-2">
            <div className="min-w-0 flex-1">
              <p className="text-xs font-bold tracking-wide text-brand uppercase">{team.disciplineName}</p>
              <Heading className="mt-0.5 font-semibold text-ink">{team.eventName}</Heading>
              <p className="mt-1 flex items-center gap-2 text-sm text-ink">
                <Flag src={team.organisation.flagUrl} name={team.organisation.name} decorative />
                {team.organisation.name}
                <span className="text-ink-muted">
                  ·{' '}
                  <Link
                    to="/participants/teams/$id"
                    params={{ id: team.id }}
                    className="font-semibold text-brand-strong underline underline-offset-2"
                  >
                    {team.name}
                  </Link>
                </span>
              </p>
            </div>
            {/* A team's name is often its delegation's: the event tells "Follow Spain · Relay" from "Follow Spain". */}
            <FollowSlot target={{ kind: 'team', code: team.id }} name={`${team.name} · ${team.eventName}`} compact />
          </div>
          <ul className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-sm text-ink-muted">
            {team.members.map((m) => (
              <li key={m.id}>
                <AthleteLink id={m.id} className="underline-offset-2 hover:text-brand hover:underline">
                  {m.name}
                </AthleteLink>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  )
}
