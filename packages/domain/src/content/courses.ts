/**
 * The courses of /courses (decision 043) as a content kind: a title and a description in four languages, an https
 * link and an optional duration, in the organiser's order.
 */
import { CourseInputSchema } from '../schemas/back-office-trivia.ts'
import { type ContentKind, contentSchemas } from './content-kind.ts'

export const COURSES: ContentKind<typeof CourseInputSchema.shape, 'courses', 'course', true> = {
  kind: 'courses',
  entity: 'course',
  input: CourseInputSchema,
  fields: [
    { name: 'titles', widget: 'translated' },
    { name: 'descriptions', widget: 'translated-long' },
    { name: 'url', widget: 'https-url' },
    { name: 'durationMinutes', widget: 'integer' },
  ],
  titleField: 'titles',
  ordered: true,
  feature: 'courses',
}

export const CoursesContentSchemas = contentSchemas(COURSES)
