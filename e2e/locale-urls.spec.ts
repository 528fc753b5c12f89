import { type ChildProcess, spawn } from 'node:child_process'
import { cpSync, existsSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { analyzeAtRest } from './axe.ts'
import { E2E_TIME, E2E_TODAY, e2eServerEnv, e2eSnapshotDir } from './server-env.ts'
import { expect, type Page, test } from './test.ts'

const ROOT = join(import.meta.dirname, '..')

async function switchTo(page: Page, label: RegExp, option: string) {
  await page.getByLabel(label).selectOption(option)
}

const languageLabel = /^(Idioma|Language|Dil)/

test.describe('prefix_except_default (the default strategy)', () => {
  test('Portuguese has no prefix; switching language moves the address, the links, every string and the cookie', async ({
    page,
    context,
  }) => {
    await page.goto('/medals/all')
    await expect(page).toHaveURL(/\/medals\/all$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Quadro de medalhas' })).toBeVisible()

    await switchTo(page, languageLabel, 'es')
    await expect(page).toHaveURL(/\/es\/medals\/all$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Medallero' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES')
    const nav = page.getByRole('navigation', { name: 'Navegación principal' })
    await expect(nav.getByRole('link', { name: 'Calendario' })).toHaveAttribute('href', /^\/es\/schedule\//)
    const cookie = (await context.cookies()).find((c) => c.name === 'podium_locale')
    expect(cookie?.value).toBe('es')
    expect(cookie?.sameSite).toBe('Lax')
    // No Portuguese left on screen.
    await expect(
      page.getByText(/^(Medalhas|Calendário|Modalidades|Relatórios|Recintos|Hotéis|Embaixadores|Iniciar sessão)$/),
    ).toHaveCount(0)

    await nav.getByRole('link', { name: 'Calendario' }).click()
    await expect(page).toHaveURL(/\/es\/schedule\//)
    await page.goBack()
    await expect(page).toHaveURL(/\/es\/medals\/all$/)

    await switchTo(page, languageLabel, 'pt')
    await expect(page).toHaveURL(/\/medals\/all$/)
    expect(new URL(page.url()).pathname).toBe('/medals/all')
    await expect(page.getByRole('heading', { level: 1, name: 'Quadro de medalhas' })).toBeVisible()
  })

  test('/pt/… is redirected to the bare address; /en/… opens in English', async ({ page }) => {
    await page.goto('/pt/medals/all')
    expect(new URL(page.url()).pathname).toBe('/medals/all')
    await page.goto('/en/schedule/days')
    await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible()
    const results = await analyzeAtRest(page, (axe) => axe.withTags(['wcag2a', 'wcag2aa']))
    expect(results.violations.map((v) => v.id)).toEqual([])
  })

  test.describe('with an English browser', () => {
    test.use({ locale: 'en-GB' })
    test('a shared bare link opens in the visitor’s language, under /en/', async ({ page }) => {
      await page.goto('/medals/all')
      expect(new URL(page.url()).pathname).toBe('/en/medals/all')
      await expect(page.getByRole('heading', { level: 1, name: 'Medal table' })).toBeVisible()
    })
  })
})

/** Another Podium on its own port and database, with a given PODIUM_LOCALE_STRATEGY. */
async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer()
    s.listen(0, '127.0.0.1', () => {
      const address = s.address()
      s.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

const dataDir = join(ROOT, '.tmp', `e2e-locale-${process.pid}`)

async function startPodium(strategy: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'apps/server/src/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      PODIUM_DATA_DIR: dataDir,
      PODIUM_LOCALE_STRATEGY: strategy,
      PODIUM_SIM_SPEED: '0',
      PODIUM_TODAY: E2E_TODAY,
      // The day and time of the shared demo, whose snapshot the first server copies (below).
      PODIUM_TIME: E2E_TIME,
      PODIUM_ACCESS_LOG: 'false',
      DATABASE_URL: '',
    },
    stdio: 'ignore',
  })
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Podium (${strategy}) exited with ${child.exitCode}`)
    const ok = await fetch(`${url}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return { url, child }
    await new Promise((r) => setTimeout(r, 200))
  }
  child.kill('SIGKILL')
  throw new Error(`Podium (${strategy}) did not start`)
}

async function stopPodium(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

test.describe('the other strategies, each on its own server', () => {
  // One database, reopened by each server in turn (seeding it once takes seconds; reopening it, about one): a copy
  // of the shared demo's snapshot when this run has one (scripts/e2e-serve.ts, decision 072), else seeded by the first.
  test.describe.configure({ mode: 'serial', timeout: 150_000 })
  test.beforeAll(() => {
    rmSync(dataDir, { recursive: true, force: true })
    const snapshot = e2eSnapshotDir(e2eServerEnv(0, ''))
    if (existsSync(snapshot)) cpSync(snapshot, dataDir, { recursive: true })
  })
  test.afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  const cases = [
    {
      strategy: 'no_prefix',
      check: async (page: Page, url: string) => {
        await page.goto(`${url}/medals/all`)
        await expect(page.getByRole('heading', { level: 1, name: 'Quadro de medalhas' })).toBeVisible()
        await switchTo(page, languageLabel, 'en')
        await expect(page.getByRole('heading', { level: 1, name: 'Medal table' })).toBeVisible()
        expect(new URL(page.url()).pathname).toBe('/medals/all')
        // A prefixed address still works: it opens in its language at the bare address.
        await page.goto(`${url}/es/medals/all`)
        expect(new URL(page.url()).pathname).toBe('/medals/all')
        await expect(page.getByRole('heading', { level: 1, name: 'Medallero' })).toBeVisible()
      },
    },
    {
      strategy: 'prefix',
      check: async (page: Page, url: string) => {
        await page.goto(`${url}/medals/all`)
        expect(new URL(page.url()).pathname).toBe('/pt/medals/all')
        await expect(page.getByRole('heading', { level: 1, name: 'Quadro de medalhas' })).toBeVisible()
        await page.goto(url)
        expect(new URL(page.url()).pathname).toBe('/pt')
        await switchTo(page, languageLabel, 'az')
        await expect(page).toHaveURL(/\/az$/)
        await page.goto(`${url}/az/medals/all`)
        await expect(page.getByRole('heading', { level: 1, name: 'Medal cədvəli' })).toBeVisible()
      },
    },
    {
      strategy: 'prefix_and_default',
      check: async (page: Page, url: string) => {
        // The bare address is served as it is, no redirect (the app's own links then carry the prefix, so its
        // router may write /pt/ into the address bar once it starts: that is a link's form, not a redirect).
        const bare = await page.goto(`${url}/medals/all`)
        expect(bare?.status()).toBe(200)
        expect(bare?.request().redirectedFrom()).toBeNull()
        await expect(page.getByRole('heading', { level: 1, name: 'Quadro de medalhas' })).toBeVisible()
        await page.goto(`${url}/pt/medals/all`)
        expect(new URL(page.url()).pathname).toBe('/pt/medals/all')
        const nav = page.getByRole('navigation', { name: 'Navegação principal' })
        await expect(nav.getByRole('link', { name: 'Medalhas' })).toHaveAttribute('href', /^\/pt\/medals/)
        await switchTo(page, languageLabel, 'en')
        await expect(page).toHaveURL(/\/en\/medals\/all$/)
      },
    },
  ]

  for (const { strategy, check } of cases) {
    test(`${strategy}: its addresses`, async ({ page }) => {
      const { url, child } = await startPodium(strategy)
      try {
        await check(page, url)
      } finally {
        await stopPodium(child)
      }
    })
  }
})
