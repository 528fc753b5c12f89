import { describe, expect, it } from 'vitest'
import { searchKey, winAnsi } from './text.ts'

describe('searchKey', () => {
  it('folds case, accents and special letters like the stored search names', () => {
    expect(searchKey('  Şahin   Əliyev ')).toBe('sahin eliyev')
    expect(searchKey('GONÇALVES')).toBe('goncalves')
    expect(searchKey('Łukasz')).toBe('lukasz')
    expect(searchKey('Ærø Strauß')).toBe('aero strauss')
  })

  it('makes any white space one space, so a name and a search of it agree', () => {
    expect(searchKey('Ana\u00a0Maria\tda  Silva')).toBe('ana maria da silva')
    expect(searchKey(searchKey(' Ana  Silva '))).toBe(searchKey(' Ana  Silva '))
  })
})

describe('winAnsi', () => {
  it('keeps Latin-1 letters, folds Azerbaijani ones and typographic marks, and marks the rest', () => {
    expect(winAnsi('Estádio São João')).toBe('Estádio São João')
    expect(winAnsi('Şahin Əliyev – Ağdaş')).toBe('Sahin Eliyev - Agdas')
    expect(winAnsi('“Ok” it’s')).toBe('"Ok" it\'s')
    expect(winAnsi('東京')).toBe('??')
  })
})
