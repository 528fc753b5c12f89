import { describe, expect, it } from 'vitest'
import type { StatusBadge } from '../codes/statuses.ts'
import { type GridItem, gridBlocks, gridLanes, headToHeadDisciplines } from './grid-blocks.ts'

/** An item of 14 July starting at `start` (HH:MM, UTC) lasting `minutes`. */
function item(code: string, start: string, minutes: number, over: Partial<GridItem> = {}): GridItem {
  const startAt = `2026-07-14T${start}:00.000Z`
  return {
    code,
    eventCode: 'ATHM400M',
    phaseName: 'Round 1',
    venueCode: 'STA',
    startAt,
    endAt: new Date(Date.parse(startAt) + minutes * 60_000).toISOString(),
    status: 'scheduled',
    ...over,
  }
}

/** Six heats of 6 minutes, one every 8 minutes from 10:00. */
const heats = (status: (i: number) => StatusBadge = () => 'scheduled') =>
  Array.from({ length: 6 }, (_, i) =>
    item(`H${i + 1}`, `10:${String(i * 8).padStart(2, '0')}`, 6, { status: status(i) }),
  )

const codes = (blocks: { items: GridItem[] }[]) => blocks.map((b) => b.items.map((i) => i.code))

describe('gridBlocks', () => {
  it('merges the heats of one round at one venue into one block from the first start to the last end', () => {
    const [block, ...rest] = gridBlocks(heats().reverse())
    expect(rest).toEqual([])
    expect(block?.items.map((i) => i.code)).toEqual(['H1', 'H2', 'H3', 'H4', 'H5', 'H6'])
    expect(block?.key).toBe('H1')
    expect(block?.start).toBe(Date.parse('2026-07-14T10:00:00Z'))
    expect(block?.end).toBe(Date.parse('2026-07-14T10:46:00Z'))
  })

  it('never merges across venues, events or phases, nor items without an event', () => {
    const blocks = gridBlocks([
      item('A', '10:00', 6),
      item('B', '10:08', 6, { venueCode: 'ARE' }),
      item('C', '10:16', 6, { eventCode: 'ATHW400M' }),
      item('D', '10:24', 6, { phaseName: 'Final' }),
      item('E', '10:32', 6),
      item('M1', '11:00', 30, { eventCode: null }),
      item('M2', '11:30', 30, { eventCode: null }),
    ])
    expect(codes(blocks)).toEqual([['A', 'E'], ['B'], ['C'], ['D'], ['M1'], ['M2']])
  })

  it('merges across a gap of at most 30 minutes, not more', () => {
    expect(codes(gridBlocks([item('A', '10:00', 10), item('B', '10:40', 10)]))).toEqual([['A', 'B']])
    expect(codes(gridBlocks([item('A', '10:00', 10), item('B', '10:41', 10)]))).toEqual([['A'], ['B']])
  })

  it('opens the first live unit, else the first not finished, else the first', () => {
    const live = gridBlocks(heats((i) => (i < 2 ? 'official' : i === 3 ? 'live' : 'scheduled')))[0]
    expect(live?.target.code).toBe('H4')
    expect(live?.status).toBe('live')
    const next = gridBlocks(heats((i) => (i < 2 ? 'official' : i === 2 ? 'cancelled' : 'scheduled')))[0]
    expect(next?.target.code).toBe('H4')
    expect(next?.status).toBe('scheduled')
    const done = gridBlocks(heats(() => 'official'))[0]
    expect(done?.target.code).toBe('H1')
    expect(done?.status).toBe('official')
  })

  it('is cancelled only when every unit is, and delayed when a coming unit is', () => {
    expect(gridBlocks(heats(() => 'cancelled'))[0]?.status).toBe('cancelled')
    expect(gridBlocks(heats((i) => (i === 0 ? 'cancelled' : 'official')))[0]?.status).toBe('official')
    expect(gridBlocks(heats((i) => (i === 5 ? 'delayed' : 'scheduled')))[0]?.status).toBe('delayed')
    expect(gridBlocks(heats((i) => (i < 3 ? 'official' : 'unofficial')))[0]?.status).toBe('unofficial')
  })
})

describe('gridLanes', () => {
  const span = (start: number, end: number) => ({ start, end })

  it('puts blocks that overlap on different lanes and reuses a lane once it is free', () => {
    const { placed, laneCount } = gridLanes([span(0, 10), span(5, 15), span(10, 20), span(16, 30)])
    expect(placed.map((p) => p.lane)).toEqual([0, 1, 0, 1])
    expect(laneCount).toBe(2)
  })

  it('holds a lane for the minimum span of a short block', () => {
    expect(gridLanes([span(0, 1), span(5, 6)], 10).placed.map((p) => p.lane)).toEqual([0, 1])
    expect(gridLanes([span(0, 1), span(10, 11)], 10).placed.map((p) => p.lane)).toEqual([0, 0])
  })

  it('never lets two blocks of a lane overlap', () => {
    const blocks = Array.from({ length: 40 }, (_, i) => span((i * 37) % 100, ((i * 37) % 100) + 5 + (i % 7) * 9))
    const { placed } = gridLanes(blocks, 8)
    for (const a of placed) {
      for (const b of placed) {
        if (a === b || a.lane !== b.lane) continue
        const aEnd = Math.max(a.block.end, a.block.start + 8)
        const bEnd = Math.max(b.block.end, b.block.start + 8)
        expect(a.block.start >= bEnd || b.block.start >= aEnd).toBe(true)
      }
    }
  })
})

describe('headToHeadDisciplines', () => {
  it('names the disciplines with a unit of two competitors, whatever their other units say', () => {
    const side = { name: 'A', organisationCode: 'BRA', winner: null }
    const set = headToHeadDisciplines([
      { disciplineCode: 'BDM', competitors: [] },
      { disciplineCode: 'BDM', competitors: [side, side] },
      { disciplineCode: 'ATH', competitors: [] },
      { disciplineCode: null, competitors: [side, side] },
    ])
    expect([...set]).toEqual(['BDM'])
  })
})
