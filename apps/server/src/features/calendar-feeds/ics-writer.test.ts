import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { escapeText, foldLine, utcStamp, writeIcs } from './ics-writer.ts'

describe('the iCalendar writer', () => {
  it('escapes TEXT values', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne')
  })

  it('writes UTC date-times', () => {
    expect(utcStamp(new Date('2026-07-12T08:30:05.123Z'))).toBe('20260712T083005Z')
  })

  it('folds at 75 octets without cutting a multi-byte letter', () => {
    const line = `SUMMARY:${'ç'.repeat(60)}`
    const folded = foldLine(line)
    const parts = folded.split('\r\n')
    expect(parts.length).toBeGreaterThan(1)
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75)
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true)
    expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line)
    expect(foldLine('SHORT:1')).toBe('SHORT:1')
  })

  it('writes a calendar a parser reads back, CRLF throughout', () => {
    const text = writeIcs({
      name: 'Azərbaycan · Jogos 2026',
      refreshMinutes: 5,
      events: [
        {
          uid: 'unit-X1@podium',
          stamp: new Date('2026-07-01T00:00:00Z'),
          start: new Date('2026-07-12T08:30:00Z'),
          end: new Date('2026-07-12T09:30:00Z'),
          summary: 'Natação · 100 m Livres, Feminino · Final; A',
          description: 'Linha 1\nLinha 2',
          location: 'Pavilhão Multiusos',
          geo: { lat: 41.15, lon: -8.61 },
          url: 'https://games.example/discipline/swimming/results/X1',
          sequence: 2,
          status: 'CANCELLED',
        },
      ],
    })
    expect(text.endsWith('\r\n')).toBe(true)
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    const calendar = new ICAL.Component(ICAL.parse(text))
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Azərbaycan · Jogos 2026')
    const vevent = calendar.getFirstSubcomponent('vevent')
    if (!vevent) throw new Error('no event')
    const event = new ICAL.Event(vevent)
    expect(event.summary).toBe('Natação · 100 m Livres, Feminino · Final; A')
    expect(event.description).toBe('Linha 1\nLinha 2')
    expect(event.sequence).toBe(2)
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-07-12T08:30:00.000Z')
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED')
    expect(vevent.getFirstPropertyValue('geo')).toEqual([41.15, -8.61])
  })
})
