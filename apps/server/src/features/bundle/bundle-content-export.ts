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
  type ContentKindName,
  type DocumentKind,
  type MediaKind,
  type PlaceKind,
  type SponsorTier,
} from '@podium/domain'
import { contentValuesIn } from '../../content/content.service.ts'
import { contentTableOf } from '../../content/content-tables.repo.ts'
import type { Db, Tx } from '../../db/client.ts'
import { append } from './bundle-children.ts'
import {
  selectAmbassadorsForExport,
  selectAwardCeremoniesForExport,
  selectDocumentsForExport,
  selectMediaForExport,
  selectPlacesForExport,
  selectSponsorsForExport,
  selectStoredFileContents,
  selectTransportDeparturesForExport,
  selectTransportLinesForExport,
  selectTriviaForExport,
  selectTriviaQuestionsForExport,
} from './bundle-content-export.repo.ts'
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
  at: (date: Date) => string
  maybeAt: (date: Date | null) => string | null
  files: Map<string, Uint8Array>
}

const EXPORTERS: { [K in BundleContentKind]: (db: Reader, tools: Tools) => Promise<KindRows<K>> } = {
  places: async (db) => {
    const rows = await selectPlacesForExport(db)
    return rows.map((p) => ({
      kind: p.kind as PlaceKind,
      names: p.names,
      address: p.address,
      phone: p.phone,
      website: p.website,
      latitude: p.latitude,
      longitude: p.longitude,
    }))
  },
  documents: async (db, { at, files }) => {
    const rows = await selectDocumentsForExport(db)
    return rows.map((d, index) => {
      const file = `files/documents/${String(index + 1).padStart(4, '0')}-${safeName(d.fileName)}`
      files.set(file, d.content)
      return {
        kind: d.kind as DocumentKind,
        titles: d.titles,
        discipline: d.disciplineCode,
        unit: d.unitCode,
        priority: d.priority,
        publishedAt: at(d.publishedAt),
        fileName: d.fileName,
        file,
      }
    })
  },
  sponsors: async (db, { files }) => {
    const rows = await selectSponsorsForExport(db)
    const images = await imagesOf(
      db,
      rows.map((s) => s.logoFileId),
    )
    return rows.map((s, index) => ({
      name: s.name,
      tier: s.tier as SponsorTier,
      website: s.website,
      sortOrder: s.sortOrder,
      logo: imagePath(files, images, s.logoFileId, `files/sponsors/${numbered(index)}`),
    }))
  },
  ambassadors: async (db, { files }) => {
    const rows = await selectAmbassadorsForExport(db)
    const images = await imagesOf(
      db,
      rows.map((a) => a.photoFileId),
    )
    return rows.map((a, index) => ({
      name: a.name,
      discipline: a.disciplineCode,
      organisation: a.organisationCode,
      bio: a.bio,
      days: a.days,
      photo: imagePath(files, images, a.photoFileId, `files/ambassadors/${numbered(index)}`),
    }))
  },
  courses: (db, { maybeAt }) => engineKind(db, 'courses', maybeAt) as Promise<KindRows<'courses'>>,
  volunteers: (db, { maybeAt }) => engineKind(db, 'volunteers', maybeAt) as Promise<KindRows<'volunteers'>>,
  media: async (db, { maybeAt, files }) => {
    const rows = await selectMediaForExport(db)
    const images = await imagesOf(
      db,
      rows.map((m) => m.fileId),
    )
    return rows.map((m, index) => {
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
 * A content kind the engine serves (decision 102): its items' values in order, as its input schema takes them, with
 * instants in the games' time zone like the rest of the bundle.
 */
async function engineKind(db: Reader, kind: ContentKindName, maybeAt: (date: Date | null) => string | null) {
  const t = contentTableOf(kind)
  const instants = t.kind.fields.filter((f) => f.widget === 'datetime').map((f) => f.name)
  return (await contentValuesIn(db, t)).map((values) => {
    const row = { ...values }
    for (const name of instants) row[name] = typeof row[name] === 'string' ? maybeAt(new Date(row[name])) : null
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
  return EXPORTERS[kind](db, { at, maybeAt, files })
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
