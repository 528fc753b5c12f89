import { type BrandPalette, brandPalettes } from '@podium/domain'
import { useEffect } from 'react'

const ROLES = {
  brand: 'brand',
  'brand-ink': 'brandInk',
  'brand-soft': 'brandSoft',
  'brand-strong': 'brandStrong',
} as const

/**
 * The games' brand colour (decision 050) over the app's own blue: both modes' palettes, derived at AA contrast by the
 * domain, as custom properties on <html> that styles.css prefers to its own (set through the CSSOM, which the content
 * security policy allows, unlike an inline stylesheet). Null removes them.
 */
export function useBrandColour(hex: string | null): void {
  useEffect(() => {
    const root = document.documentElement.style
    const palettes = hex ? brandPalettes(hex) : null
    for (const mode of ['light', 'dark'] as const) {
      for (const [name, key] of Object.entries(ROLES) as [string, keyof BrandPalette][]) {
        const property = `--games-${mode}-${name}`
        if (palettes) root.setProperty(property, palettes[mode][key])
        else root.removeProperty(property)
      }
    }
  }, [hex])
}
