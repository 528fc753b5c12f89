import { describe, expect, it } from 'vitest'
import { isServerRenderedPage } from './server-render.ts'
import { isSpoilerShieldCookieOn, spoilerShieldCookie } from './spoiler-shield.ts'

describe('isServerRenderedPage', () => {
  it('renders the public pages, in any language', () => {
    for (const path of ['/', '/medals/all', '/schedule/grid', '/en/participants/athletes', '/widget/medals']) {
      expect(isServerRenderedPage(path), path).toBe(true)
    }
  })

  it('leaves the personal and staff pages, and unknown paths, to the browser', () => {
    for (const path of ['/my-games', '/es/profile', '/manage/sponsors', '/certification', '/trivia/3', '/nope']) {
      expect(isServerRenderedPage(path), path).toBe(false)
    }
  })
})

describe('the spoiler shield cookie', () => {
  it('is read back as written', () => {
    const written = spoilerShieldCookie(true).split(';')[0]
    expect(isSpoilerShieldCookieOn(`lang=en; ${written}`)).toBe(true)
    expect(isSpoilerShieldCookieOn(spoilerShieldCookie(false).split(';')[0])).toBe(false)
    expect(isSpoilerShieldCookieOn(undefined)).toBe(false)
  })
})
