import { describe, expect, it } from 'vitest'
import { byLabel } from './content-reference-fields.tsx'

describe('the reference selects’ options', () => {
  it('read in the order of their labels in the page’s language, not the list’s', () => {
    // Paris 2024's disciplines arrive by their English names (3x3 Basketball, Archery, Artistic Gymnastics…).
    const options = [
      { value: 'BK3', label: 'Basquetebol 3x3' },
      { value: 'ARC', label: 'Tiro com Arco' },
      { value: 'GAR', label: 'Ginástica Artística' },
      { value: 'ATH', label: 'Atletismo' },
      { value: 'BKB', label: 'Basquetebol' },
    ]
    expect(byLabel(options, 'pt').map((o) => o.value)).toEqual(['ATH', 'BKB', 'BK3', 'GAR', 'ARC'])
    expect(options[0]?.value).toBe('BK3')
  })
})
