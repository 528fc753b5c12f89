/** What the error page and the error log know about a failure (docs/product-rules.md §2 and §8). */
export interface ErrorDetails {
  status: number
  statusText?: string
  message?: string
  stack?: string
}

export type ErrorMessageKey = 'notFound' | 'forbidden' | 'server' | 'unknown'

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined)

/** Reads a status from HTTP-ish errors (ApiRequestError, Response-like objects); anything else counts as 500. */
export function describeError(error: unknown): ErrorDetails {
  const status = field(error, 'status')
  return {
    status: typeof status === 'number' && status >= 100 && status <= 599 ? status : 500,
    statusText: text(field(error, 'statusText')),
    message: text(field(error, 'message')) ?? text(error),
    stack: text(field(error, 'stack')),
  }
}

/** docs/product-rules.md §2: a message by code — 404 not found, 403 forbidden, 500 server error, otherwise unknown. */
export function messageKeyForStatus(status: number): ErrorMessageKey {
  if (status === 404) return 'notFound'
  if (status === 403) return 'forbidden'
  if (status === 500) return 'server'
  return 'unknown'
}
