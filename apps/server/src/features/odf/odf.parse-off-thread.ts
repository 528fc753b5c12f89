/**
 * ODF messages parsed in one worker thread per process (odf.parse-worker.ts), started at the first message: the
 * HTTP entry and the folder watcher wait for it while the server keeps answering (issue 37, item 8). A message that
 * takes longer than PARSE_TIMEOUT_MS, or exhausts the worker's heap, ends the worker (the next message starts a new
 * one) and is refused as too large.
 */
import type { Worker } from 'node:worker_threads'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { HttpError } from '../../http/errors.ts'
import { startWorker } from '../../workers/ts-worker.ts'
import type { OdfMessage } from './odf.parse.ts'
import { OdfXmlError } from './odf.refusal.ts'

export interface ParseRequest {
  id: number
  xml: string
}
export type ParseAnswer =
  | { id: number; message: OdfMessage }
  | {
      id: number
      refused: {
        status: ContentfulStatusCode
        code: string
        message: string
        fields?: Record<string, string[]> | undefined
        /** Where broken XML breaks (OdfXmlError). */
        at?: { line: number; column: number }
      }
    }

const PARSE_TIMEOUT_MS = 30_000
const WORKER_HEAP_MB = 512

interface Pending {
  resolve: (message: OdfMessage) => void
  reject: (error: Error) => void
  timer: ReturnType<typeof setTimeout>
}

let worker: Worker | undefined
const pending = new Map<number, Pending>()
let nextId = 1

const tooLarge = () =>
  new HttpError(413, 'payload_too_large', 'The ODF message is too large or too complex to read in time.')

function stopWorker(reason: Error): void {
  const stopped = worker
  worker = undefined
  void stopped?.terminate()
  for (const [id, waiting] of pending) {
    clearTimeout(waiting.timer)
    waiting.reject(reason)
    pending.delete(id)
  }
}

function startedWorker(): Worker {
  if (worker) return worker
  const started = startWorker(new URL('./odf.parse-worker.ts', import.meta.url), 'odf.parse-worker', {
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
  })
  started.unref()
  started.on('message', (answer: ParseAnswer) => {
    const waiting = pending.get(answer.id)
    if (!waiting) return
    pending.delete(answer.id)
    clearTimeout(waiting.timer)
    if ('message' in answer) waiting.resolve(answer.message)
    else {
      const { status, code, message, fields, at } = answer.refused
      waiting.reject(at ? new OdfXmlError(message, at.line, at.column) : new HttpError(status, code, message, fields))
    }
  })
  started.on('error', (error: Error & { code?: string }) => {
    if (worker === started) stopWorker(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooLarge() : error)
  })
  started.on('exit', () => {
    if (worker === started) stopWorker(new Error('The ODF parser stopped.'))
  })
  worker = started
  return started
}

/** `parseOdf` in the worker: the same message, or the same 400/422 refusal. */
export function parseOdfOffThread(xml: string): Promise<OdfMessage> {
  return new Promise((resolve, reject) => {
    const id = nextId++
    const timer = setTimeout(() => stopWorker(tooLarge()), PARSE_TIMEOUT_MS)
    pending.set(id, { resolve, reject, timer })
    startedWorker().postMessage({ id, xml } satisfies ParseRequest)
  })
}
