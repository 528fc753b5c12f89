/**
 * What the content engine needs of a trivia beside its declaration (decision 118): a new trivia's QR code, its
 * questions and attempts' count read with it and its questions written after its row, the refusals of decision 043
 * (questions frozen once somebody has played it, no delete then), and the languages its questions lack.
 */
import { randomBytes } from 'node:crypto'
import {
  type AdminTriviaQuestion,
  isCorrectAnswer,
  LOCALES,
  type LocalizedText,
  missingLocalesOf,
  TRIVIA_ANSWER_IDS,
  TRIVIA_QUESTIONS_FROZEN,
  type TriviaQuestionInput,
} from '@podium/domain'
import type { ContentTable, ContentValues, StoredItem } from '../../content/content.repo.ts'
import type { Db, Tx } from '../../db/client.ts'
import { HttpError } from '../../http/errors.ts'
import {
  adminQuestionOf,
  countAttemptsOf,
  type QuestionValues,
  replaceQuestions,
  selectQuestionsOf,
  TRIVIA_CODEC,
  TRIVIA_ORDER,
} from './trivia-rows.repo.ts'

/** Decision 043: once somebody has started a trivia, what they were asked must stay what is scored. */
const questionsFrozen = () => new HttpError(409, 'trivia_attempted', TRIVIA_QUESTIONS_FROZEN)
const deleteRefused = (attempts: number) =>
  new HttpError(
    409,
    'trivia_attempted',
    `This trivia has ${attempts} attempt(s): it cannot be deleted, so the points earned stay explained. Deactivate it instead.`,
  )

/** A QR value nobody can guess from another (the demo's are `podium-trivia-<id>`; both scan). */
const newQrCode = () => `podium-trivia-${randomBytes(12).toString('base64url')}`

/** The questions as stored: answer ids a, b, c… by position, the correct one's id. */
const questionValuesOf = (questions: readonly TriviaQuestionInput[]): QuestionValues[] =>
  questions.map((q) => {
    const answers = q.answers.map((a, k) => ({ id: TRIVIA_ANSWER_IDS[k] ?? String(k), texts: a.texts }))
    const correct = q.answers.findIndex((a, k) => isCorrectAnswer(q, a, k))
    return { prompts: q.prompts, answers, correctAnswerId: answers[correct]?.id ?? 'a' }
  })

/** A question as one string, its texts in the languages' order (jsonb does not keep an object's key order). */
const canonical = (q: QuestionValues) =>
  JSON.stringify([
    LOCALES.map((l) => q.prompts[l]),
    q.answers.map((a) => [a.id, LOCALES.map((l) => a.texts[l])]),
    q.correctAnswerId,
  ])

/** The same questions, answers and correct answers, in the same order (ids of stored rows aside). */
const sameQuestions = (stored: readonly AdminTriviaQuestion[], next: readonly QuestionValues[]) =>
  stored.length === next.length && stored.every((q, i) => canonical(q) === canonical(next[i] as QuestionValues))

const attemptsOf = (item: StoredItem) => Number(item.attemptCount ?? 0)

/** The trivia's registration options (content-tables.repo.ts). */
export const TRIVIA_CONTENT = {
  codec: TRIVIA_CODEC,
  order: TRIVIA_ORDER,
  createdColumns: () => ({ qrCode: newQrCode() }),
  related: {
    async read(db: Db | Tx, ids: readonly number[]) {
      const [questions, attempts] = [await selectQuestionsOf(db, ids), await countAttemptsOf(db, ids)]
      return new Map(
        ids.map((id) => [
          id,
          {
            questions: questions.filter((q) => q.triviaId === id).map(adminQuestionOf),
            attemptCount: attempts.get(id) ?? 0,
          },
        ]),
      )
    },
    /** New questions replace the stored ones, unless they are the same; refused once somebody has played it. */
    async write(tx: Tx, id: number, values: ContentValues, before: StoredItem | null) {
      const next = questionValuesOf(values.questions as TriviaQuestionInput[])
      if (before) {
        if (sameQuestions(before.questions as AdminTriviaQuestion[], next)) return
        if (attemptsOf(before) > 0) throw questionsFrozen()
      }
      await replaceQuestions(tx, id, next)
    },
  },
  /** Decision 043: a trivia somebody has attempted is never deleted (their points came from it); it is deactivated. */
  async checkDelete(_tx: Tx, item: StoredItem) {
    const attempts = attemptsOf(item)
    if (attempts > 0) throw deleteRefused(attempts)
  },
  /** The languages missing in the title, a prompt or an answer. */
  answerExtras: (_db: Db, item: StoredItem) => {
    const questions = (item.questions ?? []) as AdminTriviaQuestion[]
    const texts: LocalizedText[] = [
      item.titles as LocalizedText,
      ...questions.flatMap((q) => [q.prompts, ...q.answers.map((a) => a.texts)]),
    ]
    return { missing: missingLocalesOf(texts) }
  },
} satisfies Omit<ContentTable, 'kind' | 'table'>
