/**
 * A zip archive read through its central directory (the authoritative list, as unzip tools read it), each wanted
 * entry inflated as a stream that stops at its declared size: a file that under-states its size is refused after
 * the bytes it declared, never inflated to the end (decision 025). Stored and deflated entries only; zip64,
 * encrypted and other methods are not a bundle a spreadsheet user makes.
 */
import { Inflate } from 'fflate'

export interface ZipEntry {
  name: string
  method: number
  /** As the central directory declares them. */
  compressedSize: number
  size: number
  /** Offset of the entry's local header. */
  offset: number
}

export class ZipFormatError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ZipFormatError'
  }
}

/** An entry whose inflated bytes exceed the size its header declares. */
export class ZipSizeError extends Error {
  constructor(readonly entry: string) {
    super(`${entry} unzips to more bytes than declared`)
    this.name = 'ZipSizeError'
  }
}

const END_OF_DIRECTORY = 0x06054b50
const DIRECTORY_ENTRY = 0x02014b50
const LOCAL_HEADER = 0x04034b50
/** Compressed bytes pushed at a time: at most about 1,000 times this comes out of one push (deflate's best ratio). */
const SLICE = 16 * 1024
const STORED = 0
const DEFLATE = 8

const utf8 = new TextDecoder('utf-8')
const latin1 = new TextDecoder('latin1')

/** Every file entry of the archive (folders left out), from the central directory. */
export function zipEntries(zip: Uint8Array): ZipEntry[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength)
  const u16 = (at: number) => (at + 2 <= zip.length ? view.getUint16(at, true) : Number.NaN)
  const u32 = (at: number) => (at + 4 <= zip.length ? view.getUint32(at, true) : Number.NaN)
  // The end record is the last 22 bytes plus a comment of at most 65,535.
  let end = zip.length - 22
  const lowest = Math.max(0, zip.length - 22 - 0xffff)
  while (end >= lowest && u32(end) !== END_OF_DIRECTORY) end--
  if (end < lowest) throw new ZipFormatError('no end of central directory')
  const count = u16(end + 10)
  const directorySize = u32(end + 12)
  let at = u32(end + 16)
  if (count === 0xffff || at === 0xffffffff || at + directorySize > end) throw new ZipFormatError('zip64 or damaged')
  const entries: ZipEntry[] = []
  for (let i = 0; i < count; i++) {
    if (u32(at) !== DIRECTORY_ENTRY) throw new ZipFormatError('damaged central directory')
    const flags = u16(at + 8)
    const nameLength = u16(at + 28)
    const nameBytes = zip.subarray(at + 46, at + 46 + nameLength)
    const entry: ZipEntry = {
      name: (flags & 0x800 ? utf8 : latin1).decode(nameBytes),
      method: u16(at + 10),
      compressedSize: u32(at + 20),
      size: u32(at + 24),
      offset: u32(at + 42),
    }
    if (flags & 1) throw new ZipFormatError(`${entry.name} is encrypted`)
    at += 46 + nameLength + u16(at + 30) + u16(at + 32)
    if (!entry.name.endsWith('/')) entries.push(entry)
  }
  return entries
}

/** The entry's bytes, refused (ZipSizeError) as soon as more come out than it declares. */
export function unzipEntry(zip: Uint8Array, entry: ZipEntry): Uint8Array {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength)
  if (entry.offset + 30 > zip.length || view.getUint32(entry.offset, true) !== LOCAL_HEADER) {
    throw new ZipFormatError(`${entry.name}: no local header`)
  }
  const start = entry.offset + 30 + view.getUint16(entry.offset + 26, true) + view.getUint16(entry.offset + 28, true)
  const data = zip.subarray(start, start + entry.compressedSize)
  if (data.length !== entry.compressedSize) throw new ZipFormatError(`${entry.name} is cut short`)
  if (entry.method === STORED) {
    if (data.length !== entry.size) throw new ZipSizeError(entry.name)
    return data
  }
  if (entry.method !== DEFLATE) throw new ZipFormatError(`${entry.name}: compression method ${entry.method}`)
  if (!data.length) throw new ZipFormatError(`${entry.name} has no data`)
  const out = new Uint8Array(entry.size)
  let written = 0
  let ended = false
  const inflate = new Inflate((chunk, final) => {
    if (written + chunk.length > out.length) throw new ZipSizeError(entry.name)
    out.set(chunk, written)
    written += chunk.length
    if (final) ended = true
  })
  try {
    for (let i = 0; i < data.length && !ended; i += SLICE) {
      inflate.push(data.subarray(i, i + SLICE), i + SLICE >= data.length)
    }
  } catch (error) {
    if (error instanceof ZipSizeError) throw error
    throw new ZipFormatError(`${entry.name}: ${(error as Error).message}`)
  }
  if (!ended || written !== entry.size) throw new ZipFormatError(`${entry.name}: not the declared size`)
  return out
}
