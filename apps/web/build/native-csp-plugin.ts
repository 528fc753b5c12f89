import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Plugin } from 'vite'

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

/** The hash of the style block sonner inserts, from the installed sonner (as the server's security test checks it). */
function sonnerStyleHash(): string {
  const require = createRequire(import.meta.url)
  const source = readFileSync(require.resolve('sonner').replace(/index\.js$/, 'index.mjs'), 'utf8')
  const literal = source.match(/__insertCSS\(("(?:[^"\\]|\\.)*")\)/)?.[1]
  if (!literal) throw new Error('sonner no longer inserts its CSS with __insertCSS: revisit the native CSP')
  return sha256(JSON.parse(literal) as string)
}

/**
 * The shells serve the bundle themselves, with no CSP header; a native build (VITE_API_ORIGIN set) carries its policy
 * as a <meta>: the server's policy (apps/server/src/http/security-headers.ts) with the API origin added where the app
 * reaches it (requests and the live stream, images, video and document frames). Videos and embeds allow any https
 * host: the back office checks video addresses against its allow-list when they are saved (decision 044).
 * `frame-ancestors` has no effect in a <meta>, so it is left out.
 */
export function nativeCspPolicy(apiOrigin: string, styleHash = sonnerStyleHash()): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' ${styleHash} ${sha256('')}`,
    `img-src 'self' data: blob: ${apiOrigin} https://tile.openstreetmap.org`,
    `media-src 'self' blob: ${apiOrigin} https:`,
    "font-src 'self'",
    `connect-src 'self' ${apiOrigin}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    `frame-src 'self' ${apiOrigin} https:`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ')
}

export function nativeCsp(apiOriginSetting: string): Plugin {
  const apiOrigin = apiOriginSetting ? new URL(apiOriginSetting).origin : ''
  return {
    name: 'podium:native-csp',
    apply: 'build',
    transformIndexHtml: {
      order: 'pre',
      handler: () =>
        apiOrigin
          ? [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: nativeCspPolicy(apiOrigin) } }]
          : [],
    },
  }
}
