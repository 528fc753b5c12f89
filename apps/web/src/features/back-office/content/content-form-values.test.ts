import {
  COURSES,
  DOCUMENTS,
  DocumentsContentSchemas,
  PLACES,
  PlacesContentSchemas,
  VOLUNTEERS,
  VolunteersSchemas,
} from '@podium/domain'
import { describe, expect, it } from 'vitest'
import { isRequired, summaryOf, toBody, toFormValues } from './content-form-values.ts'

const zone = 'America/Sao_Paulo'
const field = (kind: typeof VOLUNTEERS | typeof COURSES, name: string) => {
  const found = kind.fields.find((f) => f.name === name)
  if (!found) throw new Error(name)
  return found
}

describe("the generated form's values (decision 103)", () => {
  it("starts a new item on the first choice, every language empty, and sends what the kind's schema takes", () => {
    const values = toFormValues(VOLUNTEERS, undefined, zone)
    expect(values.section).toBe('shift')
    expect(values.titles).toEqual({ pt: '', en: '', es: '', az: '' })
    const body = toBody(
      VOLUNTEERS,
      { ...values, titles: { pt: 'Manhã', en: 'Morning', es: '', az: '' }, startsAt: '2026-07-14T08:00' },
      zone,
    )
    // 08:00 in Rio is 11:00 UTC: the wall clock is the games' time zone's, whoever types it.
    expect(body.startsAt).toBe('2026-07-14T11:00:00.000Z')
    expect(body.endsAt).toBeNull()
    expect(VolunteersSchemas.input.safeParse(body).success).toBe(true)
  })

  it("starts a new document on its declared kind and priority, published from the start of the games' today", () => {
    const values = toFormValues(DOCUMENTS, undefined, zone, '2026-07-14')
    expect(values).toMatchObject({ kind: 'communication', priority: '3', publishedAt: '2026-07-14T00:00' })
    const body = toBody(DOCUMENTS, { ...values, titles: { pt: 'Aviso', en: '', es: '', az: '' } }, zone)
    // Midnight in Rio is 03:00 UTC; the priority goes as a number.
    expect(body).toMatchObject({ priority: 3, publishedAt: '2026-07-14T03:00:00.000Z', disciplineCode: null })
    expect(DocumentsContentSchemas.input.safeParse(body).success).toBe(true)
    // An edit shows what is stored, not the new item's starting values.
    const stored = { id: 1, version: 1, updatedAt: null, missing: [], kind: 'report', priority: 5 }
    expect(
      toFormValues(DOCUMENTS, { ...stored, publishedAt: '2026-07-15T12:00:00Z' }, zone, '2026-07-14'),
    ).toMatchObject({ kind: 'report', priority: '5', publishedAt: '2026-07-15T09:00' })
  })

  it('reads a stored instant back as the wall clock in the games time zone, and a number as text', () => {
    const item = { id: 1, sortOrder: 1, version: 3, updatedAt: null, missing: [], startsAt: '2026-07-14T11:00:00Z' }
    expect(toFormValues(VOLUNTEERS, item, zone).startsAt).toBe('2026-07-14T08:00')
    const course = { ...item, durationMinutes: 45, url: 'https://x.example' }
    expect(toFormValues(COURSES, course, zone)).toMatchObject({ durationMinutes: '45', url: 'https://x.example' })
    expect(toBody(COURSES, { ...toFormValues(COURSES, course, zone), durationMinutes: '' }, zone).durationMinutes).toBe(
      null,
    )
  })

  it('marks required what the schema refuses empty', () => {
    expect(isRequired(COURSES, field(COURSES, 'url'))).toBe(true)
    expect(isRequired(COURSES, field(COURSES, 'descriptions'))).toBe(true)
    expect(isRequired(COURSES, field(COURSES, 'durationMinutes'))).toBe(false)
    expect(isRequired(VOLUNTEERS, field(VOLUNTEERS, 'titles'))).toBe(true)
    expect(isRequired(VOLUNTEERS, field(VOLUNTEERS, 'details'))).toBe(false)
    expect(isRequired(VOLUNTEERS, field(VOLUNTEERS, 'phone'))).toBe(false)
  })

  it("sums an item up from its other fields: a choice's label, times in the games' zone, a number's unit", () => {
    const item = {
      id: 1,
      sortOrder: 1,
      version: 1,
      updatedAt: null,
      missing: [],
      section: 'shift',
      titles: { pt: 'Manhã', en: '', es: '', az: '' },
      startsAt: '2026-07-14T11:00:00Z',
      endsAt: null,
      location: 'Portão 3',
      phone: null,
      email: null,
    }
    const label = (f: { name: string }, value: string) => `${f.name}=${value}`
    expect(summaryOf(VOLUNTEERS, item, { locale: 'pt', timeZone: zone, label })).toBe(
      'section=shift · 14/07, 08:00 · location=Portão 3',
    )
  })

  it("sends a position's numbers typed with a comma or a point, empty as none, and leaves them out of the summary", () => {
    const values = { ...toFormValues(PLACES, undefined, zone), names: { pt: 'Hotel Mar', en: '', es: '', az: '' } }
    const body = toBody(PLACES, { ...values, latitude: '-22,975', longitude: ' -43.19 ' }, zone)
    expect(body).toMatchObject({ kind: 'hotel', latitude: -22.975, longitude: -43.19 })
    expect(PlacesContentSchemas.input.safeParse(body).success).toBe(true)
    expect(toBody(PLACES, values, zone)).toMatchObject({ latitude: null, longitude: null })
    expect(isRequired(PLACES, { name: 'latitude', widget: 'latitude' })).toBe(false)
    const item = { id: 1, version: 1, updatedAt: null, missing: [], ...body, address: 'Av. Atlântica 1' }
    const label = (f: { name: string }, value: string) => `${f.name}=${value}`
    expect(summaryOf(PLACES, item, { locale: 'pt', timeZone: zone, label })).toBe(
      'kind=hotel · address=Av. Atlântica 1',
    )
  })

  it("puts the list's filters first in the summary: an unordered kind's rows say their group", () => {
    const reordered = { ...PLACES, fields: [...PLACES.fields].reverse() }
    const item = { id: 1, version: 1, updatedAt: null, missing: [], kind: 'hospital', address: 'Rua 2', phone: '123' }
    const label = (f: { name: string }, value: string) => (f.name === 'kind' ? `[${value}]` : value)
    expect(summaryOf(reordered, item, { locale: 'pt', timeZone: zone, label })).toBe('[hospital] · 123 · Rua 2')
  })
})
