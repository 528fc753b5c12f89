import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { ApiRequestError, answerOf, apiRequest, apiUrl, fetchJson, toApiError } from './api-client.ts'

describe('apiUrl', () => {
  it('adds lang after the other parameters and skips undefined ones', () => {
    expect(apiUrl('/api/v1/now', 'en', { day: '2026-07-14', skip: undefined })).toBe(
      '/api/v1/now?day=2026-07-14&lang=en',
    )
  })
})

describe('toApiError', () => {
  it('reads the server error body', () => {
    const err = toApiError(422, 'Unprocessable Entity', {
      error: { code: 'validation', message: 'Invalid', fields: { name: ['Required'] } },
    })
    expect(err).toBeInstanceOf(ApiRequestError)
    expect(err).toMatchObject({ status: 422, code: 'validation', message: 'Invalid', fields: { name: ['Required'] } })
  })

  it('falls back to the HTTP status when the body is not an API error', () => {
    expect(toApiError(502, 'Bad Gateway', '<html>')).toMatchObject({ status: 502, code: 'http_error' })
  })
})

describe('fetchJson', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('returns the body', async () => {
    const fetchMock = vi.fn(async () => Response.json({ ok: true }))
    vi.stubGlobal('fetch', fetchMock)
    await expect(fetchJson<{ ok: boolean }>('/api/v1/x', { lang: 'pt' })).resolves.toEqual({
      ok: true,
    })
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/x?lang=pt', expect.anything())
  })

  it('throws a typed error for an error body', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ error: { code: 'not_found', message: 'Nope' } }, { status: 404 }),
    )
    await expect(fetchJson('/api/v1/x', { lang: 'en' })).rejects.toMatchObject({
      name: 'ApiRequestError',
      status: 404,
      code: 'not_found',
    })
  })
})

describe('apiRequest', () => {
  afterEach(() => vi.unstubAllGlobals())
  const Answer = z.object({ ok: z.boolean() })

  it('sends a JSON body and parses the answer with the schema', async () => {
    const fetchMock = vi.fn(async () => Response.json({ ok: true, extra: 1 }))
    vi.stubGlobal('fetch', fetchMock)
    await expect(
      apiRequest('/api/v1/x', { lang: 'en', method: 'POST', body: { a: 1 }, schema: Answer }),
    ).resolves.toEqual({ ok: true })
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/x?lang=en', {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: '{"a":1}',
    })
  })

  it('throws invalid_response when the answer does not match the schema', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ ok: 'yes' }))
    await expect(apiRequest('/api/v1/x', { schema: Answer })).rejects.toMatchObject({
      name: 'ApiRequestError',
      status: 200,
      code: 'invalid_response',
      message: expect.stringContaining('ok:'),
    })
  })

  it('resolves undefined on 204 and leaves the path alone without a language', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }))
    vi.stubGlobal('fetch', fetchMock)
    await expect(apiRequest('/api/v1/client-errors', { method: 'POST', body: {} })).resolves.toBeUndefined()
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/client-errors', expect.anything())
  })

  it('maps an error status the same way with or without a schema', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ error: { code: 'forbidden', message: 'No' } }, { status: 403 }))
    await expect(apiRequest('/api/v1/x', { schema: Answer })).rejects.toMatchObject({ status: 403, code: 'forbidden' })
  })
})

describe('answerOf', () => {
  it('is the mapping the bundle upload shares', () => {
    expect(() => answerOf(422, 'Unprocessable Entity', { error: { code: 'invalid_bundle', message: 'Bad' } })).toThrow(
      ApiRequestError,
    )
    expect(answerOf(200, 'OK', { n: 1 })).toEqual({ n: 1 })
  })
})
