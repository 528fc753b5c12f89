/**
 * Writes a bundle's content (bundle-content-read.ts) inside the import's transaction, after the sports rows so its
 * references (events, units, venues, organisations) may be new in the same bundle. A kind the content lists
 * replaces that kind, unless it is the same as what is stored (then nothing is written: a re-import is a no-op).
 * Trivia keep their row when their QR code is already known, so printed QR sheets and the attempts made stay valid.
 */
import { createHash } from 'node:crypto'
import {
  BUNDLE_CONTENT_FILE,
  BUNDLE_CONTENT_KINDS,
  type BundleContent,
  type BundleContentKind,
  BundleContentSchema,
  type BundleFileCount,
  contentCountKey,
} from '@podium/domain'
import { asc, eq, inArray, notInArray } from 'drizzle-orm'
import type { Tx } from '../../db/client.ts'
import {
  ambassadors,
  awardCeremonies,
  courses,
  disciplines,
  documents,
  events,
  media,
  organisations,
  places,
  sponsors,
  transportDepartures,
  transportLines,
  trivia,
  triviaAttempts,
  triviaQuestions,
  units,
  venues,
} from '../../db/schema.ts'
import { exportContentKind } from './bundle-content-export.ts'
import type { ReadContent } from './bundle-content-read.ts'
import { BundleError, type BundleProblem, problem } from './bundle-error.ts'

type Rows<K extends BundleContentKind> = NonNullable<BundleContent[K]>

export interface AppliedContent {
  counts: Record<string, BundleFileCount>
  changed: boolean
}

const codesIn = async (tx: Tx, column: 'disciplines' | 'events' | 'units' | 'venues' | 'organisations') => {
  const table = { disciplines, events, units, venues, organisations }[column]
  const rows = await tx.select({ code: table.code }).from(table)
  return new Set(rows.map((r) => r.code))
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
    return value
  })
}

async function unchanged(
  tx: Tx,
  kind: BundleContentKind,
  rows: unknown[],
  files: ReadonlyMap<string, Uint8Array>,
  timeZone: string,
): Promise<boolean> {
  const storedFiles = new Map<string, Uint8Array>()
  const stored = await exportContentKind(tx, kind, timeZone, storedFiles)
  // Through the same schema, so defaults and dates compare alike.
  const parsed = BundleContentSchema.shape[kind].parse(stored) ?? []
  return fingerprint(kind, parsed, storedFiles) === fingerprint(kind, rows, files)
}

async function replaceKind<K extends BundleContentKind>(
  tx: Tx,
  kind: K,
  rows: Rows<K>,
  files: ReadonlyMap<string, Uint8Array>,
  now: Date,
): Promise<{ inserted: number; updated: number }> {
  const size = { inserted: rows.length, updated: 0 }
  switch (kind) {
    case 'places': {
      await tx.delete(places)
      const list = rows as Rows<'places'>
      if (list.length) await tx.insert(places).values(list.map((p) => ({ ...p, updatedAt: now })))
      return size
    }
    case 'documents': {
      await tx.delete(documents)
      for (const d of rows as Rows<'documents'>) {
        const content = files.get(d.file) as Uint8Array
        await tx.insert(documents).values({
          kind: d.kind,
          titles: d.titles,
          disciplineCode: d.discipline,
          unitCode: d.unit,
          priority: d.priority,
          publishedAt: d.publishedAt,
          fileName: d.fileName,
          mimeType: 'application/pdf',
          content,
          sizeBytes: content.byteLength,
          updatedAt: now,
        })
      }
      return size
    }
    case 'sponsors': {
      await tx.delete(sponsors)
      const list = rows as Rows<'sponsors'>
      if (list.length) await tx.insert(sponsors).values(list.map((s) => ({ ...s, updatedAt: now })))
      return size
    }
    case 'ambassadors': {
      await tx.delete(ambassadors)
      const list = rows as Rows<'ambassadors'>
      if (list.length) {
        await tx.insert(ambassadors).values(
          list.map((a) => ({
            name: a.name,
            disciplineCode: a.discipline,
            organisationCode: a.organisation,
            bio: a.bio,
            days: a.days,
            updatedAt: now,
          })),
        )
      }
      return size
    }
    case 'courses': {
      await tx.delete(courses)
      const list = rows as Rows<'courses'>
      if (list.length) await tx.insert(courses).values(list.map((c) => ({ ...c, updatedAt: now })))
      return size
    }
    case 'media': {
      await tx.delete(media)
      const list = rows as Rows<'media'>
      if (list.length) {
        await tx
          .insert(media)
          .values(list.map(({ discipline, ...m }) => ({ ...m, disciplineCode: discipline, updatedAt: now })))
      }
      return size
    }
    case 'transport': {
      await tx.delete(transportLines)
      for (const { departures, ...line } of rows as Rows<'transport'>) {
        await tx.insert(transportLines).values({ ...line, updatedAt: now })
        if (departures.length) {
          await tx.insert(transportDepartures).values(departures.map((d) => ({ ...d, lineCode: line.code })))
        }
      }
      return size
    }
    case 'trivia':
      return replaceTrivia(tx, rows as Rows<'trivia'>, now)
    case 'awardCeremonies': {
      await tx.delete(awardCeremonies)
      const list = rows as Rows<'awardCeremonies'>
      if (list.length) {
        await tx.insert(awardCeremonies).values(
          list.map((c) => ({
            eventCode: c.event,
            venueCode: c.venue,
            startAt: c.startAt,
            status: c.status,
            updatedAt: now,
          })),
        )
      }
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
  await (codes.length ? tx.delete(trivia).where(notInArray(trivia.qrCode, codes)) : tx.delete(trivia))
  const existing = codes.length
    ? await tx
        .select({ id: trivia.id, qrCode: trivia.qrCode, version: trivia.version })
        .from(trivia)
        .where(inArray(trivia.qrCode, codes))
    : []
  const byCode = new Map(existing.map((t) => [t.qrCode, t]))
  const played = new Set(
    (await tx.selectDistinct({ id: triviaAttempts.triviaId }).from(triviaAttempts)).map((a) => a.id),
  )
  let inserted = 0
  let updated = 0
  for (const [index, { questions, ...quiz }] of rows.entries()) {
    const known = byCode.get(quiz.qrCode)
    let id: number
    let writeQuestions = true
    if (known) {
      const stored = await tx
        .select({
          prompts: triviaQuestions.prompts,
          answers: triviaQuestions.answers,
          correctAnswerId: triviaQuestions.correctAnswerId,
        })
        .from(triviaQuestions)
        .where(eq(triviaQuestions.triviaId, known.id))
        .orderBy(asc(triviaQuestions.position))
      writeQuestions = JSON.stringify(stored) !== JSON.stringify(questions)
      if (writeQuestions && played.has(known.id)) {
        throw new BundleError([
          problem({ file: BUNDLE_CONTENT_FILE, column: `trivia[${index}].questions` }, 'triviaPlayed'),
        ])
      }
      await tx
        .update(trivia)
        .set({ ...quiz, version: known.version + 1, updatedAt: now })
        .where(eq(trivia.id, known.id))
      if (writeQuestions) await tx.delete(triviaQuestions).where(eq(triviaQuestions.triviaId, known.id))
      id = known.id
      updated++
    } else {
      const [row] = await tx
        .insert(trivia)
        .values({ ...quiz, updatedAt: now })
        .returning({ id: trivia.id })
      id = (row as { id: number }).id
      inserted++
    }
    if (writeQuestions && questions.length) {
      await tx
        .insert(triviaQuestions)
        .values(questions.map((q, position) => ({ ...q, triviaId: id, position: position + 1 })))
    }
  }
  return { inserted, updated }
}

/** Applies every kind the content lists; the counts are keyed `content.json:<kind>`. */
export async function applyContent(tx: Tx, read: ReadContent, timeZone: string, now: Date): Promise<AppliedContent> {
  const { content, files } = read
  await checkContentReferences(tx, content)
  const counts: Record<string, BundleFileCount> = {}
  let changed = false
  for (const kind of BUNDLE_CONTENT_KINDS) {
    const rows = content[kind]
    if (!rows) continue
    if (await unchanged(tx, kind, rows, files, timeZone)) {
      counts[contentCountKey(kind)] = { rows: rows.length, inserted: 0, updated: 0 }
      continue
    }
    const written = await replaceKind(tx, kind, rows, files, now)
    counts[contentCountKey(kind)] = { rows: rows.length, ...written }
    changed = true
  }
  return { counts, changed }
}
