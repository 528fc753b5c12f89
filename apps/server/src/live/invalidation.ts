import { type ContentKindName, contentStaleRoots, type LiveEvent, type LiveEventKind } from '@podium/domain'
import type { LiveHub } from './hub.ts'
import type { ReadModelKey, ReadModels } from './read-models.ts'

/**
 * What each live event makes stale: the one table a write's freshness goes through (docs/freshness.md). Every
 * instance hears every event (LISTEN), so each drops its own copies; the writer's own request waits for it
 * (read-your-writes), so a service never drops read models itself. Every kind is listed (the compiler checks it).
 */
export const STALE_ON = {
  /** The ODF schedule creates and renames units through this kind: the search index names them (decision 083). */
  unit: ['now:', 'schedule:', 'participants:org:', 'search:'],
  result: ['now:', 'schedule:', 'participants:athlete:', 'participants:org:', 'documents:'],
  medal: ['medals:', 'schedule:discipline:', 'participants:athlete:', 'participants:org:', 'award-ceremonies:'],
  /** A bundle import or a feed's reset may change anything: every read model. */
  reset: [''],
  /** The games' settings (name, dates, flags) show in the config and many answers: every read model. */
  settings: [''],
  /** An official photo, or the safe-sport video (whose setting rides the same kind); videos are `content` events. */
  media: ['media:', 'safe-sport:'],
  /** An event's competition structure stored or removed: its read models are under `schedule:`. */
  structure: ['schedule:'],
  /** A correction of an official result (decision 086): the log; the unit and medals come with their own kinds. */
  correction: ['corrections:'],
  /** A record broken, restored or imported (decision 091): the records list and units are under `schedule:`. */
  record: ['schedule:'],
  /**
   * An item of a content kind (issue 36): what it makes stale is named by its payload, the kind's own read models
   * (`<kind>:`, see `staleOn`), so a new content kind adds nothing here.
   */
  content: [],
} as const satisfies Record<LiveEventKind, readonly ('' | ReadModelKey)[]>

/** The key prefixes a live event makes stale: its kind's, and for a content event its content kind's read models. */
export function staleOn(event: LiveEvent): readonly ('' | ReadModelKey)[] {
  if (event.kind !== 'content') return STALE_ON[event.kind]
  // Only the content engine publishes this kind, with a kind of CONTENT_KINDS: its name is a read-model root, or its
  // public reads sit under another (videos: `media:`, decision 110); documents also show on transport and the schedule
  // (decision 113).
  return contentStaleRoots(event.payload.kind as ContentKindName).map((root) => `${root}:` as const)
}

/**
 * Whether a live event makes a read model keyed `key` stale (for caches kept outside `ctx.cache`), a content event's
 * kind's roots included (decision 116: an awards ceremony drops the calendar feeds).
 */
export function eventMakesStale(event: LiveEvent, key: string): boolean {
  return staleOn(event).some((prefix) => key.startsWith(prefix))
}

/** Whether a live event of this kind makes a read model keyed `key` stale (for caches kept outside `ctx.cache`). */
export function makesStale(kind: LiveEventKind, key: string): boolean {
  const prefixes: readonly string[] = STALE_ON[kind]
  return prefixes.some((prefix) => key.startsWith(prefix))
}

export function invalidateOnLiveEvents(live: LiveHub, cache: ReadModels): void {
  live.onEvent((event) => {
    for (const prefix of staleOn(event)) cache.invalidate(prefix)
  })
  // Back from a deaf spell (the LISTEN connection dropped): whatever changed meanwhile, no read model is trusted.
  live.onResync(() => cache.invalidate())
}
