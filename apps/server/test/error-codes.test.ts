/**
 * Server messages never reach a screen in English (issue 42, decision 066): every `error.code` the server can answer
 * is one of the domain's `API_ERROR_CODES`, and each has its text in all four locale files, which the web shows
 * instead of the English `message`. Read from the source tree, so a new `HttpError` with a new code fails here.
 */
import { readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { API_ERROR_CODES, LOCALES } from '@podium/domain'
import { describe, expect, it } from 'vitest'
import { sourceFiles } from '../../../tools/import-graph.ts'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')
const SERVER_SRC = join(ROOT, 'apps/server/src')

/** Each code the server's sources throw or answer, with the first file that does. */
function codesSent(): Map<string, string> {
  const found = new Map<string, string>()
  for (const file of sourceFiles(SERVER_SRC).filter((f) => !/\.test\.tsx?$/.test(f))) {
    const text = readFileSync(file, 'utf8')
    for (const pattern of [/HttpError\(\s*\d+,\s*'([a-z_]+)'/g, /errorBody\(\s*'([a-z_]+)'/g]) {
      for (const match of text.matchAll(pattern)) {
        const code = match[1] as string
        if (!found.has(code)) found.set(code, relative(ROOT, file))
      }
    }
  }
  return found
}

describe('error codes the server sends', () => {
  it('are all declared in the domain', () => {
    const sent = codesSent()
    expect(sent.size).toBeGreaterThan(20)
    const undeclared = [...sent].filter(([code]) => !(API_ERROR_CODES as readonly string[]).includes(code))
    expect(undeclared.map(([code, file]) => `${code} (${file})`)).toEqual([])
  })

  it('each have a translated text in every locale file', () => {
    for (const locale of LOCALES) {
      const messages = JSON.parse(readFileSync(join(ROOT, `apps/web/src/i18n/locales/${locale}.json`), 'utf8')) as {
        venueOps?: { errors?: Record<string, string> }
      }
      const missing = API_ERROR_CODES.filter((code) => !messages.venueOps?.errors?.[code]?.trim())
      expect(missing, locale).toEqual([])
    }
  })
})
