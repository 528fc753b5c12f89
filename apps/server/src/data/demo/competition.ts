/**
 * Instantiates the programme: every event (discipline × gender × division), its entrants (athletes or teams,
 * with the delegations that enter them) and its simulated phases and units.
 */
import type { Division } from '@podium/domain'
import type { entries, teamMembers, teams } from '../../db/schema.ts'
import type { AthleteFactory, AthleteRecord } from './athletes.ts'
import { type DisciplineProgram, type EventSpec, eventCode, eventNames, PROGRAMME } from './catalogue.ts'
import { demoEventFormat } from './formats.ts'
import type { Competitor, EventGender, EventPlan } from './model.ts'
import { DELEGATIONS, type Delegation, delegationStrength, HOST_CODE } from './organisations.ts'
import type { Rng } from './random.ts'
import { buildStructure } from './structure.ts'
import { same } from './text.ts'
import { DISCIPLINE_VENUE } from './venues.ts'

export interface Competition {
  events: EventPlan[]
  teams: (typeof teams.$inferInsert)[]
  teamMembers: (typeof teamMembers.$inferInsert)[]
  entries: (typeof entries.$inferInsert)[]
}

interface Instance {
  spec: EventSpec
  gender: EventGender
  division: Division
}

/** Days an event's phases take, so its first day leaves room inside the discipline's window. */
function spanDays(spec: EventSpec): number {
  const s = spec.structure
  switch (s.kind) {
    case 'heats-semis-final':
      return 2
    case 'qual-final':
      return 2
    case 'pools':
      return s.compact ? (s.pools === 4 ? 4 : 3) : s.pools === 4 ? 6 : 5
    case 'bracket':
      return s.twoDays || s.rankingRound ? 2 : 1
    default:
      return 1
  }
}

/** Picks the delegations entering an event: bigger and stronger ones more often, the host always. */
function chooseOrgs(
  pool: readonly Delegation[],
  count: number,
  maxPerOrg: number,
  program: DisciplineProgram,
  rng: Rng,
): string[] {
  const used = new Map<string, number>()
  const out: string[] = [HOST_CODE]
  used.set(HOST_CODE, 1)
  const weight = (d: Delegation) => {
    const n = used.get(d.code) ?? 0
    if (n >= maxPerOrg) return 0
    return d.size * Math.exp(0.9 * delegationStrength(d, program.code)) * (n > 0 ? 0.3 : 1)
  }
  while (out.length < count) {
    const d = rng.weighted(pool, weight)
    used.set(d.code, (used.get(d.code) ?? 0) + 1)
    out.push(d.code)
  }
  return out
}

function athleteCompetitor(a: AthleteRecord): Competitor {
  return {
    key: a.row.id,
    athleteId: a.row.id,
    teamId: null,
    org: a.row.organisationCode,
    ability: a.ability,
    members: [a.row.id],
    label: a.row.name,
  }
}

export function buildCompetition(rng: Rng, factory: AthleteFactory): Competition {
  const delegations = new Map(DELEGATIONS.map((d) => [d.code, d]))
  const out: Competition = { events: [], teams: [], teamMembers: [], entries: [] }
  PROGRAMME.forEach(({ program, events }, programIndex) => {
    const instances: Instance[] = events.flatMap((spec) =>
      spec.genders.flatMap((gender) => spec.divisions.map((division) => ({ spec, gender, division }))),
    )
    const windowLength = program.window[1] - program.window[0] + 1
    // A delegation brings a squad to a discipline, so its events draw on the same few delegations.
    const largest = Math.max(...events.map((e) => e.entrants))
    const participants = new Set(
      chooseOrgs(DELEGATIONS, Math.min(DELEGATIONS.length, largest + 6), 1, program, rng.fork(`orgs:${program.code}`)),
    )
    const pool = DELEGATIONS.filter((d) => participants.has(d.code))
    instances.forEach(({ spec, gender, division }, i) => {
      const code = eventCode(program.code, gender, spec.key, division)
      const eventRng = rng.fork(`event:${code}`)
      const available = Math.max(0, windowLength - spanDays(spec))
      const startDay = spec.startDay ?? program.window[0] + Math.floor((i * (available + 1)) / instances.length)
      const bracket = spec.structure.kind === 'bracket' || spec.structure.kind === 'pools'
      const orgs = chooseOrgs(
        pool,
        spec.entrants,
        spec.team ? 1 : (spec.maxPerOrg ?? (bracket ? 1 : 2)),
        program,
        eventRng,
      )
      const inEvent = new Set<string>()
      const entrants: Competitor[] = orgs.map((org) => {
        if (!spec.team) {
          const person = gender === 'X' ? 'M' : gender
          const athlete = factory.pick(org, program, person, division, {
            reuse: program.reuse,
            exclude: inEvent,
            weight: person === 'M' || person === 'W' ? spec.weight?.[person] : undefined,
          })
          inEvent.add(athlete.row.id)
          out.entries.push({ eventCode: code, athleteId: athlete.row.id, organisationCode: org })
          return athleteCompetitor(athlete)
        }
        const team = spec.team
        const genders: ('M' | 'W')[] = Array.from({ length: team.size }, (_, k) =>
          gender === 'X' ? (k % 2 === 0 ? 'M' : 'W') : gender,
        )
        const members = genders.map((g) => {
          const a = team.fromSquad
            ? factory.pick(org, program, g, division, { reuse: 0.9, exclude: inEvent })
            : factory.create(org, program, g, division)
          if (!team.fromSquad) a.events++
          inEvent.add(a.row.id)
          return a
        })
        const teamId = `${code}-${org}`
        const delegation = delegations.get(org)
        const pairName = members.map((m) => m.row.familyName.toUpperCase()).join('/')
        out.teams.push({
          id: teamId,
          names: team.pair ? same(pairName) : (delegation?.names ?? same(org)),
          organisationCode: org,
          eventCode: code,
        })
        for (const m of members) out.teamMembers.push({ teamId, athleteId: m.row.id })
        out.entries.push({ eventCode: code, teamId, organisationCode: org })
        return {
          key: teamId,
          athleteId: null,
          teamId,
          org,
          ability: members.reduce((sum, m) => sum + m.ability, 0) / members.length + eventRng.normal(0, 0.25),
          members: members.map((m) => m.row.id),
          label: team.pair ? pairName : org,
        }
      })
      const venueCode = spec.venue ?? DISCIPLINE_VENUE[program.code]
      const { phases, stages, format } = buildStructure({
        rng: eventRng,
        program,
        spec,
        eventCode: code,
        gender,
        division,
        venueCode,
        entrants,
      })
      const plan: EventPlan = {
        code,
        disciplineCode: program.code,
        gender,
        division,
        names: eventNames(spec.names, gender, division),
        team: spec.team !== undefined,
        resultKind: spec.resultKind,
        sortOrder: (programIndex + 1) * 100 + i,
        venueCode,
        startDay,
        entrants,
        phases,
        stages,
        ...(format ? { format } : {}),
      }
      const stored = demoEventFormat(plan)
      if (stored) plan.format = stored
      out.events.push(plan)
    })
  })
  return out
}
