import {
  type EventFormat,
  type EventStructure,
  EventStructureSchema,
  type ResolveContext,
  resolveSlots,
  type UnitOutcome,
} from '@podium/domain'

/**
 * Test fixtures only: an `EventStructure` as `GET /api/v1/events/{code}/structure` answers it, made from a domain
 * format and the domain's resolver (so the placeholders are the resolver's), then checked by the contract's schema.
 * Competitor N is "C<N>" of delegation "D<N>".
 */
export function structureOf(
  format: EventFormat,
  context: Partial<ResolveContext> & { seedCount?: number } = {},
  statuses: Record<string, { scheduleStatus?: string; resultStatus?: string; startAt?: string }> = {},
): EventStructure {
  const seeds = context.seeds ?? Array.from({ length: context.seedCount ?? 16 }, (_, i) => `C${i + 1}`)
  const outcomes = context.outcomes ?? new Map<string, UnitOutcome>()
  const { units } = resolveSlots(format, { ...context, seeds, outcomes })
  const byCode = new Map(units.map((u) => [u.code, u]))
  const answer = {
    event: { code: format.eventCode, name: 'Event', disciplineCode: 'JUD' },
    hasFormat: true,
    rounds: format.rounds.map((round) => ({
      code: round.code,
      stage: round.stage,
      contest: round.contest,
      pools: (round.pools ?? []).map((p) => ({ code: p.code, advance: p.advance })),
      qualification: round.qualification ?? null,
      units: round.units.map((unit) => {
        const outcome = outcomes.get(unit.code)
        const status = statuses[unit.code] ?? {}
        return {
          code: unit.code,
          number: unit.number,
          pool: unit.pool ?? null,
          startAt: status.startAt ?? null,
          venueName: null,
          scheduleStatus: status.scheduleStatus ?? (outcome?.official ? 'FINISHED' : 'SCHEDULED'),
          resultStatus: status.resultStatus ?? (outcome?.official ? 'OFFICIAL' : null),
          medal: round.stage === 'final' ? 'GOLD' : round.stage === 'bronze' ? 'BRONZE' : null,
          slots: (byCode.get(unit.code)?.slots ?? []).map((slot) => {
            if (slot.state !== 'decided') return slot
            const row = outcome?.rows.find((r) => r.competitorId === slot.competitorId)
            const n = slot.competitorId.slice(1)
            return {
              state: 'decided',
              competitorId: slot.competitorId,
              competitor: {
                athlete: { id: slot.competitorId, name: `Competitor ${n}` },
                team: null,
                name: `Competitor ${n}`,
                organisation: { code: `D${n}`, name: `Delegation ${n}`, flagUrl: '/flags/unknown.svg' },
              },
              rank: row?.rank ?? null,
              result: null,
              winner: row?.winner ?? null,
              qualification: null,
              irm: null,
            }
          }),
        }
      }),
    })),
  }
  return EventStructureSchema.parse(answer)
}

/** An official head-to-head result won by `winner`. */
export const won = (winner: string, loser: string): UnitOutcome => ({
  official: true,
  rows: [
    { competitorId: winner, rank: 1, winner: true },
    { competitorId: loser, rank: 2, winner: false },
  ],
})
