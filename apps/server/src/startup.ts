import { fileURLToPath } from 'node:url'
import { serve } from '@hono/node-server'
import { createApp } from './app.ts'
import { createClock, dayInTimeZone } from './clock.ts'
import type { AppContext } from './context.ts'
import { isDatabaseEmpty, seedDemo } from './data/demo/seed.ts'
import { Simulator } from './data/simulator.ts'
import { type Database, migrateDatabase, openDatabase } from './db/client.ts'
import type { Env } from './env.ts'
import { seedDemoAccounts } from './features/accounts/demo-accounts.ts'
import { readGames } from './features/reference/reference.repo.ts'
import { ReadModelCache } from './http/cached-json.ts'
import { LiveHub } from './live/hub.ts'
import { invalidateOnLiveEvents } from './live/invalidation.ts'

/** The demo games are played in Rio de Janeiro; before any games exist, "today" is read in this zone. */
const DEMO_TIME_ZONE = 'America/Sao_Paulo'

export const DEFAULT_WEB_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url))

export interface RunningServer {
  url: string
  database: Database
  close(): Promise<void>
}

/** Opens (and on first start migrates and seeds) the database, then builds the app. */
export async function prepareDatabase(env: Env, log: (line: string) => void = console.log): Promise<Database> {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.PODIUM_DATA_DIR })
  await migrateDatabase(database)
  if (await isDatabaseEmpty(database.db)) {
    const today = env.PODIUM_TODAY ?? dayInTimeZone(new Date(), DEMO_TIME_ZONE)
    const started = Date.now()
    log(`Seeding the demo games (today = ${today})…`)
    const summary = await seedDemo(database.db, { today })
    log(
      `Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s: ${summary.disciplines} disciplines, ` +
        `${summary.organisations} delegations, ${summary.athletes} athletes, ${summary.units} schedule items.`,
    )
  }
  await seedDemoAccounts(database.db)
  return database
}

export async function createContext(env: Env, database: Database): Promise<AppContext> {
  const games = await readGames(database.db)
  const cache = new ReadModelCache()
  const live = new LiveHub(database)
  invalidateOnLiveEvents(live, cache)
  await live.start()
  return {
    database,
    clock: createClock({ timeZone: games?.timeZone ?? DEMO_TIME_ZONE, pinnedToday: env.PODIUM_TODAY }),
    cache,
    live,
    config: {
      loginEnabled: env.PODIUM_LOGIN_ENABLED,
      adminToken: env.PODIUM_ADMIN_TOKEN,
      webDir: env.PODIUM_WEB_DIR ?? DEFAULT_WEB_DIR,
    },
  }
}

export async function startServer(env: Env, log: (line: string) => void = console.log): Promise<RunningServer> {
  const database = await prepareDatabase(env, log)
  const ctx = await createContext(env, database)
  const app = createApp(ctx)
  const simulator = new Simulator({ database, clock: ctx.clock, speed: env.PODIUM_SIM_SPEED, log })
  await simulator.start()
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () => resolve(s))
    s.once('error', reject)
  })
  const url = `http://${env.HOST}:${env.PORT}`
  return {
    url,
    database,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        // Long-lived connections (SSE, keep-alive) must not hold the shutdown.
        ;(server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.()
      })
      await simulator.stop()
      await ctx.live.stop()
      await database.close()
    },
  }
}
