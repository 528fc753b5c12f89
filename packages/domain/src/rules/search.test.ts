import { describe, expect, it } from 'vitest'
import type { SearchEntry } from '../schemas/search.ts'
import { prepareSearchEntries, searchEntries } from './search.ts'

const entries = prepareSearchEntries([
  { kind: 'athlete', name: 'HERNÁNDEZ Lucía', detail: 'México', path: '/participants/profile/1' },
  { kind: 'athlete', name: 'SILVA Ana', detail: 'Brasil', path: '/participants/profile/2' },
  { kind: 'athlete', name: 'SILVA Bruno', detail: 'Portugal', path: '/participants/profile/3' },
  { kind: 'athlete', name: 'ƏLİYEV Şahin', detail: 'Azərbaycan', path: '/participants/profile/4' },
  { kind: 'delegation', name: 'Brasil', detail: 'BRA', path: '/participants/delegations/BRA' },
  { kind: 'discipline', name: 'Natação', detail: null, path: '/discipline/swimming' },
  { kind: 'venue', name: 'Centro Aquático', detail: null, path: '/venues' },
  {
    kind: 'event',
    name: 'Natação 100 m livre masculino',
    detail: 'Natação',
    path: '/discipline/swimming/competitions',
  },
] satisfies SearchEntry[])

const names = (query: string) => searchEntries(entries, query).flatMap((g) => g.entries.map((e) => e.name))

describe('searchEntries', () => {
  it('ignores case and accents, both ways', () => {
    expect(names('hernandez')).toEqual(['HERNÁNDEZ Lucía'])
    expect(names('HERNÁNDEZ')).toEqual(['HERNÁNDEZ Lucía'])
    expect(names('sahin eliyev')).toEqual(['ƏLİYEV Şahin'])
    expect(names('natacao')).toEqual(['Natação', 'Natação 100 m livre masculino'])
  })

  it('takes words in any order and a word from the detail line, but one must be in the name', () => {
    expect(names('ana silva')).toEqual(['SILVA Ana'])
    expect(names('silva brasil')).toEqual(['SILVA Ana'])
    expect(names('brasil')).toEqual(['Brasil'])
  })

  it('groups by kind in the fixed order, the best match first', () => {
    const groups = searchEntries(entries, 'a')
    expect(groups).toEqual([]) // one letter finds nothing
    const silva = searchEntries(entries, 'silva')
    expect(silva.map((g) => g.kind)).toEqual(['athlete'])
    expect(searchEntries(entries, 'nata').map((g) => g.kind)).toEqual(['discipline', 'event'])
    const prefixFirst = prepareSearchEntries([
      { kind: 'venue', name: 'Arena Centro', detail: null, path: '/venues' },
      { kind: 'venue', name: 'Centro Aquático', detail: null, path: '/venues' },
    ])
    expect(searchEntries(prefixFirst, 'centro')[0]?.entries.map((e) => e.name)).toEqual([
      'Centro Aquático',
      'Arena Centro',
    ])
  })

  it('shows at most the limit per kind', () => {
    const many = prepareSearchEntries(
      Array.from({ length: 12 }, (_, i) => ({
        kind: 'athlete' as const,
        name: `SILVA ${i}`,
        detail: null,
        path: `/participants/profile/${i}`,
      })),
    )
    expect(searchEntries(many, 'silva')[0]?.entries).toHaveLength(5)
    expect(searchEntries(many, 'silva', 8)[0]?.entries).toHaveLength(8)
  })
})
