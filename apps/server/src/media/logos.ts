/** Sponsor logos: a wordmark with a mark whose weight follows the sponsor's tier. Pure and deterministic. */
import { escapeXml, hash32 } from './svg.ts'

export type SponsorTier = 'master' | 'official' | 'supporter' | 'supplier'

const TIER_STYLE: Record<SponsorTier, { width: number; height: number; size: number }> = {
  master: { width: 320, height: 120, size: 30 },
  official: { width: 280, height: 100, size: 26 },
  supporter: { width: 240, height: 90, size: 22 },
  supplier: { width: 220, height: 80, size: 20 },
}

export function renderSponsorLogoSvg(name: string, tier: string): string {
  const style = TIER_STYLE[tier as SponsorTier] ?? TIER_STYLE.supplier
  const h = hash32(name)
  const hue = h % 360
  const colour = `hsl(${hue} 65% 38%)`
  const shape = h % 3
  const r = style.height * 0.28
  const cx = style.height * 0.5
  const cy = style.height * 0.5
  const mark =
    shape === 0
      ? `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${colour}"/>`
      : shape === 1
        ? `<rect x="${cx - r}" y="${cy - r}" width="${2 * r}" height="${2 * r}" rx="${r * 0.3}" fill="${colour}"/>`
        : `<path d="M${cx} ${cy - r}L${cx + r} ${cy + r}H${cx - r}z" fill="${colour}"/>`
  const label = escapeXml(name)
  const lines = wordmarkLines(name, style.width - style.height - 12, style.size)
  const lineHeight = lines.size * 1.15
  const firstY = cy - ((lines.text.length - 1) * lineHeight) / 2
  const text = lines.text
    .map(
      (line, i) =>
        `<text x="${style.height}" y="${firstY + i * lineHeight}" dy="0.35em" font-family="system-ui, sans-serif" font-size="${lines.size}" font-weight="700" fill="#1f2937">${escapeXml(line)}</text>`,
    )
    .join('')
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${style.width} ${style.height}" width="${style.width}" height="${style.height}" role="img" aria-label="${label}">`,
    `<title>${label}</title>`,
    `<rect width="${style.width}" height="${style.height}" rx="12" fill="#fff"/>`,
    mark,
    text,
    '</svg>',
  ].join('')
}

/** A bold sans-serif glyph's average width, as a share of the font size (a generous estimate: no text measuring here). */
const GLYPH_WIDTH = 0.62

/**
 * The wordmark in the space beside the mark: one line if it fits, else two lines split at the space nearest the
 * middle, the size shrunk until the longest line fits (a 390 px phone showed "Aurora Ener" cut off, issue 16).
 */
export function wordmarkLines(name: string, width: number, size: number): { text: string[]; size: number } {
  const fits = (line: string, at: number) => line.length * at * GLYPH_WIDTH <= width
  if (fits(name, size)) return { text: [name], size }
  const spaces = [...name.matchAll(/ /g)].map((m) => m.index ?? 0)
  const split = spaces.sort((a, b) => Math.abs(a - name.length / 2) - Math.abs(b - name.length / 2))[0]
  const text = split === undefined ? [name] : [name.slice(0, split), name.slice(split + 1)]
  const longest = Math.max(...text.map((line) => line.length))
  const shrunk = Math.min(size, Math.floor(width / (longest * GLYPH_WIDTH)))
  return { text, size: Math.max(shrunk, 10) }
}
