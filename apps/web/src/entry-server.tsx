import { AsyncLocalStorage } from 'node:async_hooks'
import { isLocale, LOCALES, type Locale, type LocaleStrategy, type PortugueseVariant } from '@podium/domain'
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query'
import { createMemoryHistory } from '@tanstack/react-router'
import { createInstance, type i18n } from 'i18next'
import { renderToString } from 'react-dom/server'
import { AppRoot } from './app/app-root.tsx'
import { currentLocale, setRequestLocaleSource } from './i18n/i18n.ts'
import { setLocaleStrategy } from './i18n/locale-url.ts'
import { withOverlay } from './i18n/messages-overlay.ts'
import { setApiTransport } from './lib/api-client.ts'
import { headingOf, pageTitle } from './lib/page-title.ts'
import { createQueryClient } from './lib/query-client.ts'
import { USER_QUERY_ROOTS } from './lib/user-query-roots.ts'
import { configQueries } from './platform/config/api.ts'
import { createAppRouter } from './router.tsx'

/**
 * The server-side render (decision 060): the page a visitor asked for, rendered by the same routes and components as
 * the browser, with the answers it read dehydrated beside it so the browser hydrates without asking again.
 */

export interface RenderSetup {
  strategy: LocaleStrategy
  /** Answers `/api/…` requests in process (the server's own Hono app): no network, the read models' answers. */
  api: (request: Request) => Response | Promise<Response>
}

/** What a link preview, a search engine and the browser tab show of the page (plain text; the server escapes it). */
export interface PageHead {
  title: string
  description: string
  siteName: string
}

export type RenderOutcome =
  | { kind: 'page'; html: string; state: string; locale: Locale; head: PageHead }
  /** Not the server's to render (a redirect, a guard, an error): the browser renders it from the app shell. */
  | { kind: 'shell'; reason: string }

const messages = import.meta.glob<{ default: Record<string, unknown> }>('./i18n/locales/*.json', { eager: true })
const requestScope = new AsyncLocalStorage<Locale>()
/** One instance per language that never changes language: requests in different languages never share one. */
const instances = new Map<string, i18n>()
/** The render is repeated while it discovers answers it has not read yet (a component's own query); bounded. */
const MAX_PASSES = 3
const PERSONAL_ROOTS = new Set<string>(Object.values(USER_QUERY_ROOTS).map((root) => root[0]))

export function configureRender(setup: RenderSetup): void {
  setLocaleStrategy(setup.strategy)
  setRequestLocaleSource(() => requestScope.getStore())
  setApiTransport((input, init) =>
    Promise.resolve(setup.api(new Request(new URL(input, 'http://podium.internal'), init))),
  )
}

function i18nFor(locale: Locale, variant: PortugueseVariant): i18n {
  const key = locale === 'pt' ? `${locale}:${variant}` : locale
  let instance = instances.get(key)
  if (!instance) {
    const own = messages[`./i18n/locales/${locale}.json`]?.default ?? {}
    // Brazilian Portuguese (decision 085): the overlay over the European messages, as the browser loads them.
    const translation =
      locale === 'pt' && variant === 'pt-BR'
        ? withOverlay(own, messages['./i18n/locales/pt-BR.json']?.default ?? {})
        : own
    instance = createInstance()
    void instance.init({
      lng: locale,
      fallbackLng: false,
      supportedLngs: LOCALES,
      resources: { [locale]: { translation } },
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      initAsync: false,
    })
    instances.set(key, instance)
  }
  return instance
}

const isPersonal = (query: Query) => PERSONAL_ROOTS.has(String(query.queryKey[0]))

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled
  return typeof enabled === 'function' ? enabled(query) : enabled !== false
}

/** Fetches what the last pass asked for and did not have; false when there was nothing to fetch. */
async function fetchMissing(queryClient: QueryClient): Promise<boolean> {
  const missing = queryClient
    .getQueryCache()
    .findAll()
    .filter((query) => !isPersonal(query) && query.state.status === 'pending' && isEnabled(query))
  if (missing.length === 0) return false
  await Promise.allSettled(missing.map((query) => query.fetch()))
  return true
}

/** Waits for what the loaders started without awaiting (they prefetch and let the page paint). */
async function settle(queryClient: QueryClient): Promise<void> {
  const fetching = queryClient.getQueryCache().findAll({ fetchStatus: 'fetching' })
  await Promise.allSettled(fetching.map((query) => query.fetch()))
}

/** The title is the page's heading and the games' name: what a shared link of an athlete or a unit should say. */
function headOf(html: string, queryClient: QueryClient, i18n: i18n, locale: Locale): PageHead {
  const games = queryClient.getQueryData(configQueries.detail(locale).queryKey)?.games
  const siteName = games?.name ?? 'Podium'
  const page = headingOf(html)
  const t = i18n.getFixedT(locale)
  return {
    // The browser keeps it after hydration by the same rule (platform/head/use-document-title.ts).
    title: pageTitle(page, siteName),
    description: page
      ? t('meta.pageDescription', { page, games: siteName })
      : t('meta.gamesDescription', { games: siteName }),
    siteName,
  }
}

/** `href`: the path and search as requested (with its language segment, if any); `locale`: the page's language. */
export function renderPage(href: string, locale: Locale): Promise<RenderOutcome> {
  if (!isLocale(locale)) return Promise.resolve({ kind: 'shell', reason: 'locale' })
  return requestScope.run(locale, async (): Promise<RenderOutcome> => {
    const queryClient = createQueryClient()
    const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [href] }))
    try {
      await router.load()
    } catch (error) {
      return { kind: 'shell', reason: `load: ${String(error)}` }
    }
    // A guard or a rule sent the visitor elsewhere: the browser follows it from the shell (it may know better: the
    // visitor's platform, their session).
    if (router._serverResult?.type !== 'render') return { kind: 'shell', reason: 'redirect' }
    if (router.state.matches.some((match) => match.status === 'error')) return { kind: 'shell', reason: 'error' }
    await settle(queryClient)
    const variant = queryClient.getQueryData(configQueries.detail(locale).queryKey)?.portugueseVariant ?? 'pt-PT'
    const i18n = i18nFor(currentLocale(), variant)
    let html = ''
    // The answers dehydrated must be exactly those the last pass rendered with: nothing is fetched after it.
    for (let pass = 1; ; pass++) {
      html = renderToString(<AppRoot queryClient={queryClient} router={router} i18n={i18n} />)
      if (pass === MAX_PASSES || !(await fetchMissing(queryClient))) break
    }
    const state = dehydrate(queryClient, {
      shouldDehydrateQuery: (query) => query.state.status === 'success' && !isPersonal(query),
    })
    return { kind: 'page', html, state: JSON.stringify(state), locale, head: headOf(html, queryClient, i18n, locale) }
  })
}
