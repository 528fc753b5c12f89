import type { LiveEventKind } from '../schemas/live.ts'

/**
 * Every kind the stream may send (an SSE client listens to each by name). Written out, in a module without zod,
 * rather than read from LiveEventSchema: the browser needs only the names, and reading them built all fifteen
 * schemas while a phone started the app (decision 061). The type below fails to compile if a kind is missing;
 * schemas/live.test.ts compares the list with the schema's.
 */
export const LIVE_EVENT_KINDS = [
  'unit',
  'result',
  'medal',
  'reset',
  'settings',
  'media',
  'structure',
  'correction',
  'record',
  'content',
] as const satisfies readonly LiveEventKind[]
const everyKindListed: Exclude<LiveEventKind, (typeof LIVE_EVENT_KINDS)[number]> extends never ? true : false = true
void everyKindListed
