/**
 * The worker thread that parses ODF messages for odf.parse-off-thread.ts: a large or hostile message (2.3 MB with
 * 200,000 attributes took seconds) is parsed and validated here, never on the server's event loop (issue 37).
 */
import { parentPort } from 'node:worker_threads'
import { HttpError } from '../../http/errors.ts'
import { parseOdf } from './odf.parse.ts'
import type { ParseAnswer, ParseRequest } from './odf.parse-off-thread.ts'
import { OdfXmlError } from './odf.refusal.ts'

const port = parentPort
if (!port) throw new Error('odf.parse-worker.ts runs as a worker thread')

port.on('message', ({ id, xml }: ParseRequest) => {
  let answer: ParseAnswer
  try {
    answer = { id, message: parseOdf(xml) }
  } catch (error) {
    if (!(error instanceof HttpError)) throw error
    const { status, code, message, fields } = error
    const at = error instanceof OdfXmlError ? { line: error.line, column: error.column } : undefined
    answer = { id, refused: { status, code, message, fields, ...(at ? { at } : {}) } }
  }
  port.postMessage(answer)
})
