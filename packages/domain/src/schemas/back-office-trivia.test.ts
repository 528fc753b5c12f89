import { describe, expect, it } from 'vitest'
import { CourseInputSchema, TriviaInputSchema } from './back-office-trivia.ts'

const answers = [{ texts: { pt: 'Sim' }, correct: true }, { texts: { pt: 'Não' } }]
const quiz = {
  titles: { pt: 'Quiz' },
  author: 'Equipa',
  timeLimitMinutes: 5,
  pointsPerCorrect: 100,
  questions: [{ prompts: { pt: 'Pergunta?' }, answers }],
}
const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]))

describe('TriviaInputSchema', () => {
  it('fills the defaults: other languages empty, active, no window, answers not correct unless marked', () => {
    const parsed = TriviaInputSchema.parse(quiz)
    expect(parsed).toMatchObject({ active: true, opensAt: null, closesAt: null, titles: { en: '', es: '', az: '' } })
    expect(parsed.questions[0]?.answers.map((a) => a.correct)).toEqual([true, false])
  })

  it('wants exactly one correct answer among 2 to 6, at least one question, and a window that closes after it opens', () => {
    const none = { prompts: { pt: 'P?' }, answers: answers.map((a) => ({ ...a, correct: false })) }
    expect(messages(TriviaInputSchema.safeParse({ ...quiz, questions: [none] }))).toEqual({
      'questions.0.answers': 'Mark exactly one answer as correct',
    })
    const seven = { prompts: { pt: 'P?' }, answers: [...answers, ...Array(5).fill({ texts: { pt: 'x' } })] }
    expect(messages(TriviaInputSchema.safeParse({ ...quiz, questions: [seven] }))['questions.0.answers']).toBe(
      'A question needs 2 to 6 answers',
    )
    expect(messages(TriviaInputSchema.safeParse({ ...quiz, questions: [] }))).toEqual({
      questions: 'Add at least one question',
    })
    const at = '2026-07-14T12:00:00.000Z'
    expect(messages(TriviaInputSchema.safeParse({ ...quiz, opensAt: at, closesAt: at }))).toEqual({
      closesAt: 'The closing time must be after the opening time',
    })
    expect(TriviaInputSchema.safeParse({ ...quiz, opensAt: at, closesAt: '2026-07-14T13:00:00.000Z' }).success).toBe(
      true,
    )
  })
})

describe('CourseInputSchema', () => {
  const course = { titles: { pt: 'Curso' }, descriptions: { pt: 'Sobre' }, url: 'https://c.example/x' }
  it('takes an https link only', () => {
    expect(CourseInputSchema.safeParse(course).success).toBe(true)
    for (const url of ['http://c.example', 'javascript:alert(1)', 'https://', '/courses/x']) {
      expect(messages(CourseInputSchema.safeParse({ ...course, url })).url, url).toBe(
        'The link must start with https://',
      )
    }
  })
})
