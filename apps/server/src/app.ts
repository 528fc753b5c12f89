import { Hono } from 'hono'
import { contentRoutes } from './content/content.routes.ts'
import type { AppContext } from './context.ts'
import { accessLogMiddleware, logAccess } from './features/access-log/access-log.middleware.ts'
import { accessLogRoutes } from './features/access-log/access-log.routes.ts'
import { accountRoutes } from './features/accounts/accounts.routes.ts'
import { isSetupOpen } from './features/accounts/setup.service.ts'
import { usersAdminRoutes } from './features/accounts/users-admin.routes.ts'
import { auditRoutes } from './features/audit/audit.routes.ts'
import { awardsRoutes } from './features/awards/awards.routes.ts'
import { bundleRoutes } from './features/bundle/bundle.routes.ts'
import { calendarFeedRoutes } from './features/calendar-feeds/calendar-feeds.routes.ts'
import { certificatesRoutes } from './features/certificates/certificates.routes.ts'
import { clientErrorRoutes } from './features/client-errors/client-errors.routes.ts'
import { configRoutes } from './features/config/config.routes.ts'
import { settingsRoutes } from './features/config/settings.routes.ts'
import { correctionsRoutes } from './features/corrections/corrections.routes.ts'
import { documentsRoutes } from './features/documents/documents.routes.ts'
import { feedbackRoutes } from './features/feedback/feedback.routes.ts'
import { feedbackInboxRoutes } from './features/feedback/feedback-inbox.routes.ts'
import { filesRoutes } from './features/files/files.routes.ts'
import { followsRoutes } from './features/follows/follows.routes.ts'
import { healthRoutes } from './features/health/health.routes.ts'
import { infoRoutes } from './features/info/info.routes.ts'
import { medalRoutes } from './features/medals/medals.routes.ts'
import { nowRoutes } from './features/now/now.routes.ts'
import { odfRoutes } from './features/odf/odf.routes.ts'
import { participantRoutes } from './features/participants/participants.routes.ts'
import { placesRoutes } from './features/places/places.routes.ts'
import { pushRoutes } from './features/push/push.routes.ts'
import { rankingRoutes } from './features/ranking/ranking.routes.ts'
import { recordsRoutes } from './features/records/records.routes.ts'
import { referenceRoutes } from './features/reference/reference.routes.ts'
import { resultsEntryRoutes } from './features/results-entry/results-entry.routes.ts'
import { routeRulesRoutes } from './features/route-rules/route-rules.routes.ts'
import { redirectFor } from './features/route-rules/route-rules.service.ts'
import { scheduleRoutes } from './features/schedule/schedule.routes.ts'
import { searchRoutes } from './features/search/search.routes.ts'
import { shareRoutes } from './features/share/share.routes.ts'
import { standingsRoutes } from './features/standings/standings.routes.ts'
import { pageEntityChecker } from './features/static/page-entities.ts'
import { spaRoutes } from './features/static/spa.routes.ts'
import { structureRoutes } from './features/structure/structure.routes.ts'
import { transportRoutes } from './features/transport/transport.routes.ts'
import { triviaRoutes } from './features/trivia/trivia.routes.ts'
import { triviaQrRoutes } from './features/trivia/trivia-qr.routes.ts'
import { safeSportAdminRoutes } from './features/videos/safe-sport.routes.ts'
import { apiBodyLimit, DEFAULT_BODY_LIMIT } from './http/body-limits.ts'
import { refuseControlCharacters } from './http/control-characters.ts'
import { apiCors, crossOriginWriters } from './http/cors.ts'
import { HttpError, handleError } from './http/errors.ts'
import { featureGate, switchedOffFeature } from './http/feature-gate.ts'
import { HotReads } from './http/hot-reads.ts'
import { honourNoCache } from './http/no-cache.ts'
import { DEFAULT_SIGNUPS_PER_HOUR, publicWriteLimits } from './http/public-write-limits.ts'
import { sameOriginWrites } from './http/same-origin.ts'
import { securityHeaders } from './http/security-headers.ts'
import { sharedCachePolicy } from './http/shared-cache.ts'
import { liveRoutes } from './live/live.routes.ts'
import { readYourWrites } from './live/read-your-writes.ts'
import { observability, requestIdOf } from './ops/observability.ts'

/** Largest JSON body any endpoint accepts (uploads get their own limit: http/body-limits.ts). */
export const MAX_BODY_BYTES = DEFAULT_BODY_LIMIT

export function createApp(ctx: AppContext) {
  const limits = publicWriteLimits({
    proxies: () => ctx.config.trustedProxies,
    signupsPerHour: ctx.config.signupsPerHour ?? DEFAULT_SIGNUPS_PER_HOUR,
    now: () => ctx.clock.now().getTime(),
  })
  const api = new Hono()
    .on('POST', '/auth/signup', limits.signup)
    .on('POST', '/client-errors', limits.clientErrors)
    .on('PUT', '/push/subscription', limits.pushSubscriptions)
    .use(apiBodyLimit())
    .use(featureGate(ctx))
    .route('/', healthRoutes(ctx))
    .route('/', configRoutes(ctx))
    .route('/', referenceRoutes(ctx))
    .route('/', searchRoutes(ctx))
    .route('/', nowRoutes(ctx))
    .route('/', clientErrorRoutes(ctx))
    .route('/', liveRoutes(ctx))
    .route('/', accountRoutes(ctx))
    .route('/', triviaRoutes(ctx))
    .route('/', rankingRoutes(ctx))
    .route('/', feedbackRoutes(ctx))
    .route('/', scheduleRoutes(ctx))
    .route('/', calendarFeedRoutes(ctx))
    .route('/', medalRoutes(ctx))
    .route('/', correctionsRoutes(ctx))
    .route('/', standingsRoutes(ctx))
    .route('/', structureRoutes(ctx))
    .route('/', recordsRoutes(ctx))
    .route('/', participantRoutes(ctx))
    .route('/', resultsEntryRoutes(ctx))
    .route('/', auditRoutes(ctx))
    .route('/', odfRoutes(ctx))
    .route('/', bundleRoutes(ctx))
    .route('/', placesRoutes(ctx))
    .route('/', settingsRoutes(ctx))
    .route('/', triviaQrRoutes(ctx))
    // Every content kind's admin API and public read, from its declaration (decision 102).
    .route('/', contentRoutes(ctx))
    .route('/', feedbackInboxRoutes(ctx))
    .route('/', usersAdminRoutes(ctx))
    .route('/', transportRoutes(ctx))
    .route('/', documentsRoutes(ctx))
    .route('/', filesRoutes(ctx))
    .route('/', awardsRoutes(ctx))
    .route('/', infoRoutes(ctx))
    .route('/', safeSportAdminRoutes(ctx))
    .route('/', accessLogRoutes(ctx))
    .route('/', routeRulesRoutes(ctx))
    .route('/', pushRoutes(ctx))
    .route('/', followsRoutes(ctx))
    .route('/', certificatesRoutes(ctx))
    .all('*', () => {
      throw new HttpError(404, 'not_found', 'No such API endpoint.')
    })

  const app = new Hono()
  app.onError(handleError)
  let pageRenders: (() => { renders: number; hits: number; refused: number }) | undefined
  const ops = observability(ctx, {
    metricsToken: ctx.config.metricsToken,
    logRequests: ctx.config.logRequests,
    pageRenders: () => pageRenders?.(),
    hotReads: () => hotReads.served,
  })
  const accessLog = ctx.accessLog
  const hotReads = new HotReads({
    isCurrent: (prepared) => ctx.cache.isCurrentVersion(prepared),
    switchedOff: (path) => switchedOffFeature(ctx, path) !== undefined,
    answered: (request) => ops.record({ ...request, method: 'GET' }),
    requestId: requestIdOf,
    accessLog: accessLog && ((request) => logAccess(accessLog, ctx.clock, { ...request, method: 'GET', userId: null })),
  })
  // The server-side render reads the API in process, past the access log, the metrics and the write checks.
  const readApi = new Hono().route('/api/v1', api)
  readApi.onError(handleError)
  app.use('*', ops.middleware)
  app.get('/metrics', ops.metrics)
  app.use('/api/*', hotReads.remember())
  // What a shared cache may keep: the last word on Cache-Control, before the lane remembers an answer (decision 095).
  app.use('*', sharedCachePolicy())
  if (ctx.accessLog) app.use('*', accessLogMiddleware(ctx.accessLog, ctx.clock))
  app.use('*', securityHeaders())
  // The native shells call the API from their own origin (docs/native.md); mounted before the other checks so that
  // their refusals (403, 413, …) reach the shell readable.
  app.use(
    '/api/*',
    apiCors(() => ctx.config.allowedOrigins ?? []),
  )
  app.use('*', refuseControlCharacters())
  app.use(
    '*',
    sameOriginWrites({
      proxies: () => ctx.config.trustedProxies,
      allowedOrigins: () => crossOriginWriters(ctx.config.allowedOrigins),
    }),
  )
  app.use('*', honourNoCache())
  app.use('/api/*', readYourWrites(ctx.live))
  // Link-preview images read the API in process, as the page renderer does (decision 083).
  app.route(
    '/api/v1',
    shareRoutes(ctx, (path) => Promise.resolve(readApi.fetch(new Request(`http://podium.internal${path}`)))),
  )
  app.route('/api/v1', api)
  app.all('/api/*', () => {
    throw new HttpError(404, 'not_found', 'No such API endpoint.')
  })
  app.route(
    '/',
    spaRoutes(
      ctx.config.webDir,
      ctx.config.localeStrategy,
      pageEntityChecker(ctx.database.db, ctx.calendar),
      (path) => redirectFor(ctx, path),
      {
        api: (request) => readApi.fetch(request),
        liveSince: () => ctx.live.latestId,
        onChange: (drop) => {
          ctx.live.onEvent(drop)
          ctx.live.onResync(drop)
        },
        onLoaded: (renderer) => {
          pageRenders = () => renderer.stats
        },
      },
      () => isSetupOpen(ctx.database.db),
      () => ctx.settings.current.portugueseVariant ?? 'pt-PT',
    ),
  )
  // Node's request listener asks the lane first (startup.ts); in-process requests (tests, the render) never reach it.
  return Object.assign(app, { hotReads })
}

export type PodiumApp = ReturnType<typeof createApp>
