/**
 * Runs bundle-read.ts in a worker thread (bundle-worker.ts) and gathers its rows: the server's event loop keeps
 * answering while a bundle is unzipped, parsed and checked, a hostile bundle can exhaust only the worker's own heap,
 * and a read that outlives the import's time is stopped by terminating the worker (decision 025).
 */
import type { BundleFile } from '@podium/domain'
import { startWorker } from '../../workers/ts-worker.ts'
import { BundleError, type BundleProblem, problem } from './bundle-error.ts'
import { emptyRows, type ReadBundle, type ReadLimits, type ReadProgress } from './bundle-read.ts'
import type { BundleSource } from './bundle-source.ts'

export interface ReadRequest {
  source: BundleSource
  limits: ReadLimits
}

export type WorkerMessage =
  | { kind: 'progress'; progress: ReadProgress }
  | { kind: 'rows'; file: BundleFile; rows: unknown[] }
  | ({ kind: 'done' } & Omit<ReadBundle, 'rows'>)
  | { kind: 'refused'; problems: BundleProblem[] }

/** The name problems of the whole bundle (its time, its memory) are reported under. */
export const BUNDLE_NAME = 'bundle'

/**
 * The worker's heap: the rows of a bundle at the limits fit with room to spare; anything that still outgrows it
 * ends the worker, not the server.
 */
const WORKER_HEAP_MB = 1024

export function readBundleInWorker(
  source: BundleSource,
  limits: ReadLimits,
  timeoutMs: number,
  onProgress: (progress: ReadProgress) => void,
): Promise<ReadBundle> {
  return new Promise((resolve, reject) => {
    const rows = emptyRows()
    const request: ReadRequest = { source, limits }
    const worker = startWorker(new URL('./bundle-worker.ts', import.meta.url), 'bundle-worker', {
      workerData: request,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    })
    let settled = false
    const finish = (settle: () => void) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      void worker.terminate()
      settle()
    }
    const timer = setTimeout(
      () => finish(() => reject(new BundleError([problem({ file: BUNDLE_NAME }, 'tooSlow')]))),
      Math.max(0, timeoutMs),
    )
    worker.on('message', (message: WorkerMessage) => {
      if (settled) return
      if (message.kind === 'progress') onProgress(message.progress)
      else if (message.kind === 'rows') (rows[message.file] as unknown[]).push(...message.rows)
      else if (message.kind === 'refused') finish(() => reject(new BundleError(message.problems)))
      else {
        const { kind: _kind, ...read } = message
        finish(() => resolve({ ...read, rows }))
      }
    })
    worker.on('error', (error: Error & { code?: string }) =>
      finish(() =>
        reject(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new BundleError([problem({ file: BUNDLE_NAME }, 'tooBig')])
            : error,
        ),
      ),
    )
    worker.on('exit', (code) => finish(() => reject(new Error(`The bundle reader stopped (exit code ${code}).`))))
  })
}
