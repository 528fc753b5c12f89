/**
 * Records (issue 38, decision 091): a games record and any record the organiser imports (world, Olympic, national…),
 * each the best mark of one event of a kind, with its holder and date. `GET /api/v1/records` answers them;
 * `PUT /api/v1/records` (admins) stores the organiser's list.
 */
import { z } from 'zod'

/** A record's kind: GR (games), WR (world), OR (Olympic), CR (continental), NR (national), JR (junior)… */
export const RecordKindSchema = z
  .string()
  .trim()
  .regex(/^[A-Z]{2,4}$/, { message: 'A record kind is 2 to 4 capital letters (GR, WR, OR…)' })
export type RecordKind = z.infer<typeof RecordKindSchema>

/** One record as `GET /api/v1/records` answers it. */
export const GamesRecordSchema = z.object({
  eventCode: z.string(),
  eventName: z.string(),
  disciplineCode: z.string(),
  kind: z.string(),
  mark: z.string(),
  holder: z.string(),
  organisationCode: z.string().nullable(),
  athleteId: z.string().nullable(),
  teamId: z.string().nullable(),
  /** The day it was set, YYYY-MM-DD. */
  date: z.string().nullable(),
  /** The unit of these games where it was set; null for a record brought from elsewhere. */
  unitCode: z.string().nullable(),
  /** The record it replaced, when these games broke it. */
  previousMark: z.string().nullable(),
})
export type GamesRecord = z.infer<typeof GamesRecordSchema>

export const RecordsAnswerSchema = z.object({ records: z.array(GamesRecordSchema) })
export type RecordsAnswer = z.infer<typeof RecordsAnswerSchema>

/** One record the organiser stores: the event, the kind, the mark, who holds it and since when. */
export const RecordInputSchema = z.strictObject({
  eventCode: z.string().trim().min(1).max(64),
  kind: RecordKindSchema,
  mark: z.string().trim().min(1).max(32),
  holder: z.string().trim().min(1).max(120),
  organisationCode: z.string().trim().min(2).max(8).nullish(),
  date: z.iso.date().nullish(),
})
export type RecordInput = z.infer<typeof RecordInputSchema>

/**
 * `PUT /api/v1/records`: the organiser's records, each stored (or replaced) under its event and kind. A record of
 * an event and kind not listed is kept: the games' own records are not lost to an import.
 */
export const PutRecordsSchema = z
  .strictObject({ records: z.array(RecordInputSchema).max(2000) })
  .superRefine((body, ctx) => {
    const seen = new Set<string>()
    body.records.forEach((r, i) => {
      const key = `${r.eventCode}|${r.kind}`
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', path: ['records', i, 'kind'], message: 'This record is listed twice' })
      seen.add(key)
    })
  })
export type PutRecords = z.infer<typeof PutRecordsSchema>
export const PutRecordsAnswerSchema = z.object({ records: z.number().int() })
