import type { ContentKindName } from '../content/index.ts'

/**
 * The name of every content kind (issue 36), written out in a module without zod (like LIVE_EVENT_KINDS): the
 * browser's live sync needs only the names, and reading them from CONTENT_KINDS would build every kind's schemas
 * while a phone starts the app (decision 061). The type below fails to compile if a kind is missing or unknown.
 */
export const CONTENT_KIND_NAMES = [
  'trivia',
  'courses',
  'volunteers',
  'places',
  'videos',
  'sponsors',
  'route-rules',
  'ambassadors',
  'documents',
  'photos',
  'award-ceremonies',
  'transport',
] as const satisfies readonly ContentKindName[]
const everyKindNamed: Exclude<ContentKindName, (typeof CONTENT_KIND_NAMES)[number]> extends never ? true : false = true
void everyKindNamed

/**
 * The root a kind's public screens and read models sit under when it is not the kind's name: the videos and the
 * official photos share the public `/media` list (and its `media:` read models and `['media']` queries; decisions
 * 110, 114). A `content` live event of the kind drops this root's read models and refetches its queries.
 */
const CONTENT_READ_ROOTS: Partial<Record<ContentKindName, 'media'>> = { videos: 'media', photos: 'media' }

/** The read-model and query root a content kind's public reads sit under: its own name unless said above. */
export function contentReadRoot<K extends ContentKindName>(kind: K): K | 'media' {
  return CONTENT_READ_ROOTS[kind] ?? kind
}

/**
 * Other roots whose screens show a kind's items (decision 113): transport's line documents and the schedule's
 * reports show documents; the ranking adds up trivia's points (decision 118). A `content` live event of the kind drops these too.
 */
const CONTENT_ALSO_SHOWN: Partial<Record<ContentKindName, readonly ('transport' | 'schedule' | 'ranking')[]>> = {
  documents: ['transport', 'schedule'],
  // A trivia's change may change the points behind the ranking (decision 118; the trivia service dropped it before).
  trivia: ['ranking'],
}

/** Every root a `content` event of the kind makes stale: its read root and the roots that also show its items. */
export function contentStaleRoots(
  kind: ContentKindName,
): readonly (ContentKindName | 'media' | 'transport' | 'schedule' | 'ranking')[] {
  return [contentReadRoot(kind), ...(CONTENT_ALSO_SHOWN[kind] ?? [])]
}
