/** The content export's reads: each kind's rows in the fixed order that makes the same content give the same JSON. */
import { asc, inArray } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import {
  awardCeremonies,
  documents,
  media,
  storedFiles,
  transportDepartures,
  transportLines,
  trivia,
  triviaQuestions,
} from '../../db/schema.ts'

type Reader = Db | Tx

/** The bytes of these stored files, by id. */
export const selectStoredFileContents = (db: Reader, ids: string[]) =>
  db.select({ id: storedFiles.id, content: storedFiles.content }).from(storedFiles).where(inArray(storedFiles.id, ids))

/** Every document's PDF by its id (the engine's reads never load the bytes, decision 113). */
export const selectDocumentContents = (db: Reader) =>
  db.select({ id: documents.id, content: documents.content }).from(documents)

export const selectMediaForExport = (db: Reader) => db.select().from(media).orderBy(asc(media.id))

export const selectTransportLinesForExport = (db: Reader) =>
  db.select().from(transportLines).orderBy(asc(transportLines.sortOrder), asc(transportLines.code))

export const selectTransportDeparturesForExport = (db: Reader) =>
  db
    .select()
    .from(transportDepartures)
    .orderBy(asc(transportDepartures.lineCode), asc(transportDepartures.departsAt), asc(transportDepartures.id))

export const selectTriviaForExport = (db: Reader) => db.select().from(trivia).orderBy(asc(trivia.id))

export const selectTriviaQuestionsForExport = (db: Reader) =>
  db.select().from(triviaQuestions).orderBy(asc(triviaQuestions.triviaId), asc(triviaQuestions.position))

export const selectAwardCeremoniesForExport = (db: Reader) =>
  db
    .select()
    .from(awardCeremonies)
    .orderBy(asc(awardCeremonies.startAt), asc(awardCeremonies.eventCode), asc(awardCeremonies.id))
