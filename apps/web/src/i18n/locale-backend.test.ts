import type { ReadCallback } from 'i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type LocaleLoaders, localeBackend } from './locale-backend.ts'

const messages = (greeting: string) => async () => ({ default: { hello: greeting } })
const failing = async () => {
  throw new Error('chunk gone')
}

/** What the backend hands i18next for a language. */
function read(loaders: LocaleLoaders, language: string): Promise<unknown> {
  const backend = localeBackend(loaders) as unknown as {
    read: (language: string, namespace: string, callback: ReadCallback) => void
  }
  return new Promise((resolve) => backend.read(language, 'translation', (_error, data) => resolve(data)))
}

describe('localeBackend', () => {
  afterEach(() => vi.restoreAllMocks())

  it("loads the asked language's file only", async () => {
    const pt = vi.fn(messages('Olá'))
    const en = vi.fn(messages('Hello'))
    expect(await read({ './locales/pt.json': pt, './locales/en.json': en }, 'en')).toEqual({ hello: 'Hello' })
    expect(en).toHaveBeenCalledTimes(1)
    expect(pt).not.toHaveBeenCalled()
  })

  it('logs a file that fails to load and fills in with the Portuguese messages', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const loaders = { './locales/pt.json': messages('Olá'), './locales/es.json': failing }
    expect(await read(loaders, 'es')).toEqual({ hello: 'Olá' })
    expect(logged).toHaveBeenCalledWith('Could not load the es messages', expect.any(Error))
  })

  it('leaves no messages when Portuguese itself fails (the keys show), and when a language has no file', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(await read({ './locales/pt.json': failing }, 'pt')).toEqual({})
    expect(await read({ './locales/pt.json': failing, './locales/az.json': failing }, 'az')).toEqual({})
    expect(await read({}, 'xx')).toEqual({})
  })
})
