import { describe, expect, it } from 'vitest'
import { VALIDATION_MESSAGES as M } from '../schemas/validation.ts'
import { missingContentLocales } from './content-kind.ts'
import { VOLUNTEERS, VolunteersSchemas } from './volunteers.ts'

const shift = {
  section: 'shift',
  titles: { pt: 'Turno da manhã' },
  details: { pt: 'Acolhimento no pavilhão' },
  startsAt: '2026-07-14T08:00:00-03:00',
  endsAt: '2026-07-14T13:00:00-03:00',
  location: 'Portão 3',
}

const messagesOf = (input: unknown) => {
  const parsed = VolunteersSchemas.input.safeParse(input)
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
}

describe('the volunteers information schema', () => {
  it('takes a shift with its times and fills the missing languages and lines', () => {
    const parsed = VolunteersSchemas.input.parse(shift)
    expect(parsed.titles).toEqual({ pt: 'Turno da manhã', en: '', es: '', az: '' })
    expect(parsed.phone).toBeNull()
    expect(parsed.email).toBeNull()
    expect(missingContentLocales(VOLUNTEERS, parsed)).toEqual(['en', 'es', 'az'])
  })

  it('refuses a shift without a start, and an end before its start', () => {
    expect(messagesOf({ ...shift, startsAt: null })).toEqual([`startsAt: ${M.shiftStartRequired}`])
    expect(messagesOf({ ...shift, endsAt: '2026-07-14T07:00:00-03:00' })).toEqual([`endsAt: ${M.endsAfterStarts}`])
  })

  it('wants a phone or an email on a contact, and checks both', () => {
    const contact = { section: 'contact', titles: { pt: 'Coordenação' }, details: {} }
    expect(messagesOf(contact)).toEqual([`phone: ${M.contactRequired}`])
    expect(messagesOf({ ...contact, phone: '+55 21 99999-0000' })).toEqual([])
    // Details left empty in every language are absent, not untranslated.
    const parsed = VolunteersSchemas.input.parse({
      ...contact,
      titles: { pt: 'C', en: 'C', es: 'C', az: 'C' },
      phone: '+55 21 99999-0000',
    })
    expect(missingContentLocales(VOLUNTEERS, parsed)).toEqual([])
    expect(messagesOf({ ...contact, email: 'voluntarios@example.org' })).toEqual([])
    expect(messagesOf({ ...contact, phone: 'call me' })).toEqual([`phone: ${M.phoneInvalid}`])
    expect(messagesOf({ ...contact, email: 'not an email' })).toEqual([`email: ${M.emailInvalid}`])
  })

  it('keeps markup and unknown sections out, and needs the Portuguese title', () => {
    expect(messagesOf({ ...shift, titles: { pt: '<b>x</b>' } })).toEqual([`titles.pt: ${M.markup}`])
    expect(messagesOf({ ...shift, titles: { pt: '', en: 'Morning' } })).toEqual([`titles.pt: ${M.portugueseRequired}`])
    expect(messagesOf({ ...shift, section: 'party' })).toHaveLength(1)
  })

  it('an edit names its version', () => {
    expect(VolunteersSchemas.update.safeParse(shift).success).toBe(false)
    expect(VolunteersSchemas.update.parse({ ...shift, version: 2 }).version).toBe(2)
  })
})
