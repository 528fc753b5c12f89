import { describe, expect, it } from 'vitest'
import { ApiRequestError } from '../../lib/api-client.ts'
import { describeError, messageKeyForStatus } from './describe-error.ts'

describe('describeError', () => {
  it('keeps the status of an API error', () => {
    const details = describeError(new ApiRequestError(403, 'Forbidden', 'forbidden', 'No access'))
    expect(details).toMatchObject({ status: 403, statusText: 'Forbidden', message: 'No access' })
    expect(details.stack).toContain('ApiRequestError')
  })

  it('treats a plain Error as a 500 without status text', () => {
    expect(describeError(new Error('boom'))).toMatchObject({ status: 500, statusText: undefined, message: 'boom' })
  })

  it('copes with thrown strings and nothing at all', () => {
    expect(describeError('bad')).toEqual({ status: 500, message: 'bad' })
    expect(describeError(undefined)).toEqual({ status: 500 })
  })

  it('ignores a status that is not an HTTP status', () => {
    expect(describeError({ status: 42 }).status).toBe(500)
  })
})

describe('messageKeyForStatus', () => {
  it('maps the known codes and falls back to unknown', () => {
    expect(messageKeyForStatus(404)).toBe('notFound')
    expect(messageKeyForStatus(403)).toBe('forbidden')
    expect(messageKeyForStatus(500)).toBe('server')
    expect(messageKeyForStatus(502)).toBe('unknown')
  })
})
