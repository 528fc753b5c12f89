/**
 * Places every unit on a field of play of its venue: stages of an event in order (with the gap the sport needs),
 * units inside the discipline's sessions, never two units on the same field at once.
 */
import type { DisciplineCode } from '@podium/domain'
import { PROGRAMME } from './catalogue.ts'
import type { EventPlan, Gap, SimUnit } from './model.ts'
import { type Calendar, GAMES_DAYS } from './time.ts'

const DAY = 1440

/** Minutes since day 1 00:00 in the games' time zone. */
type GameMinute = number

function applyGap(previousEnd: GameMinute, gap: Gap): GameMinute {
  let t = previousEnd + (gap.minutes ?? 0)
  if (gap.nextDay) t = (Math.floor(previousEnd / DAY) + 1) * DAY
  if (gap.notBefore !== undefined) {
    const dayStart = Math.floor(t / DAY) * DAY
    t = Math.max(t, dayStart + gap.notBefore)
  }
  return t
}

/** The first start at or after t where [start, start + duration] fits inside a session. */
function alignToSession(t: GameMinute, duration: number, sessions: readonly (readonly [number, number])[]): GameMinute {
  let day = Math.floor(t / DAY)
  let minute = t - day * DAY
  for (let guard = 0; guard < 40; guard++) {
    for (const [from, to] of sessions) {
      const start = Math.max(minute, from)
      if (start + duration <= to) return day * DAY + start
    }
    day++
    minute = 0
  }
  throw new Error(`No session fits a unit of ${duration} minutes`)
}

export function scheduleCompetition(events: EventPlan[], calendar: Calendar): void {
  const programs = new Map(PROGRAMME.map((p) => [p.program.code, p.program]))
  const lanes = new Map<string, [GameMinute, GameMinute][]>()
  const ordered = [...events].sort((a, b) => a.startDay - b.startDay || a.sortOrder - b.sortOrder)
  for (const event of ordered) {
    const program = programs.get(event.disciplineCode as DisciplineCode)
    if (!program) throw new Error(`No programme for ${event.disciplineCode}`)
    let previousEnd: GameMinute = (event.startDay - 1) * DAY
    event.stages.forEach((stage, i) => {
      const earliest =
        i === 0 ? applyGap(previousEnd, { notBefore: stage.gap.notBefore ?? 0 }) : applyGap(previousEnd, stage.gap)
      let stageEnd = earliest
      for (const unit of stage.units) {
        const start = place(unit, earliest, program.sessions, program.lanes[unit.resource] ?? 1, lanes)
        const end = start + unit.durationMin
        if (Math.floor((end - 1) / DAY) + 1 > GAMES_DAYS) throw new Error(`${unit.code} does not fit in the games`)
        unit.startAt = calendar.at(Math.floor(start / DAY) + 1, start % DAY)
        unit.endAt = calendar.at(Math.floor(start / DAY) + 1, (start % DAY) + unit.durationMin)
        stageEnd = Math.max(stageEnd, end)
      }
      previousEnd = stageEnd
    })
  }
}

function place(
  unit: SimUnit,
  earliest: GameMinute,
  sessions: readonly (readonly [number, number])[],
  laneCount: number,
  lanes: Map<string, [GameMinute, GameMinute][]>,
): GameMinute {
  // Long units need a changeover before the next one on the same field.
  const occupied = unit.durationMin + (unit.durationMin >= 30 ? 10 : 0)
  let best: { start: GameMinute; key: string } | null = null
  for (let i = 0; i < laneCount; i++) {
    const key = `${unit.venueCode}:${unit.resource}:${i}`
    const taken = lanes.get(key) ?? []
    let t = earliest
    for (let guard = 0; guard < 10_000; guard++) {
      t = alignToSession(t, unit.durationMin, sessions)
      const start = t
      const clash = taken.find(([s, e]) => s < start + occupied && start < e)
      if (!clash) break
      t = clash[1]
    }
    if (!best || t < best.start) best = { start: t, key }
  }
  if (!best) throw new Error(`No field of play for ${unit.code}`)
  const list = lanes.get(best.key) ?? []
  list.push([best.start, best.start + occupied])
  lanes.set(best.key, list)
  return best.start
}
