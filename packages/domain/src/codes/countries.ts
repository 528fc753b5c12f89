import { IOC_COUNTRY_ROWS } from './country-table.ts'

export interface IocCountry {
  /** IOC three-letter code, e.g. BRA. */
  ioc: string
  /** ISO 3166-1 alpha-2, e.g. BR; null for teams with no ISO equivalent (AIN, EOR, historic teams). */
  iso2: string | null
  iso3: string | null
  name: string
}

export const IOC_COUNTRIES: readonly IocCountry[] = IOC_COUNTRY_ROWS.map(([ioc, iso2, iso3, name]) => ({
  ioc,
  iso2,
  iso3,
  name,
}))

const byIoc = new Map(IOC_COUNTRIES.map((c) => [c.ioc, c]))
const byIso2 = new Map(IOC_COUNTRIES.flatMap((c) => (c.iso2 ? [[c.iso2, c] as const] : [])))

// The package compiles without DOM or Node types, so it declares the one console method it needs.
declare const console: { warn(...data: unknown[]): void }
const logWarning = (message: string): void => console.warn(message)

/** The country of an IOC code, case-insensitive; undefined, silently, when unknown. */
export function countryByIoc(code: string | null | undefined): IocCountry | undefined {
  return typeof code === 'string' ? byIoc.get(code.trim().toUpperCase()) : undefined
}

/**
 * IOC → ISO alpha-2 by docs/product-rules.md §5's conversion rule: the input must be a non-empty string of exactly 3
 * characters; it is uppercased and must be a known entry with an ISO code. Otherwise a warning is logged and undefined
 * returned. `warn` defaults to console.warn; pass another sink to collect or silence the warning.
 */
export function iso2FromIoc(code: unknown, warn: (message: string) => void = logWarning): string | undefined {
  if (typeof code !== 'string' || code.length !== 3) {
    warn(`Invalid IOC country code: ${JSON.stringify(code)} (expected 3 characters)`)
    return undefined
  }
  const iso2 = byIoc.get(code.toUpperCase())?.iso2
  if (!iso2) {
    warn(`Unknown IOC country code: ${code}`)
    return undefined
  }
  return iso2
}

/** ISO alpha-2 → IOC (reverse lookup), case-insensitive; undefined when no IOC code maps to it. */
export function iocFromIso2(iso2: string | null | undefined): string | undefined {
  return typeof iso2 === 'string' ? byIso2.get(iso2.trim().toUpperCase())?.ioc : undefined
}
