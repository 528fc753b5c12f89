/**
 * The server's inflater for a PDF's streams (issue 37): the documents' check reads names inside compressed streams,
 * object streams included. All the streams of one file together may inflate to at most STREAMS_MAX_BYTES: past it a
 * stream is not read, and the file is refused as too large to check.
 */
import { inflateSync } from 'node:zlib'
import { documentFileProblem, type ValidationMessageKey } from '@podium/domain'

const STREAMS_MAX_BYTES = 64 * 1024 * 1024

class InflateBudgetSpent extends Error {}

/** `documentFileProblem` with the file's compressed streams read too. */
export function uploadedDocumentProblem(bytes: Uint8Array): ValidationMessageKey | undefined {
  let left = STREAMS_MAX_BYTES
  try {
    return documentFileProblem(bytes, (data) => {
      let inflated: Buffer
      try {
        inflated = inflateSync(data, { maxOutputLength: Math.max(1, left) })
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw new InflateBudgetSpent()
        return undefined // not a Flate stream (an image, another filter): nothing to read
      }
      left -= inflated.length
      return inflated
    })
  } catch (error) {
    if (error instanceof InflateBudgetSpent) return 'fileTooLarge'
    throw error
  }
}
