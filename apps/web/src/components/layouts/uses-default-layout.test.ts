import { describe, expect, it } from 'vitest'
import { usesDefaultLayout } from './uses-default-layout.ts'

describe('usesDefaultLayout', () => {
  it.each(['/widget/events', '/widget/medals', '/widget/headless', '/more-dev', '/x/more-dev/y'])(
    '%s → default',
    (p) => {
      expect(usesDefaultLayout(p)).toBe(true)
    },
  )

  it.each(['/', '/medals/all', '/schedule/grid', '/more', '/venues'])('%s → main', (p) => {
    expect(usesDefaultLayout(p)).toBe(false)
  })
})
