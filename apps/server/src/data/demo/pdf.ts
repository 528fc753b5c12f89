/** Small, deterministic PDF documents (pdf-lib, standard Helvetica). */
import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib'

export interface PdfContent {
  /** The games' name, printed as the header. */
  header: string
  title: string
  subtitle?: string
  /** Printed under the title, e.g. "Published 14 July 2026 18:30". */
  dateLine: string
  paragraphs: string[]
  /** Monospaced-looking rows of a results table. */
  table?: { columns: readonly number[]; rows: string[][] }
  /** Fixed so the bytes are the same on every run. */
  date: Date
}

const EXTRA = new Set('–—‘’“”•…€ŠšŽžŒœŸ'.split(''))
const FOLD: Record<string, string> = { ə: 'e', Ə: 'E', ı: 'i', İ: 'I', ł: 'l', Ł: 'L', đ: 'd', Đ: 'D' }

/** Standard PDF fonts only encode WinAnsi: fold anything else to its base letter. */
export function toWinAnsi(text: string): string {
  let out = ''
  for (const c of text) {
    const code = c.codePointAt(0) ?? 63
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || EXTRA.has(c)) out += c
    else if (FOLD[c]) out += FOLD[c]
    else {
      const base = c.normalize('NFD')[0] ?? '?'
      out += (base.codePointAt(0) ?? 0) < 0x7f ? base : '?'
    }
  }
  return out
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line)
      line = word
    } else line = next
  }
  if (line) lines.push(line)
  return lines
}

export async function renderPdf(content: PdfContent): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false })
  doc.setTitle(toWinAnsi(content.title))
  doc.setAuthor('Podium')
  doc.setCreationDate(content.date)
  doc.setModificationDate(content.date)
  const regular = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const [width, height] = [595.28, 841.89]
  const margin = 50
  let page = doc.addPage([width, height])
  let y = height - margin
  const ensure = (space: number) => {
    if (y - space < margin) {
      page = doc.addPage([width, height])
      y = height - margin
    }
  }
  const text = (value: string, size: number, font: PDFFont, x = margin, color = rgb(0.1, 0.1, 0.15)) => {
    ensure(size + 4)
    page.drawText(toWinAnsi(value), { x, y, size, font, color })
  }
  page.drawRectangle({ x: 0, y: height - 28, width, height: 28, color: rgb(0, 0.45, 0.81) })
  page.drawText(toWinAnsi(content.header), { x: margin, y: height - 19, size: 10, font: bold, color: rgb(1, 1, 1) })
  y -= 20
  for (const line of wrap(toWinAnsi(content.title), bold, 16, width - 2 * margin)) {
    text(line, 16, bold)
    y -= 20
  }
  if (content.subtitle) {
    text(content.subtitle, 11, regular, margin, rgb(0.35, 0.35, 0.4))
    y -= 16
  }
  text(content.dateLine, 9, regular, margin, rgb(0.45, 0.45, 0.5))
  y -= 22
  for (const paragraph of content.paragraphs) {
    for (const line of wrap(toWinAnsi(paragraph), regular, 10, width - 2 * margin)) {
      text(line, 10, regular)
      y -= 14
    }
    y -= 6
  }
  if (content.table) {
    const { columns, rows } = content.table
    rows.forEach((row, i) => {
      ensure(14)
      row.forEach((cell, c) => {
        text(cell, 9, i === 0 ? bold : regular, margin + (columns[c] ?? 0))
      })
      y -= 13
    })
  }
  return doc.save()
}
