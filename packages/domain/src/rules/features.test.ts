import { describe, expect, it } from 'vitest'
import { ALL_FEATURES_ON, featureOfApiPath, featureOfPage, isPageOff, resolveFeatures } from './features.ts'

describe('features', () => {
  it('are all on until an organiser switches one off', () => {
    expect(resolveFeatures(undefined)).toEqual(ALL_FEATURES_ON)
    expect(resolveFeatures({ trivia: false, unknown: false })).toEqual({ ...ALL_FEATURES_ON, trivia: false })
  })

  it('own their pages on a segment boundary', () => {
    expect(featureOfPage('/trivia/12')).toBe('trivia')
    expect(featureOfPage('/qr-scan')).toBe('trivia')
    expect(featureOfPage('/official-photos')).toBe('officialPhotos')
    expect(featureOfPage('/trivias')).toBeUndefined()
    expect(featureOfPage('/medals')).toBeUndefined()
    expect(isPageOff('/ranking', { ...ALL_FEATURES_ON, ranking: false })).toBe(true)
    expect(isPageOff('/ranking', ALL_FEATURES_ON)).toBe(false)
    expect(isPageOff('/ranking', undefined)).toBe(false)
  })

  it('own their public API, never the back office', () => {
    expect(featureOfApiPath('/trivia/3/attempts')).toBe('trivia')
    expect(featureOfApiPath('/qr/scan')).toBe('trivia')
    expect(featureOfApiPath('/sponsors/4/logo.svg')).toBe('sponsors')
    expect(featureOfApiPath('/admin/trivia')).toBeUndefined()
    expect(featureOfApiPath('/media')).toBeUndefined()
    expect(featureOfApiPath('/feedbacks')).toBeUndefined()
  })
})
