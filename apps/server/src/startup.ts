import type { Server } from 'node:http'
import { fileURLToPath } from 'node:url'
import { createApp } from './app.ts'
import { GamesCalendar } from './calendar.ts'
import { createClock, dayInTimeZone, localMinutesNow, minutesOfDay } from './clock.ts'
import type { AppContext } from './context.ts'
import { DEMO_TIME_ZONE, isDatabaseEmpty, seedDemo } from './data/demo/index.ts'
import { Simulator } from './data/simulator.ts'
import { type Database, migrateDatabase, openDatabase } from './db/client.ts'
import type { Env } from './env.ts'
import { AccessLogger } from './features/access-log/access-logger.ts'
import { seedDemoAccounts } from './features/accounts/demo-accounts.ts'
import { prepareSetup, startEmptyGames } from './features/accounts/setup.service.ts'
import { startClientErrorPruning } from './features/client-errors/client-errors.retention.ts'
import { watchOdfFolder } from './features/odf/odf.watcher.ts'
import { vapidKeys } from './features/push/push.service.ts'
import { PushDispatcher } from './features/push/push-dispatcher.ts'
import { webPushTransport } from './features/push/push-transport.ts'
import { ReadModelCache } from './http/cached-json.ts'
import { trustedProxies } from './http/client-address.ts'
import { createPodiumServer, DEFAULT_REQUEST_TIMEOUTS } from './http/node-server.ts'
import { keepReadModelsFresh } from './live/freshness.ts'
import { LiveHub } from './live/hub.ts'
import type { ReadModels } from './live/read-models.ts'
import { LeaderLock, withStartupLock } from './ops/leader.ts'
import { RuntimeSettings } from './settings.ts'

/**
 * Connections the kernel may queue before the server accepts them. Node's default (511) overflows when a crowd
 * connects at once (bench:mixed opens 1,000 beside 1,000 live streams): the kernel then drops the extra SYNs and
 * those clients wait for retries, 1 s, 3 s, 7 s… (decision 016). The kernel caps it at net.core.somaxconn.
 */
const LISTEN_BACKLOG = 4096
/**
 * Node's 5 s keep-alive timeout closes a busy crowd's connections whenever a next request is a little late (an
 * overloaded client or server), and each reconnect queues behind the accept backlog (decision 016). 65 s also
 * outlives the usual proxy idle timeout (60 s). An idle kept-alive connection is not a request in progress, so the
 * headers and request timeouts (decision 070, http/node-server.ts) do not apply to it and may be shorter.
 */
const KEEP_ALIVE_MS = 65_000

export const DEFAULT_WEB_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url))

export interface RunningServer {
  url: string
  database: Database
  close(): Promise<void>
}

/** Opens (and on first start migrates and seeds) the database, then builds the app. */
export async function prepareDatabase(env: Env, log: (line: string) => void = console.log): Promise<Database> {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.PODIUM_DATA_DIR })
  // Several instances may start at once on one PostgreSQL: one at a time migrates and seeds, the next finds it done.
  await withStartupLock(env.DATABASE_URL, () => migrateAndSeed(env, database, log))
  return database
}

async function migrateAndSeed(env: Env, database: Database, log: (line: string) => void): Promise<void> {
  await migrateDatabase(database)
  if ((await isDatabaseEmpty(database.db)) && env.PODIUM_SEED === 'none') {
    // A clean start for real games (decision 067): empty games, the first admin made on the setup screen.
    log('Starting empty games (PODIUM_SEED=none): no demo.')
    await startEmptyGames(database.db, dayInTimeZone(new Date(), 'UTC'))
  } else if (await isDatabaseEmpty(database.db)) {
    // The demo is seeded as it stands now (or at the pinned day and time), so the clock and the results agree.
    const today = env.PODIUM_TODAY ?? dayInTimeZone(new Date(), DEMO_TIME_ZONE)
    const nowMinutes = env.PODIUM_TIME ? minutesOfDay(env.PODIUM_TIME) : localMinutesNow(DEMO_TIME_ZONE)
    const started = Date.now()
    const time = `${String(Math.floor(nowMinutes / 60)).padStart(2, '0')}:${String(nowMinutes % 60).padStart(2, '0')}`
    log(`Seeding the demo games (today = ${today}, now = ${time})…`)
    const summary = await seedDemo(database.db, { today, nowMinutes })
    log(
      `Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s: ${summary.disciplines} disciplines, ` +
        `${summary.organisations} delegations, ${summary.athletes} athletes, ${summary.units} schedule items.`,
    )
  }
  await seedDemoAccounts(database.db)
}

export async function createContext(env: Env, database: Database): Promise<AppContext> {
  const calendar = await GamesCalendar.load(database.db, DEMO_TIME_ZONE)
  const cache: ReadModels = new ReadModelCache(env.PODIUM_READ_MODEL_CACHE_MB * 1024 * 1024, Date.now, {
    minIntervalMs: env.PODIUM_REBUILD_PACE_MS,
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  })
  const live = new LiveHub(database, { gatherMs: env.PODIUM_LIVE_GATHER_MS })
  const settings = await RuntimeSettings.load(database.db)
  keepReadModelsFresh(live, { cache, calendar, settings })
  await live.start()
  const clock = createClock({ calendar, pinnedToday: env.PODIUM_TODAY, pinnedTime: env.PODIUM_TIME })
  const accessLog = env.PODIUM_ACCESS_LOG
    ? new AccessLogger(database.db, clock, { retentionDays: env.PODIUM_ACCESS_LOG_RETENTION_DAYS, log: console.error })
    : undefined
  accessLog?.start()
  return {
    database,
    clock,
    calendar,
    cache,
    settings,
    live,
    accessLog,
    config: {
      loginEnabled: env.PODIUM_LOGIN_ENABLED,
      adminToken: env.PODIUM_ADMIN_TOKEN,
      webDir: env.PODIUM_WEB_DIR ?? DEFAULT_WEB_DIR,
      localeStrategy: env.PODIUM_LOCALE_STRATEGY,
      trustedProxies: trustedProxies(env.PODIUM_TRUSTED_PROXIES),
      allowedOrigins: env.PODIUM_ALLOWED_ORIGINS,
      signupsPerHour: env.PODIUM_SIGNUP_LIMIT_PER_HOUR,
      pushOrigins: env.PODIUM_PUSH_ORIGINS,
      metricsToken: env.PODIUM_METRICS_TOKEN,
      logRequests: env.PODIUM_LOG_REQUESTS,
      odfFolder: Boolean(env.PODIUM_ODF_DIR),
      liveStreams: { total: env.PODIUM_LIVE_MAX_STREAMS, perAddress: env.PODIUM_LIVE_MAX_STREAMS_PER_ADDRESS },
    },
  }
}

export async function startServer(env: Env, log: (line: string) => void = console.log): Promise<RunningServer> {
  const database = await prepareDatabase(env, log)
  // No admin yet (a clean start, or games imported from the command line): the setup screen and its code.
  await prepareSetup(database.db, `http://${env.HOST}:${env.PORT}`, log)
  const ctx = await createContext(env, database)
  const app = createApp(ctx)
  // The simulator and the ODF watcher write: they run on the leader only (ops/leader.ts), and move when it dies.
  let simulator: Simulator | null = null
  let stopOdfWatcher: (() => Promise<void>) | undefined
  let singletons: Promise<unknown> = Promise.resolve()
  const leader = new LeaderLock({
    connectionString: env.DATABASE_URL,
    log,
    onChange: (leading) => {
      singletons = singletons
        .then(async () => {
          if (leading) {
            simulator = new Simulator({ database, clock: ctx.clock, speed: env.PODIUM_SIM_SPEED, log })
            await simulator.start()
            stopOdfWatcher = env.PODIUM_ODF_DIR ? watchOdfFolder(database.db, env.PODIUM_ODF_DIR) : undefined
          } else {
            await simulator?.stop()
            await stopOdfWatcher?.()
            simulator = null
            stopOdfWatcher = undefined
          }
        })
        .catch((error) => console.error('[leader]', (error as Error).message))
    },
  })
  await leader.start()
  await singletons
  const push = new PushDispatcher({
    db: database.db,
    live: ctx.live,
    clock: ctx.clock,
    transport: webPushTransport(await vapidKeys(ctx), env.PODIUM_PUSH_CONTACT),
    log: console.error,
  })
  push.start()
  const stopClientErrorPruning = startClientErrorPruning(
    database.db,
    ctx.clock,
    { retentionDays: env.PODIUM_CLIENT_ERROR_RETENTION_DAYS, maxRows: env.PODIUM_CLIENT_ERROR_MAX_ROWS },
    console.error,
  )
  const server = await new Promise<Server>((resolve, reject) => {
    const s = createPodiumServer(app, env.HOST, {
      ...DEFAULT_REQUEST_TIMEOUTS,
      requestMs: env.PODIUM_REQUEST_TIMEOUT_S * 1000,
    })
    s.keepAliveTimeout = KEEP_ALIVE_MS
    s.once('error', reject)
    s.listen({ port: env.PORT, host: env.HOST, backlog: LISTEN_BACKLOG }, () => resolve(s))
  })
  const url = `http://${env.HOST}:${env.PORT}`
  return {
    url,
    database,
    /**
     * Stops accepting, then stops every part even when one fails (so the database is always closed), writing the
     * access log's pending rows before the database goes; rejects with the first failure once all is closed.
     */
    async close() {
      const failures: unknown[] = []
      const step = async (name: string, task: () => Promise<unknown> | undefined) => {
        try {
          await task()
        } catch (error) {
          console.error(`Closing: ${name} failed:`, error)
          failures.push(error)
        }
      }
      await step('the HTTP server', async () => {
        // Readiness answers 503 from now on; live clients are told to reconnect (to another instance behind the
        // proxy) and their streams end; requests in flight (writes) finish before the server closes.
        ctx.live.drain()
        await new Promise<void>((resolve) => {
          // Keep-alive connections go as soon as their last response is sent.
          const idle = setInterval(() => server.closeIdleConnections(), 100)
          server.close(() => {
            clearInterval(idle)
            resolve()
          })
          server.closeIdleConnections()
        })
      })
      await step('the leader lock', () => leader.stop())
      await step('the simulator and the ODF watcher', () => singletons)
      await step('push alerts', () => push.stop())
      await step('client-error pruning', () => stopClientErrorPruning())
      await step('the access log', async () => ctx.accessLog?.stop())
      await step('the live hub', () => ctx.live.stop())
      await step('the database', () => database.close())
      if (failures.length > 0) throw failures[0]
    },
  }
}
