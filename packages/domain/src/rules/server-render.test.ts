import { describe, expect, it } from 'vitest'
import { canonicalPageSearch, isServerRenderedPage } from './server-render.ts'
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

describe('canonicalPageSearch', () => {
  it('keeps only what the page reads, once, in name order', () => {
    expect(canonicalPageSearch('/en/medals/all', '?utm=abc')).toBe('')
    expect(canonicalPageSearch('/en/medals/all', '?utm=1&gender=W&rank=total&gender=M')).toBe('?gender=W&rank=total')
    expect(canonicalPageSearch('/medals/all', '?rank=total&gender=W')).toBe(
      canonicalPageSearch('/medals/all', '?gender=W&rank=total'),
    )
    expect(canonicalPageSearch('/schedule/day/2026-08-02', '?type=medals&day=x')).toBe('?type=medals')
    expect(canonicalPageSearch('/schedule/grid', '?day=2026-08-02&fbclid=z')).toBe('?day=2026-08-02')
    expect(canonicalPageSearch('/match-stats', '?unit=U1&x=2')).toBe('?unit=U1')
    expect(canonicalPageSearch('/participants/athletes', `?q=${'a'.repeat(200)}`)).toBe(`?q=${'a'.repeat(80)}`)
  })

  it('drops every parameter of a page that reads none', () => {
    expect(canonicalPageSearch('/', '?x=1')).toBe('')
    expect(canonicalPageSearch('/venues', '?gender=W')).toBe('')
    expect(canonicalPageSearch('/medals/all', '')).toBe('')
    expect(canonicalPageSearch('/participants/athletes', '?q=%E0%A4%A&q=x')).toBe('')
    expect(canonicalPageSearch('/participants/athletes', '?q=S%C3%A3o+Paulo')).toBe('?q=S%C3%A3o%20Paulo')
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
