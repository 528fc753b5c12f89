import {
  type Ambassadors,
  type Courses,
  DayQuerySchema,
  localize,
  type MediaList,
  MediaQuerySchema,
  type SponsorsDto,
} from '@podium/domain'
import { Hono } from 'hono'
import type { AppContext } from '../../context.ts'
import { sendPreparedJson } from '../../http/cached-json.ts'
import { notFound } from '../../http/errors.ts'
import { requestLocale } from '../../http/locale.ts'
import { readQuery } from '../../http/validate.ts'
import { renderAvatarSvg } from '../../media/avatar.ts'
import { renderSponsorLogoSvg } from '../../media/logos.ts'
import { renderPhotoSvg } from '../../media/photo.ts'
import {
  listAmbassadors,
  listCourses,
  listMedia,
  listSponsors,
  readAmbassador,
  readMedia,
  readSponsor,
} from './info.repo.ts'
import { idParam, sendSvg } from './svg-response.ts'

const INFO_CACHE = { maxAge: 300 }
/** Sponsors change in the back office (decision 040): kept briefly by shared caches, like places. */
const SPONSORS_CACHE = { maxAge: 10 }
/** Whether a live video is on air moves with the clock. */
const MEDIA_TTL_MS = 60_000

export function infoRoutes(ctx: AppContext) {
  const { db } = ctx.database
  return new Hono()
    .get('/ambassadors', async (c) => {
      const { day } = readQuery(c, DayQuerySchema)
      const locale = requestLocale(c)
      if (day && !ctx.calendar.isGamesDay(day)) return c.json({ day, items: [] })
      const prepared = await ctx.cache.get<Ambassadors>(`ambassadors:${locale}:${day ?? 'all'}`, async () => ({
        day: day ?? null,
        items: await listAmbassadors(db, locale, day),
      }))
      return sendPreparedJson(c, prepared, INFO_CACHE)
    })
    .get('/ambassadors/:id/photo.svg', async (c) => {
      const id = idParam(c.req.param('id'))
      const row = id ? await readAmbassador(db, id) : undefined
      if (!row) throw notFound('No such ambassador.')
      return sendSvg(c, renderAvatarSvg({ id: `ambassador-${row.id}`, name: row.name }))
    })
    .get('/sponsors', async (c) => {
      const prepared = await ctx.cache.get<SponsorsDto>('sponsors:all', () => listSponsors(db))
      return sendPreparedJson(c, prepared, SPONSORS_CACHE)
    })
    .get('/sponsors/:id/logo.svg', async (c) => {
      const id = idParam(c.req.param('id'))
      const row = id ? await readSponsor(db, id) : undefined
      if (!row) throw notFound('No such sponsor.')
      return sendSvg(c, renderSponsorLogoSvg(row.name, row.tier))
    })
    .get('/courses', async (c) => {
      const locale = requestLocale(c)
      const prepared = await ctx.cache.get<Courses>(`courses:${locale}`, async () => ({
        items: await listCourses(db, locale),
      }))
      return sendPreparedJson(c, prepared, INFO_CACHE)
    })
    .get('/media', async (c) => {
      const { kind } = readQuery(c, MediaQuerySchema)
      const locale = requestLocale(c)
      const prepared = await ctx.cache.get<MediaList>(
        `media:${locale}:${kind ?? 'all'}`,
        async () => ({ items: await listMedia(db, locale, kind, ctx.clock.now()) }),
        MEDIA_TTL_MS,
      )
      return sendPreparedJson(c, prepared, { maxAge: 60 })
    })
    .get('/media/:id/image.svg', async (c) => {
      const id = idParam(c.req.param('id'))
      const row = id ? await readMedia(db, id) : undefined
      if (!row) throw notFound('No such photo or video.')
      // The picture carries its title as a label, in the language asked for (?lang=, as the list links it).
      c.header('Vary', 'Accept-Language')
      return sendSvg(c, renderPhotoSvg(localize(row.titles, requestLocale(c)), row.id))
    })
}
