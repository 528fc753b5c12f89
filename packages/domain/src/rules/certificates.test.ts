import { describe, expect, it } from 'vitest'
import {
  type CertificateRule,
  certificateExpiry,
  certificateStatus,
  factEarns,
  normalizeVerificationCode,
  VERIFICATION_ALPHABET,
  verificationCodeFromBytes,
} from './certificates.ts'

const safeSport: CertificateRule = { trigger: 'safe-sport', triviaId: null, minScorePercent: null, userTypes: [] }
const quiz: CertificateRule = { trigger: 'trivia', triviaId: 7, minScorePercent: 80, userTypes: ['athlete'] }

describe('certificates', () => {
  it('a fact earns only the certificates it names, for the user types allowed', () => {
    expect(factEarns(safeSport, { kind: 'safe-sport' }, 'volunteer')).toBe(true)
    expect(factEarns({ ...safeSport, userTypes: ['coach'] }, { kind: 'safe-sport' }, 'volunteer')).toBe(false)
    expect(factEarns({ ...safeSport, trigger: 'staff' }, { kind: 'safe-sport' }, 'volunteer')).toBe(false)
    const fact = { kind: 'trivia', triviaId: 7, correctCount: 4, questionCount: 5 } as const
    expect(factEarns(quiz, fact, 'athlete')).toBe(true)
    expect(factEarns(quiz, { ...fact, correctCount: 3 }, 'athlete')).toBe(false)
    expect(factEarns(quiz, { ...fact, triviaId: 8 }, 'athlete')).toBe(false)
    expect(factEarns(quiz, fact, 'coach')).toBe(false)
    expect(factEarns(quiz, { ...fact, questionCount: 0, correctCount: 0 }, 'athlete')).toBe(false)
  })

  it('codes: 32 distinct symbols, 20 of them grouped by four, read back whatever the case and spacing', () => {
    expect(new Set(VERIFICATION_ALPHABET).size).toBe(32)
    const code = verificationCodeFromBytes(Uint8Array.from({ length: 20 }, (_, i) => i * 13))
    expect(code).toMatch(/^([A-Z2-9]{4}-){4}[A-Z2-9]{4}$/)
    expect(normalizeVerificationCode(code.toLowerCase().replaceAll('-', ' '))).toBe(code)
    expect(normalizeVerificationCode('ABCD')).toBeUndefined()
    expect(normalizeVerificationCode('0000-0000-0000-0000-0000')).toBeUndefined()
    expect(() => verificationCodeFromBytes(new Uint8Array(4))).toThrow()
  })

  it('status: revoked before expired, expired from the end of validity', () => {
    const issued = new Date('2026-07-01T12:00:00Z')
    const expiresAt = certificateExpiry(issued, 10)
    expect(expiresAt?.toISOString()).toBe('2026-07-11T12:00:00.000Z')
    expect(certificateExpiry(issued, null)).toBeNull()
    expect(certificateStatus({ revokedAt: null, expiresAt }, new Date('2026-07-05T00:00:00Z'))).toBe('valid')
    expect(certificateStatus({ revokedAt: null, expiresAt }, new Date('2026-07-11T12:00:00Z'))).toBe('expired')
    expect(certificateStatus({ revokedAt: issued, expiresAt }, new Date('2026-07-20T00:00:00Z'))).toBe('revoked')
  })
})
