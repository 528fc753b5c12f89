import {
  type Correction,
  type CorrectionList,
  CorrectionsQuerySchema,
  type Locale,
  type LocalizedText,
  localize,
  type OrganisationRef,
} from '@podium/domain'
import { Hono } from 'hono'
import type { AppContext } from '../../context.ts'
import { notKept, sendPreparedJson } from '../../http/cached-json.ts'
import { notFound } from '../../http/errors.ts'
import { requestLocale } from '../../http/locale.ts'
import { readQuery } from '../../http/validate.ts'
import type { ReadModelKey } from '../../live/read-models.ts'
import { organisationLookup } from '../schedule/index.ts'
import { type StoredChange, selectCorrections, unitExists } from './corrections.repo.ts'

/** Corrections change with a `correction` live event ('corrections:' in STALE_ON). */
const CORRECTIONS_CACHE = { maxAge: 5 }

type Row = Awaited<ReturnType<typeof selectCorrections>>[number]

/** A stored row as the public log shows it: names in the reader's language, and nobody from the staff. */
function correctionOf(row: Row, locale: Locale, orgOf: (code: string) => OrganisationRef): Correction {
  const c = row.c
  const changes = (c.changes as StoredChange[]).map((s) => {
    const team = s.teamId && s.teamNames ? { id: s.teamId, name: localize(s.teamNames as LocalizedText, locale) } : null
    const athlete = s.athleteId && s.athleteName ? { id: s.athleteId, name: s.athleteName } : null
    const organisation = orgOf(s.organisationCode)
    return {
      athlete,
      team,
      name: athlete?.name ?? team?.name ?? organisation.name,
      organisation,
      ...(s.rank ? { rank: s.rank } : {}),
      ...(s.mark ? { mark: s.mark } : {}),
      ...(s.irm ? { irm: s.irm } : {}),
      ...(s.medal ? { medal: s.medal } : {}),
    }
  })
  const moved = [...new Set(changes.filter((ch) => ch.medal).map((ch) => ch.organisation.code))]
  return {
    id: c.id,
    at: c.at.toISOString(),
    day: c.day,
    kind: c.kind as Correction['kind'],
    source: c.source as Correction['source'],
    unit: { code: c.unitCode, name: localize(row.unitNames, locale), startAt: row.unitStartAt.toISOString() },
    event: c.eventCode && row.eventNames ? { code: c.eventCode, name: localize(row.eventNames, locale) } : null,
    discipline:
      c.disciplineCode && row.disciplineKey && row.disciplineNames
        ? { code: c.disciplineCode, key: row.disciplineKey, name: localize(row.disciplineNames, locale) }
        : null,
    before: c.before as Correction['before'],
    after: c.after as Correction['after'],
    reason: c.reason,
    reasonLocale: (c.reasonLocale as Locale | null) ?? null,
    changes,
    medalsMoved: moved.map(orgOf),
  }
}

/** The public corrections log (decision 086): the games' and a unit's. */
export function correctionsRoutes(ctx: AppContext) {
  const { db } = ctx.database
  const list = async (locale: Locale, filter: Parameters<typeof selectCorrections>[1]): Promise<CorrectionList> => {
    const [rows, orgOf] = await Promise.all([selectCorrections(db, filter), organisationLookup(db, locale)])
    return {
      builtAt: ctx.clock.now().toISOString(),
      corrections: rows.map((r) => correctionOf(r, locale, orgOf)),
    }
  }
  return new Hono()
    .get('/corrections', async (c) => {
      const q = readQuery(c, CorrectionsQuerySchema)
      const locale = requestLocale(c)
      const key: ReadModelKey = `corrections:list:${locale}:${q.day ?? ''}:${q.discipline ?? ''}`
      const prepared = await ctx.cache.get<CorrectionList>(key, async () => {
        const answer = await list(locale, q)
        // An empty answer to a filter is not kept: made-up days and disciplines cannot each keep a read model.
        return answer.corrections.length === 0 && (q.day || q.discipline) ? notKept(answer) : answer
      })
      return sendPreparedJson(c, prepared, CORRECTIONS_CACHE)
    })
    .get('/units/:code/corrections', async (c) => {
      const code = c.req.param('code')
      if (!/^[A-Za-z0-9_.-]{1,64}$/.test(code)) throw notFound('No such unit.')
      const locale = requestLocale(c)
      const prepared = await ctx.cache.get<CorrectionList>(`corrections:unit:${code}:${locale}`, async () => {
        if (!(await unitExists(db, code))) throw notFound('No such unit.')
        return list(locale, { unitCode: code })
      })
      return sendPreparedJson(c, prepared, CORRECTIONS_CACHE)
    })
}
