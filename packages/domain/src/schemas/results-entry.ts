/** Contracts of the staff/admin results entry: its requests (PATCH a unit's statuses, PUT its results) and answers. */
import { z } from 'zod'
import { IrmSchema } from '../codes/competition.ts'
import { ResultStatusSchema, ScheduleStatusSchema } from '../codes/statuses.ts'
import { validateMatchDetail } from '../rules/match-detail.ts'
import { validateMeasuredDetail } from '../rules/measured-detail.ts'
import { validateRanking } from '../rules/results.ts'
import { UnitSummarySchema } from './api.ts'
import { CorrectionReasonSchema } from './corrections.ts'
import { LocaleSchema } from './locales.ts'
import { ResultDetailSchema } from './result-detail.ts'

/**
 * Why an official result is corrected or withdrawn (decision 086): required then (`correction_reason_required`),
 * public, in one language — the one staff write in (`reasonLocale`, else the request's language).
 */
const correctionFields = {
  reason: CorrectionReasonSchema.optional(),
  reasonLocale: LocaleSchema.optional(),
}

export const UnitStatusPatchSchema = z
  .strictObject({
    scheduleStatus: ScheduleStatusSchema.optional(),
    resultStatus: ResultStatusSchema.nullable().optional(),
    ...correctionFields,
  })
  .refine((patch) => patch.scheduleStatus !== undefined || patch.resultStatus !== undefined, {
    message: 'Give a scheduleStatus or a resultStatus',
  })
export type UnitStatusPatchInput = z.infer<typeof UnitStatusPatchSchema>

const text = (max: number) => z.string().trim().max(max).nullish()

export const ResultRowInputSchema = z.strictObject({
  rank: z.number().int().min(1).max(10_000).nullable(),
  rankEqual: z.boolean().optional(),
  athleteId: z.string().trim().min(1).max(64).nullish(),
  teamId: z.string().trim().min(1).max(64).nullish(),
  result: text(64),
  time: text(32),
  difference: text(32),
  points: z.number().finite().min(-100_000).max(100_000).nullish(),
  score: text(64),
  wind: text(16),
  qualification: text(8),
  irm: IrmSchema.nullish(),
  winner: z.boolean().nullish(),
  stats: z.record(z.string().max(40), z.union([z.number().finite(), z.string().max(64)])).nullish(),
  detail: ResultDetailSchema.nullish(),
})
export type ResultRowInput = z.infer<typeof ResultRowInputSchema>

const PutResultsBodySchema = z.strictObject({
  results: z.array(ResultRowInputSchema).max(500),
  resultStatus: ResultStatusSchema.optional(),
  ...correctionFields,
})

/**
 * The body of `PUT /api/v1/units/{code}/results` for a unit of the given discipline: the ranking checks, then the
 * detail's: timed, measured and judged (decision 091: wind, splits, series, D + E − penalty, ends) and head-to-head
 * (decision 090: set scores that can end a set, sets and periods that agree with the score, the sport's decisions).
 * Without a discipline only the sport-independent checks run.
 */
export function putResultsSchemaFor(disciplineCode: string | null) {
  return PutResultsBodySchema.superRefine((body, ctx) => {
    for (const problem of validateRanking(body.results)) {
      ctx.addIssue({ code: 'custom', path: ['results', problem.row, problem.field], message: problem.message })
    }
    for (const p of validateMeasuredDetail(body.results)) {
      ctx.addIssue({ code: 'custom', path: ['results', p.row, ...p.path], message: p.message })
    }
    for (const problem of validateMatchDetail(disciplineCode, body.results)) {
      ctx.addIssue({ code: 'custom', path: ['results', problem.row, ...problem.path], message: problem.message })
    }
  })
}
export const PutResultsSchema = putResultsSchemaFor(null)
export type PutResults = z.infer<typeof PutResultsSchema>

/**
 * `POST /api/v1/units/{code}/undo`: puts back the statuses the unit had before its last status or results write
 * (decision 066). The body says which statuses are being undone, so an undo never reverts someone else's later change.
 */
export const UnitUndoSchema = z.strictObject({
  scheduleStatus: ScheduleStatusSchema,
  resultStatus: ResultStatusSchema.nullable(),
})
export type UnitUndo = z.infer<typeof UnitUndoSchema>

/** `PATCH /api/v1/units/{code}` answers the unit as lists show it after the change. */
export const UnitStatusAnswerSchema = UnitSummarySchema
/** `PUT /api/v1/units/{code}/results`: the unit after the change and how many result rows it now has. */
export const PutResultsAnswerSchema = z.object({ unit: UnitSummarySchema, results: z.number().int() })
export type PutResultsAnswer = z.infer<typeof PutResultsAnswerSchema>

/** One row of `GET /api/v1/audit-log`: who changed what, with the entity's state before and after (free-form JSON). */
export const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
})
export type AuditEntry = z.infer<typeof AuditEntrySchema>
export const AuditLogSchema = z.object({ entries: z.array(AuditEntrySchema) })
export type AuditLog = z.infer<typeof AuditLogSchema>
