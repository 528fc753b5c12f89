import type { Round } from './format.ts'

/**
 * Lanes from the centre out, so the first slots of a ranked unit (the best qualifiers: winners first, then seconds,
 * then by time) race in the middle lanes, as World Aquatics SW 3.1.1.2 and World Athletics TR 20.4 seed a final:
 * 8 lanes give 4, 5, 3, 6, 2, 7, 1, 8. Decision 075.
 */
export function centreOutLanes(laneCount: number): number[] {
  const centre = (laneCount + 1) / 2
  return Array.from({ length: laneCount }, (_, i) => i + 1).sort(
    (a, b) => Math.abs(a - centre) - Math.abs(b - centre) || a - b,
  )
}

/** The position a slot's competitor takes in a start list: home or away in a match, a lane in a race. */
export function slotPosition(
  round: Pick<Round, 'contest' | 'laneCount'> & { units: readonly { slots: readonly unknown[] }[] },
  slot: number,
): string {
  if (round.contest === 'head-to-head') return slot === 0 ? 'home' : 'away'
  const lanes = Math.max(round.laneCount ?? 0, ...round.units.map((u) => u.slots.length))
  return String(centreOutLanes(lanes)[slot] ?? slot + 1)
}
