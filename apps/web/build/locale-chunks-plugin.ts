import type { Plugin } from 'vite'

/** Where the build lists each language's message chunk, for the server (apps/server …/static/spa.routes.ts). */
export const LOCALE_CHUNKS_FILE = 'locale-chunks.json'
const LOCALE_SOURCE = /\/i18n\/locales\/([a-z]{2})\.json$/

/**
 * Writes `locale-chunks.json`: `{ "pt": "/assets/pt-….js", … }`. The app imports its messages only once its entry
 * runs, a round trip after the page; the server names the visit's file in the page as a modulepreload instead, so it
 * downloads beside the entry (decision 020).
 */
export function localeChunks(): Plugin {
  return {
    name: 'podium:locale-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<string, string> = {}
      for (const output of Object.values(bundle)) {
        const locale = output.type === 'chunk' ? output.facadeModuleId?.match(LOCALE_SOURCE)?.[1] : undefined
        if (locale && output.type === 'chunk') chunks[locale] = `/${output.fileName}`
      }
      this.emitFile({ type: 'asset', fileName: LOCALE_CHUNKS_FILE, source: `${JSON.stringify(chunks)}\n` })
    },
  }
}
