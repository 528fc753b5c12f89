import type { ContentKindName } from '../content/index.ts'

/**
 * The name of every content kind (issue 36), written out in a module without zod (like LIVE_EVENT_KINDS): the
 * browser's live sync needs only the names, and reading them from CONTENT_KINDS would build every kind's schemas
 * while a phone starts the app (decision 061). The type below fails to compile if a kind is missing or unknown.
 */
export const CONTENT_KIND_NAMES = [
  'courses',
  'volunteers',
  'places',
  'sponsors',
  'ambassadors',
] as const satisfies readonly ContentKindName[]
const everyKindNamed: Exclude<ContentKindName, (typeof CONTENT_KIND_NAMES)[number]> extends never ? true : false = true
void everyKindNamed
