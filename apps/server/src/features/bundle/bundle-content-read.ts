/**
 * Reads a bundle's `content.json` and the files it names (docs/import-format.md, "The content"), in the import's
 * worker: the JSON is checked against the domain's content schema (the back office's own rules for texts), and
 * every named file must be in the bundle, within the size limit, and, for a document, a PDF without active content.
 * Files the JSON does not name are never read. A bundle without content.json has no content: nothing is changed.
 */
import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import {
  BUNDLE_CONTENT_FILE,
  type BundleContent,
  BundleContentSchema,
  imageFileProblem,
  VALIDATION_MESSAGES,
} from '@podium/domain'
import { uploadedDocumentProblem } from '../documents/index.ts'
import { BundleError, type BundleProblem, problem } from './bundle-error.ts'
import type { BundleSource } from './bundle-source.ts'
import { unzipEntry, type ZipEntry, ZipSizeError, zipEntries } from './bundle-zip.ts'

export interface ReadContent {
  content: BundleContent
  /** Path in the bundle (`files/…`) → bytes, for every file the content names. */
  files: Map<string, Uint8Array>
}

/** At most this many problems of content.json are listed. */
const MAX_CONTENT_PROBLEMS = 50

/**
 * Reads one file of the bundle by its path, or undefined when it is not there; a file whose size (declared, for a
 * zip entry) is over `budget` is refused before a byte of it is read or inflated (issue 37: a 1 MB zip entry that
 * declares 1 GiB was inflated into a 1 GiB buffer before the limit was checked).
 */
export type FileReader = (path: string, budget: number) => Uint8Array | undefined

const tooBig = (file: string) => new BundleError([problem({ file }, 'tooBig')])

function folderReader(folder: string): FileReader {
  return (path, budget) => {
    const full = join(folder, path)
    const stat = statSync(full, { throwIfNoEntry: false })
    if (!stat?.isFile()) return undefined
    if (stat.size > budget) throw tooBig(path)
    return readFileSync(full)
  }
}

/**
 * `anchor` (content.json, formats.json) at the top of the zip or in one folder of it (as the CSV files); the files it
 * names are beside it.
 */
function zipReader(zip: Uint8Array, anchor: string): FileReader | undefined {
  let entries: ZipEntry[]
  try {
    entries = zipEntries(zip)
  } catch {
    return undefined
  }
  const content = entries
    .filter((e) => !e.name.startsWith('__MACOSX/') && (e.name === anchor || /^[^/]+\/[^/]+$/.test(e.name)))
    .filter((e) => e.name.split('/').at(-1) === anchor)
    .sort((a, b) => a.name.split('/').length - b.name.split('/').length)[0]
  if (!content) return undefined
  const prefix = content.name.slice(0, -anchor.length)
  const byName = new Map(entries.map((e) => [e.name, e]))
  return (path, budget) => {
    const entry = byName.get(prefix + path)
    if (!entry) return undefined
    if (entry.size > budget) throw tooBig(path)
    try {
      return unzipEntry(zip, entry)
    } catch (error) {
      if (error instanceof ZipSizeError) throw new BundleError([problem({ file: path }, 'sizeMismatch')])
      throw new BundleError([problem({ file: path }, 'notZip')])
    }
  }
}

function memoryReader(source: ReadonlyMap<string, Uint8Array | string>): FileReader {
  const encoder = new TextEncoder()
  return (path) => {
    // Already in memory: the caller's running total checks the size.
    const content = source.get(path)
    return typeof content === 'string' ? encoder.encode(content) : content
  }
}

/** A reader of the bundle's files beside `anchor` (a JSON file of the bundle), or undefined when it has none. */
export function readerOf(source: BundleSource, anchor: string = BUNDLE_CONTENT_FILE): FileReader | undefined {
  if (typeof source === 'string') return folderReader(source)
  if (source instanceof Uint8Array) return zipReader(source, anchor)
  return memoryReader(source)
}

/** `documents[2].titles.pt` from a zod issue's path. */
export const pathText = (path: readonly PropertyKey[]) =>
  path.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i ? '.' : ''}${String(p)}`)).join('')

export function readBundleContent(source: BundleSource, maxBytes: number): ReadContent | undefined {
  const read = readerOf(source)
  const json = read?.(BUNDLE_CONTENT_FILE, maxBytes)
  if (!read || !json) return undefined
  let total = json.length
  if (total > maxBytes) throw tooBig(BUNDLE_CONTENT_FILE)
  let raw: unknown
  try {
    raw = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(json))
  } catch {
    throw new BundleError([problem({ file: BUNDLE_CONTENT_FILE }, 'notJson')])
  }
  if (!raw || typeof raw !== 'object' || (raw as { format?: unknown }).format !== 'podium-content') {
    throw new BundleError([problem({ file: BUNDLE_CONTENT_FILE }, 'contentFormat')])
  }
  const parsed = BundleContentSchema.safeParse(raw)
  if (!parsed.success) {
    throw new BundleError(
      parsed.error.issues.slice(0, MAX_CONTENT_PROBLEMS).map((issue) => ({
        file: BUNDLE_CONTENT_FILE,
        column: pathText(issue.path) || undefined,
        problem: issue.message,
      })),
    )
  }
  const content = parsed.data
  const files = new Map<string, Uint8Array>()
  const problems: BundleProblem[] = []
  for (const [index, document] of (content.documents ?? []).entries()) {
    const column = `documents[${index}].file`
    const bytes = files.get(document.file) ?? read(document.file, maxBytes - total)
    if (!bytes) {
      problems.push({ ...problem({ file: BUNDLE_CONTENT_FILE, column }, 'missingContentFile') })
      continue
    }
    total += files.has(document.file) ? 0 : bytes.length
    if (total > maxBytes) throw tooBig(document.file)
    const wrong = uploadedDocumentProblem(bytes)
    if (wrong) problems.push({ file: BUNDLE_CONTENT_FILE, column, problem: VALIDATION_MESSAGES[wrong] })
    files.set(document.file, bytes)
  }
  // Images: present, within the size limit, and JPEG, PNG or WebP by their first bytes; the import's transaction
  // then makes them like an upload (decision 042), which reads the rest.
  const images = [
    ...(content.sponsors ?? []).map((s, i) => [s.logo, `sponsors[${i}].logo`] as const),
    ...(content.ambassadors ?? []).map((a, i) => [a.photo, `ambassadors[${i}].photo`] as const),
    ...(content.media ?? []).map((m, i) => [m.image, `media[${i}].image`] as const),
  ]
  for (const [path, column] of images) {
    if (!path) continue
    const bytes = files.get(path) ?? read(path, maxBytes - total)
    if (!bytes) {
      problems.push(problem({ file: BUNDLE_CONTENT_FILE, column }, 'missingContentFile'))
      continue
    }
    total += files.has(path) ? 0 : bytes.length
    if (total > maxBytes) throw tooBig(path)
    const wrong = imageFileProblem(bytes)
    if (wrong) problems.push({ file: BUNDLE_CONTENT_FILE, column, problem: VALIDATION_MESSAGES[wrong] })
    files.set(path, bytes)
  }
  const codes = new Set<string>()
  for (const [index, quiz] of (content.trivia ?? []).entries()) {
    if (codes.has(quiz.qrCode)) {
      problems.push(problem({ file: BUNDLE_CONTENT_FILE, column: `trivia[${index}].qrCode` }, 'duplicateQrCode'))
    }
    codes.add(quiz.qrCode)
  }
  if (problems.length) throw new BundleError(problems.slice(0, MAX_CONTENT_PROBLEMS))
  return { content, files }
}
