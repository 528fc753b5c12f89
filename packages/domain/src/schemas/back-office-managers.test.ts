import { describe, expect, it } from 'vitest'
import { VideosContentSchemas } from '../content/videos.ts'
import { AwardCeremonyInputSchema } from './back-office-awards.ts'
import { TransportLineInputSchema } from './back-office-transport.ts'

const text = (pt: string) => ({ pt, en: '', es: '', az: '' })

describe('the transport, awards and videos managers’ schemas (decision 044)', () => {
  it('upper-cases a line code and sorts its departures by time and its days', () => {
    const line = TransportLineInputSchema.parse({
      code: 'l9',
      names: text('Linha'),
      origin: text('A'),
      destination: text('B'),
      color: '#AABBCC',
      serviceDays: ['2026-07-15', '2026-07-14', '2026-07-15'],
      departures: [
        { time: '18:00', stop: text('Vila') },
        { time: '07:30', stop: text('Praia') },
        { time: '07:30', stop: text('Cais') },
      ],
    })
    expect(line).toMatchObject({ code: 'L9', color: '#aabbcc', serviceDays: ['2026-07-14', '2026-07-15'] })
    expect(line.departures.map((d) => `${d.time} ${d.stop.pt}`)).toEqual(['07:30 Cais', '07:30 Praia', '18:00 Vila'])
  })

  it('defaults a ceremony to scheduled and refuses a status the public screen does not know', () => {
    expect(AwardCeremonyInputSchema.parse({ eventCode: 'ATH-100M', day: '2026-07-14', time: '19:00' }).status).toBe(
      'SCHEDULED',
    )
    expect(
      AwardCeremonyInputSchema.safeParse({ eventCode: 'X', day: '2026-07-14', time: '19:00', status: 'HELD' }).success,
    ).toBe(false)
  })

  it('needs a live video’s day and a window that ends after it starts; a video ignores the window', () => {
    const base = { titles: text('Direto'), url: 'https://player.vimeo.com/video/1', day: '2026-07-14' }
    const window = (liveFrom: string, liveUntil: string) =>
      VideosContentSchemas.input.safeParse({ ...base, kind: 'live-video', liveFrom, liveUntil })
    expect(window('10:00', '11:00').success).toBe(true)
    expect(window('11:00', '11:00').error?.issues.map((i) => i.path.join('.'))).toEqual(['liveUntil'])
    expect(VideosContentSchemas.input.safeParse({ ...base, kind: 'live-video', day: '' }).success).toBe(false)
    expect(VideosContentSchemas.input.parse({ ...base, kind: 'video', disciplineCode: '' }).disciplineCode).toBeNull()
  })
})
