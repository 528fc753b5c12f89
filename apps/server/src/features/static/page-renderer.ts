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
  /**
   * The live journal's latest id when the render began: every change after it may be missing from the page, so the
   * browser's stream resumes from there (a result made official while a slow phone hydrates still arrives).
   */
  liveSince: number
}

export interface PageRenderer {
  /** The page as a signed-out visitor sees it, or undefined when the browser must render it (a redirect, an error). */
  render(href: string, locale: Locale): Promise<RenderedPage | undefined>
  /** Drops every rendered page: a live change may show on any of them. */
  clear(): void
  /** Renderings made, requests served a kept page, and cold pages left to the browser because the lane was full. */
  readonly stats: { renders: number; hits: number; refused: number }
}

/** A few hundred pages × four languages is what a games' traffic concentrates on; the rest render again. */
const MAX_PAGES = 800
/**
 * The render lane (decision 070). A rendering is synchronous CPU on the main thread (`renderToString`, a pass at a
 * time), so renders running "at once" only take turns: one runs, and a few distinct pages wait behind it. Past that a
 * cold page is served as the app shell (rendered in the browser), so a flood of distinct addresses costs at most one
 * rendering at a time and never a queue of seconds. Requests for a page already rendering or waiting share it.
 */
const MAX_RENDERING = 1
const MAX_WAITING = 4

/**
 * Gives the event loop a turn: pending I/O (a health check, a kept page, an API read) is served before the render
 * goes on. setImmediate runs after the loop's poll phase, so every connection with data waiting gets its turn.
 */
const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * After a piece of synchronous work (a render pass) the render rests for half as long, up to 50 ms: one turn of the
 * loop is not enough for a request that needs several (a health check reads the database: accept, parse, query,
 * answer), and while the render rests the loop turns freely. A cold page costs up to half again as long; nothing
 * else waits more than one pass.
 */
const REST_SHARE = 0.5
const MAX_REST_MS = 50
const MIN_WORK_TO_REST_MS = 10

/** A render's turn-taking: call `pause()` between pieces of work. */
function turnTaker() {
  let resumedAt = performance.now()
  return {
    async pause() {
      const worked = performance.now() - resumedAt
      if (worked >= MIN_WORK_TO_REST_MS) {
        const rest = Math.min(MAX_REST_MS, worked * REST_SHARE)
        await new Promise<void>((resolve) => setTimeout(resolve, rest))
      } else {
        await yieldToLoop()
      }
      resumedAt = performance.now()
    },
  }
}

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
  /** The live journal's latest id (see RenderedPage.liveSince). */
  liveSince: () => number,
  log: (line: string) => void = console.error,
): Promise<PageRenderer | undefined> {
  const entry = ssrEntryFor(webDir)
  if (!existsSync(entry)) return undefined
  const module = (await import(pathToFileURL(entry).href)) as RenderModule
  // Every in-process API read first gives the loop its turn: a render's passes and loaders are cut into pieces with
  // the server's other work between them, instead of one block of a few hundred milliseconds. One render runs at a
  // time (the lane below), so one turn-taker serves them all.
  let turns = turnTaker()
  module.configureRender({
    strategy,
    api: async (request) => {
      await turns.pause()
      return api(request)
    },
  })
  const pages = new Map<string, Promise<RenderedPage | undefined>>()
  let generation = 0
  const stats = { renders: 0, hits: 0, refused: 0 }
  let rendering = 0
  const waiting: (() => void)[] = []

  async function renderNow(href: string, locale: Locale): Promise<RenderedPage | undefined> {
    // A waiting render is handed the finishing one's place in the lane, and rests after that one's last pass first;
    // a render starting on an idle lane starts at once.
    if (rendering >= MAX_RENDERING) await new Promise<void>((resolve) => waiting.push(resolve))
    else {
      rendering++
      turns = turnTaker()
    }
    stats.renders++
    try {
      await turns.pause()
      // Read before any answer: whatever the page shows is at least as new as this id.
      const since = liveSince()
      const outcome = await module.renderPage(href, locale)
      return outcome.kind === 'page'
        ? { html: outcome.html, state: outcome.state, head: outcome.head, liveSince: since }
        : undefined
    } catch (error) {
      // The browser renders the page from the shell instead; the server keeps serving.
      log(`Server render of ${href} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
      return undefined
    } finally {
      const start = waiting.shift()
      if (start) start()
      else rendering--
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
        // Least recently read goes first: a flood of cold pages evicts the pages nobody reads, not the hot ones.
        pages.delete(key)
        pages.set(key, cached)
        return cached
      }
      if (rendering + waiting.length >= MAX_RENDERING + MAX_WAITING) {
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
