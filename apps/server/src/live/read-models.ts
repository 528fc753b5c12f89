import type { ContentKindName } from '@podium/domain'
import type { ReadModelCache } from '../http/cached-json.ts'

/**
 * Every in-memory read model's root (docs/freshness.md). A key is its root, a colon, then what the feature adds
 * (locale, filter, code): `schedule:unit:ATHM100M-FNL:en`. The table of what makes a key stale
 * (live/invalidation.ts) is written against these roots, so a key outside them does not compile.
 */
export const READ_MODEL_ROOTS = [
  'ambassadors',
  'config',
  'corrections',
  'courses',
  'disciplines',
  'documents',
  'media',
  'medals',
  'now',
  'organisations',
  'participants',
  'places',
  'ranking',
  'route-rules',
  'safe-sport',
  'schedule',
  'search',
  'sponsors',
  'transport',
  'venues',
] as const

/** A content kind's read models are keyed under its name (`volunteers:all`): a new kind brings its root (issue 36). */
export type ReadModelRoot = (typeof READ_MODEL_ROOTS)[number] | ContentKindName

/** A read model's key, or a prefix of keys (`schedule:`, `participants:athlete:`). */
export type ReadModelKey = `${ReadModelRoot}:${string}`

/** The server's read models: keyed by the roots above. */
export type ReadModels = ReadModelCache<ReadModelKey>
