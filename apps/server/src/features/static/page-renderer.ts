import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Locale, LocaleStrategy } from '@podium/domain'

/** What the web build's server entry exports (apps/web/src/entry-server.tsx). */
interface RenderModule {
  configureRender(setup: { strategy: LocaleStrategy; api: (request: Request) => Response | Promise<Response> }): void
  renderPage(
    href: string,
    locale: Locale,
  ): Promise<
    { kind: 'page'; html: string; state: string; locale: Locale; head: PageHead } | { kind: 'shell'; reason: string }
  >
}

/** Plain text; escaped where it is written into the page. */
export interface PageHead {
  title: string
  description: string
  siteName: string
}

export interface RenderedPage {
  head: PageHead
  /** The app's markup, for inside `#root`. */
  html: string
  /** The answers it was rendered with (dehydrated TanStack Query state), JSON. */
  state: string
}

export interface PageRenderer {
  /** The page as a signed-out visitor sees it, or undefined when the browser must render it (a redirect, an error). */
  render(href: string, locale: Locale): Promise<RenderedPage | undefined>
  /** Drops every rendered page: a live change may show on any of them. */
  clear(): void
  /** Renderings made, requests served a kept page, and cold pages left to the browser because too many were rendering. */
  readonly stats: { renders: number; hits: number; refused: number }
}

/** A few hundred pages × four languages is what a games' traffic concentrates on; the rest render again. */
const MAX_PAGES = 800
/**
 * Cold renders running at once. Past it a page is served as the app shell (rendered in the browser): a flood of
 * never-seen addresses (`?x=1`, `?x=2`…) cannot queue unbounded CPU work, while a hot page is one rendering anyway.
 */
const MAX_CONCURRENT_RENDERS = 4
/** The SSR bundle sits beside the web build's output (`apps/web/dist-ssr` for `apps/web/dist`). */
export const ssrEntryFor = (webDir: string) => join(webDir, '..', 'dist-ssr', 'entry-server.js')

/**
 * Decision 060: renders public pages with the web app's own routes and components, answering their API reads in
 * process. Rendered pages are kept per address and language until a live change drops them all, and concurrent
 * requests for a page being rendered share that one rendering: a page read by thousands renders once per change.
 */
export async function loadPageRenderer(
  webDir: string,
  strategy: LocaleStrategy,
  api: (request: Request) => Response | Promise<Response>,
  log: (line: string) => void = console.error,
): Promise<PageRenderer | undefined> {
  const entry = ssrEntryFor(webDir)
  if (!existsSync(entry)) return undefined
  const module = (await import(pathToFileURL(entry).href)) as RenderModule
  module.configureRender({ strategy, api })
  const pages = new Map<string, Promise<RenderedPage | undefined>>()
  let generation = 0
  const stats = { renders: 0, hits: 0, refused: 0 }
  let rendering = 0

  async function renderNow(href: string, locale: Locale): Promise<RenderedPage | undefined> {
    stats.renders++
    rendering++
    try {
      const outcome = await module.renderPage(href, locale)
      return outcome.kind === 'page' ? { html: outcome.html, state: outcome.state, head: outcome.head } : undefined
    } catch (error) {
      // The browser renders the page from the shell instead; the server keeps serving.
      log(`Server render of ${href} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
      return undefined
    } finally {
      rendering--
    }
  }

  return {
    stats,
    clear() {
      generation++
      pages.clear()
    },
    render(href, locale) {
      const key = `${locale} ${href}`
      const cached = pages.get(key)
      if (cached) {
        stats.hits++
        return cached
      }
      if (rendering >= MAX_CONCURRENT_RENDERS) {
        stats.refused++
        return Promise.resolve(undefined)
      }
      const started = generation
      const pending = renderNow(href, locale)
      if (pages.size >= MAX_PAGES) {
        const oldest = pages.keys().next().value
        if (oldest !== undefined) pages.delete(oldest)
      }
      pages.set(key, pending)
      // A change that arrived while rendering may not be in it: that rendering serves the requests waiting on it only.
      void pending.then(() => {
        if (generation !== started && pages.get(key) === pending) pages.delete(key)
      })
      return pending
    },
  }
}
