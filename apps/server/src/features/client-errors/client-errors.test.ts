import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/helpers.ts'
import { MAX_BODY_BYTES } from '../../app.ts'
import { clientErrors } from '../../db/schema.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const post = (body: string, headers: Record<string, string> = { 'Content-Type': 'application/json' }) =>
  t.request('/api/v1/client-errors', { method: 'POST', body, headers })

const countRows = () => t.ctx.database.db.$count(clientErrors)

describe('POST /api/v1/client-errors', () => {
  it('records a client error report', async () => {
    const before = await countRows()
    const res = await post(
      JSON.stringify({
        status: 500,
        message: 'Boom',
        stack: 'Error: Boom\n at x',
        path: '/medals/all',
        timestamp: new Date().toISOString(),
      }),
    )
    expect(res.status).toBe(204)
    expect(await countRows()).toBe(before + 1)
  })

  it('refuses a body that fails validation with 400 and field-level messages, writing nothing', async () => {
    const before = await countRows()
    const res = await post(JSON.stringify({ status: 'five hundred', message: '' }))
    expect(res.status).toBe(400)
    const body = (await res.json()) as { error: { code: string; message: string; fields: Record<string, string[]> } }
    expect(body.error.code).toBe('invalid_request')
    expect(Object.keys(body.error.fields).sort()).toEqual(['message', 'status'])
    expect(await countRows()).toBe(before)
  })

  it('refuses malformed JSON with 400, never a stack trace', async () => {
    const res = await post('{"message": ')
    expect(res.status).toBe(400)
    const text = await res.text()
    expect(text).toContain('valid JSON')
    expect(text).not.toMatch(/at .*\.ts/)
  })

  it('refuses a body over the size limit with 413', async () => {
    const res = await post(JSON.stringify({ message: 'x'.repeat(MAX_BODY_BYTES + 10) }))
    expect(res.status).toBe(413)
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('payload_too_large')
  })
})

describe('unknown API paths', () => {
  it('answer 404 as JSON', async () => {
    for (const path of ['/api/v1/nothing-here', '/api/v2/health', '/api/whatever']) {
      const res = await t.request(path)
      expect(res.status).toBe(404)
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('not_found')
    }
  })
})
