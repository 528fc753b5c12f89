import type { Medallist } from '../schemas/participants.ts'

/** An event's medallists, as the medals page lists them (newest first). */
export interface MedalEvent {
  eventCode: string
  eventName: string
  /** When its last medal was decided (the latest `awardedAt`: the end of its medal unit), or null. */
  decidedAt: string | null
  medallists: Medallist[]
}

/** Milliseconds; 0 (before any games) without a time, so such events come last and compare equal. */
const time = (at: string | null) => (at && Date.parse(at)) || 0

/**
 * The medallists grouped by event, the most recently decided event first: what changed last is what people look
 * for. Inside an event the server's order stays (gold, silver, then each bronze: two bronzes are two rows). Events
 * decided at the same time, or without a time (last), keep the server's programme order.
 */
export function medalEventsNewestFirst(items: readonly Medallist[]): MedalEvent[] {
  const events = new Map<string, MedalEvent>()
  for (const m of items) {
    let event = events.get(m.eventCode)
    if (!event) {
      event = { eventCode: m.eventCode, eventName: m.eventName, decidedAt: null, medallists: [] }
      events.set(m.eventCode, event)
    }
    event.medallists.push(m)
    if (time(m.awardedAt) > time(event.decidedAt)) event.decidedAt = m.awardedAt
  }
  // Array.prototype.sort is stable: equal times keep the programme order.
  return [...events.values()].sort((a, b) => time(b.decidedAt) - time(a.decidedAt))
}

/**
 * The medallists of the `count` most recently decided events (all of them without a count), in the server's order,
 * and how many events have medallists: what the medals page shows before "show all".
 */
export function latestMedalEvents(
  items: readonly Medallist[],
  count?: number,
): { items: Medallist[]; eventCount: number } {
  const events = medalEventsNewestFirst(items)
  if (count === undefined || count >= events.length) return { items: [...items], eventCount: events.length }
  const kept = new Set(events.slice(0, count).map((e) => e.eventCode))
  return { items: items.filter((m) => kept.has(m.eventCode)), eventCount: events.length }
}
