import { describe, expect, it } from 'vitest'
import { renderAvatarSvg } from './avatar.ts'
import { renderSponsorLogoSvg, wordmarkLines } from './logos.ts'
import { renderPhotoSvg } from './photo.ts'
import { initials } from './svg.ts'

describe('renderAvatarSvg', () => {
  it('draws the initials on a colour that follows the id, labelled with the name', () => {
    const svg = renderAvatarSvg({ id: 'A0001', name: 'SILVA Ana', gender: 'W' })
    expect(svg).toMatch(/^<svg [^>]*role="img" aria-label="SILVA Ana"/)
    expect(svg).toContain('>SA</text>')
    expect(renderAvatarSvg({ id: 'A0001', name: 'SILVA Ana', gender: 'W' })).toBe(svg)
    const other = renderAvatarSvg({ id: 'A0002', name: 'SILVA Ana', gender: 'W' })
    expect(other.match(/fill="(hsl[^"]+)"/)?.[1]).not.toBe(svg.match(/fill="(hsl[^"]+)"/)?.[1])
  })

  it('escapes the name and handles accents and single words', () => {
    const svg = renderAvatarSvg({ id: 'x', name: `O'BRIEN <Şahin> & Əli` })
    expect(svg).toContain('aria-label="O&#39;BRIEN &#60;Şahin&#62; &#38; Əli"')
    expect(svg).not.toContain('<Şahin>')
    expect(initials('ÇELİK Emir')).toBe('ÇE')
    expect(initials('Maracanãzinho')).toBe('M')
    expect(initials('  ')).toBe('?')
  })
})

describe('renderSponsorLogoSvg', () => {
  it('is a labelled wordmark sized by tier', () => {
    const master = renderSponsorLogoSvg('Aurora Energia', 'master')
    const supplier = renderSponsorLogoSvg('Aurora Energia', 'supplier')
    expect(master).toContain('role="img" aria-label="Aurora Energia"')
    expect(master).toContain('width="320"')
    expect(supplier).toContain('width="220"')
    expect(renderSponsorLogoSvg('Aurora Energia', 'unknown')).toBe(supplier)
    expect(renderSponsorLogoSvg('A & B', 'official')).toContain('A &#38; B')
  })

  it('keeps a long name inside the logo: two lines, smaller if need be (issue 16)', () => {
    expect(wordmarkLines('Vita', 200, 20)).toEqual({ text: ['Vita'], size: 20 })
    const long = wordmarkLines('Onda Telecom Brasil', 180, 26)
    expect(long.text).toEqual(['Onda Telecom', 'Brasil'])
    expect(Math.max(...long.text.map((l) => l.length)) * long.size * 0.62).toBeLessThanOrEqual(180)
    expect(renderSponsorLogoSvg('Aurora Energia Renovável', 'master').match(/<text /g)).toHaveLength(2)
  })
})

describe('renderPhotoSvg', () => {
  it('is deterministic for a seed and differs between seeds', () => {
    const a = renderPhotoSvg('Swimming – Final', 1)
    expect(renderPhotoSvg('Swimming – Final', 1)).toBe(a)
    expect(renderPhotoSvg('Swimming – Final', 2)).not.toBe(a)
    expect(a).toContain('role="img" aria-label="Swimming – Final"')
  })
})
