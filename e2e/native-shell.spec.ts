import { expect, type Page, test } from './test.ts'

/** Script URLs the page requests, and its console warnings. */
function watch(page: Page) {
  const scripts: string[] = []
  const warnings: string[] = []
  const errors: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return { scripts, warnings, errors }
}

const NATIVE_SHELL = /\/assets\/native-shell-[^/]+\.js$/

/**
 * The native start-up is loaded only in the shells. A real shell cannot run here, so the second test stands in for
 * Capacitor's bridge (`isNativePlatform()` true): the chunk and the plugins load, and the plugins' web fallbacks
 * answer the live-update flow ("cannot … in web"), which must leave the app working and silent.
 */
test.describe('native shell start-up', () => {
  test('a browser never loads it', async ({ page }) => {
    const seen = watch(page)
    await page.goto('/schedule/grid')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // main.tsx decides at its first run whether to import the shell's chunk; goto waited for the app to be ready,
    // long after that request would have been made.
    expect(seen.scripts.filter((url) => NATIVE_SHELL.test(url))).toEqual([])
  })

  test('inside a shell it runs the live-update flow, and a flow that cannot update changes nothing', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      ;(globalThis as unknown as { Capacitor: unknown }).Capacitor = {
        getPlatform: () => 'android',
        isNativePlatform: () => true,
      }
    })
    const seen = watch(page)
    // Login is on and nobody is logged in: a mobile platform starts on the login page (docs/product-rules.md §2).
    await page.goto('/login')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect.poll(() => seen.scripts.some((url) => NATIVE_SHELL.test(url))).toBe(true)
    // The real capgo adapter asked the plugin for the channel's bundle (its web fallback has none).
    await expect.poll(() => seen.warnings.some((text) => text.includes('Cannot getLatest'))).toBe(true)
    // That failed sync was the start check's last step (live-update-flow.ts: no bundle, no toast, done), so the
    // toast can no longer come.
    await expect(page.getByText('Atualização disponível, aguarde…')).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(seen.errors).toEqual([])
  })
})
