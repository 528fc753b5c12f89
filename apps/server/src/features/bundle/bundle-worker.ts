/**
 * The worker thread that reads a bundle (bundle-read.ts) for bundle-reader.ts: the rows go back in slices, so the
 * server's event loop takes them a few thousand at a time between other requests; a refusal goes back as its
 * problems. Anything else (a bug, running out of its heap) ends the worker and the reader reports it.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { BUNDLE_FILES } from '@podium/domain'
import { BundleError } from './bundle-error.ts'
import { readBundle } from './bundle-read.ts'
import type { ReadRequest, WorkerMessage } from './bundle-reader.ts'

/** Rows per message: small enough that receiving one never holds the event loop for long. */
const SLICE = 2_000

const port = parentPort
if (!port) throw new Error('bundle-worker.ts runs as a worker thread')
const post = (message: WorkerMessage) => port.postMessage(message)
const { source, limits } = workerData as ReadRequest

try {
  const read = readBundle(source, limits, (progress) => post({ kind: 'progress', progress }))
  for (const file of BUNDLE_FILES) {
    const rows = read.rows[file]
    for (let i = 0; i < rows.length; i += SLICE) post({ kind: 'rows', file, rows: rows.slice(i, i + SLICE) })
  }
  post({
    kind: 'done',
    present: read.present,
    firstStart: read.firstStart,
    rankingProblems: read.rankingProblems,
    content: read.content,
    formats: read.formats,
  })
} catch (error) {
  if (!(error instanceof BundleError)) throw error
  post({ kind: 'refused', problems: [...error.problems] })
}
