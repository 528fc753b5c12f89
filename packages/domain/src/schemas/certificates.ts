/**
 * Contracts of certificates (issue 24, decision 051): what a user holds and can still earn, the public verification
 * answer and the staff's list of holders.
 */
import { z } from 'zod'
import { USER_TYPES } from '../codes/user-types.ts'
import { CERTIFICATE_STATUSES, CERTIFICATE_TRIGGERS } from '../rules/certificates.ts'
import { UserTypeSchema } from './accounts.ts'
import { PlainTextSchema, TranslatedTextInputSchema } from './back-office.ts'
import { LocalizedTextSchema } from './locales.ts'
import { VALIDATION_MESSAGES as M } from './validation.ts'

export const CertificateTriggerSchema = z.enum(CERTIFICATE_TRIGGERS)
export const CertificateStatusSchema = z.enum(CERTIFICATE_STATUSES)

/** A certificate as the organiser defines it (seeded in the demo). */
export const CertificateDefinitionSchema = z.object({
  id: z.number().int(),
  titles: LocalizedTextSchema,
  trigger: CertificateTriggerSchema,
  triviaId: z.number().int().nullable(),
  courseId: z.number().int().nullable(),
  minScorePercent: z.number().int().nullable(),
  userTypes: z.array(UserTypeSchema),
  validityDays: z.number().int().nullable(),
  points: z.number().int(),
})
export type CertificateDefinition = z.infer<typeof CertificateDefinitionSchema>

export const HeldCertificateSchema = z.object({
  code: z.string(),
  certificateId: z.number().int(),
  title: z.string(),
  issuedAt: z.string(),
  expiresAt: z.string().nullable(),
  status: CertificateStatusSchema,
})
export type HeldCertificate = z.infer<typeof HeldCertificateSchema>

/** One the user may still earn, and how (the trigger, with the trivia's or course's title and the minimum score). */
export const EarnableCertificateSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  trigger: CertificateTriggerSchema,
  /** The trivia's or course's title, for "pass … with …%" and "complete …". */
  subject: z.string().nullable(),
  triviaId: z.number().int().nullable(),
  minScorePercent: z.number().int().nullable(),
  validityDays: z.number().int().nullable(),
})
export type EarnableCertificate = z.infer<typeof EarnableCertificateSchema>

/** GET /api/v1/me/certificates */
export const MyCertificatesSchema = z.object({
  held: z.array(HeldCertificateSchema),
  earnable: z.array(EarnableCertificateSchema),
})
export type MyCertificates = z.infer<typeof MyCertificatesSchema>

/** GET /api/v1/certificates/:code — public: only the status, the holder's display name, the title, games and date. */
export const CertificateVerificationSchema = z.object({
  code: z.string(),
  status: CertificateStatusSchema,
  holderName: z.string(),
  title: z.string(),
  gamesName: z.string(),
  issuedAt: z.string(),
  expiresAt: z.string().nullable(),
})
export type CertificateVerification = z.infer<typeof CertificateVerificationSchema>

export const AdminCertificateHoldersQuerySchema = z.object({
  certificateId: z.coerce.number().int().min(1).optional(),
  organisation: z.string().trim().max(8).optional(),
})
export type AdminCertificateHoldersQuery = z.infer<typeof AdminCertificateHoldersQuerySchema>

export const AdminCertificateHolderSchema = z.object({
  code: z.string(),
  certificateId: z.number().int(),
  title: z.string(),
  holderName: z.string(),
  username: z.string(),
  userType: UserTypeSchema,
  organisationCode: z.string().nullable(),
  issuedAt: z.string(),
  expiresAt: z.string().nullable(),
  status: CertificateStatusSchema,
  revokedAt: z.string().nullable(),
  revokeReason: z.string().nullable(),
})
export type AdminCertificateHolder = z.infer<typeof AdminCertificateHolderSchema>

/** GET /api/v1/admin/certificates: the definitions (with their holder counts) and the holders filtered. */
export const AdminCertificatesSchema = z.object({
  certificates: z.array(CertificateDefinitionSchema.extend({ title: z.string(), holders: z.number().int() })),
  organisations: z.array(z.string()),
  holders: z.array(AdminCertificateHolderSchema),
})
export type AdminCertificates = z.infer<typeof AdminCertificatesSchema>

/** POST /api/v1/admin/certificates/holders/:code/revoke */
export const CertificateRevokeInputSchema = z.object({
  reason: PlainTextSchema.refine((text) => text.length > 0, { error: M.requiredText }),
})
export type CertificateRevokeInput = z.infer<typeof CertificateRevokeInputSchema>

/**
 * POST /api/v1/admin/certificates/:id/grant: staff grant a certificate that no recorded fact earns (a course finished
 * elsewhere, or one granted by staff only) to a user by username.
 */
export const CertificateGrantInputSchema = z.object({
  username: PlainTextSchema.refine((text) => text.length > 0, { error: M.requiredText }),
})
export type CertificateGrantInput = z.infer<typeof CertificateGrantInputSchema>

/** The longest validity the editor takes: ten years. */
export const CERTIFICATE_VALIDITY_MAX_DAYS = 3650
/** The most points a certificate adds (the trivia editor's bound, decision 043). */
export const CERTIFICATE_POINTS_MAX = 1000

const CertificateUserTypeSchema = UserTypeSchema.exclude(['guest'])

/**
 * POST /api/v1/admin/certificates (and PUT with `version`): a definition as the organiser writes it (decision 059).
 * The trigger decides which of trivia, course and minimum score it needs; the others are stored empty.
 */
export const CertificateInputSchema = z
  .object({
    titles: TranslatedTextInputSchema,
    trigger: CertificateTriggerSchema,
    triviaId: z.number().int().min(1).nullable().default(null),
    courseId: z.number().int().min(1).nullable().default(null),
    minScorePercent: z
      .number({ error: M.minScoreRange })
      .int({ error: M.minScoreRange })
      .min(1, { error: M.minScoreRange })
      .max(100, { error: M.minScoreRange })
      .nullable()
      .default(null),
    /** Empty: every user type but guest. */
    userTypes: z.array(CertificateUserTypeSchema).max(USER_TYPES.length).default([]),
    validityDays: z
      .number({ error: M.validityRange })
      .int({ error: M.validityRange })
      .min(1, { error: M.validityRange })
      .max(CERTIFICATE_VALIDITY_MAX_DAYS, { error: M.validityRange })
      .nullable()
      .default(null),
    points: z
      .number({ error: M.pointsRange })
      .int({ error: M.pointsRange })
      .min(0, { error: M.pointsRange })
      .max(CERTIFICATE_POINTS_MAX, { error: M.pointsRange })
      .default(0),
  })
  .refine((c) => c.trigger !== 'trivia' || c.triviaId !== null, { error: M.triviaRequired, path: ['triviaId'] })
  .refine((c) => c.trigger !== 'trivia' || c.minScorePercent !== null, {
    error: M.minScoreRange,
    path: ['minScorePercent'],
  })
  .refine((c) => c.trigger !== 'course' || c.courseId !== null, { error: M.courseRequired, path: ['courseId'] })
  .transform((c) => ({
    ...c,
    triviaId: c.trigger === 'trivia' ? c.triviaId : null,
    minScorePercent: c.trigger === 'trivia' ? c.minScorePercent : null,
    courseId: c.trigger === 'course' ? c.courseId : null,
    userTypes: [...new Set(c.userTypes)],
  }))
export type CertificateInput = z.input<typeof CertificateInputSchema>

export const CertificateUpdateSchema = z.object({ version: z.number().int().min(1) }).and(CertificateInputSchema)
export type CertificateUpdate = z.input<typeof CertificateUpdateSchema>

/** A definition as the editor sees it: every language, its version and how many hold it (valid or not). */
export const AdminCertificateDefinitionSchema = CertificateDefinitionSchema.extend({
  version: z.number().int(),
  holders: z.number().int(),
})
export type AdminCertificateDefinition = z.infer<typeof AdminCertificateDefinitionSchema>

const SubjectOptionSchema = z.object({ id: z.number().int(), title: z.string() })

/** GET /api/v1/admin/certificates/definitions: the active definitions and the trivia and courses one may name. */
export const AdminCertificateDefinitionsSchema = z.object({
  items: z.array(AdminCertificateDefinitionSchema),
  trivia: z.array(SubjectOptionSchema),
  courses: z.array(SubjectOptionSchema),
})
export type AdminCertificateDefinitions = z.infer<typeof AdminCertificateDefinitionsSchema>

/** DELETE /api/v1/admin/certificates/:id: deleted when nobody ever held it, else retired (kept for its holders). */
export const CertificateRemovalSchema = z.object({ outcome: z.enum(['deleted', 'retired']) })
export type CertificateRemoval = z.infer<typeof CertificateRemovalSchema>

/** GET /api/v1/delegation/certificates: a delegation head's own delegation's holders (decision 059). */
export const DelegationCertificatesQuerySchema = z.object({
  certificateId: z.coerce.number().int().min(1).optional(),
})
export type DelegationCertificatesQuery = z.infer<typeof DelegationCertificatesQuerySchema>

export const DelegationCertificatesSchema = z.object({
  /** The head's delegation; null when the account names none (then nobody is listed). */
  organisationCode: z.string().nullable(),
  certificates: z.array(z.object({ id: z.number().int(), title: z.string() })),
  holders: z.array(AdminCertificateHolderSchema),
})
export type DelegationCertificates = z.infer<typeof DelegationCertificatesSchema>
