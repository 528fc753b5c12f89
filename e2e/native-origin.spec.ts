import { execFileSync } from 'node:child_process'
import { createReadStream, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { extname, join, normalize, resolve } from 'node:path'
import { E2E_API_ORIGIN, E2E_TODAY, NATIVE_E2E_ORIGIN, NATIVE_E2E_PORT } from '../playwright.config.ts'
import { expect, type Page, test } from './test.ts'

/**
 * The native shells reach the games (issue 21): the native bundle (built with VITE_API_ORIGIN) is served from a second
 * origin on loopback, standing in for the shell's https://localhost, with Capacitor's bridge stubbed at its native
 * edge: `window.Capacitor.nativePromise` answers the secure storage (a fake keychain) and the ML Kit scanner (a fake
 * camera), so the real plugins' JavaScript and the app's adapters run. Every API call goes to the API's own origin.
 */
const DIST = resolve(`.tmp/e2e-native-${NATIVE_E2E_PORT}`)
const ADMIN = { Authorization: 'Bearer e2e-admin-token-0123456789' }
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
}

/** A tiny static server with the SPA fallback, as the shells serve their bundle. */
function serve(dir: string, port: number, host: string): Promise<Server> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    )
    let file = join(dir, path)
    if (!file.startsWith(dir) || !statSync(file, { throwIfNoEntry: false })?.isFile()) file = join(dir, 'index.html')
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' })
    createReadStream(file).pipe(res)
  })
  return new Promise((done, fail) => {
    server.once('error', fail)
    server.listen(port, host, () => done(server))
  })
}

/** The bridge of an Android shell, with its native side faked (see the file's comment). */
async function asNativeShell(page: Page) {
  await page.addInitScript(() => {
    const keychain = (): Record<string, string> => JSON.parse(sessionStorage.getItem('fake-keychain') ?? '{}')
    const promise = (names: string[]) => names.map((name) => ({ name, rtype: 'promise' }))
    const w = window as unknown as Record<string, unknown>
    w.androidBridge = {}
    w.Capacitor = {
      getPlatform: () => 'android',
      isNativePlatform: () => true,
      PluginHeaders: [
        { name: 'SecureStoragePlugin', methods: promise(['get', 'set', 'remove']) },
        {
          name: 'BarcodeScanner',
          methods: promise([
            'isSupported',
            'checkPermissions',
            'requestPermissions',
            'scan',
            'isGoogleBarcodeScannerModuleAvailable',
            'installGoogleBarcodeScannerModule',
          ]),
        },
      ],
      nativePromise: async (plugin: string, method: string, options: { key?: string; value?: string }) => {
        if (plugin === 'SecureStoragePlugin') {
          const items = keychain()
          if (method === 'get') {
            if (!options.key || !(options.key in items)) throw new Error('Item with given key does not exist')
            return { value: items[options.key] }
          }
          if (method === 'set' && options.key) items[options.key] = options.value ?? ''
          if (method === 'remove' && options.key) delete items[options.key]
          sessionStorage.setItem('fake-keychain', JSON.stringify(items))
          return { value: true }
        }
        // The camera answers what the test put in sessionStorage: a code, "cancel" or "no-module".
        const camera = sessionStorage.getItem('fake-camera') ?? ''
        if (method === 'isSupported') return { supported: true }
        if (method === 'isGoogleBarcodeScannerModuleAvailable') return { available: camera !== 'no-module' }
        if (method === 'installGoogleBarcodeScannerModule') return {}
        if (method === 'scan') {
          if (camera === 'cancel') throw new Error('scan canceled.')
          return { barcodes: [{ rawValue: camera, format: 'QR_CODE' }] }
        }
        return { camera: 'granted' }
      },
    }
  })
}

async function logIn(page: Page, username: string) {
  await page.getByLabel('Nome de utilizador').fill(username)
  await page.getByLabel('Palavra-passe', { exact: true }).fill('podium-demo')
  await page.getByRole('button', { name: 'Entrar', exact: true }).click()
}

const servers: Server[] = []

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  // One native build per run (~25 s), into its own folder; the web build in apps/web/dist is left alone.
  test.setTimeout(300_000)
  execFileSync('npx', ['vite', 'build', '--outDir', DIST, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: resolve('apps/web'),
    env: { ...process.env, VITE_API_ORIGIN: E2E_API_ORIGIN, VITE_PODIUM_LIVE_UPDATES: 'off' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  // localhost is the listed origin; 127.0.0.1 on the same port is an unlisted one.
  servers.push(await serve(DIST, NATIVE_E2E_PORT, '127.0.0.1'))
  servers.push(
    ...(await serve(DIST, NATIVE_E2E_PORT, '::1')
      .then((s) => [s])
      .catch(() => [])),
  )
})

test.afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((done) => s.close(done))))
})

test('the native bundle logs in with a Bearer token, reads, gets live updates and scans a QR code', async ({
  page,
  context,
  request,
}) => {
  test.slow() // a login (scrypt), three screens and a live round trip on a shared machine
  await asNativeShell(page)
  const apiCalls: { url: string; authorization?: string }[] = []
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/'))
      apiCalls.push({ url: r.url(), authorization: r.headers().authorization })
  })

  await page.goto(`${NATIVE_E2E_ORIGIN}/login?redirect=%2Ftrivia`)
  await logIn(page, 'demo-volunteer')
  await expect(page).toHaveURL(`${NATIVE_E2E_ORIGIN}/trivia`)
  await expect(page.getByRole('heading', { name: 'Quiz', level: 1 })).toBeVisible()

  // The token went to the keychain, not to a cookie or local storage, and rides as a header, never in a URL.
  const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem('fake-keychain') ?? '{}')['podium.session'])
  expect(token).toMatch(/^\S{20,}$/)
  expect(await context.cookies(E2E_API_ORIGIN)).toEqual([])
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(token)
  expect(apiCalls.length).toBeGreaterThan(0)
  expect(apiCalls.every((c) => c.url.startsWith(`${E2E_API_ORIGIN}/api/`) && !c.url.includes(token))).toBe(true)
  expect(apiCalls.some((c) => c.authorization === `Bearer ${token}`)).toBe(true)

  // A login-required page, after a reload: the token comes back from the keychain.
  await page.goto(`${NATIVE_E2E_ORIGIN}/ranking?userType=volunteer`)
  await expect(page.getByRole('heading', { name: 'Classificação', level: 1 })).toBeVisible()
  await expect(page).toHaveURL(/\/ranking\?userType=volunteer$/)

  // A live update: a status change through the API reaches the open page over the fetch-based stream.
  const day = (await (await request.get(`/api/v1/schedule?day=${E2E_TODAY}`)).json()) as {
    items: { code: string; name: string; scheduleStatus: string; eventCode: string | null; disciplineKey: string }[]
  }
  const target = day.items.findLast(
    (i) => i.scheduleStatus === 'SCHEDULED' && i.eventCode && i.disciplineKey !== 'athletics',
  )
  if (!target) throw new Error('no scheduled unit today')
  await page.goto(`${NATIVE_E2E_ORIGIN}/discipline/${target.disciplineKey}/results/${target.code}`)
  await expect(page.getByTestId('unit-status').getByText('Agendado')).toBeVisible()
  await expect(page.getByText('Atualizações ao vivo ligadas').first()).toBeAttached()
  const live = apiCalls.filter((c) => c.url.startsWith(`${E2E_API_ORIGIN}/api/v1/live`))
  expect(live.at(-1)?.authorization).toBe(`Bearer ${token}`)
  const res = await request.patch(`/api/v1/units/${target.code}`, {
    headers: ADMIN,
    data: { scheduleStatus: 'DELAYED' },
  })
  expect(res.status()).toBe(200)
  await expect(page.getByTestId('unit-status').getByText('Atrasado')).toBeVisible()

  // The QR flow with the platform's scanner: a closed scanner, a missing scanner module, then a code.
  await page.goto(`${NATIVE_E2E_ORIGIN}/qr-scan`)
  const scan = page.getByRole('button', { name: 'Abrir a câmara' })
  await page.evaluate(() => sessionStorage.setItem('fake-camera', 'cancel'))
  await scan.click()
  await expect(page.getByRole('alert').filter({ hasText: 'Leitura cancelada.' })).toBeVisible()
  await page.evaluate(() => sessionStorage.setItem('fake-camera', 'no-module'))
  await scan.click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'A leitura de códigos não está disponível neste dispositivo.' }),
  ).toBeVisible()
  await page.evaluate(() => sessionStorage.setItem('fake-camera', 'podium-trivia-2'))
  await scan.click()
  await expect(page).toHaveURL(`${NATIVE_E2E_ORIGIN}/trivia/2`)
  await expect(page.getByText(/Código encontrado/)).toBeVisible()
})

test('an unlisted origin gets no CORS answer: its reads are unreadable and its preflights refused', async ({
  page,
  request,
}) => {
  // The same bundle's server, by another name: http://127.0.0.1:<port> is not in PODIUM_ALLOWED_ORIGINS.
  await page.goto(`http://127.0.0.1:${NATIVE_E2E_PORT}/favicon.svg`)
  const outcome = await page.evaluate(async (api) => {
    const attempt = (init?: RequestInit) =>
      fetch(`${api}/api/v1/config?lang=pt`, init).then(
        (r) => `read ${r.status}`,
        () => 'refused',
      )
    return {
      read: await attempt(),
      bearer: await attempt({ headers: { Authorization: 'Bearer whatever' } }),
    }
  }, E2E_API_ORIGIN)
  expect(outcome).toEqual({ read: 'refused', bearer: 'refused' })

  const preflight = await request.fetch('/api/v1/auth/login', {
    method: 'OPTIONS',
    headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
  })
  expect(preflight.status()).toBe(403)
  expect(preflight.headers()['access-control-allow-origin']).toBeUndefined()
  const listed = await request.fetch('/api/v1/auth/login', {
    method: 'OPTIONS',
    headers: { Origin: NATIVE_E2E_ORIGIN, 'Access-Control-Request-Method': 'POST' },
  })
  expect(listed.status()).toBe(204)
  expect(listed.headers()['access-control-allow-origin']).toBe(NATIVE_E2E_ORIGIN)
})

test.describe('offline in the shell', () => {
  test.use({ serviceWorkers: 'allow' })

  test('the last data is kept and labelled with its age, as in the PWA', async ({ page, context }) => {
    test.slow() // page loads waiting for the worker's cache
    await asNativeShell(page)
    // Login is on: the shells start on the login page (docs/product-rules.md §2).
    await page.goto(`${NATIVE_E2E_ORIGIN}/login?redirect=${encodeURIComponent(`/schedule/day/${E2E_TODAY}`)}`)
    await logIn(page, 'demo-volunteer')
    await expect(page).toHaveURL(`${NATIVE_E2E_ORIGIN}/schedule/day/${E2E_TODAY}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // The worker precaches the whole bundle (~400 files from a one-thread static server) before it takes control.
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 90_000 })
      .toBe(true)
    await page.reload()
    await expect(page.getByText(/^Atualizado às/)).toBeVisible()
    // The worker keeps the API origin's answers too: CORS answers are readable, so they are cacheable.
    await expect
      .poll(() =>
        page.evaluate(async (api) => {
          const cache = await caches.open('podium-api')
          return (await cache.keys()).some((request) => request.url.startsWith(`${api}/api/v1/schedule?`))
        }, E2E_API_ORIGIN),
      )
      .toBe(true)
    await context.setOffline(true)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByText(/^Sem ligação: dados de /)).toBeVisible()
    await context.setOffline(false)
  })
})
