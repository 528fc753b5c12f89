import { test as base, type Page } from '@playwright/test'

export * from '@playwright/test'

/**
 * Public pages arrive rendered by the server (decision 060) and come alive when the app has hydrated them: a tap
 * before that reaches a button with no handler yet. Every navigation made with `goto` or `reload` waits for the
 * app to mark itself ready (apps/web/src/app/app-root.tsx), as a person waits for a page to finish loading.
 */
export async function untilAppReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById('root') || document.documentElement.hasAttribute('data-app-ready'),
  )
}

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page)
    const reload = page.reload.bind(page)
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      if (options?.waitUntil !== 'commit') await untilAppReady(page)
      return response
    }
    page.reload = async (options) => {
      const response = await reload(options)
      if (options?.waitUntil !== 'commit') await untilAppReady(page)
      return response
    }
    await use(page)
  },
})
