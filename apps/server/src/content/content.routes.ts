/**
 * A content kind's API (issue 36, decision 102), built from its declaration: the back office's list, create, edit,
 * move and delete under `/admin/<kind>` (`content.manage`: staff and admins), and the public `GET /<kind>` (every
 * item in order, all languages) from a read model the kind's live events drop. The games' feature switch (decision
 * 050) gates the public path by the domain's feature table, as for every public read (http/feature-gate.ts).
 */
import {
  AdminEventsQuerySchema,
  type ContentImageField,
  type ContentKindName,
  contentSchemas,
  imageRemoveKey,
  nounOf,
  VALIDATION_MESSAGES,
  VersionQuerySchema,
} from '@podium/domain'
import { type Context, Hono } from 'hono'
import type { z } from 'zod'
import type { AppContext } from '../context.ts'
import { readImageOnly, readImageUpload } from '../features/files/index.ts'
import { selectEventOptions } from '../features/reference/index.ts'
import { type AuthEnv, requirePermission } from '../http/auth.ts'
import { sendPreparedJson } from '../http/cached-json.ts'
import { badRequest, notFound } from '../http/errors.ts'
import { requestLocale } from '../http/locale.ts'
import { readJsonBody, readQuery, rowIdParam } from '../http/validate.ts'
import type { ContentTable, ContentValues, StoredItem } from './content.repo.ts'
import {
  createContent,
  deleteContentItem,
  type ImageUploads,
  listAdminContent,
  listPublicContent,
  moveContentItem,
  setContentImage,
  updateContentItem,
} from './content.service.ts'
import { readItemFileUpload } from './content-file.ts'
import { CONTENT_TABLES } from './content-tables.repo.ts'

/** Kept briefly by browsers and shared caches, like the other back-office lists (docs/freshness.md). */
const PUBLIC_CACHE = { maxAge: 60 }

/** One kind's routes. */
export function contentKindRoutes(ctx: AppContext, t: ContentTable) {
  const { kind } = t.kind
  const entity = nounOf(t.kind)
  const schemas = contentSchemas(t.kind)
  const manage = requirePermission(ctx, 'content.manage')
  // A kind addressed by a field (decision 117: a transport line's code) takes it in the path, checked by its schema.
  const keySchema = t.kind.key ? t.kind.input.shape[t.kind.key] : undefined
  const idOf = (raw: string) => (keySchema ? keyParam(keySchema, raw, entity) : rowIdParam(raw, entity))
  // The image that travels with the item's writes, which are then multipart (decision 111): one per kind.
  const withItem = t.kind.images?.find((image) => image.withItem)
  const routes = new Hono<AuthEnv>()
    .get(`/admin/${kind}`, manage, async (c) => {
      const query = readQuery(c, schemas.query)
      c.header('Cache-Control', 'no-store')
      return c.json(await listAdminContent(ctx, t, query, requestLocale(c)))
    })
    .post(`/admin/${kind}`, manage, async (c) => {
      if (withItem) {
        const { input, uploads } = await readItemUpload(c, withItem, schemas.input, entity)
        // A required image (decision 114: an official photo) comes with the create.
        if (withItem.required && !uploads.images?.[withItem.name]) {
          throw badRequest(`The ${entity} is invalid.`, { file: [VALIDATION_MESSAGES.imageRequired] })
        }
        return c.json(await createContent(ctx, t, c.get('actor'), input, uploads, requestLocale(c)), 201)
      }
      if (t.kind.file) {
        const { input, file } = await readItemFileUpload(c, t, schemas.input, true)
        return c.json(await createContent(ctx, t, c.get('actor'), input, { file }, requestLocale(c)), 201)
      }
      const input = await readJsonBody(c, schemas.input)
      return c.json(await createContent(ctx, t, c.get('actor'), input, {}, requestLocale(c)), 201)
    })
    .put(`/admin/${kind}/:id`, manage, async (c) => {
      const id = idOf(c.req.param('id'))
      if (withItem) {
        const { input, uploads } = await readItemUpload(c, withItem, schemas.update, entity)
        const edit = input as ContentValues & { version: number }
        return c.json(await updateContentItem(ctx, t, c.get('actor'), id, edit, uploads, requestLocale(c)))
      }
      if (t.kind.file) {
        const { input, file } = await readItemFileUpload(c, t, schemas.update, false)
        const edit = input as ContentValues & { version: number }
        return c.json(await updateContentItem(ctx, t, c.get('actor'), id, edit, { file }, requestLocale(c)))
      }
      const input = (await readJsonBody(c, schemas.update)) as ContentValues & { version: number }
      return c.json(await updateContentItem(ctx, t, c.get('actor'), id, input, {}, requestLocale(c)))
    })
    .delete(`/admin/${kind}/:id`, manage, async (c) => {
      const id = idOf(c.req.param('id'))
      const { version } = readQuery(c, VersionQuerySchema)
      await deleteContentItem(ctx, t, c.get('actor'), id, version)
      return c.body(null, 204)
    })
  // Only an ordered kind moves its items (an unordered one has no order to change: 404, decision 106).
  if (t.kind.ordered) {
    routes.post(`/admin/${kind}/:id/move`, manage, async (c) => {
      const id = idOf(c.req.param('id'))
      const move = await readJsonBody(c, schemas.move)
      return c.json(await moveContentItem(ctx, t, c.get('actor'), id, move, requestLocale(c)))
    })
  }
  // Each image field's upload (multipart: `version`, `file`; decision 042's checks) and removal (decision 108); an
  // image that travels with the item's writes has no routes of its own.
  for (const image of (t.kind.images ?? []).filter((i) => !i.withItem)) {
    routes
      .post(`/admin/${kind}/:id/${image.name}`, manage, async (c) => {
        const id = idOf(c.req.param('id'))
        const { version, image: files } = await readImageOnly(c, image.purpose, image.name)
        const locale = requestLocale(c)
        return c.json(await setContentImage(ctx, t, c.get('actor'), id, image.name, version, files, locale))
      })
      .delete(`/admin/${kind}/:id/${image.name}`, manage, async (c) => {
        const id = idOf(c.req.param('id'))
        const { version } = readQuery(c, VersionQuerySchema)
        const locale = requestLocale(c)
        return c.json(await setContentImage(ctx, t, c.get('actor'), id, image.name, version, null, locale))
      })
  }
  // A kind with an `event` field offers its picker's search (decision 116: `/admin/award-ceremonies/events?q=`).
  if (t.kind.fields.some((field) => field.widget === 'event')) {
    routes.get(`/admin/${kind}/events`, manage, async (c) => {
      const { q } = readQuery(c, AdminEventsQuerySchema)
      c.header('Cache-Control', 'no-store')
      return c.json({ items: await selectEventOptions(ctx.database.db, requestLocale(c), q) })
    })
  }
  if (t.publicRead === false) return routes
  // Every registered kind is one of CONTENT_KINDS, whose names are read-model roots (live/read-models.ts).
  const key = `${kind as ContentKindName}:all` as const
  return routes.get(`/${kind}`, async (c) => {
    const prepared = await ctx.cache.get<{ items: StoredItem[] }>(key, () => listPublicContent(ctx, t))
    return sendPreparedJson(c, prepared, PUBLIC_CACHE)
  })
}

/**
 * A multipart write with its image (decision 111): the `metadata` part checked by the kind's schema, the optional
 * `file` by decision 042's pipeline; `remove<Name>: true` in the metadata drops the image.
 */
async function readItemUpload<T extends z.ZodType>(c: Context, image: ContentImageField, schema: T, what: string) {
  const { input, image: files } = await readImageUpload(c, schema, image.purpose, what)
  const values = input as ContentValues
  const remove = values[imageRemoveKey(image.name)] === true
  const uploads: ImageUploads = { [image.name]: files ?? (remove ? null : undefined) }
  return { input: values, uploads: { images: uploads } }
}

/** A key from the path as the kind's schema reads it (`l1` is `L1`), else 404 naming what was asked for. */
function keyParam(schema: z.ZodType, raw: string, entity: string): string {
  const parsed = schema.safeParse(raw)
  if (!parsed.success || typeof parsed.data !== 'string') throw notFound(`No ${entity} with id ${raw}.`)
  return parsed.data
}

/** Every registered content kind's routes, mounted by the app in one line. */
export function contentRoutes(ctx: AppContext) {
  const routes = new Hono<AuthEnv>()
  // Each kind bound to the games' time zone, in which a kind's codec stores its days and times (videos).
  for (const t of CONTENT_TABLES) routes.route('/', contentKindRoutes(ctx, { ...t, zone: () => ctx.calendar.timeZone }))
  return routes
}
