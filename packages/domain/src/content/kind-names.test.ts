import { describe, expect, it } from 'vitest'
import { CONTENT_KINDS } from './index.ts'
import { CONTENT_KIND_NAMES, isContentKindName } from './kind-names.ts'

describe('the content kinds by name', () => {
  it('names every kind the engine serves, in its order', () => {
    expect(CONTENT_KIND_NAMES).toEqual(CONTENT_KINDS.map((kind) => kind.kind))
  })

  it('knows a kind by its name only', () => {
    expect(isContentKindName('volunteers')).toBe(true)
    expect(isContentKindName('places')).toBe(false)
  })
})
