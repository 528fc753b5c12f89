import type { Context } from 'hono'

/**
 * Sets a header on the response a handler already made (middleware after `next()`).
 *
 * Hono's `c.header()` rebuilds a finished response to make its headers writable: with @hono/node-server that turns
 * the lightweight response (a string or bytes sent as is) into a full web `Response` whose body is then streamed, on
 * every request. Writing to `c.res.headers` keeps the lightweight one (measured: a third of a cached read's CPU,
 * decision 058). Headers of a `Response.redirect()` or a fetched response are immutable; those fall back.
 */
export function setResponseHeader(c: Context, name: string, value: string): void {
  try {
    c.res.headers.set(name, value)
  } catch {
    c.header(name, value)
  }
}

/** Removes a header from the response a handler already made (see setResponseHeader). */
export function deleteResponseHeader(c: Context, name: string): void {
  try {
    c.res.headers.delete(name)
  } catch {
    c.header(name, undefined)
  }
}
