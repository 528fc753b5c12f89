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
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${style.width} ${style.height}" width="${style.width}" height="${style.height}" role="img" aria-label="${label}">`,
    `<title>${label}</title>`,
    `<rect width="${style.width}" height="${style.height}" rx="12" fill="#fff"/>`,
    mark,
    `<text x="${style.height}" y="${cy}" dy="0.35em" font-family="system-ui, sans-serif" font-size="${style.size}" font-weight="700" fill="#1f2937">${label}</text>`,
    '</svg>',
  ].join('')
}
