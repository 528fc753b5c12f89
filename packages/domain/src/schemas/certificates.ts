/**
 * Contracts of certificates (issue 24, decision 051): what a user holds and can still earn, the public verification
 * answer and the staff's list of holders.
 */
import { z } from 'zod'
import { LocalizedTextSchema } from '../codes/locales.ts'
import { CERTIFICATE_STATUSES, CERTIFICATE_TRIGGERS } from '../rules/certificates.ts'
import { UserTypeSchema } from './accounts.ts'
import { PlainTextSchema } from './back-office.ts'
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
