import { describe, expect, it } from 'vitest'
import { AdminTriviaSchema } from '../schemas/back-office-trivia.ts'
import { TriviaContentSchemas } from './trivia.ts'

const text = (pt: string) => ({ pt, en: '', es: '', az: '' })
const trivia = {
  id: 7,
  titles: text('Quiz'),
  author: 'Equipa',
  timeLimitMinutes: 5,
  pointsPerCorrect: 100,
  active: true,
  opensAt: null,
  closesAt: '2026-07-20T12:00:00.000Z',
  qrCode: 'podium-trivia-7',
  questions: [
    {
      id: 31,
      prompts: text('Pergunta?'),
      answers: [
        { id: 'a', texts: text('Sim') },
        { id: 'b', texts: text('Não') },
      ],
      correctAnswerId: 'b',
    },
  ],
  attemptCount: 2,
  version: 3,
  updatedAt: null,
  missing: ['en', 'es', 'az'],
}

describe('the trivia as a content kind (decision 118)', () => {
  it('answer what the trivia API always answered (AdminTriviaSchema)', () => {
    expect(TriviaContentSchemas.adminItem.parse(trivia)).toEqual(trivia)
    expect(Object.keys(TriviaContentSchemas.adminItem.shape).sort()).toEqual(
      Object.keys(AdminTriviaSchema.shape).sort(),
    )
  })

  it('take an answered trivia back as an input: the correct answer named by its id', () => {
    const input = TriviaContentSchemas.input.parse(trivia)
    expect(input.questions[0]?.correctAnswerId).toBe('b')
    const none = { ...trivia, questions: [{ ...trivia.questions[0], correctAnswerId: 'z' }] }
    expect(TriviaContentSchemas.input.safeParse(none).success).toBe(false)
  })
})
