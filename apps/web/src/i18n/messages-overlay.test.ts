import { describe, expect, it } from 'vitest'
import { withOverlay } from './messages-overlay.ts'

describe('messages overlay', () => {
  it('replaces the keys it names, section by section, and keeps every other', () => {
    const base = { nav: { home: 'Início', sports: 'Desportos' }, auth: { login: 'Iniciar sessão', user: 'Utilizador' } }
    const merged = withOverlay(base, { nav: { sports: 'Esportes' }, auth: { login: 'Entrar' } })
    expect(merged).toEqual({
      nav: { home: 'Início', sports: 'Esportes' },
      auth: { login: 'Entrar', user: 'Utilizador' },
    })
    // The base is left as it was: the European messages stay for another render.
    expect(base.nav.sports).toBe('Desportos')
  })
})
