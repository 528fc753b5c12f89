import { describe, expect, it } from 'vitest'
import { csvCell, toCsv } from './csv-export.ts'

describe('csvCell', () => {
  it('leaves plain text and numbers alone', () => {
    expect(csvCell('Ótimo app')).toBe('Ótimo app')
    expect(csvCell(-3)).toBe('-3')
    expect(csvCell(null)).toBe('')
  })
  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('a, b')).toBe('"a, b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"')
  })
  it('neutralises what a spreadsheet would run as a formula', () => {
    expect(csvCell('=cmd|/C calc')).toBe("'=cmd|/C calc")
    expect(csvCell('+1')).toBe("'+1")
    expect(csvCell('-1')).toBe("'-1")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('=HYPERLINK("x", "y")')).toBe(`"'=HYPERLINK(""x"", ""y"")"`)
  })
})

describe('toCsv', () => {
  it('starts with a byte-order mark and ends every row with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['1', '2'],
      ]),
    ).toBe('\uFEFFa,b\r\n1,2\r\n')
  })
})
