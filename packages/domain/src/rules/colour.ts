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
