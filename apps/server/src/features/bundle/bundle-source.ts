/**
 * Where a bundle comes from: a folder (the CLI), a zip (the API) or files already in memory (tests, converters).
 * Only the bundle's own file names are read; anything else in the folder or zip is ignored. The files' total size
 * is checked against the limit twice: declared (zip directory, file sizes) before reading anything, and real as
 * the bytes come (decision 025).
 */
import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { BUNDLE_FILES, BUNDLE_LIMITS, type BundleFile } from '@podium/domain'
import { BundleError, problem } from './bundle-error.ts'
import { unzipEntry, type ZipEntry, ZipSizeError, zipEntries } from './bundle-zip.ts'

/** A folder path, a zip archive's bytes, or the files themselves (name → UTF-8 bytes or text). */
export type BundleSource = string | Uint8Array | ReadonlyMap<string, Uint8Array | string>

export type BundleFiles = Map<BundleFile, Uint8Array>

/** The name problems of the whole zip are reported under. */
export const ZIP_NAME = 'bundle.zip'

const KNOWN = new Set<string>(BUNDLE_FILES)
const encoder = new TextEncoder()

const tooBig = (file: string) => new BundleError([problem({ file }, 'tooBig')])

function fromFolder(folder: string, maxBytes: number): BundleFiles {
  const sizes = new Map<BundleFile, number>()
  for (const name of BUNDLE_FILES) {
    const stat = statSync(join(folder, name), { throwIfNoEntry: false })
    if (stat?.isFile()) sizes.set(name, stat.size)
  }
  if ([...sizes.values()].reduce((a, b) => a + b, 0) > maxBytes) throw tooBig(folder)
  const files: BundleFiles = new Map()
  let total = 0
  for (const name of sizes.keys()) {
    const bytes = readFileSync(join(folder, name))
    total += bytes.length
    if (total > maxBytes) throw tooBig(name)
    files.set(name, bytes)
  }
  return files
}

/** The bundle's files at the top of the zip or in one folder of it (a zipped folder); the shallowest copy wins. */
function fromZip(zip: Uint8Array, maxBytes: number): BundleFiles {
  let entries: ZipEntry[]
  try {
    entries = zipEntries(zip)
  } catch {
    throw new BundleError([problem({ file: ZIP_NAME }, 'notZip')])
  }
  const chosen = new Map<BundleFile, { entry: ZipEntry; depth: number }>()
  for (const entry of entries) {
    const parts = entry.name.split('/')
    const base = parts.at(-1) ?? ''
    if (entry.name.startsWith('__MACOSX/') || !KNOWN.has(base) || parts.length > 2) continue
    const known = chosen.get(base as BundleFile)
    if (!known || parts.length < known.depth) chosen.set(base as BundleFile, { entry, depth: parts.length })
  }
  // Declared sizes first: a zip that admits to being too big costs nothing.
  const declared = [...chosen.values()].reduce((n, { entry }) => n + entry.size, 0)
  if (declared > maxBytes) throw tooBig(ZIP_NAME)
  const files: BundleFiles = new Map()
  for (const [name, { entry }] of chosen) {
    try {
      files.set(name, unzipEntry(zip, entry))
    } catch (error) {
      if (error instanceof ZipSizeError) throw new BundleError([problem({ file: name }, 'sizeMismatch')])
      throw new BundleError([problem({ file: ZIP_NAME }, 'notZip')])
    }
  }
  return files
}

function fromMemory(source: ReadonlyMap<string, Uint8Array | string>, maxBytes: number): BundleFiles {
  const files: BundleFiles = new Map()
  let total = 0
  for (const [name, content] of source) {
    if (!KNOWN.has(name)) continue
    const bytes = typeof content === 'string' ? encoder.encode(content) : content
    total += bytes.length
    if (total > maxBytes) throw tooBig(name)
    files.set(name as BundleFile, bytes)
  }
  return files
}

export function readBundleSource(source: BundleSource, maxBytes: number = BUNDLE_LIMITS.unzippedBytes): BundleFiles {
  if (typeof source === 'string') return fromFolder(source, maxBytes)
  if (source instanceof Uint8Array) return fromZip(source, maxBytes)
  return fromMemory(source, maxBytes)
}
