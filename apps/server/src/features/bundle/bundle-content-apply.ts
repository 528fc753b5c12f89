/**
 * Writes a bundle's content (bundle-content-read.ts) inside the import's transaction, after the sports rows so its
 * references (events, units, venues, organisations) may be new in the same bundle. A kind the content lists
 * replaces that kind, unless it is the same as what is stored (then nothing is written: a re-import is a no-op).
 * Trivia keep their row when their QR code is already known, so printed QR sheets and the attempts made stay valid.
 */
import { createHash, randomUUID } from 'node:crypto'
import {
  BUNDLE_CONTENT_FILE,
  BUNDLE_CONTENT_KINDS,
  type BundleContent,
  type BundleContentKind,
  BundleContentSchema,
  type BundleFileCount,
  contentCountKey,
  type ImagePurpose,
  VALIDATION_MESSAGES,
  VideosContentSchemas,
} from '@podium/domain'
import type { ContentValues } from '../../content/content.repo.ts'
import {
  contentImageFiles,
  type ImportedUploads,
  replaceContentIn,
  storedContentIn,
} from '../../content/content.service.ts'
import { contentTableOf } from '../../content/content-tables.repo.ts'
import type { Tx } from '../../db/client.ts'
import type { NewStoredFile } from '../files/index.ts'
import { databaseFileStore, fileUrl, ImageRefused, processImage } from '../files/index.ts'
import {
  deletePhotos,
  deleteTransportLines,
  deleteTriviaNotIn,
  deleteTriviaQuestions,
  insertMedia,
  insertTransportLine,
  insertTrivia,
  insertTriviaQuestions,
  replaceAwardCeremonies,
  selectCodesOf,
  selectPhotoFileIds,
  selectPlayedTriviaIds,
  selectTriviaByQrCodes,
  selectTriviaQuestions,
  updateTrivia,
} from './bundle-content-apply.repo.ts'
import { exportContentKind } from './bundle-content-export.ts'
import type { ReadContent } from './bundle-content-read.ts'
import {
  BUNDLE_IMAGES,
  bundleKeyOf,
  ENGINE_BUNDLE_KINDS,
  type EngineBundleKind,
  VIDEO_BUNDLE_KEYS,
  videosIn,
  videoValuesOf,
} from './bundle-engine-kinds.ts'
import { BundleError, type BundleProblem, problem } from './bundle-error.ts'

type Rows<K extends BundleContentKind> = NonNullable<BundleContent[K]>

export interface AppliedContent {
  counts: Record<string, BundleFileCount>
  changed: boolean
}

const codesIn = async (tx: Tx, column: 'disciplines' | 'events' | 'units' | 'venues' | 'organisations') => {
  return new Set(await selectCodesOf(tx, column))
}

/** Every reference of the content must name a row Podium has (after the bundle's own rows are written). */
async function checkContentReferences(tx: Tx, content: BundleContent): Promise<void> {
  const known = {
    disciplines: await codesIn(tx, 'disciplines'),
    events: await codesIn(tx, 'events'),
    units: await codesIn(tx, 'units'),
    venues: await codesIn(tx, 'venues'),
    organisations: await codesIn(tx, 'organisations'),
  }
  const problems: BundleProblem[] = []
  const check = (value: string | null, set: Set<string>, column: string, key: Parameters<typeof problem>[1]): void => {
    if (value !== null && !set.has(value)) problems.push(problem({ file: BUNDLE_CONTENT_FILE, column }, key))
  }
  content.documents?.forEach((d, i) => {
    check(d.discipline, known.disciplines, `documents[${i}].discipline`, 'unknownDiscipline')
    check(d.unit, known.units, `documents[${i}].unit`, 'unknownUnit')
  })
  content.ambassadors?.forEach((a, i) => {
    check(a.discipline, known.disciplines, `ambassadors[${i}].discipline`, 'unknownDiscipline')
    check(a.organisation, known.organisations, `ambassadors[${i}].organisation`, 'unknownOrganisation')
  })
  content.media?.forEach((m, i) => {
    check(m.discipline, known.disciplines, `media[${i}].discipline`, 'unknownDiscipline')
  })
  content.awardCeremonies?.forEach((c, i) => {
    check(c.event, known.events, `awardCeremonies[${i}].event`, 'unknownEvent')
    check(c.venue, known.venues, `awardCeremonies[${i}].venue`, 'unknownVenue')
  })
  if (problems.length) throw new BundleError(problems.slice(0, 50))
}

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

/** A kind's rows as comparable text: dates as instants, documents' files by their bytes, not their paths. */
function fingerprint(kind: BundleContentKind, rows: unknown[], files: ReadonlyMap<string, Uint8Array>): string {
  return JSON.stringify(rows, (key, value: unknown) => {
    if (kind === 'documents' && key === 'file' && typeof value === 'string') {
      const bytes = files.get(value)
      return bytes ? sha(bytes) : value
    }
    // Images are compared apart (unchanged): by their bytes or by what the pipeline makes of them.
    if (IMAGE_FIELD[kind] === key && typeof value === 'string') return 'image'
    return value
  })
}

async function unchanged(
  tx: Tx,
  kind: BundleContentKind,
  rows: unknown[],
  files: ReadonlyMap<string, Uint8Array>,
  timeZone: string,
  images: ImageCache,
): Promise<boolean> {
  const storedFiles = new Map<string, Uint8Array>()
  const stored = await exportContentKind(tx, kind, timeZone, storedFiles)
  // Through the same schema, so defaults and dates compare alike. What is stored may predate a rule the schema now
  // holds (a course's http link written before the import checked it, decision 102): then it differs.
  const checked = BundleContentSchema.shape[kind].safeParse(stored)
  if (!checked.success) return false
  const parsed = checked.data ?? []
  if (fingerprint(kind, parsed, storedFiles) !== fingerprint(kind, rows, files)) return false
  // Images: the same bytes, or bytes the pipeline turns into the stored ones (an export of another server's upload).
  const field = IMAGE_FIELD[kind]
  if (!field) return true
  for (const [index, row] of rows.entries()) {
    const path = (row as Record<string, string | null>)[field]
    const storedPath = (parsed[index] as Record<string, string | null> | undefined)?.[field]
    if (!path || !storedPath) continue
    const storedBytes = storedFiles.get(storedPath) as Uint8Array
    const incoming = files.get(path) as Uint8Array
    if (sha(storedBytes) === sha(incoming)) continue
    const made = await images.made(kind, index, path, incoming)
    if (sha(made[0]?.content ?? new Uint8Array()) !== sha(storedBytes)) return false
  }
  return true
}

/** The field of a kind that names an uploaded image, and what the pipeline makes of it. */
const IMAGE_FIELD: Partial<Record<BundleContentKind, string>> = {
  sponsors: 'logo',
  ambassadors: 'photo',
  media: 'image',
}
const IMAGE_PURPOSE: Partial<Record<BundleContentKind, ImagePurpose>> = {
  sponsors: 'sponsor-logo',
  ambassadors: 'ambassador-photo',
  media: 'photo',
}

/**
 * Each image of the content through the upload pipeline once (decision 042: re-encoded, resized, no metadata); a
 * refusal names the item. The first file is the size the row names (logo, portrait, large).
 */
class ImageCache {
  private readonly made_ = new Map<string, NewStoredFile[]>()
  async made(kind: BundleContentKind, index: number, path: string, bytes: Uint8Array): Promise<NewStoredFile[]> {
    const purpose = IMAGE_PURPOSE[kind] as ImagePurpose
    const key = `${purpose}:${path}`
    let files = this.made_.get(key)
    if (!files) {
      try {
        files = await processImage(bytes, purpose)
      } catch (error) {
        if (!(error instanceof ImageRefused)) throw error
        const column = `${kind}[${index}].${IMAGE_FIELD[kind]}`
        throw new BundleError([{ file: BUNDLE_CONTENT_FILE, column, problem: VALIDATION_MESSAGES[error.problem] }])
      }
      // The size the row names first: a photo's large one, then its thumbnail.
      files.sort((a, b) => b.width - a.width)
      this.made_.set(key, files)
    }
    // Every use stores its own copy (a file belongs to one row).
    const group = randomUUID()
    return files.map((f) => ({ ...f, id: randomUUID(), groupId: group }))
  }
}

/** Stores an item's image, if it has one: the id of the size the row names, and a photo's thumbnail. */
async function storeImage(
  tx: Tx,
  images: ImageCache,
  kind: BundleContentKind,
  index: number,
  path: string | null,
  files: ReadonlyMap<string, Uint8Array>,
): Promise<{ main: string; thumb: string } | null> {
  if (!path) return null
  const made = await images.made(kind, index, path, files.get(path) as Uint8Array)
  await databaseFileStore(tx).put(tx, made)
  const main = made[0]?.id as string
  return { main, thumb: made.at(-1)?.id ?? main }
}

/**
 * A kind the content engine serves (decision 119): every item replaced through the kind's registration, with the values
 * its own schema checked (content.json's keys renamed to the kind's fields), its image made like an upload and stored
 * in the file store, and a document's PDF stored by the registration's `itemFile`, like the back office's writes. The
 * replaced items' images go with them.
 */
async function replaceEngineKind(
  tx: Tx,
  kind: EngineBundleKind,
  rows: readonly Record<string, unknown>[],
  files: ReadonlyMap<string, Uint8Array>,
  now: Date,
  images: ImageCache,
): Promise<void> {
  const t = contentTableOf(ENGINE_BUNDLE_KINDS[kind])
  const store = databaseFileStore(tx)
  if (t.kind.images?.length) await store.deleteGroupsOf(tx, contentImageFiles(t, await storedContentIn(tx, t)))
  const image = BUNDLE_IMAGES[kind]
  const values: ContentValues[] = []
  const uploads: ImportedUploads[] = []
  for (const [index, row] of rows.entries()) {
    values.push(Object.fromEntries(t.kind.fields.map(({ name }) => [name, row[bundleKeyOf(kind, name)] ?? null])))
    const upload: ImportedUploads = {}
    const path = image ? row[image.field] : null
    if (image && typeof path === 'string') {
      const made = await images.made(kind, index, path, files.get(path) as Uint8Array)
      await store.put(tx, made)
      upload.images = { [image.field]: made[0]?.id ?? null }
    }
    if (kind === 'documents' && t.itemFile) {
      // The PDF as the manager stores a sent one (its name sanitised); the unit is the bundle's (the form has none).
      const document = row as Rows<'documents'>[number]
      const bytes = files.get(document.file) as Uint8Array
      upload.columns = { ...t.itemFile.columns(bytes, document.fileName), unitCode: document.unit }
    }
    uploads.push(upload)
  }
  await replaceContentIn(tx, t, values, now, uploads)
}

/**
 * The videos of content.json's `media` as the videos' kind takes them (decision 119): each checked by the kind's own
 * schema and rules (an address the app can play, a live video's day and window in order), every problem named at its
 * item's key in content.json, before anything is written.
 */
function checkedVideos(media: Rows<'media'>, timeZone: string): ContentValues[] {
  const schema = VideosContentSchemas.input
  const videos: ContentValues[] = []
  const problems: BundleProblem[] = []
  for (const [index, item] of media.entries()) {
    if (item.kind === 'photo') continue
    const parsed = schema.safeParse(videoValuesOf(item, timeZone))
    if (parsed.success) {
      videos.push(parsed.data)
      continue
    }
    for (const issue of parsed.error.issues) {
      const [field, ...rest] = issue.path.map(String)
      const key = VIDEO_BUNDLE_KEYS[field ?? ''] ?? field
      const column = [`media[${index}]`, key, ...rest].filter(Boolean).join('.')
      problems.push({ file: BUNDLE_CONTENT_FILE, column, problem: issue.message })
    }
  }
  if (problems.length) throw new BundleError(problems.slice(0, 50))
  return videos
}

async function replaceKind<K extends BundleContentKind>(
  tx: Tx,
  kind: K,
  rows: Rows<K>,
  files: ReadonlyMap<string, Uint8Array>,
  now: Date,
  images: ImageCache,
  timeZone: string,
): Promise<{ inserted: number; updated: number }> {
  const size = { inserted: rows.length, updated: 0 }
  if (kind in ENGINE_BUNDLE_KINDS) {
    await replaceEngineKind(tx, kind as EngineBundleKind, rows as Record<string, unknown>[], files, now, images)
    return size
  }
  switch (kind) {
    case 'media': {
      // The videos are the engine's kind (decision 119): checked by its schema, then written through its registration.
      const videos = checkedVideos(rows as Rows<'media'>, timeZone)
      await databaseFileStore(tx).deleteGroupsOf(
        tx,
        (await selectPhotoFileIds(tx)).filter((id): id is string => id !== null),
      )
      await deletePhotos(tx)
      for (const [index, { discipline, image: path, ...m }] of (rows as Rows<'media'>).entries()) {
        if (m.kind !== 'photo') continue
        const image = await storeImage(tx, images, kind, index, path, files)
        await insertMedia(tx, {
          ...m,
          url: image ? fileUrl(image.main) : (m.url ?? ''),
          thumbnailUrl: image ? null : m.thumbnailUrl,
          fileId: image?.main ?? null,
          thumbFileId: image?.thumb ?? null,
          disciplineCode: discipline,
          updatedAt: now,
        })
      }
      await replaceContentIn(tx, videosIn(timeZone), videos, now)
      return size
    }
    case 'transport': {
      await deleteTransportLines(tx)
      for (const { departures, ...line } of rows as Rows<'transport'>) {
        await insertTransportLine(
          tx,
          { ...line, updatedAt: now },
          departures.map((d) => ({ ...d, lineCode: line.code })),
        )
      }
      return size
    }
    case 'trivia':
      return replaceTrivia(tx, rows as Rows<'trivia'>, now)
    case 'awardCeremonies': {
      await replaceAwardCeremonies(
        tx,
        (rows as Rows<'awardCeremonies'>).map((c) => ({
          eventCode: c.event,
          venueCode: c.venue,
          startAt: c.startAt,
          status: c.status,
          updatedAt: now,
        })),
      )
      return size
    }
  }
  throw new Error(`Unknown content kind ${String(kind)}`)
}

/**
 * Trivia by QR code: a known one is updated in place (its attempts stay), a new one inserted, the rest deleted. A
 * played trivia keeps its questions (decision 043): a bundle that changes them is refused, naming the trivia.
 */
async function replaceTrivia(tx: Tx, rows: Rows<'trivia'>, now: Date): Promise<{ inserted: number; updated: number }> {
  const codes = rows.map((t) => t.qrCode)
  await deleteTriviaNotIn(tx, codes)
  const existing = codes.length ? await selectTriviaByQrCodes(tx, codes) : []
  const byCode = new Map(existing.map((t) => [t.qrCode, t]))
  const played = new Set(await selectPlayedTriviaIds(tx))
  let inserted = 0
  let updated = 0
  for (const [index, { questions, ...quiz }] of rows.entries()) {
    const known = byCode.get(quiz.qrCode)
    let id: number
    let writeQuestions = true
    if (known) {
      const stored = await selectTriviaQuestions(tx, known.id)
      writeQuestions = JSON.stringify(stored) !== JSON.stringify(questions)
      if (writeQuestions && played.has(known.id)) {
        throw new BundleError([
          problem({ file: BUNDLE_CONTENT_FILE, column: `trivia[${index}].questions` }, 'triviaPlayed'),
        ])
      }
      await updateTrivia(tx, known.id, { ...quiz, version: known.version + 1, updatedAt: now })
      if (writeQuestions) await deleteTriviaQuestions(tx, known.id)
      id = known.id
      updated++
    } else {
      id = await insertTrivia(tx, { ...quiz, updatedAt: now })
      inserted++
    }
    if (writeQuestions && questions.length) {
      await insertTriviaQuestions(
        tx,
        questions.map((q, position) => ({ ...q, triviaId: id, position: position + 1 })),
      )
    }
  }
  return { inserted, updated }
}

/** Applies every kind the content lists; the counts are keyed `content.json:<kind>`. */
export async function applyContent(tx: Tx, read: ReadContent, timeZone: string, now: Date): Promise<AppliedContent> {
  const { content, files } = read
  await checkContentReferences(tx, content)
  const counts: Record<string, BundleFileCount> = {}
  const images = new ImageCache()
  let changed = false
  for (const kind of BUNDLE_CONTENT_KINDS) {
    const rows = content[kind]
    if (!rows) continue
    if (await unchanged(tx, kind, rows, files, timeZone, images)) {
      counts[contentCountKey(kind)] = { rows: rows.length, inserted: 0, updated: 0 }
      continue
    }
    const written = await replaceKind(tx, kind, rows, files, now, images, timeZone)
    counts[contentCountKey(kind)] = { rows: rows.length, ...written }
    changed = true
  }
  return { counts, changed }
}
