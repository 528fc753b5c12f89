/**
 * Start lists set by staff and the refusals of the competition structure's writes (issue 35, issue 42 point 5,
 * decision 075).
 */
import { z } from 'zod'
import { FormatProblemSchema } from '../rules/competition/validate.ts'
import { UnitSummarySchema } from './api.ts'

const id = z.string().trim().min(1).max(64)

/** One competitor of a start list, in start order: an athlete or a team, and its lane or side. */
export const StartListEntryInputSchema = z
  .strictObject({
    athleteId: id.nullish(),
    teamId: id.nullish(),
    /** A lane ("4"), a start position, or a side ("home"/"away"); null when the sport has none. */
    position: z.string().trim().min(1).max(16).nullish(),
  })
  .refine((e) => Boolean(e.athleteId) !== Boolean(e.teamId), { message: 'Give an athleteId or a teamId' })
export type StartListEntryInput = z.infer<typeof StartListEntryInputSchema>

/**
 * `PUT /api/v1/units/{code}/start-list`: the whole list in start order. `force` lets staff change the list of a
 * unit that already has results or is under way (the refusal without it names the unit).
 */
export const PutStartListSchema = z.strictObject({
  entries: z.array(StartListEntryInputSchema).max(200),
  force: z.boolean().optional(),
})
export type PutStartList = z.infer<typeof PutStartListSchema>

/** Its answer: the unit as lists show it, and how many competitors the list now holds. */
export const PutStartListAnswerSchema = z.object({ unit: UnitSummarySchema, entries: z.number().int() })
export type PutStartListAnswer = z.infer<typeof PutStartListAnswerSchema>

/**
 * A refused format or start list (422 `invalid_format`, `invalid_start_list`): the structured problems, which a
 * screen translates one by one (their codes are the domain's `FORMAT_PROBLEM_CODES`).
 */
export const StructureProblemsErrorSchema = z.object({
  error: z.object({
    code: z.enum(['invalid_format', 'invalid_start_list']),
    message: z.string(),
    problems: z.array(FormatProblemSchema),
  }),
})
export type StructureProblemsError = z.infer<typeof StructureProblemsErrorSchema>

/**
 * A results write refused because it would change who plays in units already started (409 `slot_already_played`),
 * or a start list refused on a started unit (409 `start_list_locked`): the units, so staff know what to undo first.
 */
export const UnitsLockedErrorSchema = z.object({
  error: z.object({
    code: z.enum(['slot_already_played', 'start_list_locked']),
    message: z.string(),
    units: z.array(z.string()),
  }),
})
export type UnitsLockedError = z.infer<typeof UnitsLockedErrorSchema>
