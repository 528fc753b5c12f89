/** WCAG relative luminance of #RRGGBB (undefined for anything else). */
export function relativeLuminance(hex: string): number | undefined {
  const m = /^#?([\da-f]{2})([\da-f]{2})([\da-f]{2})$/i.exec(hex)
  if (!m) return undefined
  const channel = (h: string) => {
    const c = Number.parseInt(h, 16) / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(m[1] ?? '0') + 0.7152 * channel(m[2] ?? '0') + 0.0722 * channel(m[3] ?? '0')
}

export const INK_LIGHT = '#ffffff'
export const INK_DARK = '#0b1220'

/** Black or white text, whichever reads better (WCAG contrast) on a colour: a transport line's badge. */
export function inkOn(hex: string): string {
  const l = relativeLuminance(hex)
  if (l === undefined) return INK_LIGHT
  // Contrast with white is 1.05 / (l + 0.05), with black (l + 0.05) / 0.05: pick the larger.
  return 1.05 / (l + 0.05) >= (l + 0.05) / 0.05 ? INK_LIGHT : INK_DARK
}

/** The contrast ratio (1–21) between a colour and the ink `inkOn` picks for it. */
export function inkContrast(hex: string): number {
  const l = relativeLuminance(hex) ?? 0
  const ink = relativeLuminance(inkOn(hex)) ?? 1
  const [hi, lo] = l > ink ? [l, ink] : [ink, l]
  return (hi + 0.05) / (lo + 0.05)
}

/** The WCAG contrast ratio (1–21) between two #RRGGBB colours. */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a) ?? 0
  const lb = relativeLuminance(b) ?? 0
  const [hi, lo] = la > lb ? [la, lb] : [lb, la]
  return (hi + 0.05) / (lo + 0.05)
}

const channels = (hex: string): number[] => {
  const m = /^#?([\da-f]{2})([\da-f]{2})([\da-f]{2})$/i.exec(hex)
  return m ? [m[1], m[2], m[3]].map((h) => Number.parseInt(h ?? '0', 16)) : [0, 0, 0]
}

/** `a` mixed with a share `t` (0–1) of `b`, in sRGB: what the screens' tints are made of. */
export function mixColours(a: string, b: string, t: number): string {
  const [ca, cb] = [channels(a), channels(b)]
  return `#${ca
    .map((v, i) =>
      Math.round(v + ((cb[i] ?? 0) - v) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
}

/** `colour` moved towards `towards` in small steps until it reaches `ratio` against every colour of `against`. */
function reachContrast(colour: string, towards: string, against: readonly string[], ratio: number): string {
  let result = colour
  for (let step = 1; step <= 20 && against.some((c) => contrastRatio(result, c) < ratio); step++) {
    result = mixColours(colour, towards, step / 20)
  }
  return result
}

/** The colours the screens derive from the games' brand colour, for one colour mode. */
export interface BrandPalette {
  brand: string
  brandInk: string
  brandSoft: string
  brandStrong: string
}

/** The page, surfaces and muted surfaces of each mode (apps/web/src/styles.css): the brand must read on all. */
export const MODE_SURFACES = {
  light: ['#ffffff', '#f3f5fa', '#eaeef6'],
  dark: ['#0a0f1c', '#121a2b', '#1b2539'],
} as const

const AA = 4.5

/**
 * The games' brand colour made into both modes' palettes (decision 050), every text pair at AA whatever colour the
 * organiser picked: in light mode the colour darkened until white text reads on it and it reads on the pages; in dark
 * mode lightened until it reads on the dark surfaces (with dark text on it); the soft tint and the strong text colour
 * beside it likewise.
 */
export function brandPalettes(hex: string): { light: BrandPalette; dark: BrandPalette } {
  const black = '#000000'
  const white = '#ffffff'
  const lightBrand = reachContrast(hex, black, MODE_SURFACES.light, AA)
  const lightSoft = mixColours(lightBrand, white, 0.88)
  const lightStrong = reachContrast(mixColours(lightBrand, black, 0.35), black, [...MODE_SURFACES.light, lightSoft], AA)
  const darkBrand = reachContrast(mixColours(hex, white, 0.35), white, MODE_SURFACES.dark, AA)
  const darkSoft = mixColours(hex, MODE_SURFACES.dark[1], 0.75)
  const darkStrong = reachContrast(mixColours(darkBrand, white, 0.5), white, [...MODE_SURFACES.dark, darkSoft], AA)
  return {
    light: { brand: lightBrand, brandInk: white, brandSoft: lightSoft, brandStrong: lightStrong },
    dark: { brand: darkBrand, brandInk: MODE_SURFACES.dark[0], brandSoft: darkSoft, brandStrong: darkStrong },
  }
}
