/**
 * A real games' first run (decision 067): the one-time setup that creates the first admin on an empty install, and
 * the import's answer when it would replace the demo games.
 */
import { z } from 'zod'
import { EmailSchema, VALIDATION_MESSAGES as M, PasswordSchema, UsernameSchema } from './validation.ts'

/** Characters of a setup code (no 0/O, 1/I/L), grouped by four with dashes: `7KQM-X3PD-…`. */
export const SETUP_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
export const SETUP_CODE_GROUPS = 4

/** A typed code as the server compares it: upper case, without spaces and dashes. */
export function normaliseSetupCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]+/g, '')
}

/** GET /api/v1/setup: whether the setup screen is open (no admin exists yet). */
export const SetupStatusSchema = z.object({ open: z.boolean() })
export type SetupStatus = z.infer<typeof SetupStatusSchema>

export const PersonNameSchema = z
  .string({ error: M.nameRequired })
  .trim()
  .min(1, { error: M.nameRequired, abort: true })
  .max(120, { error: M.textTooLong })

/** POST /api/v1/setup: the code the server printed, and the first admin's account. */
export const SetupInputSchema = z.object({
  code: z
    .string({ error: M.setupCodeRequired })
    .trim()
    .min(1, { error: M.setupCodeRequired, abort: true })
    .max(64, { error: M.setupCodeWrong }),
  username: UsernameSchema,
  name: PersonNameSchema,
  email: EmailSchema,
  password: PasswordSchema,
})
export type SetupInput = z.input<typeof SetupInputSchema>

/** What an import over the demo games would remove, named in its 409 (`demo_replace_required`). */
export const DemoReplacementSchema = z.object({
  /** The demo games' name (Portuguese, as stored). */
  games: z.string(),
  delegations: z.number().int(),
  athletes: z.number().int(),
  units: z.number().int(),
  /** Demo accounts that go (every one but the importing admin's). */
  accounts: z.number().int(),
  /** Content rows: places, documents, sponsors, ambassadors, courses, media, trivia, transport lines, ceremonies. */
  content: z.number().int(),
})
export type DemoReplacement = z.infer<typeof DemoReplacementSchema>

/** The 409 of `POST /api/v1/admin/import` without `replaceDemo=true` while the games are the demo. */
export const DemoReplaceRequiredSchema = z.object({
  error: z.object({
    code: z.literal('demo_replace_required'),
    message: z.string(),
    replaces: DemoReplacementSchema,
  }),
})
export type DemoReplaceRequired = z.infer<typeof DemoReplaceRequiredSchema>

/** The query of POST /api/v1/admin/import: `replaceDemo=true` confirms that the import replaces the demo games. */
export const ImportQuerySchema = z.object({
  replaceDemo: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
})
