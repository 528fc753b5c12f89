import pg from 'pg'
import { tryAdvisoryLock, waitForAdvisoryLock } from './leader.repo.ts'

/** The advisory-lock key of the leader (any constant; "podium-leader" read as a number). */
export const LEADER_LOCK_KEY = 7_043_188_110
/** The advisory-lock key that lets one instance at a time migrate and seed at start. */
export const STARTUP_LOCK_KEY = 7_043_188_111
/** How often a follower asks for the lock again (and how soon a lost connection is replaced). */
const RETRY_MS = 1_000

export interface LeaderOptions {
  /** PostgreSQL's URL; without one (PGlite) this single instance is always the leader. */
  connectionString?: string
  /** Hears true when this instance becomes the leader, false when it stops being one. */
  onChange: (leader: boolean) => void
  retryMs?: number
  log?: (line: string) => void
}

/**
 * Leader election with `pg_try_advisory_lock` on a dedicated connection: the lock lives as long as that session,
 * so a leader that dies (or whose connection drops) frees it at once for PostgreSQL, and a follower that asks
 * again (every second) takes over. Only the leader runs the singletons: the simulator and the ODF watcher.
 */
export class LeaderLock {
  private client: pg.Client | null = null
  private timer: NodeJS.Timeout | null = null
  private stopped = false
  private leading = false
  private readonly retryMs: number

  constructor(private readonly options: LeaderOptions) {
    this.retryMs = options.retryMs ?? RETRY_MS
  }

  get isLeader(): boolean {
    return this.leading
  }

  async start(): Promise<void> {
    if (!this.options.connectionString) {
      this.setLeading(true)
      return
    }
    await this.attempt()
  }

  async stop(): Promise<void> {
    this.stopped = true
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    this.setLeading(false)
    const client = this.client
    this.client = null
    // Ending the session frees the lock: a follower takes over within its next try.
    await client?.end().catch(() => undefined)
  }

  private setLeading(leading: boolean): void {
    if (this.leading === leading) return
    this.leading = leading
    this.options.log?.(leading ? 'Leader: this instance runs the simulator and the ODF watcher.' : 'Leader: no longer.')
    this.options.onChange(leading)
  }

  private schedule(): void {
    if (this.stopped || this.timer) return
    this.timer = setTimeout(() => {
      this.timer = null
      void this.attempt()
    }, this.retryMs)
    this.timer.unref()
  }

  private async attempt(): Promise<void> {
    if (this.stopped) return
    try {
      if (!this.client) {
        const client = new pg.Client({
          connectionString: this.options.connectionString,
          application_name: 'podium-leader',
        })
        const lost = () => {
          if (this.client !== client) return
          this.client = null
          this.setLeading(false)
          this.schedule()
        }
        client.on('error', lost)
        client.on('end', lost)
        await client.connect()
        this.client = client
      }
      if (await tryAdvisoryLock(this.client, LEADER_LOCK_KEY)) this.setLeading(true)
      else this.schedule()
    } catch (error) {
      this.options.log?.(`Leader: could not ask for the lock (${(error as Error).message}); trying again.`)
      const client = this.client
      this.client = null
      await client?.end().catch(() => undefined)
      this.schedule()
    }
  }
}

/**
 * Runs `task` holding a session advisory lock on its own connection, so instances starting together migrate and
 * seed one at a time (the next one finds the work done). Without a URL (PGlite) it just runs the task.
 */
export async function withStartupLock<T>(connectionString: string | undefined, task: () => Promise<T>): Promise<T> {
  if (!connectionString) return task()
  const client = new pg.Client({ connectionString, application_name: 'podium-startup' })
  await client.connect()
  try {
    await waitForAdvisoryLock(client, STARTUP_LOCK_KEY)
    return await task()
  } finally {
    await client.end().catch(() => undefined)
  }
}
