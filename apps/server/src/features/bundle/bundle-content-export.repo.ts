/** The content export's reads: each kind's rows in the fixed order that makes the same content give the same JSON. */
import { asc, inArray } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import {
  ambassadors,
  awardCeremonies,
  documents,
  media,
  places,
  sponsors,
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

export const selectPlacesForExport = (db: Reader) => db.select().from(places).orderBy(asc(places.id))

export const selectDocumentsForExport = (db: Reader) => db.select().from(documents).orderBy(asc(documents.id))

export const selectSponsorsForExport = (db: Reader) =>
  db.select().from(sponsors).orderBy(asc(sponsors.tier), asc(sponsors.sortOrder), asc(sponsors.id))

export const selectAmbassadorsForExport = (db: Reader) => db.select().from(ambassadors).orderBy(asc(ambassadors.id))

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
