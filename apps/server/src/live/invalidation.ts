import type { ReadModelCache } from '../http/cached-json.ts'
import type { LiveHub } from './hub.ts'

/**
 * Which in-memory read models a change makes stale. Every instance hears every change (LISTEN), so each drops its
 * own copies; features register their keys' prefixes here as they add read models.
 */
const STALE_ON: Record<string, readonly string[]> = {
  /** The ODF schedule creates and renames units through this kind: the search index names them (decision 083). */
  unit: ['now:', 'schedule:', 'participants:org:', 'search:'],
  result: ['now:', 'schedule:', 'participants:athlete:', 'participants:org:', 'documents:'],
  medal: ['medals:', 'schedule:discipline:', 'participants:athlete:', 'participants:org:', 'awards:'],
  /** A bundle import may change anything: drop every read model (features/bundle/import.ts). */
  reset: [''],
  /** A place edited in the back office (features/places/places-admin.service.ts). */
  place: ['places:'],
  /** The games' settings (name, dates, flags) show in the config and many answers: drop every read model. */
  settings: [''],
  /** A sponsor edited in the back office (features/sponsors/sponsors-admin.service.ts). */
  sponsor: ['sponsors:'],
  /** A document edited in the back office (features/documents/documents-admin.service.ts): lists that show them. */
  document: ['documents:', 'transport:', 'schedule:'],
  /** A route rule edited in the back office (features/route-rules/route-rules.service.ts). */
  'route-rule': ['route-rules:'],
  /** A course edited in the back office (features/courses/courses-admin.service.ts). */
  course: ['courses:'],
  /** Decision 044's managers: a transport line, an awards ceremony, a video or the safe-sport video. */
  transport: ['transport:'],
  'award-ceremony': ['awards:'],
  media: ['media:', 'safe-sport'],
  /** An ambassador edited in the back office (features/ambassadors/ambassadors-admin.service.ts). */
  ambassador: ['ambassadors:'],
  /** An event's competition structure stored or removed (features/structure): its read model is under `schedule:`. */
  structure: ['schedule:'],
  /** An official photo edited in the back office (features/photos/photos-admin.service.ts). */
}

/** Whether a live event of this kind makes a read model keyed `key` stale (for caches kept outside `ctx.cache`). */
export function makesStale(kind: string, key: string): boolean {
  return (STALE_ON[kind] ?? []).some((prefix) => key.startsWith(prefix))
}

export function invalidateOnLiveEvents(live: LiveHub, cache: ReadModelCache): void {
  live.onEvent((event) => {
    for (const prefix of STALE_ON[event.kind] ?? []) cache.invalidate(prefix)
  })
  // Back from a deaf spell (the LISTEN connection dropped): whatever changed meanwhile, no read model is trusted.
  live.onResync(() => cache.invalidate())
}
