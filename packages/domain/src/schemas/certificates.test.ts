import { describe, expect, it } from 'vitest'
import { CertificateInputSchema, CertificateUpdateSchema } from './certificates.ts'
import { VALIDATION_MESSAGES as M } from './validation.ts'

const base = { titles: { pt: 'Certificado' }, trigger: 'staff' as const }

describe('CertificateInputSchema (decision 059)', () => {
  it('fills the defaults and stores empty what the trigger does not use', () => {
    expect(CertificateInputSchema.parse({ ...base, triviaId: 3, minScorePercent: 50, courseId: 2 })).toEqual({
      titles: { pt: 'Certificado', en: '', es: '', az: '' },
      trigger: 'staff',
      triviaId: null,
      courseId: null,
      minScorePercent: null,
      userTypes: [],
      validityDays: null,
      points: 0,
    })
    const trivia = CertificateInputSchema.parse({ ...base, trigger: 'trivia', triviaId: 3, minScorePercent: 80 })
    expect(trivia).toMatchObject({ triviaId: 3, minScorePercent: 80, courseId: null })
  })

  it('asks for what the trigger needs, on its field', () => {
    const issues = (body: object) =>
      CertificateInputSchema.safeParse(body).error?.issues.map((i) => [i.path.join('.'), i.message])
    expect(issues({ ...base, trigger: 'trivia' })).toEqual([
      ['triviaId', M.triviaRequired],
      ['minScorePercent', M.minScoreRange],
    ])
    expect(issues({ ...base, trigger: 'course' })).toEqual([['courseId', M.courseRequired]])
    expect(issues({ ...base, validityDays: 3651 })).toEqual([['validityDays', M.validityRange]])
    expect(issues({ ...base, points: -1 })).toEqual([['points', M.pointsRange]])
  })

  it('keeps guests out and names each user type once', () => {
    expect(CertificateInputSchema.safeParse({ ...base, userTypes: ['guest'] }).success).toBe(false)
    expect(CertificateInputSchema.parse({ ...base, userTypes: ['coach', 'coach'] }).userTypes).toEqual(['coach'])
  })

  it('an edit carries the version it was made on', () => {
    expect(CertificateUpdateSchema.safeParse(base).success).toBe(false)
    expect(CertificateUpdateSchema.parse({ ...base, version: 2 }).version).toBe(2)
  })
})
