import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiRequestError, apiUrl, fetchJson, toApiError } from './api-client.ts'

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
