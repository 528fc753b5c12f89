/**
 * Competition structures over the seeded games' units for the API suite (decision 075): built with the domain's
 * generators, their unit codes mapped onto the event's scheduled units so the structure fits the schedule.
 */
import { type EventFormat, racingFormat } from '@podium/domain'
import { sql } from 'drizzle-orm'
import { queryRows, type TestApp } from './helpers.ts'

/** The event's competition units by phase type, in start order. */
export async function unitsByPhase(t: TestApp, eventCode: string): Promise<Map<string, string[]>> {
  const rows = await queryRows<{ code: string; phaseType: string }>(
    t.ctx.database,
    sql`select u.code, p.phase_type as "phaseType" from units u join phases p on p.code = u.phase_code
        where u.event_code = ${eventCode} order by u.start_at, u.code`,
  )
  const out = new Map<string, string[]>()
  for (const r of rows) out.set(r.phaseType, [...(out.get(r.phaseType) ?? []), r.code])
  return out
}

/**
 * Heats → final over a seeded event with two heats of 8 and an empty final (the first 3 of each heat, then the 2
 * fastest: 8 lanes), e.g. `ATHM110MH-3D`.
 */
export async function heatsToFinal(t: TestApp, eventCode: string): Promise<EventFormat> {
  const phases = await unitsByPhase(t, eventCode)
  const heats = phases.get('heat') ?? []
  const [final] = phases.get('final') ?? []
  if (heats.length !== 2 || !final) throw new Error(`${eventCode} is not two heats and a final`)
  return racingFormat({
    eventCode,
    entrants: 16,
    laneCount: 8,
    rounds: [{ code: 'HEAT', stage: 'heat', units: 2, qualification: { byPlace: 3, byTime: 2 } }],
    unitCode: (round, n) => (round === 'HEAT' ? (heats[n - 1] as string) : final),
  })
}
