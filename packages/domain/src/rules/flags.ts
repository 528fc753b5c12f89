import { iso2FromIoc } from '../codes/countries.ts'

/**
 * Flag images (docs/product-rules.md §7, §9). Local images are served by the web app:
 *   /flags/{iso2}.svg            one per ISO alpha-2 code, lowercase (br.svg, az.svg)
 *   /flags/special/bye.svg       a bye (no opponent): codes BYE, JPA and BR
 *   /flags/special/jpn.svg       the Japanese flag: code JPN
 *   /flags/special/row.svg       the ROW image: code RW
 *   /flags/special/tte.svg       the TTE image: code CO
 *   /flags/unknown.svg           the fallback for anything else
 */
export const FLAG_FALLBACK_URL = '/flags/unknown.svg'

export const SPECIAL_FLAG_URLS = {
  bye: '/flags/special/bye.svg',
  jpn: '/flags/special/jpn.svg',
  row: '/flags/special/row.svg',
  tte: '/flags/special/tte.svg',
} as const

/**
 * The special cases of docs/product-rules.md §9, checked on the code as given, before any conversion. So BRA still
 * gives Brazil's flag, but the bare two-letter codes BR, RW and CO are taken by the special images (the product rule,
 * kept as is).
 */
const SPECIAL_FLAG_CODES: Readonly<Record<string, string>> = {
  JPA: SPECIAL_FLAG_URLS.bye,
  BR: SPECIAL_FLAG_URLS.bye,
  BYE: SPECIAL_FLAG_URLS.bye,
  JPN: SPECIAL_FLAG_URLS.jpn,
  RW: SPECIAL_FLAG_URLS.row,
  CO: SPECIAL_FLAG_URLS.tte,
}

/** The public flag image service (docs/product-rules.md §7): `${base}/w80/${iso2}.png` serves an 80 px wide PNG. */
export const DEFAULT_REMOTE_FLAG_BASE = 'https://flagcdn.com'

export interface FlagImageOptions {
  /** Use the public flag service instead of the local images (special cases and the fallback stay local). */
  remote?: boolean
  /** Base address of the flag service; defaults to DEFAULT_REMOTE_FLAG_BASE. */
  remoteBase?: string
}

// Many teams have no ISO code (AIN, EOR, mixed teams): a missing flag is expected, not worth a warning per image.
const ignoreWarning = (): void => {}

/** The flag image URL of an organisation or country code (IOC three-letter or ISO two-letter). */
export function flagImage(code: string | null | undefined, options: FlagImageOptions = {}): string {
  const normalized = (code ?? '').trim().toUpperCase()
  const special = SPECIAL_FLAG_CODES[normalized]
  if (special) return special

  let iso2: string | undefined
  if (/^[A-Z]{2}$/.test(normalized)) iso2 = normalized
  else if (/^[A-Z]{3}$/.test(normalized)) iso2 = iso2FromIoc(normalized, ignoreWarning)
  if (!iso2) return FLAG_FALLBACK_URL

  const lower = iso2.toLowerCase()
  if (options.remote) {
    const base = (options.remoteBase ?? DEFAULT_REMOTE_FLAG_BASE).replace(/\/+$/, '')
    return `${base}/w80/${lower}.png`
  }
  return `/flags/${lower}.svg`
}
