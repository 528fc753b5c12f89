import { COURSES } from './courses.ts'
import { VOLUNTEERS } from './volunteers.ts'

export * from './content-kind.ts'
export * from './courses.ts'
export * from './volunteers.ts'

/**
 * Every content kind the engine serves (issue 36). The server mounts each one's API from this list, the live union
 * and the read models' invalidation follow from it, and the back office lists each one's manager.
 */
export const CONTENT_KINDS = [COURSES, VOLUNTEERS] as const
