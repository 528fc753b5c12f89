/**
 * The back office's trivia (decision 043) as a content kind (decision 118): a title in four languages, an author, a
 * time limit, the points per correct answer, a window on the games' clock, whether it is active, and its questions —
 * each with 2 to 6 answers in four languages and the correct one, written by the kind's own editor (`own`). Newest
 * first (the registration's order); the QR code, the questions as stored and the attempts' count are the server's.
 * Once somebody has played a trivia its questions are frozen and it cannot be deleted (the server's registration).
 */
import { z } from 'zod'
import {
  AdminTriviaQuestionSchema,
  TRIVIA_QUESTIONS_FROZEN,
  TriviaFieldsSchema,
  windowClosesFirst,
} from '../schemas/back-office-trivia.ts'
import { VALIDATION_MESSAGES as M } from '../schemas/validation.ts'
import { type ContentKind, contentSchemas } from './content-kind.ts'

export const TRIVIA: ContentKind<typeof TriviaFieldsSchema.shape, 'trivia', 'trivia', false> = {
  kind: 'trivia',
  entity: 'trivia',
  input: TriviaFieldsSchema,
  fields: [
    { name: 'titles', widget: 'translated' },
    { name: 'author', widget: 'text' },
    { name: 'timeLimitMinutes', widget: 'integer', initial: 5 },
    { name: 'pointsPerCorrect', widget: 'integer', initial: 100 },
    { name: 'opensAt', widget: 'datetime' },
    { name: 'closesAt', widget: 'datetime' },
    { name: 'active', widget: 'boolean' },
    { name: 'questions', widget: 'own' },
  ],
  rules: [{ broken: windowClosesFirst, path: 'closesAt', error: M.closesAfterOpens }],
  titleField: 'titles',
  ordered: false,
  filters: ['active'],
  searchFields: ['titles', 'author'],
  problems: { questionsFrozen: TRIVIA_QUESTIONS_FROZEN },
  /** As the trivia API always answered: the QR code, the questions with their ids, how many have played it. */
  answers: {
    qrCode: z.string(),
    questions: z.array(AdminTriviaQuestionSchema),
    attemptCount: z.number().int(),
  },
  feature: 'trivia',
}

export const TriviaContentSchemas = contentSchemas(TRIVIA)
