/**
 * Real games (decisions 067, 074: issue 42's done-when walk). On the shared demo server, the demo admin imports the
 * Paris 2024 bundle through /staff/import: warned, confirmed, still signed in; the medal table is exactly Paris's,
 * every discipline of the bundle is named (never a bare code) on /medals and /schedule/disciplines, MARCHAND's
 * profile shows his four golds and a swimming final's unit page its podium. On a server of its own
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
let bundleFolder = ''

/** A bundle file's rows as objects by column name. */
function bundleRows(file: string): Record<string, string>[] {
  const [header, ...lines] = readFileSync(join(bundleFolder, file), 'utf8').trimEnd().split('\n')
  const columns = splitCsvLine(header ?? '')
  return lines.map((line) => {
    const cells = splitCsvLine(line)
    return Object.fromEntries(columns.map((c, i) => [c, cells[i] ?? '']))
  })
}

/** The bundle's disciplines by code, each with its Portuguese name (the screens' language here). */
function bundleDisciplines(): Map<string, string> {
  return new Map(bundleRows('disciplines.csv').map((d) => [d.code ?? '', d.name_pt || d.name || '']))
}

/**
 * A few games days that together hold a medal event's unit of every discipline (greedy: the day adding the most
 * disciplines first), so the walk reads /schedule/disciplines on four or five days, not all nineteen. A unit's day is
 * its start's date in the games' offset, as units.csv writes it.
 */
function daysCoveringEveryDiscipline(): Map<string, string[]> {
  const disciplineOf = new Map(bundleRows('events.csv').map((e) => [e.code ?? '', e.discipline ?? '']))
  const byDay = new Map<string, Set<string>>()
  for (const unit of bundleRows('units.csv')) {
    const discipline = disciplineOf.get(unit.event ?? '')
    if (!discipline) continue
    const day = (unit.start ?? '').slice(0, 10)
    byDay.set(day, (byDay.get(day) ?? new Set()).add(discipline))
  }
  const left = new Set([...byDay.values()].flatMap((set) => [...set]))
  const chosen = new Map<string, string[]>()
  while (left.size > 0) {
    const [day, gained] = [...byDay]
      .map(([d, set]) => [d, [...set].filter((c) => left.has(c))] as const)
      .sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))[0] ?? ['', []]
    if (gained.length === 0) break
    chosen.set(day, gained)
    for (const code of gained) left.delete(code)
  }
  return chosen
}

function buildParisBundle(work: string): void {
  const folder = join(work, 'paris')
  bundleFolder = folder
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

    // Every discipline of the bundle is named on /medals (its picker), never by a bare code.
    const disciplines = bundleDisciplines()
    expect(disciplines.size).toBe(45)
    const picker = page.getByRole('combobox', { name: 'Modalidade' })
    await expect(picker.locator('option')).toHaveCount(disciplines.size + 1)
    const options = (await picker.locator('option').allInnerTexts()).map((text) => text.trim())
    expect(options.slice(1).sort()).toEqual([...disciplines.values()].sort())
    expect(options.filter((text) => /^[A-Z0-9]{3}$/.test(text))).toEqual([])

    // … and on /schedule/disciplines, on a few days that together hold every discipline's medal events.
    const cover = daysCoveringEveryDiscipline()
    expect([...cover.values()].flat().sort()).toEqual([...disciplines.keys()].sort())
    for (const [day, codes] of cover) {
      await page.goto(`/schedule/disciplines?day=${day}`)
      const list = page.getByRole('list', { name: 'Modalidades do dia' })
      await expect(list.getByRole('listitem').first()).toBeVisible()
      const cards = (await list.getByRole('link').allInnerTexts()).map((text) => text.split('\n')[0]?.trim() ?? '')
      for (const code of codes) expect(cards, `${day} ${code}`).toContain(disciplines.get(code))
      expect(
        cards.filter((text) => /^[A-Z0-9]{3}$/.test(text)),
        day,
      ).toEqual([])
    }

    // MARCHAND's profile lists his four individual golds (and the relay's bronze), not only the relays he entered.
    await page.goto('/participants/profile/1909294')
    await expect(page.getByRole('heading', { level: 1, name: /MARCHAND/ })).toBeVisible()
    const tally = page.getByRole('list', { name: 'Medalhas' })
    await expect(tally.getByRole('listitem').filter({ has: page.getByRole('img', { name: 'Ouro' }) })).toHaveText(/4/)
    const events = page.getByRole('region', { name: 'Provas e resultados' })
    const golds = events.getByRole('listitem').filter({ has: page.getByRole('img', { name: 'Ouro' }) })
    await expect(golds).toHaveCount(4)
    for (const name of [
      "Men's 200m Breaststroke",
      "Men's 200m Butterfly",
      "Men's 200m Individual Medley",
      "Men's 400m Individual Medley",
    ]) {
      await expect(golds.getByRole('heading', { name, exact: true })).toBeVisible()
    }

    // A swimming final known only by its medallists shows its podium, gold first.
    await page.goto('/discipline/swimming/results/SWM-MEN-400M-INDIVIDUAL-MEDLEY-FNL-000100')
    const podium = page.getByRole('list', { name: 'Pódio' }).first()
    await expect(podium.getByRole('listitem')).toHaveCount(3)
    const places = await podium.getByRole('listitem').allInnerTexts()
    expect(places.map((text) => text.replace(/\s+/g, ' '))).toEqual([
      expect.stringMatching(/MARCHAND/),
      expect.stringMatching(/MATSUSHITA/),
      expect.stringMatching(/FOSTER/),
    ])
    await expect(podium.getByRole('listitem').first().getByRole('img', { name: 'Ouro' })).toBeVisible()
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
