import { configDefaults, defineConfig } from 'vitest/config'
import { NOT_ON_POSTGRES } from './apps/server/test/postgres-pass.ts'

/** `npm run test:api:postgres`: the API suite's PostgreSQL pass, less what cannot differ there (decision 065). */
const postgresPass = process.env.PODIUM_API_PASS === 'postgres'

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // Pure functions with no module state, no mocks and no globals: the files share their workers' module
          // graph instead of importing zod and the rules afresh each (decision 065: 13 s of CPU down to 3).
          isolate: false,
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...(postgresPass ? NOT_ON_POSTGRES.map(({ file }) => file) : [])],
          environment: 'node',
          globalSetup: ['./test/global-setup.ts'],
          // PGlite runs in-process and the machine has 2 cores: a few files at once is the sweet spot.
          maxWorkers: 2,
          // Every file builds its own app and database (createTestApp), mocks nothing and sets no globals: the files
          // share their workers' module graph instead of importing the server afresh each. On a quiet machine the
          // suite took 433 s with isolation (132 s of it importing) and 284 s without (decision 101).
          isolate: false,
          // A starved CI run (two shared cores; scrypt at N=2^17 per login) takes several times longer than a quiet
          // one: the budget is wider there, the assertions the same.
          testTimeout: process.env.CI ? 90_000 : 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
    ],
  },
})
