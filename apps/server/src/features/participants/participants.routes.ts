import {
  type AthleteProfile,
  AthletesQuerySchema,
  countMedals,
  DELEGATION_FIRST_ATHLETES,
  DELEGATION_FIRST_MEDAL_EVENTS,
  DELEGATION_FIRST_TEAMS,
  DELEGATION_NEXT_UNITS,
  type Delegation,
  type DelegationSchedule,
  latestMedalEvents,
  TEAMS_PAGE_SIZE,
  type Team,
  type TeamPage,
  TeamsQuerySchema,
} from '@podium/domain'
import { Hono } from 'hono'
import type { AppContext } from '../../context.ts'
import { prepareJson, sendPreparedJson } from '../../http/cached-json.ts'
import { notFound } from '../../http/errors.ts'
import { requestLocale } from '../../http/locale.ts'
import { ACCEL_EXPIRES, accelExpires, apiVary, publicCacheControl } from '../../http/shared-cache.ts'
import { readQuery } from '../../http/validate.ts'
import type { ReadModelKey } from '../../live/read-models.ts'
import { renderAvatarSvg } from '../../media/avatar.ts'
import { listMedallists, selectMedallistRows } from '../medals/index.ts'
import { selectUnitSummaries } from '../units/index.ts'
import {
  athletePhotoSource,
  athleteProfile,
  countUnits,
  delegationNextWhere,
  delegationScheduleWhere,
  findOrganisation,
  findTeam,
  searchAthletes,
  teamPage,
} from './participants.repo.ts'

/** Profiles and delegations carry results and medals, which the live stream invalidates. */
const PARTICIPANTS_CACHE = { maxAge: 10 }
const TEAMS_CACHE = { maxAge: 60 }
/** Avatars depend only on the id and name: a week in any cache. */
const PHOTO_CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400'
const ATHLETE_ID = /^[A-Za-z0-9_-]{1,40}$/
const ORGANISATION_CODE = /^[A-Za-z]{3}$/
/** How long a delegation's "next on the schedule" may lag the clock. */
const DELEGATION_TTL_MS = 60_000

/** A delegation code from the path, upper-cased; anything else is an unknown delegation (404). */
function organisationCode(raw: string): string {
  if (!ORGANISATION_CODE.test(raw)) throw notFound('No such delegation.')
  return raw.toUpperCase()
}

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
      c.header('Cache-Control', publicCacheControl(10))
      c.header(ACCEL_EXPIRES, accelExpires())
      // Sent plain (a proxy may gzip it): only the language can change the bytes.
      const vary = apiVary(c, false)
      if (vary) c.header('Vary', vary)
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
      const prepared = await ctx.cache.get<AthleteProfile>(`participants:athlete:${locale}:${id}`, async () => {
        const profile = await athleteProfile(db, locale, id)
        if (!profile) throw notFound('No such athlete.')
        return profile
      })
      return sendPreparedJson(c, prepared, PARTICIPANTS_CACHE)
    })
    .get('/organisations/:code', async (c) => {
      const code = organisationCode(c.req.param('code'))
      const locale = requestLocale(c)
      const prepared = await ctx.cache.get<Delegation>(
        `participants:org:${locale}:${code}`,
        async () => {
          const organisation = await findOrganisation(db, locale, code)
          if (!organisation) throw notFound('No such delegation.')
          // The lists' first pages as the participants tabs filtered by the delegation show them, so the page's
          // "see all" links continue the same lists (decision 018).
          const athletes = await searchAthletes(db, locale, {
            organisation: code,
            page: 1,
            pageSize: DELEGATION_FIRST_ATHLETES,
          })
          const teams = await teamPage(db, locale, { organisation: code, page: 1, pageSize: DELEGATION_FIRST_TEAMS })
          const medallists = await listMedallists(db, locale, { organisation: code })
          const firstMedallists = latestMedalEvents(medallists, DELEGATION_FIRST_MEDAL_EVENTS).items
          const rows = await selectMedallistRows(db, { organisation: code })
          const where = delegationScheduleWhere(code)
          const next = await selectUnitSummaries(db, locale, {
            where: delegationNextWhere(code, ctx.clock.now()),
            limit: DELEGATION_NEXT_UNITS,
          })
          return {
            organisation,
            athletes: { total: athletes.total, items: athletes.items },
            teams: { total: teams.total, items: teams.items },
            medals: { ...countMedals(rows, code), medallists: { total: medallists.length, items: firstMedallists } },
            schedule: { total: await countUnits(db, where), items: next },
          } satisfies Delegation
        },
        // "Next" moves with the clock; changes to units, results and medals drop it at once (live/invalidation.ts).
        DELEGATION_TTL_MS,
      )
      return sendPreparedJson(c, prepared, PARTICIPANTS_CACHE)
    })
    .get('/organisations/:code/schedule', async (c) => {
      const code = organisationCode(c.req.param('code'))
      const locale = requestLocale(c)
      const prepared = await ctx.cache.get<DelegationSchedule>(
        `participants:org:schedule:${locale}:${code}`,
        async () => {
          if (!(await findOrganisation(db, locale, code))) throw notFound('No such delegation.')
          const items = await selectUnitSummaries(db, locale, { where: delegationScheduleWhere(code) })
          return { items } satisfies DelegationSchedule
        },
      )
      return sendPreparedJson(c, prepared, PARTICIPANTS_CACHE)
    })
    .get('/teams/:id', async (c) => {
      const id = c.req.param('id')
      if (!ATHLETE_ID.test(id)) throw notFound('No such team.')
      const locale = requestLocale(c)
      const prepared = await ctx.cache.get<Team>(`participants:team:${locale}:${id}`, async () => {
        const team = await findTeam(db, locale, id)
        if (!team) throw notFound('No such team.')
        return team
      })
      return sendPreparedJson(c, prepared, TEAMS_CACHE)
    })
    .get('/teams', async (c) => {
      const q = readQuery(c, TeamsQuerySchema)
      const locale = requestLocale(c)
      // The web's pages (no search, the default size) are read models. A search or another page size is read from
      // the database per request, as athletes are: a search's read model would rarely be hit twice, and every other
      // size would keep one more copy of each team.
      if (q.search || q.pageSize !== TEAMS_PAGE_SIZE) {
        return sendPreparedJson(c, prepareJson<TeamPage>(await teamPage(db, locale, q)), TEAMS_CACHE)
      }
      const key: ReadModelKey = `participants:teams:${locale}:${q.organisation ?? ''}:${q.discipline ?? ''}:${q.page}`
      try {
        const prepared = await ctx.cache.get<TeamPage>(key, async () => {
          const page = await teamPage(db, locale, q)
          // A failed build is not kept (ReadModelCache), so an empty page is thrown past it.
          if (page.items.length === 0) throw new EmptyPage(page)
          return page
        })
        return sendPreparedJson(c, prepared, TEAMS_CACHE)
      } catch (error) {
        if (error instanceof EmptyPage) return sendPreparedJson(c, prepareJson<TeamPage>(error.page), TEAMS_CACHE)
        throw error
      }
    })
}
