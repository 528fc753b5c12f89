import type { LocaleStrategy } from '@podium/domain'
import type { GamesCalendar } from './calendar.ts'
import type { Clock } from './clock.ts'
import type { Database } from './db/client.ts'
import type { AccessLogger } from './features/access-log/access-logger.ts'
import type { TrustedProxies } from './http/client-address.ts'
import type { LiveHub } from './live/hub.ts'
import type { ReadModels } from './live/read-models.ts'
import type { RuntimeSettings } from './settings.ts'

/** What every feature router is built from. */
export interface AppContext {
  database: Database
  clock: Clock
  /** The games' time zone and days, one source for every feature (calendar.ts). */
  calendar: GamesCalendar
  cache: ReadModels
  /** What an admin stored in the games settings (flags); `config` holds the start-up defaults (settings.ts). */
  settings: RuntimeSettings
  /** This instance's live fan-out (LISTEN → SSE clients). */
  live: LiveHub
  /** Records requests for the access-log dashboard; absent when logging is off. */
  accessLog?: AccessLogger | undefined
  config: {
    /** `PODIUM_METRICS_TOKEN`: /metrics for its bearer; without it, for loopback connections only. */
    metricsToken?: string
    /**
     * `PODIUM_LIVE_MAX_STREAMS` and `…_PER_ADDRESS`: live streams held at once, in all and per client address
     * (decision 070; live/stream-budget.ts has the defaults). Read at each connection.
     */
    liveStreams?: { total: number; perAddress: number }
    /** `PODIUM_ODF_DIR` is set: the leader watches a folder for ODF messages (the feed's screen says so). */
    odfFolder?: boolean
    /** `PODIUM_LOG_REQUESTS`: one JSON line per request on stdout. */
    logRequests?: boolean
    /** The start-up default of the login flag; ask `loginEnabled(ctx)` for the flag in force. */
    loginEnabled: boolean
    adminToken: string | undefined
    /** The built web app, or null when it is not built (API-only tests). */
    webDir: string | null
    /** Where the interface language sits in page URLs. */
    localeStrategy: LocaleStrategy
    /** Proxies whose forwarding headers tell the client's address and scheme (http/client-address.ts). */
    trustedProxies: TrustedProxies
    /** Origins besides the server's own that may send writes (PODIUM_ALLOWED_ORIGINS; http/same-origin.ts). */
    allowedOrigins?: readonly string[] | undefined
    /** Sign-ups per client address per hour (PODIUM_SIGNUP_LIMIT_PER_HOUR; http/public-write-limits.ts). */
    signupsPerHour?: number | undefined
    /** Origins besides the browsers' push services that push subscriptions may point to (PODIUM_PUSH_ORIGINS). */
    pushOrigins?: readonly string[] | undefined
  }
}
