import { defineConfig, devices } from '@playwright/test'

const PORT = Number(process.env.E2E_PORT ?? 3100)
/** The API's origin in e2e (the server serves the web bundle there too). */
export const E2E_API_ORIGIN = `http://127.0.0.1:${PORT}`
/**
 * e2e/native-origin.spec.ts serves the native bundle from this second origin, standing in for a shell's
 * (https://localhost, capacitor://localhost): the server lists it in PODIUM_ALLOWED_ORIGINS.
 */
export const NATIVE_E2E_PORT = PORT + 1
export const NATIVE_E2E_ORIGIN = `http://localhost:${NATIVE_E2E_PORT}`
export const E2E_TODAY = '2026-07-14'
/** The server's clock starts at this time of day, and the demo is seeded as it stands then. */
export const E2E_TIME = '11:00'

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
    trace: 'retain-on-failure',
    // The service worker would answer some requests before page.route sees them; only the PWA spec allows it.
    serviceWorkers: 'block',
    launchOptions: chromium,
  },
  projects: [
    // Tag a test @phone to run it at phone size too, @phone-only to run it only there.
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
      grepInvert: /@phone-only|@after-all|@games-settings/,
    },
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions: chromium }, grep: /@phone/ },
    // @games-settings: renaming the games changes every screen's header, so it runs when no other screen is open; its
    // tests (all in back-office-settings.spec.ts) change the one settings row, so they run one after the other.
    {
      name: 'games-settings',
      fullyParallel: false,
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
      grep: /@games-settings/,
      dependencies: ['desktop', 'phone'],
    },
    // @after-all: tests that change the shared demo for good (an import retires the demo accounts) run last.
    {
      name: 'after-all',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
      grep: /@after-all/,
      dependencies: ['games-settings'],
    },
  ],
  webServer: {
    // A fresh demo database each run, the simulator off and the day and time pinned, so screens are deterministic.
    command: `rm -rf .tmp/e2e-data-${PORT} && node --import tsx apps/server/src/main.ts`,
    url: `http://127.0.0.1:${PORT}/api/v1/health`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      PODIUM_DATA_DIR: `.tmp/e2e-data-${PORT}`,
      PODIUM_TODAY: E2E_TODAY,
      PODIUM_TIME: E2E_TIME,
      PODIUM_SIM_SPEED: '0',
      PODIUM_LOGIN_ENABLED: 'true',
      PODIUM_ADMIN_TOKEN: 'e2e-admin-token-0123456789',
      PODIUM_ALLOWED_ORIGINS: NATIVE_E2E_ORIGIN,
      DATABASE_URL: '',
      // A test server: scrypt at N=2^10 instead of 2^17 for its logins and sign-ups (decision 065; passwords.ts
      // accepts it only with NODE_ENV=test, and production's image sets NODE_ENV=production).
      NODE_ENV: 'test',
      PODIUM_TEST_SCRYPT_N: '1024',
    },
  },
})
