import { apiWrite } from '../../lib/api-client.ts'
import type { ErrorDetails } from './describe-error.ts'

/** docs/product-rules.md §8: errors are logged with status, message, stack, path and timestamp. */
export interface ClientErrorReport {
  status: number
  message: string
  stack: string
  path: string
  timestamp: string
}

/**
 * The defaults of docs/product-rules.md §8, in English like the rest of the server's log; the server requires a
 * message.
 */
const NO_MESSAGE = 'No additional details available'
const NO_STACK = 'No stack trace available'

export function clientErrorReport(details: ErrorDetails, path: string, now: Date): ClientErrorReport {
  return {
    status: details.status,
    message: details.message ?? NO_MESSAGE,
    stack: details.stack ?? NO_STACK,
    path,
    timestamp: now.toISOString(),
  }
}

const reported = new WeakSet<object>()

/** Fire and forget: the error page must show even when the report cannot be sent. */
export function reportClientError(error: unknown, details: ErrorDetails): void {
  // React may render the same failure more than once (retries, StrictMode): report it once.
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return
    reported.add(error)
  }
  const report = clientErrorReport(details, window.location.pathname + window.location.search, new Date())
  // apiWrite rejects (never throws synchronously) whatever fetch does, e.g. a body too large for keepalive.
  apiWrite('POST /client-errors', { body: report, keepalive: true }).catch(() => {})
}
