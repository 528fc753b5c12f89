import { randomBytes } from 'node:crypto'
import {
  ADMIN_PAGE_SIZE,
  type AdminTrivia,
  type AdminTriviaList,
  LOCALES,
  localize,
  type TriviaInputSchema,
  type TriviaUpdateSchema,
} from '@podium/domain'
import type { z } from 'zod'
import type { AppContext } from '../../context.ts'
import type { Tx } from '../../db/client.ts'
import type { Actor } from '../../http/auth.ts'
import { conflict, HttpError, notFound } from '../../http/errors.ts'
import { publishLiveEvent } from '../../live/journal.ts'
import { insertAudit } from '../audit/index.ts'
import { selectGamesValues } from '../config/index.ts'
import { renderQrSheet } from './qr-sheet.ts'
import {
  adminTriviaOf,
  countAttemptsOf,
  deleteTriviaRow,
  insertTrivia,
  type QuestionValues,
  replaceQuestions,
  selectAdminTrivia,
  selectQuestionsOf,
  selectTriviaForUpdate,
  selectTriviaRow,
  type TriviaQuestionRow,
  type TriviaRow,
  type TriviaValues,
  triviaFieldsOf,
  updateTriviaRow,
} from './trivia-admin.repo.ts'

type TriviaInput = z.output<typeof TriviaInputSchema>
type TriviaUpdate = z.output<typeof TriviaUpdateSchema>

/** Answer ids within a question, by position (the demo's scheme). */
const ANSWER_IDS = ['a', 'b', 'c', 'd', 'e', 'f']

const triviaNotFound = (id: number) => notFound(`No trivia with id ${id}.`)

/** Decision 043: once somebody has started a trivia, what they were asked must stay what is scored. */
const questionsFrozen = () =>
  new HttpError(
    409,
    'trivia_attempted',
    'Somebody has already played this trivia: its questions and answers can no longer change. The title, the window and whether it is active still can.',
  )
const deleteRefused = (attempts: number) =>
  new HttpError(
    409,
    'trivia_attempted',
    `This trivia has ${attempts} attempt(s): it cannot be deleted, so the points earned stay explained. Deactivate it instead.`,
  )

/** A QR value nobody can guess from another (the demo's are `podium-trivia-<id>`; both scan). */
const newQrCode = () => `podium-trivia-${randomBytes(12).toString('base64url')}`

const valuesOf = (input: TriviaInput): TriviaValues => ({
  titles: input.titles,
  author: input.author,
  timeLimitMinutes: input.timeLimitMinutes,
  pointsPerCorrect: input.pointsPerCorrect,
  active: input.active,
  opensAt: input.opensAt ? new Date(input.opensAt) : null,
  closesAt: input.closesAt ? new Date(input.closesAt) : null,
})

const questionValuesOf = (input: TriviaInput): QuestionValues[] =>
  input.questions.map((q) => {
    const answers = q.answers.map((a, k) => ({ id: ANSWER_IDS[k] ?? String(k), texts: a.texts }))
    const correct = q.answers.findIndex((a) => a.correct)
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
const sameQuestions = (stored: TriviaQuestionRow[], next: QuestionValues[]) =>
  stored.length === next.length && stored.every((q, i) => canonical(q) === canonical(next[i] as QuestionValues))

/** What the audit row keeps of a trivia. */
const audited = (row: TriviaRow, questions: readonly QuestionValues[]) => ({
  ...triviaFieldsOf(row),
  questions: questions.map((q) => ({ prompts: q.prompts, answers: q.answers, correctAnswerId: q.correctAnswerId })),
  version: row.version,
})

export async function listAdminTrivia(
  ctx: AppContext,
  query: { q?: string | undefined; active?: 'true' | 'false' | undefined; page: number; pageSize?: number },
): Promise<AdminTriviaList> {
  const db = ctx.database.db
  const pageSize = query.pageSize ?? ADMIN_PAGE_SIZE
  const active = query.active === undefined ? undefined : query.active === 'true'
  const { rows, total } = await selectAdminTrivia(db, { q: query.q, active, page: query.page, pageSize })
  const ids = rows.map((r) => r.id)
  const [questions, attempts] = [await selectQuestionsOf(db, ids), await countAttemptsOf(db, ids)]
  const items = rows.map((row) =>
    adminTriviaOf(
      row,
      questions.filter((q) => q.triviaId === row.id),
      attempts.get(row.id) ?? 0,
    ),
  )
  return { items, total, page: query.page, pageSize }
}

/**
 * One write: the trivia, its questions, the audit row and the live event in one transaction. The public trivia
 * answers are per user and never cached, so there is no read model to drop; the ranking's is, in case points change.
 */
async function write<T>(ctx: AppContext, change: (tx: Tx) => Promise<T>): Promise<T> {
  const result = await ctx.database.db.transaction(change)
  ctx.cache.invalidate('ranking:')
  return result
}

export function createTrivia(ctx: AppContext, actor: Actor, input: TriviaInput): Promise<AdminTrivia> {
  return write(ctx, async (tx) => {
    const row = await insertTrivia(tx, valuesOf(input), newQrCode(), ctx.clock.now())
    const questions = await replaceQuestions(tx, row.id, questionValuesOf(input))
    await insertAudit(tx, actor, 'trivia', 'trivia.create', String(row.id), null, audited(row, questions))
    await publishLiveEvent(tx, 'trivia', { id: row.id, change: 'created' })
    return adminTriviaOf(row, questions, 0)
  })
}

export function updateTrivia(ctx: AppContext, actor: Actor, id: number, input: TriviaUpdate): Promise<AdminTrivia> {
  return write(ctx, async (tx) => {
    const before = await selectTriviaForUpdate(tx, id)
    if (!before) throw triviaNotFound(id)
    if (before.version !== input.version) throw conflict()
    const stored = await selectQuestionsOf(tx, [id])
    const attempts = (await countAttemptsOf(tx, [id])).get(id) ?? 0
    const next = questionValuesOf(input)
    const unchanged = sameQuestions(stored, next)
    if (!unchanged && attempts > 0) throw questionsFrozen()
    const row = await updateTriviaRow(tx, id, valuesOf(input), ctx.clock.now())
    const questions = unchanged ? stored : await replaceQuestions(tx, id, next)
    await insertAudit(
      tx,
      actor,
      'trivia',
      'trivia.update',
      String(id),
      audited(before, stored),
      audited(row, questions),
    )
    await publishLiveEvent(tx, 'trivia', { id, change: 'updated' })
    return adminTriviaOf(row, questions, attempts)
  })
}

/** Decision 043: a trivia somebody has attempted is never deleted (their points came from it); it is deactivated. */
export async function deleteTrivia(ctx: AppContext, actor: Actor, id: number, version: number): Promise<void> {
  await write(ctx, async (tx) => {
    const before = await selectTriviaForUpdate(tx, id)
    if (!before) throw triviaNotFound(id)
    if (before.version !== version) throw conflict()
    const attempts = (await countAttemptsOf(tx, [id])).get(id) ?? 0
    if (attempts > 0) throw deleteRefused(attempts)
    const questions = await selectQuestionsOf(tx, [id])
    await deleteTriviaRow(tx, id)
    await insertAudit(tx, actor, 'trivia', 'trivia.delete', String(id), audited(before, questions), null)
    await publishLiveEvent(tx, 'trivia', { id, change: 'deleted' })
  })
}

/** The printable A4 sheet of a trivia's QR code; the games' name heads it. */
export async function triviaQrSheet(ctx: AppContext, id: number, origin: string): Promise<Uint8Array> {
  const db = ctx.database.db
  const row = await selectTriviaRow(db, id)
  if (!row) throw triviaNotFound(id)
  const games = await selectGamesValues(db)
  return renderQrSheet({
    gamesName: games ? localize(games.names, 'pt') : 'Podium',
    titles: row.titles,
    code: row.qrCode,
    scanUrl: `${origin}/qr-scan`,
    date: row.updatedAt ?? new Date(0),
  })
}
