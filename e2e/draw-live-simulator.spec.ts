import { type ChildProcess, spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { join, resolve } from 'node:path'
import type { EventStructure, StructureSlot } from '@podium/domain'
import { e2eServerEnv } from './server-env.ts'
import { expect, test } from './test.ts'

/**
 * Issue 35's done-when, played by the simulator rather than typed by staff (decision 080): on a phone, a followed
 * judoka's path through the draw moves as the games go on. A server of its own starts from the demo's snapshot at the
 * e2e's today (11:00) with the simulator running fast; the page, opened once and never reloaded, sees the final's
 * "Winner of Semi-final 1" turn into a name, the judoka's next contest join their marked path, and the bronze
 * contests' repechage placeholders fill — all from the live stream.
 */

const ROOT = resolve(import.meta.dirname, '..')
/** The judo draw of eight whose quarter-finals are official at 11:00 and whose semi-finals come this afternoon. */
const EVENT = 'JUDW57KG-3D'
/**
 * Simulated seconds per real second: 11:00 to the semi-finals (about 15:10) takes about a minute, so a
 * phone on a busy machine opens the page on the placeholders; the results the draw waits for are official about 6 s
 * after the semi-finals end.
 */
const SPEED = 250

async function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => done(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

let child: ChildProcess | undefined
let origin = ''
let dataDir = ''

test.describe('the draw follows the simulator @phone-only', () => {
  test.describe.configure({ timeout: 600_000 })

  test.beforeAll(async () => {
    test.setTimeout(420_000)
    const port = await freePort()
    const base = e2eServerEnv(port, '')
    const env = { ...base, PODIUM_SIM_SPEED: String(SPEED), PODIUM_ACCESS_LOG: 'false' }
    dataDir = join(ROOT, base.PODIUM_DATA_DIR ?? `.tmp/e2e-data-${port}`)
    // The same starting demo as the shared server: scripts/e2e-serve.ts copies its snapshot (made by this run's
    // first server) and starts Podium on it; the simulator starts with it.
    child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/e2e-serve.ts')], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: 'ignore',
    })
    origin = `http://127.0.0.1:${port}`
    const exited = () => child?.exitCode !== null
    await expect
      .poll(
        async () => {
          if (exited()) throw new Error(`the simulator's Podium exited with ${child?.exitCode}`)
          return fetch(`${origin}/api/v1/health`).then(
            (r) => r.ok,
            () => false,
          )
        },
        { timeout: 360_000, intervals: [250] },
      )
      .toBe(true)
  })

  test.afterAll(async () => {
    if (child && child.exitCode === null) {
      const gone = new Promise((done) => child?.once('exit', done))
      child.kill('SIGTERM')
      await gone
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  const structure = async (): Promise<EventStructure> => {
    const answer = await fetch(`${origin}/api/v1/events/${EVENT}/structure`, {
      headers: { 'cache-control': 'no-cache' },
    })
    expect(answer.status).toBe(200)
    return (await answer.json()) as EventStructure
  }
  const unitOf = (s: EventStructure, code: string) => s.rounds.flatMap((r) => r.units).find((u) => u.code === code)
  const decided = (slot: StructureSlot | undefined) => (slot?.state === 'decided' ? slot : undefined)
  /** The units whose slots hold `competitorId`, as the server resolves them now. */
  const pathOf = (s: EventStructure, competitorId: string) =>
    s.rounds
      .flatMap((r) => r.units)
      .filter((u) => u.slots.some((slot) => decided(slot)?.competitorId === competitorId))
      .map((u) => u.code)
      .sort()

  test("a followed judoka's path, the final and the bronze contests fill as the simulator plays, without a reload", async ({
    page,
  }) => {
    const before = await structure()
    const semiFinal = before.rounds.find((r) => r.stage === 'semi-final')?.units.find((u) => u.number === 1)
    const final = before.rounds.find((r) => r.stage === 'final')?.units[0]
    const bronze = before.rounds.find((r) => r.stage === 'bronze')?.units.find((u) => u.number === 1)
    const judoka = decided(semiFinal?.slots[0])
    if (!semiFinal || !final || !bronze || !judoka?.competitor.athlete) {
      throw new Error(`${EVENT} has no semi-final 1 with its judoka, final and bronze contest`)
    }
    // Nothing after the semi-finals is decided yet: the server's own view before the page opens.
    expect(semiFinal.resultStatus).not.toBe('OFFICIAL')
    expect(final.slots[0]?.state).toBe('pending')
    expect(bronze.slots[0]?.state).toBe('pending')

    await page.addInitScript((code) => {
      localStorage.setItem('podiumFollows', JSON.stringify([{ kind: 'athlete', code }]))
    }, judoka.competitor.athlete.id)
    await page.goto(`${origin}/discipline/judo/competitions`)
    const event = page.getByRole('region', { name: before.event.name })
    const draw = event.getByRole('region', { name: 'Rondas do quadro' })
    const finalCard = draw.locator(`[data-unit="${final.code}"]`)
    const bronzeCard = event.getByRole('region', { name: 'Medalha de bronze' }).locator(`[data-unit="${bronze.code}"]`)
    // A mark that a reload would wipe.
    await page.evaluate(() => {
      ;(window as unknown as { notReloaded?: boolean }).notReloaded = true
    })
    await expect(finalCard.getByTestId('slot-placeholder').first()).toHaveText('Vencedor: Meia-final 1')
    await expect(bronzeCard.getByTestId('slot-placeholder').first()).toHaveText(/^Vencedor: /)
    const pathBefore = pathOf(before, judoka.competitorId)
    await expect(event.locator('[data-followed]')).toHaveCount(pathBefore.length)

    // The simulator plays the semi-finals and the repechage; once official, the server names who goes on.
    await expect
      .poll(
        async () => {
          const now = await structure()
          return [unitOf(now, final.code)?.slots[0]?.state, unitOf(now, bronze.code)?.slots[0]?.state]
        },
        { timeout: 240_000, intervals: [1_000] },
      )
      .toEqual(['decided', 'decided'])
    const after = await structure()
    const finalist = decided(unitOf(after, final.code)?.slots[0])
    const bronzeFirst = decided(unitOf(after, bronze.code)?.slots[0])
    if (!finalist || !bronzeFirst) throw new Error('the final and the bronze contest are not filled together')

    // The page follows without a reload (the live stream asks for the structure again; on a busy machine the read
    // model may be rebuilt a few live changes later): the final's placeholder is the semi-final's winner…
    const live = { timeout: 90_000 }
    await expect(finalCard.getByTestId('slot-competitor').first()).toContainText(finalist.competitor.name, live)
    await expect(finalCard).not.toContainText('Vencedor: Meia-final 1')
    // …the repechage's winner comes into the first bronze contest…
    await expect(bronzeCard.getByTestId('slot-competitor').first()).toContainText(bronzeFirst.competitor.name, live)
    // …and the followed judoka's next contest (the final or a bronze contest) joins their marked path.
    const pathAfter = pathOf(after, judoka.competitorId)
    expect(pathAfter.length).toBe(pathBefore.length + 1)
    await expect(event.locator('[data-followed]')).toHaveCount(pathAfter.length, live)
    for (const code of pathAfter) {
      await expect(event.locator(`[data-unit="${code}"]`).first()).toHaveAttribute('data-followed', 'true', live)
    }
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true)
  })
})
