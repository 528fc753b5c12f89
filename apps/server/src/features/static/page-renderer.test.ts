import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadPageRenderer } from './page-renderer.ts'

/**
 * A stand-in for the web build's server entry: it renders the address and how many times it was asked, and waits
 * for a release so that requests can overlap a rendering.
 */
const FAKE_ENTRY = `
let count = 0
let waiting = []
let credits = 0
let open = false
globalThis.__podiumRenders = {
  // Lets the slow rendering waiting now through, or the next one to arrive (renders start after a turn of the loop).
  release: () => { if (waiting.length) for (const resolve of waiting.splice(0)) resolve(); else credits++ },
  openAll: () => { open = true; for (const resolve of waiting.splice(0)) resolve() },
}
export function configureRender() {}
export async function renderPage(href, locale) {
  count++
  const n = count
  if (href.startsWith('/slow') && !open) {
    if (credits > 0) credits--
    else await new Promise((resolve) => waiting.push(resolve))
  }
  if (href === '/broken') throw new Error('render failed')
  if (href === '/redirected') return { kind: 'shell', reason: 'redirect' }
  return { kind: 'page', html: '<h1>' + href + ' #' + n + '</h1>', state: '{}', locale, head: { title: href, description: '', siteName: 'Games' } }
}
`

/** The live journal's latest id, as the hub would say it. */
let journalId = 0

async function renderer() {
  const root = mkdtempSync(join(tmpdir(), 'podium-ssr-'))
  mkdirSync(join(root, 'dist'))
  mkdirSync(join(root, 'dist-ssr'))
  // A fresh file per test: its module state (the counter) starts at zero.
  writeFileSync(join(root, 'dist-ssr', 'entry-server.js'), FAKE_ENTRY)
  const loaded = await loadPageRenderer(
    join(root, 'dist'),
    'prefix_except_default',
    () => new Response(),
    () => journalId,
    () => {},
  )
  if (!loaded) throw new Error('the renderer did not load')
  return loaded
}

const fake = () =>
  (globalThis as unknown as { __podiumRenders: { release: () => void; openAll: () => void } }).__podiumRenders
const release = () => fake().release()

describe('the page renderer', () => {
  it('renders a page once per language until a change drops it', async () => {
    const pages = await renderer()
    expect((await pages.render('/medals/all', 'pt'))?.html).toBe('<h1>/medals/all #1</h1>')
    expect((await pages.render('/medals/all', 'pt'))?.html).toBe('<h1>/medals/all #1</h1>')
    expect((await pages.render('/medals/all', 'en'))?.html).toBe('<h1>/medals/all #2</h1>')
    expect(pages.stats).toEqual({ renders: 2, hits: 1, refused: 0 })
    pages.clear()
    expect((await pages.render('/medals/all', 'pt'))?.html).toBe('<h1>/medals/all #3</h1>')
  })

  it('serves requests arriving during a rendering from that one rendering', async () => {
    const pages = await renderer()
    const waiting = Array.from({ length: 50 }, () => pages.render('/slow', 'pt'))
    release()
    const answers = await Promise.all(waiting)
    expect(new Set(answers.map((page) => page?.html))).toEqual(new Set(['<h1>/slow #1</h1>']))
    expect(pages.stats.renders).toBe(1)
  })

  it('renders one page at a time with four waiting, and leaves further cold pages to the browser', async () => {
    const pages = await renderer()
    const slow = [1, 2, 3, 4, 5].map((n) => pages.render(`/slow/${n}`, 'pt'))
    expect(await pages.render('/slow/6', 'pt')).toBeUndefined()
    expect(pages.stats.refused).toBe(1)
    // Asking again for a page in the lane shares it rather than being refused.
    const sharing = pages.render('/slow/5', 'pt')
    fake().openAll()
    const done = await Promise.all(slow)
    expect(done.map((page) => page?.html)).toEqual([1, 2, 3, 4, 5].map((n) => `<h1>/slow/${n} #${n}</h1>`))
    expect((await sharing)?.html).toBe('<h1>/slow/5 #5</h1>')
    expect(pages.stats).toEqual({ renders: 5, hits: 1, refused: 1 })
    // Kept pages are served whatever is rendering.
    const again = pages.render('/slow/1', 'pt')
    expect((await again)?.html).toBe('<h1>/slow/1 #1</h1>')
  })

  it('does not keep a rendering that a change overtook', async () => {
    const pages = await renderer()
    const first = pages.render('/slow', 'pt')
    pages.clear()
    release()
    expect((await first)?.html).toBe('<h1>/slow #1</h1>')
    const second = pages.render('/slow', 'pt')
    release()
    expect((await second)?.html).toBe('<h1>/slow #2</h1>')
  })

  it('names the live id read before its rendering began, so the browser resumes from there', async () => {
    const pages = await renderer()
    journalId = 41
    const page = pages.render('/slow', 'pt')
    // Let the rendering start (it reads the id first), then a change lands while it renders.
    await new Promise((resolve) => setTimeout(resolve, 20))
    journalId = 42
    release()
    expect((await page)?.liveSince).toBe(41)
    expect((await pages.render('/slow', 'pt'))?.liveSince).toBe(41)
  })

  it('leaves a page it cannot render to the browser, and keeps serving', async () => {
    const pages = await renderer()
    expect(await pages.render('/broken', 'pt')).toBeUndefined()
    expect(await pages.render('/redirected', 'pt')).toBeUndefined()
    expect((await pages.render('/ok', 'pt'))?.html).toBe('<h1>/ok #3</h1>')
  })
})
