import { describe, expect, it } from 'vitest'
import { clientErrorReport } from './report-client-error.ts'

describe('clientErrorReport', () => {
  it('fills the spec fields, with the spec defaults for what is unknown', () => {
    expect(clientErrorReport({ status: 500 }, '/medals', new Date('2026-07-14T12:00:00Z'))).toEqual({
      status: 500,
      message: 'No additional details available',
      stack: 'No stack trace available',
      path: '/medals',
      timestamp: '2026-07-14T12:00:00.000Z',
    })
  })
})
