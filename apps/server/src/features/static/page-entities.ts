import { CONTENT_KIND_NAMES, matchPageRoute } from '@podium/domain'
import type { GamesCalendar } from '../../calendar.ts'
import type { Db } from '../../db/client.ts'
import { athleteExists, disciplineExists, organisationExists, teamExists, unitExists } from './page-entities.repo.ts'

/** Answers whether the thing a page is about exists; a page about nothing is served with status 404. */
export type PageExists = (path: string) => Promise<boolean>

const SAFE_PARAM = /^[A-Za-z0-9_.-]{1,64}$/

/** The day of a `/schedule/day/…` splat: `2026-07-14` or `2026/07/14` (docs/product-rules.md §2). */
function dayOf(splat: string | undefined): string | undefined {
  const day = (splat ?? '').split('/').filter(Boolean).join('-')
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : undefined
}

/**
 * The page routes whose parameter names a thing in the database: an athlete, a delegation, a discipline, a unit or
 * a games day. A crawler, a shared link to a withdrawn page or a typo then gets a real 404 (the app still renders
 * its not-found screen), not a 200 around "not found". Other parameters (tabs, filters) are the app's to judge.
 */
export function pageEntityChecker(db: Db, calendar: GamesCalendar): PageExists {
  return async (path) => {
    const match = matchPageRoute(path)
    if (!match) return false
    const { pattern, params } = match
    const safe = (value: string | undefined): value is string => value !== undefined && SAFE_PARAM.test(value)
    const checks: Promise<boolean>[] = []
    if (pattern.startsWith('/discipline/$disciplineKey')) {
      checks.push(safe(params.disciplineKey) ? disciplineExists(db, params.disciplineKey) : Promise.resolve(false))
    }
    if (pattern === '/medals/$disciplineKey' && params.disciplineKey !== 'all') {
      checks.push(safe(params.disciplineKey) ? disciplineExists(db, params.disciplineKey) : Promise.resolve(false))
    }
    if (pattern === '/discipline/$disciplineKey/results/$unit/$tab?') {
      checks.push(safe(params.unit) ? unitExists(db, params.unit) : Promise.resolve(false))
    }
    if (pattern === '/participants/profile/$id') {
      checks.push(safe(params.id) ? athleteExists(db, params.id) : Promise.resolve(false))
    }
    if (pattern === '/participants/teams/$id') {
      checks.push(safe(params.id) ? teamExists(db, params.id) : Promise.resolve(false))
    }
    if (pattern === '/participants/delegations/$code') {
      checks.push(safe(params.code) ? organisationExists(db, params.code) : Promise.resolve(false))
    }
    if (pattern === '/schedule/day/$') {
      const day = dayOf(params._splat)
      checks.push(Promise.resolve(day !== undefined && calendar.isGamesDay(day)))
    }
    if (pattern === '/manage/$kind') {
      // A content kind's manager (decision 103): only for a kind the engine serves.
      checks.push(Promise.resolve((CONTENT_KIND_NAMES as readonly string[]).includes(params.kind ?? '')))
    }
    // One connection (PGlite): the checks run one after the other anyway.
    for (const check of checks) if (!(await check)) return false
    return true
  }
}
