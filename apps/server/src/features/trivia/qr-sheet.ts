import { LOCALES, type LocalizedText, winAnsi } from '@podium/domain'
import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib'
import { qrMatrix } from '../../media/qr-matrix.ts'

/** A4 in PDF points. */
const PAGE = { width: 595.28, height: 841.89 }
const MARGIN = 48
/** The QR code's side: about 13 cm, readable by a phone from a couple of metres on a poster. */
const QR_SIDE = 380
/** The quiet zone around the code, in modules (the standard asks for 4). */
const QUIET = 4

function centered(page: ReturnType<PDFDocument['addPage']>, text: string, font: PDFFont, size: number, y: number) {
  let line = winAnsi(text)
  while (line.length > 1 && font.widthOfTextAtSize(line, size) > PAGE.width - 2 * MARGIN) line = line.slice(0, -2)
  const width = font.widthOfTextAtSize(line, size)
  page.drawText(line, { x: (PAGE.width - width) / 2, y, size, font, color: rgb(0.1, 0.1, 0.15) })
}

export interface QrSheet {
  gamesName: string
  titles: LocalizedText
  /** The value the QR code holds, also printed for typing in. */
  code: string
  /** Where to type the code when the camera cannot read it. */
  scanUrl: string
  /** Fixed so the same trivia prints the same bytes. */
  date: Date
}

/**
 * One A4 page: the games' name, the trivia's title (Portuguese, then each other language that differs), the QR code
 * drawn as vector squares (sharp at any print size), and the link and code to type in.
 */
export async function renderQrSheet(sheet: QrSheet): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false })
  doc.setTitle(winAnsi(`${sheet.titles.pt} - QR`))
  doc.setCreationDate(sheet.date)
  doc.setModificationDate(sheet.date)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const regular = await doc.embedFont(StandardFonts.Helvetica)
  const mono = await doc.embedFont(StandardFonts.Courier)
  const page = doc.addPage([PAGE.width, PAGE.height])

  let y = PAGE.height - MARGIN - 14
  centered(page, sheet.gamesName, regular, 14, y)
  y -= 40
  centered(page, sheet.titles.pt, bold, 26, y)
  const others = LOCALES.filter((l) => l !== 'pt' && sheet.titles[l].trim() && sheet.titles[l] !== sheet.titles.pt)
  for (const locale of others) {
    y -= 22
    centered(page, sheet.titles[locale], regular, 15, y)
  }

  const matrix = qrMatrix(sheet.code)
  const modules = matrix.length + 2 * QUIET
  const cell = QR_SIDE / modules
  const left = (PAGE.width - QR_SIDE) / 2
  const top = y - 24
  matrix.forEach((row, r) => {
    row.forEach((dark, c) => {
      if (!dark) return
      // Squares overlap by a hair so no white seam shows between neighbours in a viewer.
      page.drawRectangle({
        x: left + (c + QUIET) * cell,
        y: top - (r + QUIET + 1) * cell,
        width: cell + 0.2,
        height: cell + 0.2,
        color: rgb(0, 0, 0),
      })
    })
  })

  y = top - QR_SIDE - 30
  centered(page, 'Leia este código na app, ou escreva o código abaixo em:', regular, 13, y)
  y -= 18
  centered(page, 'Scan this code in the app, or type the code below at:', regular, 13, y)
  y -= 26
  centered(page, `${sheet.scanUrl}`, regular, 12, y)
  y -= 30
  centered(page, sheet.code, mono, 16, y)
  return doc.save()
}
