import { escapeXml } from './svg.ts'

/** A link preview's picture (decision 083): what a page shows, said in names and numbers, no words to translate. */
export interface ShareCard {
  /** The games' name, above the title ('' when the title is the games' name). */
  site: string
  title: string
  subtitle: string | null
  /** Gold, silver and bronze shown large (an athlete's or a delegation's medals), or none. */
  tally?: { gold: number; silver: number; bronze: number } | undefined
  rows: ShareRow[]
  /** Whether the rows carry medal counts (the medal table): three disc headings above their columns. */
  countColumns?: boolean
}

export interface ShareRow {
  rank: string | null
  name: string
  code: string | null
  /** The result, time or score; or the medal counts of a medal table row. */
  value: string | null
  counts?: readonly [number, number, number]
  medal?: 'GOLD' | 'SILVER' | 'BRONZE' | null
}

export const SHARE_IMAGE_WIDTH = 1200
export const SHARE_IMAGE_HEIGHT = 630
/** The bundled fonts' family (dejavu-fonts-ttf): Latin, Azerbaijani and Cyrillic letters, and no system font needed. */
export const SHARE_FONT_FAMILY = 'DejaVu Sans'

const MEDAL_FILL = { GOLD: '#d4a017', SILVER: '#9aa3ad', BRONZE: '#b26a3c' } as const
const INK = '#0f172a'
const MUTED = '#475569'
const BRAND = '#1d4ed8'

/** Text cut to fit a width at a size (DejaVu Sans averages about 0.6 em a letter, bold 0.66). */
export function fitText(text: string, widthPx: number, sizePx: number, bold = false): string {
  const max = Math.max(4, Math.floor(widthPx / (sizePx * (bold ? 0.66 : 0.6))))
  const letters = [...text]
  return letters.length <= max
    ? text
    : `${letters
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`
}

const text = (x: number, y: number, size: number, content: string, attrs = '') =>
  `<text x="${x}" y="${y}" font-size="${size}" ${attrs}>${escapeXml(content)}</text>`

const disc = (cx: number, cy: number, r: number, medal: keyof typeof MEDAL_FILL) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${MEDAL_FILL[medal]}"/>`

/** The card as SVG, 1200×630 (Open Graph's size), for the renderer to rasterise. */
export function shareCardSvg(card: ShareCard): string {
  const parts: string[] = []
  parts.push(`<rect width="${SHARE_IMAGE_WIDTH}" height="${SHARE_IMAGE_HEIGHT}" fill="#f8fafc"/>`)
  parts.push(`<rect width="24" height="${SHARE_IMAGE_HEIGHT}" fill="${BRAND}"/>`)
  if (card.site) parts.push(text(80, 92, 30, fitText(card.site, 1040, 30), `fill="${BRAND}" font-weight="bold"`))
  // A long title (an event's full name) takes a smaller size before it is cut.
  const titleSize = fitText(card.title, 1040, 60, true) === card.title ? 60 : 46
  parts.push(text(80, 168, titleSize, fitText(card.title, 1040, titleSize, true), `fill="${INK}" font-weight="bold"`))
  let y = 168
  if (card.subtitle) {
    y += 56
    parts.push(text(80, y, 34, fitText(card.subtitle, 1040, 34), `fill="${MUTED}"`))
  }
  if (card.tally) {
    y += 110
    const medals = [
      ['GOLD', card.tally.gold],
      ['SILVER', card.tally.silver],
      ['BRONZE', card.tally.bronze],
    ] as const
    medals.forEach(([medal, count], i) => {
      const x = 80 + i * 220
      parts.push(disc(x + 36, y - 26, 36, medal))
      parts.push(text(x + 92, y - 4, 64, String(count), `fill="${INK}" font-weight="bold"`))
    })
  }
  const rowHeight = 62
  let rowY = y + (card.tally ? 80 : 90)
  if (card.countColumns && card.rows.length > 0) {
    ;(['GOLD', 'SILVER', 'BRONZE'] as const).forEach((medal, i) => {
      parts.push(disc(860 + i * 100, rowY - 34, 16, medal))
    })
    rowY += 16
  }
  for (const row of card.rows) {
    if (rowY > SHARE_IMAGE_HEIGHT - 24) break
    parts.push(`<line x1="80" y1="${rowY - 46}" x2="1140" y2="${rowY - 46}" stroke="#e2e8f0" stroke-width="2"/>`)
    if (row.medal) parts.push(disc(102, rowY - 12, 18, row.medal))
    else if (row.rank) parts.push(text(80, rowY, 32, row.rank, `fill="${MUTED}" font-weight="bold"`))
    const nameWidth = row.counts ? 620 : row.value ? 660 : 900
    parts.push(text(150, rowY, 34, fitText(row.name, nameWidth, 34), `fill="${INK}"`))
    if (row.code) parts.push(text(150 + nameWidth + 20, rowY, 28, row.code, `fill="${MUTED}"`))
    if (row.counts) {
      row.counts.forEach((count, i) => {
        parts.push(
          text(860 + i * 100, rowY, 34, String(count), `fill="${INK}" font-weight="bold" text-anchor="middle"`),
        )
      })
    } else if (row.value) {
      parts.push(
        text(1140, rowY, 34, fitText(row.value, 220, 34), `fill="${INK}" font-weight="bold" text-anchor="end"`),
      )
    }
    rowY += rowHeight
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_IMAGE_WIDTH}" height="${SHARE_IMAGE_HEIGHT}" viewBox="0 0 ${SHARE_IMAGE_WIDTH} ${SHARE_IMAGE_HEIGHT}" font-family="${SHARE_FONT_FAMILY}">${parts.join('')}</svg>`
}
