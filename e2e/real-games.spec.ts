/**
 * Real games (decision 067). On the shared demo server, the demo admin imports the Paris 2024 bundle through
 * /staff/import: warned, confirmed, still signed in, and the medal table is exactly Paris's. On a server of its own
 * with an empty database (PODIUM_SEED=none), the first admin is made through the product with the code the server
 * printed. The first test replaces the shared demo for good, hence @after-all.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { zipSync } from 'fflate'
import { E2E_API_ORIGIN } from '../playwright.config.ts'
import { logInAs } from './screens.ts'
import { expect, test } from './test.ts'

const ROOT = resolve(import.meta.dirname, '..')
const PARIS = resolve(ROOT, '../shared/datasets/paris-2024')

/** One CSV line's cells: commas inside double quotes are text, `""` is a quote. */
function splitCsvLine(line: string): string[] {
  const cells: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const c = line[i]
    if (quoted && c === '"' && line[i + 1] === '"') {
      cell += '"'
      i++
    } else if (c === '"') quoted = !quoted
    else if (c === ',' && !quoted) {
      cells.push(cell)
      cell = ''
    } else cell += c
  }
  cells.push(cell)
  return cells
}

/** The official table from the dataset: one row per medal in medals.csv, by gold, silver, bronze. */
function officialTop(count: number): { code: string; medals: [number, number, number] }[] {
  const [header, ...lines] = readFileSync(join(PARIS, 'medals.csv'), 'utf8').trimEnd().split('\n')
  const columns = (header ?? '').split(',')
  const typeAt = columns.indexOf('medal_type')
  const codeAt = columns.indexOf('country_code')
  const tally = new Map<string, [number, number, number]>()
  for (const line of lines) {
    const cells = splitCsvLine(line)
    const code = cells[codeAt] ?? ''
    const type = cells[typeAt] ?? ''
    const medals = tally.get(code) ?? [0, 0, 0]
    medals[type.startsWith('Gold') ? 0 : type.startsWith('Silver') ? 1 : 2]++
    tally.set(code, medals)
  }
  return [...tally]
    .map(([code, medals]) => ({ code, medals }))
    .sort((a, b) => b.medals[0] - a.medals[0] || b.medals[1] - a.medals[1] || b.medals[2] - a.medals[2])
    .slice(0, count)
}

let bundleZip = ''

function buildParisBundle(work: string): void {
  const folder = join(work, 'paris')
  const made = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/paris-to-bundle.ts', folder], {
    cwd: ROOT,
    encoding: 'utf8',
  })
  if (made.status !== 0) throw new Error(`convert:paris failed: ${made.stderr}`)
  const files: Record<string, Uint8Array> = {}
  for (const name of readdirSync(folder)) if (name.endsWith('.csv')) files[name] = readFileSync(join(folder, name))
  bundleZip = join(work, 'paris-2024.zip')
  writeFileSync(bundleZip, zipSync(files))
}

const newWorkFolder = () => mkdtempSync(join(tmpdir(), 'podium-real-games-'))

test.describe('real games over the demo', () => {
  test.describe.configure({ timeout: 300_000 })
  let work = ''
  // The Paris bundle, made from the public dataset beside the repository as `npm run convert:paris` makes it.
  test.beforeAll(() => {
    work = newWorkFolder()
    buildParisBundle(work)
  })
  test.afterAll(() => rmSync(work, { recursive: true, force: true }))

  test('the demo admin imports Paris 2024 over the demo: warned, confirmed, still signed in, the official medal table @after-all', async ({
    page,
  }) => {
    await logInAs(page, 'demo-admin', '/staff/import')
    await expect(page.getByRole('heading', { level: 1, name: 'Importar jogos' })).toBeVisible()
    await page.getByLabel('Pacote (.zip, até 50 MB)').setInputFiles(bundleZip)
    await page.getByRole('button', { name: 'Importar', exact: true }).click()

    // Warned first: what goes, what stays. Nothing is imported yet.
    const warning = page.getByRole('alertdialog', { name: 'Esta importação substitui os jogos de demonstração' })
    await expect(warning).toBeVisible({ timeout: 60_000 })
    await expect(warning).toContainText(/\d+ delegações/)
    await expect(warning).toContainText(/\d+ atletas/)
    await expect(warning).toContainText('A sua conta fica, e a sua sessão continua iniciada.')
    const before = (await (await page.request.get('/api/v1/organisations?lang=en')).json()) as { items: unknown[] }
    expect(before.items.length).toBeGreaterThan(40)

    // Confirmed: the import replaces the demo (timed: the target is ≤ 10 s for Paris).
    const started = Date.now()
    await warning.getByRole('button', { name: 'Substituir a demonstração e importar' }).click()
    const summary = page.getByRole('region', { name: 'Importação concluída' })
    await expect(summary).toBeVisible({ timeout: 240_000 })
    console.log(`[real-games] Paris imported through /staff/import in ${((Date.now() - started) / 1000).toFixed(1)} s`)
    await expect(summary).toContainText('Os jogos de demonstração foram substituídos pelo seu pacote.')
    await expect(summary.getByLabel('A sua nova palavra-passe')).toHaveValue(/^[A-Za-z0-9]{16}$/)

    // Still signed in, as the admin.
    const me = (await (await page.request.get('/api/v1/auth/me')).json()) as {
      user: { username: string; userType: string }
    }
    expect(me.user).toMatchObject({ username: 'demo-admin', userType: 'admin' })

    // The medal table is Paris's, exactly: no demo medal mixed in.
    const names = new Map(
      (
        (await (await page.request.get('/api/v1/organisations?lang=pt')).json()) as {
          items: { code: string; name: string }[]
        }
      ).items.map((o) => [o.code, o.name]),
    )
    const top = officialTop(10)
    expect(top[0]).toEqual({ code: 'USA', medals: [40, 44, 42] })
    await page.goto('/medals/all')
    const table = page.getByRole('table', { name: 'Quadro de medalhas por delegação' })
    await expect(table.getByRole('rowheader').first()).toBeVisible()
    const rows = table.getByRole('row').filter({ has: page.getByRole('rowheader') })
    for (const [i, expected] of top.entries()) {
      const row = rows.nth(i)
      await expect(row.getByRole('rowheader')).toContainText(names.get(expected.code) ?? expected.code)
      const cells = (await row.getByRole('cell').allInnerTexts()).map((text) => text.trim())
      // rank, gold, silver, bronze, total
      expect(cells.slice(1, 4), expected.code).toEqual(expected.medals.map(String))
    }
  })
})

test.describe('a clean start', () => {
  // A server of its own starts on a busy machine, and scrypt takes seconds there.
  test.describe.configure({ timeout: 300_000 })
  let work = ''
  test.beforeAll(() => {
    work = newWorkFolder()
  })
  test.afterAll(() => rmSync(work, { recursive: true, force: true }))

  test('a server started empty (PODIUM_SEED=none) sends its first visitor to /setup, where the first admin is made', async ({
    page,
  }) => {
    const port = Number(new URL(E2E_API_ORIGIN).port) + 5
    const dataDir = join(work, 'empty-games')
    const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PODIUM_DATA_DIR: dataDir,
        PODIUM_SEED: 'none',
        PODIUM_SIM_SPEED: '0',
        PODIUM_ACCESS_LOG: 'false',
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    try {
      // The setup code is in the server's log, as an organiser reads it.
      const code = await new Promise<string>((found, failed) => {
        let out = ''
        server.stdout?.on('data', (chunk: Buffer) => {
          out += chunk.toString()
          const match = /enter the setup code ([A-Z0-9-]+)/.exec(out)
          if (match?.[1]) found(match[1])
        })
        server.once('exit', (status) => failed(new Error(`the server exited (${status}): ${out}`)))
      })
      const origin = `http://127.0.0.1:${port}`
      await expect
        .poll(async () => (await page.request.get(`${origin}/api/v1/health`).catch(() => undefined))?.status(), {
          timeout: 60_000,
        })
        .toBe(200)

      await page.goto(`${origin}/medals/all`)
      await expect(page).toHaveURL(`${origin}/setup`)
      await expect(page.getByRole('heading', { level: 1, name: 'Configurar os jogos' })).toBeVisible({
        timeout: 30_000,
      })
      // A wrong code is refused on its field.
      await page.getByLabel('Código de configuração').fill('AAAA-BBBB-CCCC-DDDD')
      await page.getByLabel('O seu nome').fill('Marie Organiser')
      await page.getByLabel('Nome de utilizador').fill('marie')
      await page.getByLabel('Email').fill('marie@games.example')
      await page.getByLabel('Palavra-passe', { exact: true }).fill('a long enough password')
      await page.getByRole('button', { name: 'Criar o administrador' }).click()
      await expect(page.getByText('Este não é o código de configuração que o servidor mostrou')).toBeVisible({
        timeout: 60_000,
      })

      await page.getByLabel('Código de configuração').fill(code)
      await page.getByRole('button', { name: 'Criar o administrador' }).click()
      await expect(page).toHaveURL(`${origin}/manage`, { timeout: 90_000 })
      const me = (await (await page.request.get(`${origin}/api/v1/auth/me`)).json()) as {
        user: { username: string; userType: string }
      }
      expect(me.user).toMatchObject({ username: 'marie', userType: 'admin' })

      // Closed for good: pages no longer lead to setup, and setup says so.
      await page.goto(`${origin}/medals/all`)
      await expect(page).toHaveURL(`${origin}/medals/all`)
      await page.goto(`${origin}/setup`)
      await expect(page.getByRole('heading', { level: 1, name: 'Estes jogos já estão configurados' })).toBeVisible()
    } finally {
      if (server.exitCode === null) {
        const exited = new Promise((done) => server.once('exit', done))
        server.kill('SIGTERM')
        await exited
      }
    }
  })
})
