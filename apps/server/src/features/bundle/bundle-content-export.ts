/**
 * The games' content as a bundle's `content.json` and `files/` (docs/import-format.md, "The content"): what the back
 * office manages, with codes for references and the documents' PDFs as files. Rows come in a fixed order, so the
 * same content gives the same JSON, which is also how an import sees that a kind has not changed.
 */
import {
  BUNDLE_CONTENT_FORMAT,
  BUNDLE_CONTENT_VERSION,
  type BundleContentInput,
  type BundleContentKind,
  type MediaKind,
} from '@podium/domain'
import { storedContentIn } from '../../content/content.service.ts'
import { contentTableOf } from '../../content/content-tables.repo.ts'
import type { Db, Tx } from '../../db/client.ts'
import { append } from './bundle-children.ts'
import {
  selectAwardCeremoniesForExport,
  selectDocumentContents,
  selectMediaForExport,
  selectStoredFileContents,
  selectTransportDeparturesForExport,
  selectTransportLinesForExport,
  selectTriviaForExport,
  selectTriviaQuestionsForExport,
} from './bundle-content-export.repo.ts'
import {
  BUNDLE_IMAGES,
  bundleKeyOf,
  ENGINE_BUNDLE_KINDS,
  type EngineBundleKind,
  mediaItemOfVideo,
  videosIn,
} from './bundle-engine-kinds.ts'
import { isoWithOffset } from './bundle-time.ts'

type Reader = Db | Tx
type KindRows<K extends BundleContentKind> = NonNullable<BundleContentInput[K]>

export interface ContentExport {
  content: BundleContentInput
  /** Path in the bundle (`files/…`) → bytes. */
  files: Map<string, Uint8Array>
}

const numbered = (index: number) => String(index + 1).padStart(4, '0')

/** The stored images (their largest size: the one a row names) by id. */
async function imagesOf(db: Reader, ids: readonly (string | null)[]): Promise<Map<string, Uint8Array>> {
  const wanted = ids.filter((id): id is string => id !== null)
  if (!wanted.length) return new Map()
  const rows = await selectStoredFileContents(db, wanted)
  return new Map(rows.map((r) => [r.id, r.content]))
}

/** The bundle path of a row's image (its bytes put in `files`), or null when it has none. */
function imagePath(
  files: Map<string, Uint8Array>,
  images: ReadonlyMap<string, Uint8Array>,
  id: string | null,
  base: string,
): string | null {
  const bytes = id ? images.get(id) : undefined
  if (!bytes) return null
  const path = `${base}.webp`
  files.set(path, bytes)
  return path
}

/** A file name safe in any zip tool and file system: letters, digits, dot, dash, underscore. */
const safeName = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 80) || 'file'

interface Tools {
  timeZone: string
  at: (date: Date) => string
  maybeAt: (date: Date | null) => string | null
  files: Map<string, Uint8Array>
}

const EXPORTERS: { [K in BundleContentKind]: (db: Reader, tools: Tools) => Promise<KindRows<K>> } = {
  places: (db, tools) => engineKind(db, 'places', tools) as Promise<KindRows<'places'>>,
  documents: (db, tools) => engineKind(db, 'documents', tools) as Promise<KindRows<'documents'>>,
  sponsors: (db, tools) => engineKind(db, 'sponsors', tools) as Promise<KindRows<'sponsors'>>,
  ambassadors: (db, tools) => engineKind(db, 'ambassadors', tools) as Promise<KindRows<'ambassadors'>>,
  courses: (db, tools) => engineKind(db, 'courses', tools) as Promise<KindRows<'courses'>>,
  volunteers: (db, tools) => engineKind(db, 'volunteers', tools) as Promise<KindRows<'volunteers'>>,
  media: async (db, { maybeAt, files, timeZone }) => {
    const rows = (await selectMediaForExport(db)).filter((m) => m.kind === 'photo')
    const images = await imagesOf(
      db,
      rows.map((m) => m.fileId),
    )
    const photos = rows.map((m, index) => {
      const image = imagePath(files, images, m.fileId, `files/photos/${numbered(index)}`)
      return {
        kind: m.kind as MediaKind,
        titles: m.titles,
        // An uploaded photo's addresses are this server's: the importing server makes its own.
        url: image ? null : m.url,
        thumbnailUrl: image ? null : m.thumbnailUrl,
        discipline: m.disciplineCode,
        takenAt: maybeAt(m.takenAt),
        liveFrom: maybeAt(m.liveFrom),
        liveUntil: maybeAt(m.liveUntil),
        image,
      }
    })
    // The videos, after the photos: the engine's kind in its order (decision 119), instants in the games' time zone.
    const instant = (iso: string | null | undefined) => maybeAt(iso ? new Date(iso) : null)
    const videos = (await storedContentIn(db, videosIn(timeZone))).map((values) => {
      const item = mediaItemOfVideo(values, timeZone)
      return {
        ...item,
        takenAt: instant(item.takenAt),
        liveFrom: instant(item.liveFrom),
        liveUntil: instant(item.liveUntil),
      }
    })
    // Newest first, then by content: not by id, which a re-import renumbers, so an export imports and exports the same.
    const byContent = (item: object) => JSON.stringify(item)
    videos.sort((a, b) => (b.takenAt ?? '').localeCompare(a.takenAt ?? '') || byContent(a).localeCompare(byContent(b)))
    return [...photos, ...videos]
  },
  transport: async (db) => {
    const lines = await selectTransportLinesForExport(db)
    const departures = await selectTransportDeparturesForExport(db)
    const byLine = new Map<string, { departsAt: string; stop: (typeof departures)[number]['stop'] }[]>()
    for (const d of departures) append(byLine, d.lineCode, { departsAt: d.departsAt, stop: d.stop })
    return lines.map((l) => ({
      code: l.code,
      names: l.names,
      color: l.color,
      origin: l.origin,
      destination: l.destination,
      serviceDays: l.serviceDays,
      sortOrder: l.sortOrder,
      departures: byLine.get(l.code) ?? [],
    }))
  },
  trivia: async (db, { maybeAt }) => {
    const rows = await selectTriviaForExport(db)
    const questions = await selectTriviaQuestionsForExport(db)
    const byTrivia = new Map<string, (typeof questions)[number][]>()
    for (const q of questions) append(byTrivia, String(q.triviaId), q)
    return rows.map((t) => ({
      titles: t.titles,
      author: t.author,
      timeLimitMinutes: t.timeLimitMinutes,
      qrCode: t.qrCode,
      pointsPerCorrect: t.pointsPerCorrect,
      active: t.active,
      opensAt: maybeAt(t.opensAt),
      closesAt: maybeAt(t.closesAt),
      questions: (byTrivia.get(String(t.id)) ?? []).map((q) => ({
        prompts: q.prompts,
        answers: q.answers,
        correctAnswerId: q.correctAnswerId,
      })),
    }))
  },
  awardCeremonies: async (db, { at }) => {
    const rows = await selectAwardCeremoniesForExport(db)
    return rows.map((c) => ({
      event: c.eventCode,
      venue: c.venueCode,
      startAt: at(c.startAt),
      status: c.status,
    }))
  },
}

/**
 * A content kind the engine serves (decisions 102, 119): its items in the engine's order, each field under its
 * content.json key, instants in the games' time zone like the rest of the bundle, an uploaded image as a file under
 * `files/` (a generated one is not exported), and a document's PDF as a file with its unit and stored name.
 */
async function engineKind(db: Reader, kind: EngineBundleKind, { maybeAt, files }: Tools) {
  const t = contentTableOf(ENGINE_BUNDLE_KINDS[kind])
  const items = await storedContentIn(db, t)
  const image = BUNDLE_IMAGES[kind]
  const images = image
    ? await imagesOf(
        db,
        items.map((item) => (item[image.field] as string | null) ?? null),
      )
    : null
  const pdfs = kind === 'documents' ? new Map((await selectDocumentContents(db)).map((d) => [d.id, d.content])) : null
  return items.map((item, index) => {
    const row: Record<string, unknown> = {}
    for (const { name, widget } of t.kind.fields) {
      const value = item[name] ?? null
      row[bundleKeyOf(kind, name)] =
        widget === 'datetime' && typeof value === 'string' ? maybeAt(new Date(value)) : value
    }
    if (image && images) {
      const id = (item[image.field] as string | null) ?? null
      row[image.field] = imagePath(files, images, id, `files/${image.folder}/${numbered(index)}`)
    }
    if (pdfs) {
      const fileName = String(item.fileName)
      const file = `files/documents/${numbered(index)}-${safeName(fileName)}`
      files.set(file, pdfs.get(item.id) ?? new Uint8Array())
      Object.assign(row, { unit: item.unitCode ?? null, fileName, file })
    }
    return row
  })
}

/** One kind of content, as content.json writes it; a document's PDF goes into `files`. */
export function exportContentKind<K extends BundleContentKind>(
  db: Reader,
  kind: K,
  timeZone: string,
  files: Map<string, Uint8Array>,
): Promise<KindRows<K>> {
  const at = (date: Date) => isoWithOffset(date, timeZone)
  const maybeAt = (date: Date | null) => (date ? at(date) : null)
  return EXPORTERS[kind](db, { timeZone, at, maybeAt, files })
}

/** The whole content: every kind, in the order the format document lists them. */
export async function exportContent(db: Reader, timeZone: string): Promise<ContentExport> {
  const files = new Map<string, Uint8Array>()
  const content: BundleContentInput = {
    format: BUNDLE_CONTENT_FORMAT,
    version: BUNDLE_CONTENT_VERSION,
    places: await exportContentKind(db, 'places', timeZone, files),
    documents: await exportContentKind(db, 'documents', timeZone, files),
    sponsors: await exportContentKind(db, 'sponsors', timeZone, files),
    ambassadors: await exportContentKind(db, 'ambassadors', timeZone, files),
    courses: await exportContentKind(db, 'courses', timeZone, files),
    media: await exportContentKind(db, 'media', timeZone, files),
    transport: await exportContentKind(db, 'transport', timeZone, files),
    trivia: await exportContentKind(db, 'trivia', timeZone, files),
    awardCeremonies: await exportContentKind(db, 'awardCeremonies', timeZone, files),
    volunteers: await exportContentKind(db, 'volunteers', timeZone, files),
  }
  return { content, files }
}
