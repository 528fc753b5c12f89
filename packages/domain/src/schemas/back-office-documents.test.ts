import { describe, expect, it } from 'vitest'
import { DOCUMENT_MAX_BYTES, DocumentInputSchema, documentFileProblem } from './back-office-documents.ts'

const bytes = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0))
const pdf = (body: string) => bytes(`%PDF-1.4\n${body}\n%%EOF\n`)

describe('documentFileProblem', () => {
  it('accepts a plain PDF', () => {
    expect(documentFileProblem(pdf('1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj'))).toBeUndefined()
  })

  it('reads the content, not the name: anything not starting with %PDF- is refused', () => {
    expect(documentFileProblem(bytes('<html>%PDF-1.4</html>'))).toBe('fileNotPdf')
    expect(documentFileProblem(bytes(''))).toBe('fileNotPdf')
  })

  it('refuses scripts, launch actions and embedded files, also spelled with #xx escapes', () => {
    for (const body of [
      '<< /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>',
      '<< /AA << /O << /JS 5 0 R >> >> >>',
      '<< /S /Launch /F (calc.exe) >>',
      '<< /Names << /EmbeddedFiles 3 0 R >> >>',
      '<< /Type /EmbeddedFile >>',
      '<< /S /J#61vaScript >>',
    ]) {
      expect(documentFileProblem(pdf(body)), body).toBe('fileActiveContent')
    }
    // Names that only start like one are fine.
    expect(documentFileProblem(pdf('<< /JSON 1 /Launched 2 >>'))).toBeUndefined()
  })

  it('refuses actions run on opening or on an event, form submission and forms (issue 37)', () => {
    for (const body of [
      '<< /OpenAction << /S /URI /URI (https://evil.example) >> >>',
      '<< /OpenAction 7 0 R >>',
      '<< /Annots [<< /AA << /E 9 0 R >> >>] >>',
      '<< /S /SubmitForm /F (https://evil.example) >>',
      '<< /S /ImportData >>',
      '<< /AcroForm << /XFA 4 0 R >> >>',
    ]) {
      expect(documentFileProblem(pdf(body)), body).toBe('fileActiveContent')
    }
    // Opening at a page and a link to click are fine.
    expect(documentFileProblem(pdf('<< /OpenAction [3 0 R /FitH null] >>'))).toBeUndefined()
    expect(
      documentFileProblem(pdf('<< /Annots [<< /A << /S /URI /URI (https://games.example) >> >>] >>')),
    ).toBeUndefined()
  })

  it('reads inside compressed streams when given an inflater, object streams included', () => {
    const hidden = pdf('5 0 obj << /Type /ObjStm /Filter /FlateDecode /Length 20 >>\nstream\nSECRET\nendstream endobj')
    const inflater = (data: Uint8Array) =>
      String.fromCharCode(...data).trim() === 'SECRET' ? bytes('<< /S /JavaScript /JS (x) >>') : undefined
    expect(documentFileProblem(hidden)).toBeUndefined()
    expect(documentFileProblem(hidden, inflater)).toBe('fileActiveContent')
    expect(documentFileProblem(pdf('stream\nplain\nendstream'), inflater)).toBeUndefined()
  })

  it('finds a name cut by the chunk boundary and refuses more than 10 MB', () => {
    const padded = new Uint8Array(64 * 1024 + 100).fill(32)
    padded.set(bytes('%PDF-1.7'), 0)
    padded.set(bytes('/JavaScript'), 64 * 1024 - 4)
    expect(documentFileProblem(padded)).toBe('fileActiveContent')
    const big = new Uint8Array(DOCUMENT_MAX_BYTES + 1)
    big.set(bytes('%PDF-1.7'), 0)
    expect(documentFileProblem(big)).toBe('fileTooLarge')
  })
})

describe('DocumentInputSchema', () => {
  const valid = { kind: 'communication', titles: { pt: 'Aviso' }, priority: 3, publishedAt: '2026-07-14T14:00:00Z' }
  it('needs Portuguese, a priority of 1 to 5 and a publication instant', () => {
    expect(DocumentInputSchema.parse(valid)).toMatchObject({ disciplineCode: null, titles: { en: '' } })
    const bad = DocumentInputSchema.safeParse({ ...valid, titles: { pt: '' }, priority: 6, publishedAt: 'tomorrow' })
    expect(bad.success).toBe(false)
    expect(bad.error?.issues.map((i) => i.message).sort()).toEqual([
      'Enter the publication date and time',
      'Priority must be between 1 and 5',
      'The Portuguese text is required',
    ])
  })
})
