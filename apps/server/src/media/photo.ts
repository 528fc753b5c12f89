/** Placeholder "photos" for official media: a landscape of shapes from a seed, with the title as its label. */
import { escapeXml } from './svg.ts'

/** mulberry32 step, local so the renderer stays self-contained. */
function stream(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function renderPhotoSvg(title: string, seed: number): string {
  const next = stream(seed)
  const hue = Math.floor(next() * 360)
  const sky = `hsl(${hue} 60% 72%)`
  const horizon = `hsl(${(hue + 30) % 360} 55% 55%)`
  const shapes: string[] = []
  for (let i = 0; i < 6; i++) {
    const x = Math.round(next() * 640)
    const y = Math.round(220 + next() * 120)
    const r = Math.round(30 + next() * 90)
    shapes.push(
      `<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${(hue + 60 + i * 25) % 360} 45% ${30 + i * 6}%)" opacity="0.75"/>`,
    )
  }
  const label = escapeXml(title)
  // The caption line holds about 50 characters; the full title stays in the label.
  const caption = escapeXml(title.length > 50 ? `${title.slice(0, 49)}…` : title)
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 400" width="640" height="400" role="img" aria-label="${label}">`,
    `<title>${label}</title>`,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${horizon}"/></linearGradient></defs>`,
    '<rect width="640" height="400" fill="url(#sky)"/>',
    `<circle cx="${Math.round(80 + next() * 480)}" cy="80" r="36" fill="#fff8dc" opacity="0.9"/>`,
    ...shapes,
    '<rect y="340" width="640" height="60" fill="rgba(0,0,0,0.45)"/>',
    `<text x="20" y="370" dy="0.35em" font-family="system-ui, sans-serif" font-size="22" fill="#fff">${caption}</text>`,
    '</svg>',
  ].join('')
}
