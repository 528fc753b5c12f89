/**
 * My day as an A4 PDF (decision 088), drawn in the browser from exactly what the page shows, with pdf-lib — the
 * library the server's certificates use. Only the page imports this module, on demand (`import()`), so pdf-lib is
 * a chunk of its own fetched when someone saves or shares the PDF, never with a main screen.
 */
import { winAnsi } from '@podium/domain'
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib'

/** What the PDF prints: the page's texts, already translated and formatted. */
export interface MyDaySheet {
  title: string
  subtitle: string
  /** "Times in …", "Data as of …". */
  notes: string[]
  unitsHeading: string
  rows: { time: string; title: string; detail: string; who: string; venue: string }[]
  emptyText: string
  venuesHeading: string
  venues: { name: string; lines: string }[]
  createdAt: Date
}

/** A4 portrait in PDF points. */
const PAGE = { width: 595.28, height: 841.89 }
const MARGIN = 42
const INK = rgb(0, 0, 0)
const MUTED = rgb(0.3, 0.33, 0.38)
const RULE = rgb(0.78, 0.8, 0.85)
const TIME_WIDTH = 56

/** Splits a text into lines that fit `width` at `size` (words kept whole unless one alone is too wide). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of winAnsi(text).split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word
    if (font.widthOfTextAtSize(next, size) <= width) line = next
    else {
      if (line) lines.push(line)
      let rest = word
      while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
        let cut = rest.length - 1
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1
        lines.push(rest.slice(0, cut))
        rest = rest.slice(cut)
      }
      line = rest
    }
  }
  if (line) lines.push(line)
  return lines
}

export async function renderMyDayPdf(sheet: MyDaySheet): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.setTitle(winAnsi(`${sheet.title} - ${sheet.subtitle}`))
  doc.setCreationDate(sheet.createdAt)
  doc.setModificationDate(sheet.createdAt)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const regular = await doc.embedFont(StandardFonts.Helvetica)
  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height])
  let y = PAGE.height - MARGIN
  const room = (height: number) => {
    if (y - height < MARGIN) {
      page = doc.addPage([PAGE.width, PAGE.height])
      y = PAGE.height - MARGIN
    }
  }
  const text = (line: string, x: number, size: number, font: PDFFont, color = INK) =>
    page.drawText(line, { x, y, size, font, color })
  const paragraph = (value: string, x: number, width: number, size: number, font: PDFFont, color = INK) => {
    for (const line of wrap(value, font, size, width)) {
      room(size + 3)
      y -= size
      text(line, x, size, font, color)
      y -= 3
    }
  }
  const full = PAGE.width - 2 * MARGIN

  paragraph(sheet.title, MARGIN, full, 20, bold)
  paragraph(sheet.subtitle, MARGIN, full, 13, regular)
  y -= 4
  for (const note of sheet.notes) paragraph(note, MARGIN, full, 9, regular, MUTED)
  y -= 10

  paragraph(sheet.unitsHeading, MARGIN, full, 14, bold)
  y -= 4
  if (sheet.rows.length === 0) paragraph(sheet.emptyText, MARGIN, full, 11, regular)
  const body = full - TIME_WIDTH
  for (const row of sheet.rows) {
    const lines = [
      ...wrap(row.title, bold, 11, body).map((l) => ({ l, font: bold, size: 11, color: INK })),
      ...wrap(row.detail, regular, 9, body).map((l) => ({ l, font: regular, size: 9, color: MUTED })),
      ...wrap(row.who, regular, 9, body).map((l) => ({ l, font: regular, size: 9, color: INK })),
      ...wrap(row.venue, regular, 9, body).map((l) => ({ l, font: regular, size: 9, color: MUTED })),
    ]
    const height = lines.reduce((sum, line) => sum + line.size + 3, 0) + 8
    room(height)
    page.drawLine({
      start: { x: MARGIN, y },
      end: { x: PAGE.width - MARGIN, y },
      thickness: 0.5,
      color: RULE,
    })
    y -= 6
    const top = y
    y -= 11
    text(winAnsi(row.time), MARGIN, 11, bold)
    y = top
    for (const line of lines) {
      y -= line.size
      text(line.l, MARGIN + TIME_WIDTH, line.size, line.font, line.color)
      y -= 3
    }
    y -= 2
  }
  y -= 12

  if (sheet.venues.length > 0) {
    room(40)
    paragraph(sheet.venuesHeading, MARGIN, full, 14, bold)
    y -= 4
    for (const venue of sheet.venues) {
      room(30)
      paragraph(venue.name, MARGIN, full, 11, bold)
      paragraph(venue.lines, MARGIN + 10, full - 10, 9, regular, MUTED)
      y -= 4
    }
  }
  return doc.save()
}
