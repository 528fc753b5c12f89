import { describe, expect, it } from 'vitest'
import {
  type BigScreenItem,
  bigScreenLocale,
  bigScreenPanels,
  bigScreenPath,
  currentBigScreenPanel,
  isBigScreenPath,
  nextBigScreenPanel,
  splitMatchScore,
} from './big-screen.ts'

const item = (code: string, status: BigScreenItem['status'], hour: number, type = 'competition'): BigScreenItem => ({
  code,
  type,
  status,
  startAt: `2026-07-14T${String(hour).padStart(2, '0')}:00:00Z`,
})

describe('bigScreenPanels', () => {
  it('shows each live unit, then next up, then the last results latest first, then ceremonies', () => {
    const items = [
      item('DONE-1', 'official', 8),
      item('DONE-2', 'unofficial', 9),
      item('LIVE-B', 'break', 11),
      item('LIVE-A', 'live', 10),
      item('NEXT-2', 'delayed', 13),
      item('NEXT-1', 'scheduled', 12),
      item('CANCEL', 'cancelled', 12),
      item('TRAIN', 'scheduled', 7, 'training'),
    ]
    const ceremonies = [
      { id: 1, startAt: '2026-07-14T15:00:00Z', status: 'SCHEDULED', venueCode: 'V1' },
      { id: 2, startAt: '2026-07-14T14:00:00Z', status: 'SCHEDULED', venueCode: 'V2' },
      { id: 3, startAt: '2026-07-14T09:00:00Z', status: 'FINISHED', venueCode: 'V1' },
    ]
    expect(bigScreenPanels(items, ceremonies, 'V1')).toEqual([
      { kind: 'live', unitCode: 'LIVE-A' },
      { kind: 'live', unitCode: 'LIVE-B' },
      { kind: 'next', unitCodes: ['NEXT-1', 'NEXT-2'] },
      { kind: 'results', unitCodes: ['DONE-2', 'DONE-1'] },
      { kind: 'ceremony', ceremonyIds: [1] },
    ])
  })

  it('lists at most five units a panel', () => {
    const items = Array.from({ length: 8 }, (_, i) => item(`N${i}`, 'scheduled', 10 + i))
    expect(bigScreenPanels(items, [], 'V')).toEqual([{ kind: 'next', unitCodes: ['N0', 'N1', 'N2', 'N3', 'N4'] }])
  })

  it('shows one "nothing on" panel for a venue with nothing to show', () => {
    expect(bigScreenPanels([item('X', 'cancelled', 9), item('T', 'live', 9, 'training')], [], 'V')).toEqual([
      { kind: 'idle' },
    ])
  })
})

describe('paging', () => {
  const panels = bigScreenPanels(
    [item('A', 'live', 9), item('B', 'live', 10), item('N', 'scheduled', 12), item('D', 'official', 8)],
    [],
    'V',
  )
  const keys = ['live:A', 'live:B', 'next', 'results']

  it('goes to the following panel and wraps round', () => {
    expect(nextBigScreenPanel(panels, null)).toBe('live:A')
    expect(nextBigScreenPanel(panels, 'live:A')).toBe('live:B')
    expect(nextBigScreenPanel(panels, 'results')).toBe('live:A')
  })

  it('a panel that has gone gives way to the one that followed it, not to the first', () => {
    const without = panels.filter((p) => !(p.kind === 'live' && p.unitCode === 'B'))
    expect(nextBigScreenPanel(without, 'live:B', keys)).toBe('next')
    expect(currentBigScreenPanel(without, 'live:B', keys)).toEqual({ kind: 'next', unitCodes: ['N'] })
    expect(currentBigScreenPanel(without, 'live:A', keys)).toEqual({ kind: 'live', unitCode: 'A' })
    expect(currentBigScreenPanel([{ kind: 'idle' }], 'live:B', keys)).toEqual({ kind: 'idle' })
  })
})

describe('addresses and language', () => {
  it('builds and recognises a venue screen address, with or without a language prefix', () => {
    expect(bigScreenPath('BVC')).toBe('/screen/BVC')
    expect(bigScreenPath('A B', 'en')).toBe('/screen/A%20B?lang=en')
    expect(isBigScreenPath('/screen/BVC')).toBe(true)
    expect(isBigScreenPath('/en/screen/BVC')).toBe(true)
    expect(isBigScreenPath('/screen')).toBe(false)
    expect(isBigScreenPath('/manage/screens')).toBe(false)
    expect(isBigScreenPath('/screen/BVC/more')).toBe(false)
  })

  it('takes the organiser’s lang, else the address prefix, else the games’ default', () => {
    expect(bigScreenLocale('en', 'es', 'pt')).toBe('en')
    expect(bigScreenLocale('xx', 'es', 'pt')).toBe('es')
    expect(bigScreenLocale(undefined, undefined, 'pt')).toBe('pt')
  })
})

describe('splitMatchScore', () => {
  it('splits the sides and keeps the bracketed detail', () => {
    expect(splitMatchScore('1-0 (7-5)')).toEqual({ sides: ['1', '0'], detail: '7-5' })
    expect(splitMatchScore('12-7')).toEqual({ sides: ['12', '7'], detail: null })
    expect(splitMatchScore('2-1 (21-18, 15-21, 15-12)')).toEqual({ sides: ['2', '1'], detail: '21-18, 15-21, 15-12' })
    expect(splitMatchScore(null)).toBeNull()
    expect(splitMatchScore('W/O')).toBeNull()
  })
})
