import { type CalendarFeed, ENGAGED_USER_TYPES, isCodedFeedKind, isFeedCode, isGamesFeedKind } from '@podium/domain'
import type { Context } from 'hono'
import { Hono } from 'hono'
import type { AppContext } from '../../context.ts'
import { type AuthEnv, requireRole, requireUserId } from '../../http/auth.ts'
import { isSecureRequest } from '../../http/client-address.ts'
import { HttpError, notFound } from '../../http/errors.ts'
import { requestLocale } from '../../http/locale.ts'
import { ACCEL_EXPIRES, accelExpires, publicCacheControl } from '../../http/shared-cache.ts'
import { qrSvg } from '../../media/qr-matrix.ts'
import {
  CalendarFeeds,
  FEED_MAX_AGE_S,
  FEED_RETRY_AFTER_S,
  myGamesFeedToken,
  rotateMyGamesFeedToken,
} from './calendar-feeds.service.ts'

const badKind = (kind: string) =>
  new HttpError(400, 'invalid_request', `No calendar feed of kind "${kind.slice(0, 40)}".`, {
    kind: ['delegation, discipline, athlete, team, my-games, follows, medal-events or ceremonies'],
  })

/** `POR.ics` → the code and what is asked: the feed itself or the QR code of its subscription address. */
function splitFile(file: string): { name: string; as: 'ics' | 'svg' } | undefined {
  const match = /^(.+)\.(ics|svg)$/.exec(file)
  return match?.[1] && (match[2] === 'ics' || match[2] === 'svg') ? { name: match[1], as: match[2] } : undefined
}

/** The server's address as the subscriber sees it (https behind a trusted proxy). */
function originOf(c: Context, ctx: AppContext): string {
  const url = new URL(c.req.url)
  return `${isSecureRequest(c, ctx.config.trustedProxies) ? 'https' : url.protocol.replace(':', '')}://${url.host}`
}

/**
 * Calendar feeds (decision 055): `/calendar/{kind}/{code}.ics` and `/calendar/{medal-events|ceremonies}.ics`, each
 * with a `.svg` twin that is the QR code of its webcal address. `?lang=` picks the language. "My games" (057):
 * `/calendar/my-games/{token}.ics` with the token an account makes and rotates at `/me/calendar-feed`, and
 * `/calendar/follows/{list}.ics` for a device's follows.
 */
export function calendarFeedRoutes(ctx: AppContext) {
  const feeds = new CalendarFeeds(ctx)

  async function answer(c: Context, feed: CalendarFeed, as: 'ics' | 'svg'): Promise<Response> {
    const locale = requestLocale(c)
    const origin = originOf(c, ctx)
    let prepared: Awaited<ReturnType<CalendarFeeds['feed']>>
    try {
      prepared = await feeds.feed(feed, locale, origin)
    } catch (error) {
      // The build lane is full (decision 070): when to ask again.
      if (error instanceof HttpError && error.status === 503) c.header('Retry-After', String(FEED_RETRY_AFTER_S))
      throw error
    }
    const headers: Record<string, string> = {
      ETag: prepared.etag,
      'Cache-Control': publicCacheControl(FEED_MAX_AGE_S),
      [ACCEL_EXPIRES]: accelExpires(),
      Vary: 'Accept-Language',
    }
    if (as === 'svg') {
      const path = new URL(c.req.url).pathname.replace(/\.svg$/, '.ics')
      const webcal = `webcal://${new URL(origin).host}${path}?lang=${locale}`
      return c.body(qrSvg(webcal), 200, {
        'Content-Type': 'image/svg+xml; charset=utf-8',
        'Content-Security-Policy': "default-src 'none'",
        'Cache-Control': 'public, max-age=3600',
      })
    }
    const ifNoneMatch = c.req.header('if-none-match')
    if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === prepared.etag)) {
      return c.body(null, 304, headers)
    }
    headers['Content-Type'] = 'text/calendar; charset=utf-8'
    headers['Content-Disposition'] = 'inline; filename="calendar.ics"'
    return c.body(new Uint8Array(prepared.body), 200, headers)
  }

  const user = requireRole(ctx, ENGAGED_USER_TYPES)
  return new Hono<AuthEnv>()
    .put('/me/calendar-feed', user, async (c) => {
      c.header('Cache-Control', 'no-store')
      return c.json(await myGamesFeedToken(ctx, requireUserId(c.get('actor'))))
    })
    .post('/me/calendar-feed/rotate', user, async (c) => {
      c.header('Cache-Control', 'no-store')
      return c.json(await rotateMyGamesFeedToken(ctx, requireUserId(c.get('actor'))))
    })
    .get('/calendar/:file', async (c) => {
      const file = splitFile(c.req.param('file'))
      if (!file) throw notFound('No such calendar feed.')
      if (isCodedFeedKind(file.name)) throw notFound(`A ${file.name} feed needs a code.`)
      if (!isGamesFeedKind(file.name)) throw badKind(file.name)
      return answer(c, { kind: file.name }, file.as)
    })
    .get('/calendar/:kind/:file', async (c) => {
      const kind = c.req.param('kind')
      if (!isCodedFeedKind(kind)) throw badKind(kind)
      const file = splitFile(c.req.param('file'))
      if (!file || !isFeedCode(kind, file.name)) throw notFound(`No ${kind} with this code.`)
      return answer(c, { kind, code: file.name }, file.as)
    })
}
