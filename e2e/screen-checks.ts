/**
 * Checks that ride along a walk of screens (decision 089): each screen is loaded once and every check reads that one
 * load, instead of one walk per check. A walk calls `watch(page)` once, then `onScreen(name)` before each `goto` and
 * `screenDone()` after the screen settled; `failures()` gives each check's findings under its own name, so a failed
 * walk still says which check failed on which screen. The accessibility walk (a11y.spec.ts) carries them.
 */
import type { Page } from './test.ts'

/** Lines the browser logs (console, page errors) when the Content-Security-Policy refuses something. */
export function watchCsp(page: Page): string[] {
  const violations: string[] = []
  page.on('console', (message) => {
    const text = message.text()
    if (/Content Security Policy|Refused to (load|execute|apply|frame|connect)/i.test(text)) {
      violations.push(`${page.url()}: ${text}`)
    }
  })
  page.on('pageerror', (error) => {
    if (/Content Security Policy/i.test(error.message)) violations.push(`${page.url()}: ${error.message}`)
  })
  return violations
}

/**
 * Issue 9: the heavy parts (the places map with Leaflet, the jsQR decoder, chart and PDF-rendering libraries) load
 * only on their own screens. The chunk names come from Vite's defaults: a lazy module's chunk is named after its file
 * (places-map with Leaflet, jsQR, screen-qr with the QR generator, chart-panels with chart.js, my-day-pdf with
 * pdf-lib), so a library that moved into another chunk would need the pattern (and bench:web's manifest check)
 * updated.
 */
export const HEAVY =
  /\/assets\/(?:places-map|leaflet|jsQR|screen-qr|chart|pdf\.worker|pdfjs|my-day-pdf)[^/]*\.(?:js|css)$/i

/** Every script and stylesheet the page requests from now on (their paths). */
export function recordAssets(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => {
    const type = request.resourceType()
    if (type === 'script' || type === 'stylesheet') urls.push(new URL(request.url()).pathname)
  })
  return urls
}

/** The checks every main screen gets on each load of a walk: no CSP violation, no heavy chunk, some script loaded. */
export interface ScreenChecks {
  /** Before the screen's `goto`. */
  onScreen(label: string): void
  /** After the screen has settled. */
  screenDone(): void
  /** Each check's findings, by check; empty lists when all passed. */
  failures(): { 'Content-Security-Policy violations': string[]; 'heavy chunks loaded on a main screen': string[] }
}

export function watchScreenChecks(page: Page): ScreenChecks {
  const csp = watchCsp(page)
  const assets = recordAssets(page)
  const heavy: string[] = []
  let label = ''
  return {
    onScreen(next) {
      label = next
      assets.length = 0
    },
    screenDone() {
      // A screen opened fresh loads the app's scripts: an empty list means the recording missed it.
      if (assets.length === 0) heavy.push(`${label}: no script or stylesheet recorded`)
      for (const url of assets.filter((u) => HEAVY.test(u))) heavy.push(`${label}: ${url}`)
    },
    failures: () => ({
      'Content-Security-Policy violations': [...csp],
      'heavy chunks loaded on a main screen': [...heavy],
    }),
  }
}
