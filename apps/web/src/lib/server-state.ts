import type { DehydratedState } from '@tanstack/react-query'

/** Where the server puts the answers the page was rendered with (apps/server: the page renderer). */
export const SERVER_STATE_ID = 'podium-state'

/**
 * The live journal id the page is current to (the server read it before rendering): the live stream resumes after
 * it, so a change made while the page travelled and hydrated still reaches it. Undefined on the app shell.
 */
export function liveSinceOf(element: Element): number | undefined {
  const since = Number(element.getAttribute('data-live-since') ?? Number.NaN)
  return Number.isSafeInteger(since) && since >= 0 ? since : undefined
}

/**
 * The answers a page came with, stamped as received when the page's response arrived, as TanStack Query stamps an
 * answer the browser fetched. The server keeps a rendered page until a live change drops it (decision 060), so a page
 * served now carries current answers even if it was rendered minutes ago; stamped with their render time they were
 * all stale on arrival, and hydration asked the API for every one of them again and re-rendered the page in one
 * synchronous task (decision 061). A page the service worker kept (offline) is not passed through here: its answers
 * are as old as they say.
 */
export function receivedAt(state: DehydratedState, arrivedAt: number): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: arrivedAt } })),
  }
}

/** When the browser received the page's response (navigation timing), on the clock Date.now() reads. */
export function pageArrivedAt(): number {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
  if (!navigation || navigation.responseStart <= 0) return Date.now()
  return Math.min(Date.now(), Math.round(performance.timeOrigin + navigation.responseStart))
}
