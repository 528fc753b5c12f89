import { DEFAULT_LOCALE_STRATEGY, LocaleStrategySchema } from '@podium/domain'
import { z } from 'zod'
import { trustedProxyEntryProblem } from './http/client-address.ts'
import { DEFAULT_SIGNUPS_PER_HOUR } from './http/public-write-limits.ts'
import { allowedOriginProblem } from './http/same-origin.ts'

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((v) => ['1', 'true', 'on', 'yes'].includes(v))

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'must be a real calendar date')

/** A comma-separated list (empty parts ignored), each entry checked by `problemOf` (undefined when fine). */
const commaSeparated = (problemOf: (entry: string) => string | undefined) =>
  z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .superRefine((entries, ctx) => {
      for (const entry of entries) {
        const problem = problemOf(entry)
        if (problem) ctx.addIssue({ code: 'custom', message: problem })
      }
    })
    .default([])

/** Every setting Podium reads from the environment, validated at start (README: Configuration). */
export const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Address to bind; loopback by default. */
  HOST: z.string().min(1).default('127.0.0.1'),
  PODIUM_DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  PODIUM_TODAY: isoDay.optional(),
  /** The time of day (HH:MM, games' time zone) the clock starts at; with PODIUM_TODAY a reproducible demo. */
  PODIUM_TIME: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time of day as HH:MM (00:00 to 23:59)')
    .optional(),
  /**
   * What an empty database starts as (decision 067): `demo` seeds the demo games; `none` starts empty games whose
   * first admin is created on the setup screen. Read only when the database is empty.
   */
  PODIUM_SEED: z.enum(['demo', 'none']).default('demo'),
  PODIUM_SIM_SPEED: z.coerce.number().min(0).max(10_000).default(1),
  PODIUM_LOGIN_ENABLED: booleanFlag.default(true),
  PODIUM_ADMIN_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Where the built web app lives; defaults to apps/web/dist. */
  PODIUM_WEB_DIR: z.string().min(1).optional(),
  /** Record every request for the access-log dashboard. */
  PODIUM_ACCESS_LOG: booleanFlag.default(true),
  /** Raw access-log rows older than this many days are pruned (the daily roll-ups stay). */
  PODIUM_ACCESS_LOG_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** A folder of ODF XML messages to apply (in name order; moved to processed/ or failed/). Unset: no watcher. */
  PODIUM_ODF_DIR: z.string().min(1).optional(),
  /** Bearer token for /metrics; unset, /metrics answers loopback connections only (decision 053). */
  PODIUM_METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** One JSON line per request on stdout, with its request id (decision 053). */
  PODIUM_LOG_REQUESTS: booleanFlag.default(true),
  /** What the in-memory read models may hold, in MiB: least recently read ones go first (decision 024). */
  PODIUM_READ_MODEL_CACHE_MB: z.coerce.number().int().min(8).max(65_536).default(128),
  /**
   * The least time between two rebuilds of one read model, in ms (decision 063): a storm of live events costs one
   * rebuild per interval; the first read after a change still waits for the change.
   */
  /**
   * How long the live hub waits after a change is announced for the ones that follow, in ms (decision 063): the
   * changes of a busy moment reach each live client as one write.
   */
  PODIUM_LIVE_GATHER_MS: z.coerce.number().int().min(0).max(1_000).default(100),
  PODIUM_REBUILD_PACE_MS: z.coerce.number().int().min(0).max(10_000).default(500),
  /**
   * Live streams (SSE, /api/v1/live) this instance holds at once, and from one client address (decision 070): past
   * either, 503 with Retry-After. Each stream is a file descriptor; keep the total under the process's limit
   * (`ulimit -n`) with room for requests. A venue's Wi-Fi or a carrier's NAT puts thousands behind one address.
   */
  PODIUM_LIVE_MAX_STREAMS: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
  PODIUM_LIVE_MAX_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(2_000),
  /** Longest a client may take to send a whole request, body included, in seconds (decision 070). */
  PODIUM_REQUEST_TIMEOUT_S: z.coerce.number().int().min(21).max(3_600).default(120),
  /** Where the interface language sits in page URLs (domain: LOCALE_STRATEGIES). */
  PODIUM_LOCALE_STRATEGY: LocaleStrategySchema.default(DEFAULT_LOCALE_STRATEGY),
  /**
   * Reverse proxies whose X-Forwarded-For / X-Forwarded-Proto are believed: comma-separated addresses or CIDR
   * ranges (`127.0.0.1,10.0.0.0/8`). Unset: nobody's, the socket's address is the client's.
   */
  PODIUM_TRUSTED_PROXIES: commaSeparated(trustedProxyEntryProblem),
  /**
   * Origins besides the server's own and the native shells' (http/cors.ts) that may call the API from a browser
   * (CORS, no credentials) and send writes (CSRF check, http/same-origin.ts), comma-separated. Unset: none.
   */
  PODIUM_ALLOWED_ORIGINS: commaSeparated(allowedOriginProblem),
  /** Sign-ups allowed per client address per hour (a burst, then evenly); raise it when a venue NATs everyone. */
  PODIUM_SIGNUP_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(DEFAULT_SIGNUPS_PER_HOUR),
  /** Client-error reports older than this many days are pruned. */
  PODIUM_CLIENT_ERROR_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** The client-error table keeps at most this many reports (the oldest go). */
  PODIUM_CLIENT_ERROR_MAX_ROWS: z.coerce.number().int().min(100).max(10_000_000).default(10_000),
  /**
   * Web Push (decision 056): the contact the push services may reach the operator at (the VAPID `sub`), and origins
   * besides the browsers' push services that subscriptions may point to (a self-hosted push service; tests).
   */
  PODIUM_PUSH_CONTACT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'a mailto: or https: address')
    .default('mailto:operator@podium.invalid'),
  PODIUM_PUSH_ORIGINS: commaSeparated(allowedOriginProblem),
})
export type Env = z.infer<typeof EnvSchema>

/** Parses the environment; empty strings count as unset. Throws a readable message listing every bad variable. */
export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''))
  const parsed = EnvSchema.safeParse(cleaned)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid environment:\n${lines.join('\n')}`)
  }
  return parsed.data
}
