import { defineConfig, devices } from '@playwright/test'
import { E2E_TIME, E2E_TODAY, e2eServerEnv } from './e2e/server-env.ts'

const PORT = Number(process.env.E2E_PORT ?? 3100)
/** The API's origin in e2e (the server serves the web bundle there too). */
export const E2E_API_ORIGIN = `http://127.0.0.1:${PORT}`
/**
 * e2e/native-origin.spec.ts serves the native bundle from this second origin, standing in for a shell's
 * (https://localhost, capacitor://localhost): the server lists it in PODIUM_ALLOWED_ORIGINS.
 */
export const NATIVE_E2E_PORT = PORT + 1
export const NATIVE_E2E_ORIGIN = `http://localhost:${NATIVE_E2E_PORT}`
/** The servers of the two projects that change the demo for good (decision 072): the games settings, and imports. */
const GAMES_SETTINGS_E2E_PORT = PORT + 2
const AFTER_ALL_E2E_PORT = PORT + 3
const GAMES_SETTINGS_E2E_ORIGIN = `http://127.0.0.1:${GAMES_SETTINGS_E2E_PORT}`
const AFTER_ALL_E2E_ORIGIN = `http://127.0.0.1:${AFTER_ALL_E2E_PORT}`

export { E2E_TIME, E2E_TODAY }

/** Debian's Chromium: test tools cannot download browsers here. */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
}

/**
 * One e2e server: a fresh copy of the seeded demo (scripts/e2e-serve.ts keeps a snapshot, decision 072), the simulator
 * off and the day and time pinned, so screens are deterministic.
 */
function e2eServer(port: number) {
  return {
    command: 'node --import tsx scripts/e2e-serve.ts',
    url: `http://127.0.0.1:${port}/api/v1/health`,
    // Seeding the demo, when the snapshot is new, took 76 s of 225 s at a load average of 32 (decision 072).
    timeout: 360_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe' as const,
    env: e2eServerEnv(port, NATIVE_E2E_ORIGIN),
  }
}

/** Whether this run may include `project`: no `--project` on the command line, or one naming it. */
function projectWanted(project: string): boolean {
  const named: string[] = []
  process.argv.forEach((arg, i) => {
    if (arg.startsWith('--project=')) named.push(arg.slice('--project='.length))
    else if (arg === '--project') {
      for (const next of process.argv.slice(i + 1)) {
        if (next.startsWith('-')) break
        named.push(next)
      }
    }
  })
  return named.length === 0 || named.some((name) => name === project || name.includes('*'))
}

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  // CI shares two cores between the server, two browsers and axe: one retry absorbs a starved run, and Playwright
  // still reports such a test as flaky. Locally a failure fails at once.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  // On CI two browsers, the server and axe share two cores with the rest of the run: a screen that settles in a
  // second alone can take several there. The budgets are wider there, the assertions the same.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 15_000 : 7_000 },
  use: {
    baseURL: E2E_API_ORIGIN,
    locale: 'pt-PT',
    timezoneId: 'America/Sao_Paulo',
    // Recorded on the retry only: a trace records every action's DOM and a screencast, a cost every passing test paid
    // when it was kept on failure. A failure that CI retries leaves its trace; one that fails locally is run again
    // with `--trace on`.
    trace: 'on-first-retry',
    // The service worker would answer some requests before page.route sees them; only the PWA spec allows it.
    serviceWorkers: 'block',
    // The visitor prefers reduced motion: the live dots' endless pulse (motion-safe) stays still, which cost Chromium
    // about 1.4 CPU seconds per 10 s of an open live screen (decision 120), and axe reads pages at rest.
    reducedMotion: 'reduce',
    launchOptions: chromium,
  },
  projects: [
    // The two projects that change the demo for good run on servers of their own (decision 072), listed first so their
    // one-after-another tests start at once beside the others instead of waiting for them at the end.
    // @games-settings: renaming the games changes every screen's header; its tests (back-office-settings.spec.ts and
    // one in spectator-walk-more.spec.ts) change the one settings row, so they run one after the other (one worker,
    // whatever the files), on their own server.
    {
      name: 'games-settings',
      fullyParallel: false,
      workers: 1,
      use: { ...devices['Desktop Chrome'], launchOptions: chromium, baseURL: GAMES_SETTINGS_E2E_ORIGIN },
      grep: /@games-settings/,
    },
    // @after-all: tests that change the demo for good (an import retires the demo accounts), on a server of their own.
    {
      name: 'after-all',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium, baseURL: AFTER_ALL_E2E_ORIGIN },
      grep: /@after-all/,
    },
    // Tag a test @phone to run it at phone size too, @phone-only to run it only there: only where the phone's layout is
    // the subject or changes what the test meets (an element shown or hidden by a breakpoint, a box that scrolls only
    // when narrow, a control of its own). A screen whose DOM is the same at every width runs on a desktop; its phone
    // layout is phone.spec.ts's walk (decision 104).
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
      grepInvert: /@phone-only|@after-all|@games-settings/,
    },
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions: chromium }, grep: /@phone/ },
  ],
  // The shared demo server first: when the demo's source changed it seeds the snapshot the next two then copy. A run
  // of named projects (`--project desktop`) starts only the servers they use.
  webServer: [
    PORT,
    ...(projectWanted('games-settings') ? [GAMES_SETTINGS_E2E_PORT] : []),
    ...(projectWanted('after-all') ? [AFTER_ALL_E2E_PORT] : []),
  ].map(e2eServer),
})
