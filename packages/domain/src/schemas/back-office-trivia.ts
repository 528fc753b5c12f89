/**
 * The back office's trivia and courses managers (issue 17, decision 043). One schema checks the organiser's form in
 * the web app and the write on the server: a trivia with its questions (2–6 answers each, exactly one correct), and a
 * course with its https link. Texts are plain; Portuguese is required, the other languages fall back to it.
 */
import { z } from 'zod'
import { LOCALES, type Locale, type LocalizedText } from '../codes/locales.ts'
import { ADMIN_PAGE_SIZE, PlainTextSchema, TranslatedTextInputSchema, VersionQuerySchema } from './back-office.ts'
import { LocalizedTextSchema } from './locales.ts'
import { VALIDATION_MESSAGES as M } from './validation.ts'

export const TRIVIA_ANSWERS_MIN = 2
export const TRIVIA_ANSWERS_MAX = 6
export const TRIVIA_QUESTIONS_MAX = 30
export const TRIVIA_TIME_LIMIT_MAX = 120
export const TRIVIA_POINTS_MAX = 1000
export const COURSE_DURATION_MAX = 10_000

/** An instant with its offset (`2026-07-14T14:00:00.000Z`), or none (an open bound). */
const WindowBoundSchema = z.iso.datetime({ offset: true, error: M.dateInvalid }).nullable().default(null)

/** Answer ids within a question, by position (the demo's scheme; the server gives them on every write). */
export const TRIVIA_ANSWER_IDS = ['a', 'b', 'c', 'd', 'e', 'f'] as const

/** The message of an edit that would change the questions of a trivia somebody has played (409, decision 043). */
export const TRIVIA_QUESTIONS_FROZEN =
  'Somebody has already played this trivia: its questions and answers can no longer change. The title, the window and whether it is active still can.'

export const TriviaAnswerInputSchema = z.object({
  texts: TranslatedTextInputSchema,
  correct: z.boolean().default(false),
  /** The answer's id as the back office read it (decision 118: a question read can be sent back as it is). */
  id: z.string().max(20).optional(),
})

/**
 * Whether an answer is its question's correct one: marked `correct`, or named by the question's `correctAnswerId` as
 * the back office reads a question (its answers' ids, else a, b, c… by position). Decision 118: an answered trivia
 * is a valid input.
 */
export function isCorrectAnswer(
  question: { correctAnswerId?: string | undefined },
  answer: { correct?: boolean | undefined; id?: string | undefined },
  position: number,
): boolean {
  if (answer.correct) return true
  return (
    question.correctAnswerId !== undefined && (answer.id ?? TRIVIA_ANSWER_IDS[position]) === question.correctAnswerId
  )
}

export const TriviaQuestionInputSchema = z
  .object({
    prompts: TranslatedTextInputSchema,
    answers: z
      .array(TriviaAnswerInputSchema)
      .min(TRIVIA_ANSWERS_MIN, { error: M.answersCount })
      .max(TRIVIA_ANSWERS_MAX, { error: M.answersCount }),
    correctAnswerId: z.string().max(20).optional(),
  })
  .refine((q) => q.answers.filter((a, k) => isCorrectAnswer(q, a, k)).length === 1, {
    error: M.oneCorrectAnswer,
    path: ['answers'],
  })
export type TriviaQuestionInput = z.output<typeof TriviaQuestionInputSchema>

/**
 * A trivia's fields as the organiser writes them (POST /api/v1/admin/trivia; the content kind TRIVIA, decision 118).
 * The QR code is the server's. A plain object: the window's order is the kind's rule (and `TriviaInputSchema`'s).
 */
export const TriviaFieldsSchema = z.object({
  titles: TranslatedTextInputSchema,
  author: PlainTextSchema.refine((text) => text.length > 0, { error: M.requiredText }),
  timeLimitMinutes: z
    .number({ error: M.timeLimitRange })
    .int({ error: M.timeLimitRange })
    .min(1, { error: M.timeLimitRange })
    .max(TRIVIA_TIME_LIMIT_MAX, { error: M.timeLimitRange }),
  pointsPerCorrect: z
    .number({ error: M.pointsRange })
    .int({ error: M.pointsRange })
    .min(0, { error: M.pointsRange })
    .max(TRIVIA_POINTS_MAX, { error: M.pointsRange }),
  active: z.boolean().default(true),
  opensAt: WindowBoundSchema,
  closesAt: WindowBoundSchema,
  questions: z
    .array(TriviaQuestionInputSchema)
    .min(1, { error: M.questionsRequired })
    .max(TRIVIA_QUESTIONS_MAX, { error: M.textTooLong }),
})

/** Whether a trivia's window closes before (or as) it opens. */
export const windowClosesFirst = (t: { opensAt: string | null; closesAt: string | null }) =>
  !!t.opensAt && !!t.closesAt && Date.parse(t.closesAt) <= Date.parse(t.opensAt)

/** A trivia as the organiser writes it, with the window's order checked. */
export const TriviaInputSchema = TriviaFieldsSchema.refine((t) => !windowClosesFirst(t), {
  error: M.closesAfterOpens,
  path: ['closesAt'],
})
export type TriviaInput = z.input<typeof TriviaInputSchema>

export const AdminTriviaQuestionSchema = z.object({
  id: z.number().int(),
  prompts: LocalizedTextSchema,
  answers: z.array(z.object({ id: z.string(), texts: LocalizedTextSchema })),
  correctAnswerId: z.string(),
})
export type AdminTriviaQuestion = z.infer<typeof AdminTriviaQuestionSchema>

/** A trivia as the back office sees it: every language, its questions and answers, its QR code and attempts. */
export const AdminTriviaSchema = z.object({
  id: z.number().int(),
  titles: LocalizedTextSchema,
  author: z.string(),
  timeLimitMinutes: z.number().int(),
  pointsPerCorrect: z.number().int(),
  active: z.boolean(),
  opensAt: z.string().nullable(),
  closesAt: z.string().nullable(),
  qrCode: z.string(),
  questions: z.array(AdminTriviaQuestionSchema),
  /** Started or sent: once there is one, the questions are frozen and the trivia cannot be deleted. */
  attemptCount: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string().nullable(),
  /** Languages missing in the title, a prompt or an answer. */
  missing: z.array(z.enum(LOCALES)),
})
export type AdminTrivia = z.infer<typeof AdminTriviaSchema>

export const AdminTriviaListSchema = z.object({
  items: z.array(AdminTriviaSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type AdminTriviaList = z.infer<typeof AdminTriviaListSchema>

/** The languages missing in any of these texts, in the interface's order. */
export function missingLocalesOf(texts: readonly LocalizedText[]): Locale[] {
  return LOCALES.filter((locale) => texts.some((text) => text[locale].trim() === ''))
}

/** A course's description: like a plain text but longer. */
const DescriptionTextSchema = z
  .string()
  .trim()
  .max(1000, { error: M.textTooLong })
  .refine((text) => !/[<>]/.test(text), { error: M.markup })

/** A course as the organiser writes it (POST /api/v1/admin/courses). Without `sortOrder` it goes last. */
export const CourseInputSchema = z.object({
  titles: TranslatedTextInputSchema,
  descriptions: z.object({
    pt: DescriptionTextSchema.refine((text) => text.length > 0, { error: M.portugueseRequired }),
    en: DescriptionTextSchema.default(''),
    es: DescriptionTextSchema.default(''),
    az: DescriptionTextSchema.default(''),
  }),
  url: PlainTextSchema.refine((url) => /^https:\/\/[^\s/]+\S*$/i.test(url), { error: M.httpsRequired }),
  durationMinutes: z
    .number({ error: M.durationRange })
    .int({ error: M.durationRange })
    .min(1, { error: M.durationRange })
    .max(COURSE_DURATION_MAX, { error: M.durationRange })
    .nullable()
    .default(null),
})
export type CourseInput = z.input<typeof CourseInputSchema>

export const CourseUpdateSchema = CourseInputSchema.extend({ version: z.number().int().min(1) })
export type CourseUpdate = z.input<typeof CourseUpdateSchema>

/** POST /api/v1/admin/courses/:id/move: one place up or down in /courses. */
export const CourseMoveSchema = VersionQuerySchema.extend({ direction: z.enum(['up', 'down']) })
export type CourseMove = z.input<typeof CourseMoveSchema>

export const AdminCoursesQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(ADMIN_PAGE_SIZE),
})
export type AdminCoursesQuery = z.input<typeof AdminCoursesQuerySchema>

export const AdminCourseSchema = z.object({
  id: z.number().int(),
  titles: LocalizedTextSchema,
  descriptions: LocalizedTextSchema,
  url: z.string().nullable(),
  durationMinutes: z.number().int().nullable(),
  sortOrder: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string().nullable(),
  missing: z.array(z.enum(LOCALES)),
})
export type AdminCourse = z.infer<typeof AdminCourseSchema>

/** In the order of /courses. */
export const AdminCoursesSchema = z.object({
  items: z.array(AdminCourseSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type AdminCourses = z.infer<typeof AdminCoursesSchema>
