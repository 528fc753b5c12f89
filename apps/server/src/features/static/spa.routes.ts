import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import {
  canonicalPageSearch,
  isKnownPagePath,
  isLocale,
  isServerRenderedPage,
  isSpoilerShieldCookieOn,
  type Locale,
  type LocaleStrategy,
  languageTag,
  localeCookie,
  localeFromCookie,
  matchLocale,
  type PortugueseVariant,
  parseAcceptLanguage,
  resolveLocalePath,
  SESSION_COOKIE,
  shareImagePath,
  stripLocalePrefix,
} from '@podium/domain'
import { type Context, Hono } from 'hono'
import { prepareBody } from '../../http/cached-json.ts'
import { ACCEL_EXPIRES, accelExpires, PRIVATE_REVALIDATE, publicCacheControl } from '../../http/shared-cache.ts'
import type { PageExists } from './page-entities.ts'
import { loadPageRenderer, type PageRenderer, type RenderedPage } from './page-renderer.ts'

/** The organiser's redirect for a path that is neither a page nor a file (features/route-rules), if any. */
export type RouteRedirect = (path: string) => Promise<{ to: string; permanent: boolean; external: boolean } | undefined>

/** Hashed build assets never change; everything else is revalidated so a deploy shows up at once. */
const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATE = 'no-cache'
/** The page's language may depend on these (see resolveLocalePath); the cookie also says signed in or shielded. */
const VARY = 'Cookie, Accept-Language'
/** A page whose address names its language: the cookie still says signed in or shielded. */
const VARY_LOCALE_IN_URL = 'Cookie'

/** Whether the Cookie header holds a cookie of that name (whatever its value). */
function hasCookie(cookie: string | undefined, name: string): boolean {
  return (cookie ?? '').split(';').some((part) => part.trim().startsWith(`${name}=`))
}

const STRATEGY_META = /<meta name="podium-locale-strategy" content="[^"]*"\s*\/?>/

/** The app's index.html telling the app the configured locale strategy (a meta tag: no inline script for the CSP). */
export function withLocaleStrategy(html: string, strategy: LocaleStrategy): string {
  const meta = `<meta name="podium-locale-strategy" content="${strategy}" />`
  return STRATEGY_META.test(html) ? html.replace(STRATEGY_META, meta) : html.replace('</head>', `${meta}</head>`)
}

const ROOT_ELEMENT = '<div id="root"></div>'
const HTML_LANG = /<html lang="[^"]*">/

/** Where the browser finds the answers the page was rendered with (apps/web/src/main.tsx reads it). */
export const SERVER_STATE_ID = 'podium-state'
/** On that element: the live journal id the page is current to; the browser's stream resumes after it. */
const LIVE_SINCE_ATTRIBUTE = 'data-live-since'

/** JSON inside a `<script>` element: `<` escaped, so no text in the data can close the element. */
const scriptSafe = (json: string) => json.replace(/</g, '\\u003c')

const TITLE = /<title>[^<]*<\/title>/
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>\s*/g
const APP_ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/
/** apps/web/public/start-after-paint.js */
const START_AFTER_PAINT = '/start-after-paint.js'

/**
 * A rendered page starts the app after its first paint (decision 061): the entry script and its modulepreloads
 * (Vite's, and the language's messages) make way for a small deferred script that requests them once the page is on
 * screen. On a slow network the stylesheet, which the paint waits for, then has the line to itself.
 */
export function startingAfterPaint(html: string): string {
  const entry = APP_ENTRY.exec(html)?.[1]
  if (!entry) return html
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1])
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(
      APP_ENTRY,
      `<script src="${START_AFTER_PAINT}" data-entry="${entry}" data-preload="${preloads.join(' ')}" defer></script>`,
    )
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** The title, the description and the Open Graph card a link preview shows (decision 060). */
function headTags(page: RenderedPage, locale: Locale, url: string, variant: PortugueseVariant): string {
  const { title, description, siteName } = page.head
  const { origin, pathname } = new URL(url)
  const image = shareImagePath(pathname)
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:locale', languageTag(locale, variant).replace('-', '_')),
    ...(image
      ? [
          // The page's own picture: its result or standing, in its language (decision 083).
          meta('property', 'og:image', `${origin}${image}?lang=${locale}`),
          meta('property', 'og:image:type', 'image/png'),
          meta('property', 'og:image:width', '1200'),
          meta('property', 'og:image:height', '630'),
          meta('property', 'og:image:alt', title),
          meta('name', 'twitter:card', 'summary_large_image'),
          meta('name', 'twitter:image', `${origin}${image}?lang=${locale}`),
        ]
      : [meta('property', 'og:image', `${origin}/icons/icon-512.png`), meta('name', 'twitter:card', 'summary')]),
  ].join('')
}

/**
 * The page with the server's rendering inside `#root`, its head (title, description, Open Graph), and the answers it
 * was rendered with as data (not a script: the CSP runs none).
 */
export function withRenderedPage(
  html: string,
  page: RenderedPage | undefined,
  locale: Locale,
  url: string,
  variant: PortugueseVariant = 'pt-PT',
): string {
  // `pt-BR` when the games speak Brazilian Portuguese: the browser reads it to load the same words (decision 085).
  const withLang = html.replace(HTML_LANG, `<html lang="${languageTag(locale, variant)}">`)
  if (!page) return withLang
  return startingAfterPaint(withLang)
    .replace(TITLE, headTags(page, locale, url, variant))
    .replace(
      ROOT_ELEMENT,
      `<div id="root">${page.html}</div><script type="application/json" id="${SERVER_STATE_ID}" ${LIVE_SINCE_ATTRIBUTE}="${page.liveSince}">${scriptSafe(page.state)}</script>`,
    )
}

/** The server-side render (decision 060): the API answered in process, and the live changes that drop its pages. */
export interface ServerRender {
  api: (request: Request) => Response | Promise<Response>
  /** The live journal's latest id: a rendered page tells the browser's stream where to resume. */
  liveSince: () => number
  onChange: (drop: () => void) => void
  /** The renderer once loaded (its counts feed /metrics). */
  onLoaded?: (renderer: PageRenderer) => void
}

/** Written by the web build (apps/web/build/locale-chunks-plugin.ts): each language's message chunk. */
const LOCALE_CHUNKS_FILE = 'locale-chunks.json'
const ASSET_PATH = /^\/assets\/[\w.-]+\.js$/

function readLocaleChunks(webDir: string): Partial<Record<Locale, string>> {
  try {
    const parsed: unknown = JSON.parse(readFileSync(join(webDir, LOCALE_CHUNKS_FILE), 'utf8'))
    if (!parsed || typeof parsed !== 'object') return {}
    return Object.fromEntries(
      Object.entries(parsed).filter(
        ([locale, file]) => isLocale(locale) && typeof file === 'string' && ASSET_PATH.test(file),
      ),
    )
  } catch {
    return {} // an older build without the file: the app loads its messages itself, a round trip later
  }
}

/**
 * The page with its language's messages named as a modulepreload, so they download beside the entry instead of
 * after it (decision 020). The Portuguese fallback is fetched only if that file fails (locale-backend.ts).
 */
export function withLocalePreloads(html: string, files: readonly (string | undefined)[]): string {
  const links = [...new Set(files)]
    .filter((file): file is string => file !== undefined)
    .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
    .join('')
  return links ? html.replace('</head>', `${links}</head>`) : html
}

/**
 * Serves the built web app: files as they are, and every other GET with the app's index.html — status 200 for a
 * page the app has, 404 for any other path or a page whose athlete, delegation, discipline, unit or day does not
 * exist (the app then renders its not-found page). A page URL that is not the
 * canonical one for the locale strategy (say `/medals` for an English visitor under prefix_except_default) is
 * redirected to it, so the address always names the language shown.
 */
export function spaRoutes(
  webDir: string | null,
  strategy: LocaleStrategy,
  pageExists?: PageExists,
  routeRedirect?: RouteRedirect,
  serverRender?: ServerRender,
  /** Whether the install has no admin yet: every page then sends the visitor to `/setup` (decision 067). */
  setupOpen?: () => Promise<boolean>,
  /** The Portuguese the games speak now (decision 085). */
  portugueseVariant: () => PortugueseVariant = () => 'pt-PT',
) {
  const app = new Hono()
  if (!webDir || !existsSync(join(webDir, 'index.html'))) {
    app.get('*', (c) => c.text('The web app is not built yet: run `npm run build` (npm start does it for you).', 503))
    return app
  }
  const indexHtml = withLocaleStrategy(readFileSync(join(webDir, 'index.html'), 'utf8'), strategy)
  const renderer: Promise<PageRenderer | undefined> = serverRender
    ? loadPageRenderer(webDir, strategy, serverRender.api, serverRender.liveSince).catch((error: unknown) => {
        // Without its renderer the server still serves every page: the app shell, rendered in the browser.
        console.error('The server-side renderer did not load:', error)
        return undefined
      })
    : Promise.resolve(undefined)
  if (serverRender) {
    serverRender.onChange(() => void renderer.then((loaded) => loaded?.clear()))
    void renderer.then((loaded) => loaded && serverRender.onLoaded?.(loaded))
  }
  const localeChunks = readLocaleChunks(webDir)
  const pageHtml = new Map<Locale, string>()
  const htmlFor = (locale: Locale) => {
    let html = pageHtml.get(locale)
    if (html === undefined) {
      html = withLocalePreloads(indexHtml, [localeChunks[locale]])
      pageHtml.set(locale, html)
    }
    return html
  }
  app.use('*', async (c, next) => {
    await next()
    if (c.res.status === 200 && !c.res.headers.has('Cache-Control')) {
      c.res.headers.set('Cache-Control', c.req.path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE)
    }
  })
  // Pages before files: `/` would otherwise be served index.html as a file, without the strategy.
  app.get('*', async (c, next) => {
    const path = c.req.path === '/index.html' ? '/' : c.req.path
    if (!isKnownPagePath(path)) return next()
    return page(c, path)
  })
  app.use('*', serveStatic({ root: webDir, precompressed: true }))
  app.get('*', async (c) => {
    // Not a page, not a file: an organiser's short link or redirect may name it (decision 046).
    const ruled = routeRedirect ? await routeRedirect(`${c.req.path}${new URL(c.req.url).search}`) : undefined
    if (ruled) {
      c.header('Cache-Control', 'no-store')
      return c.redirect(ruled.external ? ruled.to : canonical(c, ruled.to), ruled.permanent ? 301 : 302)
    }
    c.header('Cache-Control', REVALIDATE)
    return c.html(indexHtml, 404)
  })

  /** An internal target as the locale strategy spells it for this visitor: one redirect, not two. */
  function canonical(c: Context, to: string): string {
    const [path = '/', query = ''] = to.split(/(?=[?#])/, 2)
    if (!isKnownPagePath(path)) return to
    const { redirectTo } = resolveLocalePath(path, strategy, preferredLocale(c))
    return redirectTo === undefined ? to : `${redirectTo}${query}`
  }

  const preferredLocale = (c: Context) =>
    localeFromCookie(c.req.header('cookie')) ?? matchLocale(parseAcceptLanguage(c.req.header('accept-language')))

  async function page(c: Context, path: string) {
    if (setupOpen && stripLocalePrefix(path).path !== '/setup' && (await setupOpen())) {
      c.header('Cache-Control', 'no-store')
      return c.redirect(canonical(c, '/setup'), 302)
    }
    const preferred = preferredLocale(c)
    const { redirectTo, locale, fromUrl } = resolveLocalePath(path, strategy, preferred)
    const cookie = c.req.header('cookie')
    // A signed-in or shielded visitor's page is theirs: never kept by a shared cache (decision 095).
    const forOne = hasCookie(cookie, SESSION_COOKIE) || isSpoilerShieldCookieOn(cookie)
    c.header('Cache-Control', forOne ? PRIVATE_REVALIDATE : REVALIDATE)
    const vary = fromUrl ? VARY_LOCALE_IN_URL : VARY
    c.header('Vary', vary)
    if (redirectTo !== undefined) {
      // The address named a language the redirect drops (no_prefix, or /pt/ under prefix_except_default): keep it.
      if (fromUrl) c.header('Set-Cookie', localeCookie(locale))
      const query = new URL(c.req.url).search
      return c.redirect(`${redirectTo}${query}`, 302)
    }
    // A page about a thing that does not exist (an unknown athlete, unit, discipline or day) is the app's
    // not-found screen with a 404, like any unknown path.
    const status = pageExists && !(await pageExists(path)) ? 404 : 200
    // Rendered and kept under the parameters the page reads (decision 070): `?utm=…` or junk is the same rendering,
    // and the page's own address (og:url) is the canonical one.
    const url = new URL(c.req.url)
    const search = canonicalPageSearch(path, url.search)
    // A shielded visitor's page is rendered behind the shield, in the browser: the shared rendering shows results.
    const rendered =
      isServerRenderedPage(path) && !isSpoilerShieldCookieOn(cookie)
        ? await (await renderer)?.render(`${path}${search}`, locale)
        : undefined
    if (!rendered) {
      return c.html(withRenderedPage(htmlFor(locale), undefined, locale, c.req.url, portugueseVariant()), status)
    }
    // A signed-out visitor's rendered page is the same for everyone asking in that language: a shared cache may keep
    // it one second (http/shared-cache.ts); the browser revalidates it every time (max-age=0).
    if (!forOne) {
      c.header('Cache-Control', publicCacheControl(0))
      c.header(ACCEL_EXPIRES, accelExpires())
    }
    return sendPage(c, preparedPage(rendered, locale, `${url.origin}${url.pathname}${search}`), status, vary)
  }

  /**
   * A rendering's page as sent, per address (its link-preview tags name it): built once, gzipped once, revalidated
   * with its ETag. Kept with the rendering, so a live change that drops it drops these too.
   */
  const prepared = new WeakMap<RenderedPage, Map<string, ReturnType<typeof prepareBody>>>()
  function preparedPage(page: RenderedPage, locale: Locale, url: string) {
    let byUrl = prepared.get(page)
    if (!byUrl) {
      byUrl = new Map()
      prepared.set(page, byUrl)
    }
    let ready = byUrl.get(url)
    if (!ready) {
      ready = prepareBody(Buffer.from(withRenderedPage(htmlFor(locale), page, locale, url, portugueseVariant())))
      // Addresses differ by their search only; a flood of them must not grow one rendering's copies without bound.
      if (byUrl.size >= 16) byUrl.clear()
      byUrl.set(url, ready)
    }
    return ready
  }

  function sendPage(c: Context, page: ReturnType<typeof prepareBody>, status: 200 | 404, vary: string) {
    c.header('ETag', page.etag)
    c.header('Vary', page.gzip ? `${vary}, Accept-Encoding` : vary)
    const ifNoneMatch = c.req.header('if-none-match')
    if (status === 200 && ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === page.etag)) {
      return c.body(null, 304)
    }
    c.header('Content-Type', 'text/html; charset=UTF-8')
    if (page.gzip && /\bgzip\b/.test(c.req.header('accept-encoding') ?? '')) {
      c.header('Content-Encoding', 'gzip')
      return c.body(new Uint8Array(page.gzip), status)
    }
    return c.body(new Uint8Array(page.body), status)
  }
  return app
}
