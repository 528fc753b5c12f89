/**
 * Where each content kind is stored (issue 36, decision 102): a kind of the domain's CONTENT_KINDS registers here with
 * its table, and the engine serves its admin API, audit, live event and public read; the app mounts every registration
 * from one loop. A table holds the kind's fields under their names (or `columns` says where) and `id`, `version`,
 * `updatedAt`: the compiler checks both; an ordered kind's table also has `sortOrder`, checked when it registers
 * (`ordered` is a value, not a type, in the kinds' declarations).
 */
import {
  AMBASSADORS,
  type AnyContentKind,
  AWARD_CEREMONIES,
  COURSES,
  type ContentKindName,
  type ContentValuesOf,
  DOCUMENTS,
  PHOTOS,
  PLACES,
  ROUTE_RULES,
  SPONSORS,
  TRANSPORT,
  TRIVIA,
  VIDEOS,
  VOLUNTEERS,
} from '@podium/domain'
import { asc, desc, getTableColumns } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import {
  ambassadors,
  awardCeremonies,
  courses,
  documents,
  media,
  places,
  routeRules,
  sponsors,
  transportLines,
  trivia,
  volunteerInfo,
} from '../db/schema.ts'
import { ambassadorPortraitUrl } from '../features/ambassadors/index.ts'
import { AWARD_CEREMONY_ROWS } from '../features/awards/index.ts'
import { DOCUMENT_FILE, documentAnswerExtras } from '../features/documents/index.ts'
import { PHOTO_ROWS } from '../features/photos/index.ts'
import { checkRuleWrite, ruleAnswerExtras } from '../features/route-rules/route-rules.service.ts'
import { sponsorWordmarkUrl } from '../features/sponsors/index.ts'
import { TRANSPORT_ROWS } from '../features/transport/index.ts'
import { TRIVIA_CONTENT } from '../features/trivia/trivia-content.ts'
import { VIDEO_ROWS } from '../features/videos/index.ts'
import type { ContentCodec, ContentTable, StoredColumns } from './content.repo.ts'

/** A table whose rows hold the kind's fields (by name) and the stored columns: anything else does not compile. */
type TableOf<K extends AnyContentKind> = PgTable & {
  $inferSelect: StoredColumns & { [F in keyof ContentValuesOf<K>]: unknown }
}

function register<K extends AnyContentKind>(
  kind: K,
  table: TableOf<K>,
  options: Omit<ContentTable<K>, 'kind' | 'table'> = {},
): ContentTable {
  if (kind.ordered && !('sortOrder' in getTableColumns(table))) {
    throw new Error(`The ordered content kind ${kind.kind} needs a sortOrder column`)
  }
  return { kind, table, ...options } as ContentTable
}

/**
 * A kind whose codec maps its fields to its table's columns (videos, features/videos/video-rows.repo.ts): the compiler
 * checks the stored columns only (but `id` for a kind addressed by its key, decision 117), the codec the rest.
 */
function registerCoded<K extends AnyContentKind>(
  kind: K,
  table: PgTable & { $inferSelect: Omit<StoredColumns, 'id'> },
  options: Omit<ContentTable<K>, 'kind' | 'table' | 'codec'> & { codec: ContentCodec },
): ContentTable {
  return register(kind, table as TableOf<K>, options)
}

/** Every content kind the engine serves, in the order the app mounts them. */
export const CONTENT_TABLES: readonly ContentTable[] = [
  // The courses keep their per-language public list (features/info, decision 043); their image column is unused.
  register(COURSES, courses, { publicRead: false }),
  register(VOLUNTEERS, volunteerInfo),
  // The places keep their per-language, per-kind public list (features/places, read by /hotels, /hospitals, the map).
  register(PLACES, places, { publicRead: false }),
  // The sponsors keep their public list by tier (features/info, /sponsors); a sponsor without an uploaded logo shows
  // its generated wordmark (decision 108).
  register(SPONSORS, sponsors, {
    publicRead: false,
    columns: { logo: 'logoFileId' },
    generatedImageUrl: (_field, item) => sponsorWordmarkUrl(item),
  }),
  // The route rules keep their public list (the route guard's, features/route-rules) and QR codes; a write is checked
  // against the other rules, and a rule answers its hits (decision 112).
  register(ROUTE_RULES, routeRules, {
    publicRead: false,
    readOnly: ['hits'],
    checkWrite: checkRuleWrite,
    answerExtras: ruleAnswerExtras,
  }),
  // The videos keep the public /media list they share with the official photos; their rows of `media` store the day
  // and times as instants (features/videos/video-rows.repo.ts).
  registerCoded(VIDEOS, media, { publicRead: false, ...VIDEO_ROWS }),
  // The ambassadors keep their public list by day (features/info, /ambassadors); one without an uploaded photo shows
  // a generated portrait (decision 111).
  register(AMBASSADORS, ambassadors, {
    publicRead: false,
    columns: { photo: 'photoFileId' },
    generatedImageUrl: (_field, item) => ambassadorPortraitUrl(item),
  }),
  // The documents keep their public lists and downloads (features/documents, scheduled ones hidden until due); the PDF
  // travels with the item's writes and is stored in the row, never read by a list (decision 113).
  register(DOCUMENTS, documents, {
    publicRead: false,
    itemFile: DOCUMENT_FILE,
    unread: ['content'],
    readOnly: ['unitCode', 'fileName', 'sizeBytes'],
    alsoSearched: ['fileName'],
    order: [desc(documents.publishedAt), asc(documents.id)],
    answerExtras: documentAnswerExtras,
  }),
  // The official photos keep the public /media list they share with the videos; their rows of `media` store the day
  // as an instant and the upload as two sizes (features/photos/photo-rows.repo.ts, decision 114).
  registerCoded(PHOTOS, media, { publicRead: false, ...PHOTO_ROWS }),
  // The trivia keep their per-user public list and play (features/trivia); their questions live in their own table,
  // a new one draws its QR code, and one somebody has played keeps its questions and cannot go (decision 118).
  registerCoded(TRIVIA, trivia, { publicRead: false, ...TRIVIA_CONTENT }),
  // The awards ceremonies keep their public list by day with medallists (features/awards, /official-awards-schedule);
  // their day and time are one instant, and the answer names the event and venue (decision 116).
  registerCoded(AWARD_CEREMONIES, awardCeremonies, { publicRead: false, ...AWARD_CEREMONY_ROWS }),
  // The transport lines keep their public /transport (next departures on the games' clock); a line is addressed by
  // its code and its departures are rows of their own table (features/transport/transport-rows.repo.ts, decision 117).
  registerCoded(TRANSPORT, transportLines, { publicRead: false, ...TRANSPORT_ROWS }),
]

/** The registration of a kind the engine serves (the bundle import writes courses and volunteers through it). */
export function contentTableOf(kind: ContentKindName): ContentTable {
  const found = CONTENT_TABLES.find((t) => t.kind.kind === kind)
  if (!found) throw new Error(`The content kind ${kind} is not registered`)
  return found
}
