import { describe, expect, it } from 'vitest'
import { headingOf, markupText, pageTitle } from './page-title.ts'

describe('page title', () => {
  it('reads a heading split in elements as words, entities decoded', () => {
    expect(headingOf('<main><h1 class="x"><span>HERNÁNDEZ</span><span>Felipe</span></h1><h1>Other</h1></main>')).toBe(
      'HERNÁNDEZ Felipe',
    )
    expect(markupText('Tom &amp; Jerry&nbsp;<b>&lt;3</b> &unknown;')).toBe('Tom & Jerry <3 &unknown;')
  })

  it('has no heading when the page has none or it is empty', () => {
    expect(headingOf('<main><h2>Not a title</h2></main>')).toBeUndefined()
    expect(headingOf('<h1> <span></span> </h1>')).toBeUndefined()
  })

  it('joins the heading and the games, and does not repeat the games on their home', () => {
    expect(pageTitle('Quadro de medalhas', 'Jogos 2026')).toBe('Quadro de medalhas · Jogos 2026')
    expect(pageTitle('Jogos 2026', 'Jogos 2026')).toBe('Jogos 2026')
    expect(pageTitle(undefined, 'Jogos 2026')).toBe('Jogos 2026')
  })
})
