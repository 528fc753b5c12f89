/**
 * The avatar served as an athlete's or ambassador's photo: initials on a colour chosen from the id. Pure, so the
 * server can render it on request and the same id always gets the same picture.
 */
import { escapeXml, hash32, initials } from './svg.ts'

export interface AvatarInput {
  id: string
  name: string
  gender?: string | null
}

export function renderAvatarSvg({ id, name, gender }: AvatarInput): string {
  const h = hash32(id)
  const hue = h % 360
  const background = `hsl(${hue} 55% 38%)`
  const accent = `hsl(${(hue + 40) % 360} 60% 70%)`
  // The shoulders' cut differs a little by gender; the colour never depends on it.
  const shoulders = gender === 'W' ? 'M18 128c4-26 22-38 46-38s42 12 46 38z' : 'M14 128c2-28 22-40 50-40s48 12 50 40z'
  const label = escapeXml(name)
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" width="128" height="128" role="img" aria-label="${label}">`,
    `<title>${label}</title>`,
    `<rect width="128" height="128" rx="16" fill="${background}"/>`,
    `<path d="${shoulders}" fill="${accent}" opacity="0.35"/>`,
    `<text x="64" y="64" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="44" font-weight="600" fill="#fff">${escapeXml(initials(name))}</text>`,
    '</svg>',
  ].join('')
}
