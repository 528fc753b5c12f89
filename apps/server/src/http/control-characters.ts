import type { MiddlewareHandler } from 'hono'
import { badRequest } from './errors.ts'

/** C0 controls and DEL: no path, query or header of ours means one, and PostgreSQL text cannot hold NUL. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL = /[\u0000-\u001f\u007f]/
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROLS = /[\u0000-\u001f\u007f]/g
/** The same characters percent-encoded (`%00`–`%1F`, `%7F`); `%2500` is the text "%00" and does not match. */
const ENCODED_CONTROL = /%(?:[01][0-9a-f]|7f)/i
/** Header values may carry a horizontal tab (RFC 9110 §5.5); any other control is refused. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const HEADER_CONTROL = /[\u0000-\u0008\u000a-\u001f\u007f]/

export function hasControlCharacter(text: string): boolean {
  return CONTROL.test(text)
}

/**
 * Text safe to store and show: each control character becomes its percent-encoding (`a\u0000b` → `a%00b`), so a
 * logged path still says what was asked for and PostgreSQL never sees a NUL.
 */
export function escapeControlCharacters(text: string): string {
  return text.replace(CONTROLS, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)
}

/**
 * The first middleware after logging and headers: a request whose address (path or query, raw or percent-encoded)
 * or any header value holds a control character is a 400 before any route sees it. Hono decodes the path, so
 * `/api/v1/a%00b` would otherwise reach routers, logs and the database with a NUL in it.
 */
export function refuseControlCharacters(): MiddlewareHandler {
  return async (c, next) => {
    const url = c.req.url
    const address = url.slice(url.indexOf('/', url.indexOf('//') + 2))
    if (CONTROL.test(address) || ENCODED_CONTROL.test(address)) {
      throw badRequest('The request address must not contain control characters.')
    }
    for (const [name, value] of c.req.raw.headers) {
      if (HEADER_CONTROL.test(value)) throw badRequest(`The ${name} header must not contain control characters.`)
    }
    await next()
  }
}
