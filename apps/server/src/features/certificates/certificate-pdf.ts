import { type CertificateStatus, LOCALE_TAGS, type Locale, winAnsi } from '@podium/domain'
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib'
import { qrMatrix } from '../../media/qr-matrix.ts'
import { CERTIFICATE_WORDS } from './certificate-texts.ts'

/** A4 landscape in PDF points. */
const PAGE = { width: 841.89, height: 595.28 }
const MARGIN = 56
const QR_SIDE = 120
const QUIET = 4
const INK = rgb(0.1, 0.1, 0.15)

export interface CertificateSheet {
  locale: Locale
  holderName: string
  title: string
  gamesName: string
  issuedAt: Date
  expiresAt: Date | null
  timeZone: string
  code: string
  verifyUrl: string
  status: CertificateStatus
}

function centered(page: PDFPage, text: string, font: PDFFont, size: number, y: number) {
  let line = winAnsi(text)
  while (line.length > 1 && font.widthOfTextAtSize(line, size) > PAGE.width - 2 * MARGIN) line = line.slice(0, -2)
  page.drawText(line, { x: (PAGE.width - font.widthOfTextAtSize(line, size)) / 2, y, size, font, color: INK })
}

/**
 * One A4 landscape page in the holder's language: the games, the title, the holder's name, the dates, and the
 * verification code with its QR (vector squares) pointing at the public verification page. The standard fonts write
 * WinAnsi only, so letters outside it are folded (ə → e), as on the trivia QR sheet.
 */
export async function renderCertificatePdf(sheet: CertificateSheet): Promise<Uint8Array> {
  const words = CERTIFICATE_WORDS[sheet.locale]
  const day = (d: Date) =>
    new Intl.DateTimeFormat(LOCALE_TAGS[sheet.locale], { dateStyle: 'long', timeZone: sheet.timeZone }).format(d)
  const doc = await PDFDocument.create({ updateMetadata: false })
  doc.setTitle(winAnsi(`${sheet.title} - ${sheet.holderName}`))
  doc.setCreationDate(sheet.issuedAt)
  doc.setModificationDate(sheet.issuedAt)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const regular = await doc.embedFont(StandardFonts.Helvetica)
  const mono = await doc.embedFont(StandardFonts.Courier)
  const page = doc.addPage([PAGE.width, PAGE.height])
  page.drawRectangle({
    x: 24,
    y: 24,
    width: PAGE.width - 48,
    height: PAGE.height - 48,
    borderColor: INK,
    borderWidth: 2,
  })

  let y = PAGE.height - MARGIN - 20
  centered(page, sheet.gamesName, regular, 16, y)
  y -= 48
  centered(page, words.heading.toUpperCase(), bold, 34, y)
  y -= 40
  centered(page, sheet.title, bold, 22, y)
  y -= 44
  centered(page, words.awardedTo, regular, 14, y)
  y -= 34
  centered(page, sheet.holderName, bold, 28, y)
  y -= 36
  const until = sheet.expiresAt ? words.validUntil(day(sheet.expiresAt)) : words.noExpiry
  centered(page, `${words.issued(day(sheet.issuedAt))}  ·  ${until}`.replace('·', '-'), regular, 13, y)
  if (sheet.status !== 'valid') {
    y -= 30
    centered(page, sheet.status === 'revoked' ? words.revoked : words.expired, bold, 20, y)
  }

  const matrix = qrMatrix(sheet.verifyUrl)
  const cell = QR_SIDE / (matrix.length + 2 * QUIET)
  const left = MARGIN
  const bottom = MARGIN - 8
  matrix.forEach((row, r) => {
    row.forEach((dark, c) => {
      if (!dark) return
      page.drawRectangle({
        x: left + (c + QUIET) * cell,
        y: bottom + QR_SIDE - (r + QUIET + 1) * cell,
        width: cell + 0.2,
        height: cell + 0.2,
        color: rgb(0, 0, 0),
      })
    })
  })
  const textX = left + QR_SIDE + 16
  page.drawText(winAnsi(words.code), { x: textX, y: bottom + 78, size: 11, font: regular, color: INK })
  page.drawText(sheet.code, { x: textX, y: bottom + 58, size: 16, font: mono, color: INK })
  page.drawText(winAnsi(words.verify), { x: textX, y: bottom + 36, size: 11, font: regular, color: INK })
  page.drawText(winAnsi(sheet.verifyUrl), { x: textX, y: bottom + 20, size: 10, font: regular, color: INK })
  return doc.save()
}
