import {
  type AppConfig,
  type AthleteProfile,
  type Delegation,
  type Locale,
  type MedalTable,
  type ShareImageKind,
  ShareImageParamsSchema,
  type UnitDetail,
} from '@podium/domain'
import type { Context } from 'hono'
import { Hono } from 'hono'
import type { AppContext } from '../../context.ts'
import { HttpError } from '../../http/errors.ts'
import { requestLocale } from '../../http/locale.ts'
import type { ShareCard, ShareRow } from '../../media/share-card.ts'
import { ShareImages } from './share-images.ts'

/** Reads the public API in process (what the page renderer reads): a page's image shows what the page shows. */
export type ReadApi = (path: string) => Promise<Response>

/** The read model each kind's data comes from: the live events that drop it drop the image (live/invalidation.ts). */
const DATA_KEY: Record<ShareImageKind, string> = {
  unit: 'schedule:share',
  medals: 'medals:share',
  athlete: 'participants:athlete:share',
  delegation: 'participants:org:share',
}

/** Previews are fetched by other sites' crawlers: a few minutes fresh, revalidated by ETag after that. */
const IMAGE_CACHE = 'public, max-age=300, stale-while-revalidate=3600'

export function shareRoutes(ctx: AppContext, read: ReadApi) {
  const images = new ShareImages()
  ctx.live.onEvent((event) => images.drop(event.kind))
  ctx.live.onResync(() => images.drop())

  async function json<T>(path: string, locale: Locale): Promise<T> {
    const res = await read(`/api/v1${path}${path.includes('?') ? '&' : '?'}lang=${locale}`)
    if (res.status === 404) throw new HttpError(404, 'not_found', 'Nothing to share here.')
    if (!res.ok) throw new Error(`share image: ${path} answered ${res.status}`)
    return (await res.json()) as T
  }

  async function card(kind: ShareImageKind, id: string, locale: Locale): Promise<ShareCard> {
    const config = await json<AppConfig>('/config', locale)
    const site = config.games.name
    const enc = encodeURIComponent(id)
    if (kind === 'medals') {
      const table = await json<MedalTable>('/medals', locale)
      // The games' name is the title: the standings are what the picture says (no word to translate on it).
      return {
        site: '',
        title: site,
        subtitle: null,
        countColumns: true,
        rows: table.items.slice(0, 6).map((row) => ({
          rank: String(row.rank),
          name: row.organisation.name,
          code: null,
          value: null,
          counts: [row.gold, row.silver, row.bronze] as const,
        })),
      }
    }
    if (kind === 'delegation') {
      const page = await json<Delegation>(`/organisations/${enc}`, locale)
      return { site, title: page.organisation.name, subtitle: page.organisation.code, tally: page.medals, rows: [] }
    }
    if (kind === 'athlete') {
      const profile = await json<AthleteProfile>(`/athletes/${enc}`, locale)
      const tally = { gold: 0, silver: 0, bronze: 0 }
      for (const event of profile.events) {
        if (event.medal === 'GOLD') tally.gold++
        else if (event.medal === 'SILVER') tally.silver++
        else if (event.medal === 'BRONZE') tally.bronze++
      }
      const rows: ShareRow[] = [...profile.events]
        .sort((a, b) => Number(b.medal !== null) - Number(a.medal !== null))
        .slice(0, 3)
        .map((event) => ({ rank: null, name: event.eventName, code: null, value: null, medal: event.medal }))
      const medalled = tally.gold + tally.silver + tally.bronze > 0
      return {
        site,
        title: profile.name,
        subtitle: profile.organisation.name,
        tally: medalled ? tally : undefined,
        rows,
      }
    }
    const detail = await json<UnitDetail>(`/units/${enc}`, locale)
    const unit = detail.unit
    const ranked = detail.results.length > 0
    const rows: ShareRow[] = ranked
      ? [...detail.results]
          .sort((a, b) => (a.rank ?? 999) - (b.rank ?? 999))
          .slice(0, 5)
          .map((row) => ({
            rank: row.rank === null ? null : String(row.rank),
            name: row.name,
            code: row.organisation.code,
            value: row.score ?? row.result ?? row.time ?? (row.points === null ? null : String(row.points)) ?? row.irm,
          }))
      : detail.startList.slice(0, 5).map((entry) => ({
          rank: entry.position,
          name: entry.name,
          code: entry.organisation.code,
          value: null,
        }))
    return {
      site,
      title: unit.eventName ?? unit.name,
      subtitle: [unit.disciplineName, unit.phaseName ?? unit.name].filter(Boolean).join(' · '),
      rows,
    }
  }

  return new Hono().get('/share/:kind/:file', async (c: Context) => {
    const file = c.req.param('file') ?? ''
    const params = ShareImageParamsSchema.safeParse({ kind: c.req.param('kind'), id: file.replace(/\.png$/, '') })
    if (!params.success || !file.endsWith('.png')) throw new HttpError(404, 'not_found', 'No such image.')
    const { kind, id } = params.data
    const locale = requestLocale(c)
    const image = await images.get(`${DATA_KEY[kind]}:${locale}:${id}`, () => card(kind, id, locale))
    // Too many previews asked at once: the app's icon rather than a queue that grows (decision 083).
    if (!image) return c.redirect('/icons/icon-512.png', 302)
    const headers = { ETag: image.etag, 'Cache-Control': IMAGE_CACHE, Vary: 'Accept-Language' }
    if (
      c.req
        .header('if-none-match')
        ?.split(',')
        .some((tag) => tag.trim() === image.etag)
    ) {
      return c.body(null, 304, headers)
    }
    return c.body(new Uint8Array(image.png), 200, { ...headers, 'Content-Type': 'image/png' })
  })
}
