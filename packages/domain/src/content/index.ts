import { AMBASSADORS } from './ambassadors.ts'
import { AWARD_CEREMONIES } from './award-ceremonies.ts'
import { COURSES } from './courses.ts'
import { DOCUMENTS } from './documents.ts'
import { PHOTOS } from './photos.ts'
import { PLACES } from './places.ts'
import { ROUTE_RULES } from './route-rules.ts'
import { SPONSORS } from './sponsors.ts'
import { TRANSPORT } from './transport.ts'
import { TRIVIA } from './trivia.ts'
import { VIDEOS } from './videos.ts'
import { VOLUNTEERS } from './volunteers.ts'

export * from './ambassadors.ts'
export * from './award-ceremonies.ts'
export * from './content-kind.ts'
export * from './courses.ts'
export * from './documents.ts'
export * from './photos.ts'
export * from './places.ts'
export * from './route-rules.ts'
export * from './sponsors.ts'
export * from './transport.ts'
export * from './trivia.ts'
export * from './videos.ts'
export * from './volunteers.ts'

/**
 * Every content kind the engine serves (issue 36). The server mounts each one's API from this list, the live union
 * and the read models' invalidation follow from it, and the back office lists each one's manager.
 */
export const CONTENT_KINDS = [
  TRIVIA,
  COURSES,
  VOLUNTEERS,
  PLACES,
  SPONSORS,
  ROUTE_RULES,
  VIDEOS,
  AMBASSADORS,
  DOCUMENTS,
  PHOTOS,
  AWARD_CEREMONIES,
  TRANSPORT,
] as const

/** The name of every content kind the engine serves (`courses`, `volunteers`…): its read models' root and query root. */
export type ContentKindName = (typeof CONTENT_KINDS)[number]['kind']
/** The audit log's name of every content kind's item (`course`, `volunteer-info`…). */
export type ContentEntityName = (typeof CONTENT_KINDS)[number]['entity']
