/**
 * The back office's ambassadors manager (issue 17, decision 042): the people shown on /ambassadors. A name is one
 * text in every language; the bio is in the four languages (Portuguese required, the others fall back to it); the
 * days are games days (the server checks them against the games' calendar).
 */
import { z } from 'zod'
import { DisciplineInputSchema } from './back-office.ts'
import { VALIDATION_MESSAGES as M } from './validation.ts'

export const AMBASSADOR_NAME_MAX_LENGTH = 120
export const AMBASSADOR_BIO_MAX_LENGTH = 1000
export const AMBASSADOR_DAYS_MAX = 60

const noMarkup = (text: string) => !/[<>]/.test(text)

const BioTextSchema = z
  .string()
  .trim()
  .max(AMBASSADOR_BIO_MAX_LENGTH, { error: M.textTooLong })
  .refine(noMarkup, { error: M.markup })

/** A bio in the four languages: Portuguese required, the others may be empty (shown in Portuguese). */
export const AmbassadorBioInputSchema = z.object({
  pt: BioTextSchema.refine((text) => text.length > 0, { error: M.portugueseRequired }),
  en: BioTextSchema.default(''),
  es: BioTextSchema.default(''),
  az: BioTextSchema.default(''),
})

export const AmbassadorNameSchema = z
  .string({ error: M.nameRequired })
  .trim()
  .min(1, { error: M.nameRequired, abort: true })
  .max(AMBASSADOR_NAME_MAX_LENGTH, { error: M.textTooLong })
  .refine(noMarkup, { error: M.markup })

/** A delegation's code (an organisation of the games, e.g. `BRA`); the server checks it exists. */
const OrganisationCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Z0-9]{2,8}$/, { error: M.organisationUnknown })

const DaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: M.dateInvalid })

/** An ambassador as the organiser writes it (the `metadata` part of POST /api/v1/admin/ambassadors;
 * the content kind AMBASSADORS, decision 111). */
export const AmbassadorInputSchema = z.object({
  name: AmbassadorNameSchema,
  disciplineCode: DisciplineInputSchema.nullable().default(null),
  organisationCode: OrganisationCodeSchema.nullable().default(null),
  bio: AmbassadorBioInputSchema,
  days: z
    .array(DaySchema)
    .max(AMBASSADOR_DAYS_MAX)
    .default([])
    .transform((days) => [...new Set(days)].sort()),
})
export type AmbassadorInput = z.input<typeof AmbassadorInputSchema>
