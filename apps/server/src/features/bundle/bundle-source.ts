/**
 * Where a bundle comes from: a folder (the CLI), a zip (the API) or files already in memory (tests, converters).
 * Only the bundle's own file names are read; anything else in the folder or zip is ignored.
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { BUNDLE_FILES, type BundleFile } from '@podium/domain'
import { unzipSync } from 'fflate'
import { BundleError, problem } from './bundle-error.ts'

/** A folder path, a zip archive's bytes, or the files themselves (name → UTF-8 bytes or text). */
export type BundleSource = string | Uint8Array | ReadonlyMap<string, Uint8Array | string>

export type BundleFiles = Map<BundleFile, Uint8Array>

/** Unzipped CSV beyond this is refused (a 50 MB upload of CSV unzips to a few hundred MB at most). */
export const MAX_UNZIPPED_BYTES = 512 * 1024 * 1024

const KNOWN = new Set<string>(BUNDLE_FILES)
const encoder = new TextEncoder()

function fromFolder(folder: string): BundleFiles {
  const files: BundleFiles = new Map()
  for (const name of BUNDLE_FILES) {
    const path = join(folder, name)
    if (existsSync(path) && statSync(path).isFile()) files.set(name, readFileSync(path))
  }
  return files
}

/** The bundle's files at the top of the zip or in one folder of it (a zipped folder); the shallowest copy wins. */
function fromZip(bytes: Uint8Array): BundleFiles {
  const depthOf = new Map<BundleFile, number>()
  let total = 0
  let entries: Record<string, Uint8Array>
  try {
    entries = unzipSync(bytes, {
      filter: (file) => {
        if (file.name.startsWith('__MACOSX/') || file.name.endsWith('/')) return false
        const parts = file.name.split('/')
        const base = parts.at(-1) ?? ''
        if (!KNOWN.has(base) || parts.length > 2) return false
        total += file.originalSize
        if (total > MAX_UNZIPPED_BYTES) throw new BundleError([problem({ file: 'bundle.zip' }, 'tooBig')])
        return true
      },
    })
  } catch (error) {
    if (error instanceof BundleError) throw error
    throw new BundleError([problem({ file: 'bundle.zip' }, 'notZip')])
  }
  const files: BundleFiles = new Map()
  for (const [name, content] of Object.entries(entries)) {
    const parts = name.split('/')
    const base = parts.at(-1) as BundleFile
    const known = depthOf.get(base)
    if (known !== undefined && known <= parts.length) continue
    depthOf.set(base, parts.length)
    files.set(base, content)
  }
  return files
}

export function readBundleSource(source: BundleSource): BundleFiles {
  if (typeof source === 'string') return fromFolder(source)
  if (source instanceof Uint8Array) return fromZip(source)
  const files: BundleFiles = new Map()
  for (const [name, content] of source) {
    if (KNOWN.has(name)) files.set(name as BundleFile, typeof content === 'string' ? encoder.encode(content) : content)
  }
  return files
}
