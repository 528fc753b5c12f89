/**
 * The content import's writes (bundle-content-apply.ts), in the import's transaction: each kind replaced whole, its
 * stored images with it, and trivia matched by QR code.
 */
import { asc, eq, inArray, notInArray } from 'drizzle-orm'
import type { Tx } from '../../db/client.ts'
import {
  awardCeremonies,
  disciplines,
  events,
  media,
  organisations,
  transportDepartures,
  transportLines,
  trivia,
  triviaAttempts,
  triviaQuestions,
  units,
  venues,
} from '../../db/schema.ts'

/** Every code of a table the content refers to. */
export async function selectCodesOf(
  tx: Tx,
  column: 'disciplines' | 'events' | 'units' | 'venues' | 'organisations',
): Promise<string[]> {
  const table = { disciplines, events, units, venues, organisations }[column]
  const rows = await tx.select({ code: table.code }).from(table)
  return rows.map((r) => r.code)
}

/** The official photos' files (the videos, the content engine's kind, have none). */
export async function selectPhotoFileIds(tx: Tx): Promise<(string | null)[]> {
  return (await tx.select({ id: media.fileId }).from(media).where(eq(media.kind, 'photo'))).map((r) => r.id)
}

/** The official photos (the videos are replaced through the content engine, decision 119). */
export async function deletePhotos(tx: Tx): Promise<void> {
  await tx.delete(media).where(eq(media.kind, 'photo'))
}

export async function insertMedia(tx: Tx, values: typeof media.$inferInsert): Promise<void> {
  await tx.insert(media).values(values)
}

export async function deleteTransportLines(tx: Tx): Promise<void> {
  await tx.delete(transportLines)
}

export async function insertTransportLine(
  tx: Tx,
  line: typeof transportLines.$inferInsert,
  departures: (typeof transportDepartures.$inferInsert)[],
): Promise<void> {
  await tx.insert(transportLines).values(line)
  if (departures.length) await tx.insert(transportDepartures).values(departures)
}

export async function replaceAwardCeremonies(tx: Tx, rows: (typeof awardCeremonies.$inferInsert)[]): Promise<void> {
  await tx.delete(awardCeremonies)
  if (rows.length) await tx.insert(awardCeremonies).values(rows)
}

/** Deletes the trivia whose QR code is not among `codes` (all of them when it is empty). */
export async function deleteTriviaNotIn(tx: Tx, codes: string[]): Promise<void> {
  await (codes.length ? tx.delete(trivia).where(notInArray(trivia.qrCode, codes)) : tx.delete(trivia))
}

export const selectTriviaByQrCodes = (tx: Tx, codes: string[]) =>
  tx
    .select({ id: trivia.id, qrCode: trivia.qrCode, version: trivia.version })
    .from(trivia)
    .where(inArray(trivia.qrCode, codes))

/** The ids of the trivia someone has played. */
export async function selectPlayedTriviaIds(tx: Tx): Promise<number[]> {
  return (await tx.selectDistinct({ id: triviaAttempts.triviaId }).from(triviaAttempts)).map((a) => a.id)
}

/** A trivia's questions in order, as the bundle compares them. */
export const selectTriviaQuestions = (tx: Tx, triviaId: number) =>
  tx
    .select({
      prompts: triviaQuestions.prompts,
      answers: triviaQuestions.answers,
      correctAnswerId: triviaQuestions.correctAnswerId,
    })
    .from(triviaQuestions)
    .where(eq(triviaQuestions.triviaId, triviaId))
    .orderBy(asc(triviaQuestions.position))

export async function updateTrivia(tx: Tx, id: number, values: Partial<typeof trivia.$inferInsert>): Promise<void> {
  await tx.update(trivia).set(values).where(eq(trivia.id, id))
}

export async function deleteTriviaQuestions(tx: Tx, triviaId: number): Promise<void> {
  await tx.delete(triviaQuestions).where(eq(triviaQuestions.triviaId, triviaId))
}

/** Inserts a trivia; returns its id. */
export async function insertTrivia(tx: Tx, values: typeof trivia.$inferInsert): Promise<number> {
  const [row] = await tx.insert(trivia).values(values).returning({ id: trivia.id })
  return (row as { id: number }).id
}

export async function insertTriviaQuestions(tx: Tx, rows: (typeof triviaQuestions.$inferInsert)[]): Promise<void> {
  await tx.insert(triviaQuestions).values(rows)
}
