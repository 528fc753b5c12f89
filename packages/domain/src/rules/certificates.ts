/**
 * Certificates (issue 24, docs/decisions/051-certificates.md): who qualifies, the verification code's shape and a
 * held certificate's status. Pure: the server draws the random bytes and keeps the clock.
 */

/** What earns a certificate. `staff`: granted by staff only (e.g. a course finished elsewhere). */
export const CERTIFICATE_TRIGGERS = ['safe-sport', 'course', 'trivia', 'staff'] as const
export type CertificateTrigger = (typeof CERTIFICATE_TRIGGERS)[number]

/** A fact recorded on the server that may earn certificates. */
export type EarningFact =
  | { kind: 'safe-sport' }
  | { kind: 'trivia'; triviaId: number; correctCount: number; questionCount: number }

export interface CertificateRule {
  trigger: CertificateTrigger
  triviaId: number | null
  /** The lowest share of correct answers, in percent, for a trivia certificate. */
  minScorePercent: number | null
  /** Who may earn it; empty: every engaged user type. */
  userTypes: readonly string[]
}

/** Whether `fact`, recorded for a user of `userType`, earns a certificate defined by `rule`. */
export function factEarns(rule: CertificateRule, fact: EarningFact, userType: string): boolean {
  if (rule.userTypes.length > 0 && !rule.userTypes.includes(userType)) return false
  if (fact.kind === 'safe-sport') return rule.trigger === 'safe-sport'
  if (rule.trigger !== 'trivia' || rule.triviaId !== fact.triviaId || fact.questionCount === 0) return false
  return (fact.correctCount * 100) / fact.questionCount >= (rule.minScorePercent ?? 0)
}

/**
 * The verification code's alphabet: no 0/O or 1/I, so a code typed from paper survives. 32 symbols, so a random
 * byte's low 5 bits pick one without bias.
 */
export const VERIFICATION_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
/** 20 symbols of 5 bits: 100 random bits, shown in groups of four. */
export const VERIFICATION_CODE_LENGTH = 20

/** The code for 20 random bytes, as `ABCD-EFGH-…`. */
export function verificationCodeFromBytes(bytes: Uint8Array): string {
  if (bytes.length < VERIFICATION_CODE_LENGTH) throw new Error('Not enough random bytes for a code.')
  let code = ''
  for (let i = 0; i < VERIFICATION_CODE_LENGTH; i++) {
    if (i > 0 && i % 4 === 0) code += '-'
    code += VERIFICATION_ALPHABET[(bytes[i] ?? 0) & 31]
  }
  return code
}

/** A typed or scanned code in its stored form (upper case, dashes in place), or undefined when it cannot be one. */
export function normalizeVerificationCode(input: string): string | undefined {
  const bare = input.toUpperCase().replace(/[\s-]/g, '')
  if (bare.length !== VERIFICATION_CODE_LENGTH) return undefined
  if ([...bare].some((c) => !VERIFICATION_ALPHABET.includes(c))) return undefined
  return bare.match(/.{4}/g)?.join('-')
}

export const CERTIFICATE_STATUSES = ['valid', 'revoked', 'expired'] as const
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number]

/** Revoked wins over expired: a revoked certificate says so whatever its dates. */
export function certificateStatus(
  held: { revokedAt: Date | null; expiresAt: Date | null },
  now: Date,
): CertificateStatus {
  if (held.revokedAt) return 'revoked'
  if (held.expiresAt && held.expiresAt.getTime() <= now.getTime()) return 'expired'
  return 'valid'
}

/** The end of validity: `validityDays` whole days after issue, or never (null). */
export function certificateExpiry(issuedAt: Date, validityDays: number | null): Date | null {
  return validityDays === null ? null : new Date(issuedAt.getTime() + validityDays * 86_400_000)
}
