import { AthletesQuerySchema, countMedals, TEAMS_PAGE_SIZE, type TeamPage, TeamsQuerySchema } from '@podium/domain'
import { Hono } from 'hono'
import type { AppContext } from '../../context.ts'
import { renderAvatarSvg } from '../../data/avatar.ts'
import { prepareJson, sendPreparedJson } from '../../http/cached-json.ts'
import { notFound } from '../../http/errors.ts'
import { requestLocale } from '../../http/locale.ts'
import { readQuery } from '../../http/validate.ts'
import { listMedallists, selectMedallistRows } from '../medals/medals.repo.ts'
import { selectUnitSummaries } from '../units/unit-summary.repo.ts'
import {
  athletePhotoSource,
  athleteProfile,
  delegationAthletes,
  delegationScheduleWhere,
  findOrganisation,
  listTeams,
  searchAthletes,
  teamPage,
} from './participants.repo.ts'

/** Profiles and delegations carry results and medals, which the live stream invalidates. */
const PARTICIPANTS_CACHE = { maxAge: 10, staleWhileRevalidate: 60 }
const TEAMS_CACHE = { maxAge: 60, staleWhileRevalidate: 600 }
/** Avatars depend only on the id and name: a week in any cache. */
const PHOTO_CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400'
const ATHLETE_ID = /^[A-Za-z0-9_-]{1,40}$/
const ORGANISATION_CODE = /^[A-Za-z]{3}$/

/** An empty page is sent but not kept: any three letters or page number is valid input, so keys stay bounded. */
class EmptyPage extends Error {
  constructor(readonly page: TeamPage) {
    super('An empty page of teams is not kept.')
  }
}

export function participantRoutes(ctx: AppContext) {
  const { db } = ctx.database
  return new Hono()
    .get('/athletes', async (c) => {
      // A search runs in the database per request: a read model per query string would not be hit twice.
      const q = readQuery(c, AthletesQuerySchema)
      const page = await searchAthletes(db, requestLocale(c), q)
      c.header('Cache-Control', 'public, max-age=10, stale-while-revalidate=60')
      c.header('Vary', 'Accept-Language, Accept-Encoding')
      return c.json(page)
    })
    .get('/athletes/:id/photo.svg', async (c) => {
      const id = c.req.param('id')
      const athlete = ATHLETE_ID.test(id) ? await athletePhotoSource(db, id) : undefined
      if (!athlete) throw notFound('No such athlete.')
      const svg = renderAvatarSvg({
        id: athlete.id,
        name: `${athlete.givenName} ${athlete.familyName}`,
        gender: athlete.gender,
      })
      return c.body(svg, 200, { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': PHOTO_CACHE_CONTROL })
    })
    .get('/athletes/:id', async (c) => {
      const id = c.req.param('id')
      if (!ATHLETE_ID.test(id)) throw notFound('No such athlete.')
      const locale = requestLocale(c)
      const prepared = await ctx.cache.get(`participants:athlete:${locale}:${id}`, async () => {
        const profile = await athleteProfile(db, locale, id)
        if (!profile) throw notFound('No such athlete.')
        return profile
      })
      return sendPreparedJson(c, prepared, PARTICIPANTS_CACHE)
    })
    .get('/organisations/:code', async (c) => {
      const raw = c.req.param('code')
      if (!ORGANISATION_CODE.test(raw)) throw notFound('No such delegation.')
      const code = raw.toUpperCase()
      const locale = requestLocale(c)
      const prepared = await ctx.cache.get(`participants:org:${locale}:${code}`, async () => {
        const organisation = await findOrganisation(db, locale, code)
        if (!organisation) throw notFound('No such delegation.')
        const athletes = await delegationAthletes(db, locale, code)
        const teams = await listTeams(db, locale, code)
        const medallists = await listMedallists(db, locale, { organisation: code })
        const rows = await selectMedallistRows(db, { organisation: code })
        const schedule = await selectUnitSummaries(db, locale, { where: delegationScheduleWhere(code) })
        return {
          organisation,
          athleteCount: athletes.length,
          athletes,
          teams,
          medals: { ...countMedals(rows, code), medallists },
          schedule,
        }
      })
      return sendPreparedJson(c, prepared, PARTICIPANTS_CACHE)
    })
    .get('/teams', async (c) => {
      const q = readQuery(c, TeamsQuerySchema)
      const locale = requestLocale(c)
      // The web's pages (no search, the default size) are read models. A search or another page size is read from
      // the database per request, as athletes are: a search's read model would rarely be hit twice, and every other
      // size would keep one more copy of each team.
      if (q.search || q.pageSize !== TEAMS_PAGE_SIZE) {
        return sendPreparedJson(c, prepareJson(await teamPage(db, locale, q)), TEAMS_CACHE)
      }
      const key = `participants:teams:${locale}:${q.organisation ?? ''}:${q.discipline ?? ''}:${q.page}`
      try {
        const prepared = await ctx.cache.get(key, async () => {
          const page = await teamPage(db, locale, q)
          // A failed build is not kept (ReadModelCache), so an empty page is thrown past it.
          if (page.items.length === 0) throw new EmptyPage(page)
          return page
        })
        return sendPreparedJson(c, prepared, TEAMS_CACHE)
      } catch (error) {
        if (error instanceof EmptyPage) return sendPreparedJson(c, prepareJson(error.page), TEAMS_CACHE)
        throw error
      }
    })
}
