import { AsyncLocalStorage } from 'node:async_hooks'
import type { MiddlewareHandler } from 'hono'

/** What the middleware needs of the live hub: a journal read that resolves once the events before it are applied. */
export interface JournalReader {
  readNow(): Promise<void>
}

const request = new AsyncLocalStorage<{ published: boolean }>()

/** Called by `publishLiveEvent`: the request being served (if any) wrote to the live journal. */
export function notePublished(): void {
  const store = request.getStore()
  if (store) store.published = true
}

/**
 * A request that wrote to the live journal answers only after this instance has read the journal past it (decision
 * 064): the read models its events make stale are dropped before the writer's next read, whatever the gathering
 * window (decision 063) or the delay of PostgreSQL's NOTIFY. Without it, a screen that refetches after its own write
 * can be answered with the version from before it, and keep it until the next change. Requests that published
 * nothing (reads, a trivia answer) cost nothing and leave the gathering alone.
 */
export function readYourWrites(journal: JournalReader): MiddlewareHandler {
  return async (c, next) => {
    const store = { published: false }
    await request.run(store, next)
    if (store.published && c.res.status < 400) await journal.readNow()
  }
}
