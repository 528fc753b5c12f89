import { describe, expect, it } from 'vitest'
import { CONTENT_KIND_NAMES } from '../codes/content-kind-names.ts'
import { featureOfApiPath, featureOfPage } from '../rules/features.ts'
import { AdminPlaceSchema } from '../schemas/back-office.ts'
import { AdminSponsorSchema } from '../schemas/back-office-sponsors.ts'
import { AdminCourseSchema } from '../schemas/back-office-trivia.ts'
import {
  AmbassadorsContentSchemas,
  AwardCeremoniesContentSchemas,
  CONTENT_KINDS,
  CoursesContentSchemas,
  choiceOptionsOf,
  fieldApplies,
  imageAnswerKeys,
  imageRemoveKey,
  PlacesContentSchemas,
  SponsorsContentSchemas,
  VIDEOS,
  VideosContentSchemas,
} from './index.ts'

describe('the content kinds', () => {
  it('are named once each, in the list the browser reads without zod', () => {
    const names = CONTENT_KINDS.map((k) => k.kind)
    expect(new Set(names).size).toBe(names.length)
    expect([...CONTENT_KIND_NAMES].sort()).toEqual([...names].sort())
    expect(new Set(CONTENT_KINDS.map((k) => k.entity)).size).toBe(names.length)
  })

  it('whose feature can be switched off are gated by it: the public API and page (decision 050)', () => {
    for (const kind of CONTENT_KINDS) {
      expect(featureOfApiPath(`/${kind.kind}`), kind.kind).toBe(kind.feature)
      expect(featureOfApiPath(`/admin/${kind.kind}`), kind.kind).toBeUndefined()
      if (kind.feature) expect(featureOfPage(`/${kind.kind}`), kind.kind).toBe(kind.feature)
    }
  })

  it('declare a title that is a translated or plain text field or a named reference, and fields the input schema has', () => {
    for (const kind of CONTENT_KINDS) {
      const title: { widget: string; named?: string } | undefined = kind.fields.find((f) => f.name === kind.titleField)
      // A reference titles by the name its answer carries (decision 116: a ceremony by its event's name).
      if (title?.named) expect(Object.keys(kind.answers ?? {}), kind.kind).toContain(title.named)
      else expect(title?.widget, kind.kind).toMatch(/^(translated|text$)/)
      expect(kind.fields.map((f) => f.name).sort(), kind.kind).toEqual(Object.keys(kind.input.shape).sort())
    }
  })

  it('show a field only for values a choice of the same kind offers (shownWhen)', () => {
    for (const kind of CONTENT_KINDS) {
      for (const field of kind.fields) {
        const when: { field: string; is: readonly string[] } | undefined = field.shownWhen
        if (!when) continue
        const choice = kind.fields.find((f) => f.name === when.field)
        expect(choice?.widget, `${kind.kind}.${field.name}`).toBe('choice')
        for (const value of when.is) expect(choice?.options, `${kind.kind}.${field.name}`).toContain(value)
      }
    }
  })
})

describe('the courses as a content kind', () => {
  it('answer the back office what its courses manager reads (AdminCourseSchema, decision 043)', () => {
    const course = {
      id: 3,
      titles: { pt: 'Curso', en: '', es: '', az: '' },
      descriptions: { pt: 'Sobre', en: '', es: '', az: '' },
      url: 'https://c.example',
      durationMinutes: null,
      sortOrder: 2,
      version: 1,
      updatedAt: null,
      missing: ['en', 'es', 'az'],
    }
    expect(CoursesContentSchemas.adminItem.parse(course)).toEqual(course)
    expect(AdminCourseSchema.parse(course)).toEqual(course)
    expect(Object.keys(CoursesContentSchemas.adminItem.shape).sort()).toEqual(
      Object.keys(AdminCourseSchema.shape).sort(),
    )
  })
})

describe('the places as a content kind (decision 106)', () => {
  const place = {
    id: 4,
    kind: 'hotel',
    names: { pt: 'Hotel', en: '', es: '', az: '' },
    address: null,
    phone: null,
    website: null,
    latitude: -22.9,
    longitude: -43.2,
    version: 1,
    updatedAt: null,
    missing: ['en', 'es', 'az'],
  }

  it('answer what the places manager reads (AdminPlaceSchema, decision 036), with no order: they are not ordered', () => {
    expect(PlacesContentSchemas.adminItem.parse(place)).toEqual(place)
    expect(AdminPlaceSchema.parse(place)).toEqual(place)
    expect(Object.keys(PlacesContentSchemas.adminItem.shape).sort()).toEqual(Object.keys(AdminPlaceSchema.shape).sort())
    expect(Object.keys(PlacesContentSchemas.adminItem.shape)).not.toContain('sortOrder')
  })

  it('filter the list by a choice field, and refuse a value the choice lacks', () => {
    expect(PlacesContentSchemas.query.parse({ kind: 'hospital' })).toMatchObject({ kind: 'hospital', page: 1 })
    expect(PlacesContentSchemas.query.safeParse({ kind: 'castle' }).success).toBe(false)
    expect(CoursesContentSchemas.query.parse({ kind: 'hospital' })).not.toHaveProperty('kind')
  })

  it('declare filters that are choice fields, and a position as a latitude then a longitude', () => {
    for (const kind of CONTENT_KINDS) {
      const filters: readonly string[] = 'filters' in kind ? (kind.filters ?? []) : []
      for (const name of filters) expect(choiceOptionsOf(kind, name).length, `${kind.kind}.${name}`).toBeGreaterThan(0)
      const widgets = kind.fields.map((f) => f.widget)
      const latitude = widgets.indexOf('latitude')
      expect(widgets.indexOf('longitude'), kind.kind).toBe(latitude === -1 ? -1 : latitude + 1)
    }
  })
})

describe('the videos as a content kind (decision 110)', () => {
  const video = {
    id: 5,
    kind: 'live-video',
    titles: { pt: 'Direto', en: '', es: '', az: '' },
    url: 'https://player.vimeo.com/video/1',
    imageUrl: '/api/v1/media/5/image.svg',
    disciplineCode: 'SWM',
    day: '2026-07-14',
    liveFrom: '20:00',
    liveUntil: '22:30',
    version: 1,
    updatedAt: null,
    missing: ['en', 'es', 'az'],
  }

  it('answer the videos manager’s keys, the generated poster included, with no order', () => {
    expect(VideosContentSchemas.adminItem.parse(video)).toEqual(video)
    expect(Object.keys(VideosContentSchemas.adminItem.shape).sort()).toEqual(Object.keys(video).sort())
  })

  it('offer the live window only for a live video (shownWhen), so a plain video is sent without one', () => {
    const window = VIDEOS.fields.filter((f) => f.name === 'liveFrom' || f.name === 'liveUntil')
    expect(window).toHaveLength(2)
    for (const field of window) {
      expect(fieldApplies(field, { kind: 'live-video' })).toBe(true)
      expect(fieldApplies(field, { kind: 'video' })).toBe(false)
    }
  })

  it('check a live video’s day and window on both sides (the kind’s rules), and filter by kind', () => {
    const { id: _i, version: _v, updatedAt: _u, missing: _m, imageUrl: _p, ...input } = video
    expect(VideosContentSchemas.input.safeParse(input).success).toBe(true)
    const paths = (body: object) =>
      VideosContentSchemas.input.safeParse(body).error?.issues.map((issue) => issue.path.join('.'))
    expect(paths({ ...input, day: null, liveFrom: '', liveUntil: '' })).toEqual(['day', 'liveFrom', 'liveUntil'])
    expect(paths({ ...input, liveFrom: '22:30', liveUntil: '20:00' })).toEqual(['liveUntil'])
    expect(paths({ ...input, kind: 'video', day: null, liveFrom: '22:30', liveUntil: '20:00' })).toBeUndefined()
    expect(VideosContentSchemas.query.safeParse({ kind: 'photo' }).success).toBe(false)
  })
})

describe('the sponsors as a content kind (decision 108)', () => {
  const sponsor = {
    id: 5,
    name: 'Acme',
    tier: 'official',
    website: null,
    logoUrl: '/api/v1/sponsors/5/logo.svg?v=1',
    hasLogo: false,
    sortOrder: 2,
    version: 1,
    updatedAt: null,
    missing: [],
  }

  it('answer what the sponsors API answered (AdminSponsorSchema): the logo as its URL and whether one is uploaded', () => {
    expect(SponsorsContentSchemas.adminItem.parse(sponsor)).toEqual(sponsor)
    expect(AdminSponsorSchema.parse(sponsor)).toEqual(sponsor)
    expect(Object.keys(SponsorsContentSchemas.adminItem.shape).sort()).toEqual(
      Object.keys(AdminSponsorSchema.shape).sort(),
    )
    expect(imageAnswerKeys('logo')).toEqual({ url: 'logoUrl', has: 'hasLogo' })
  })

  it('order within a choice field they filter by, and never take an image in the JSON input', () => {
    for (const kind of CONTENT_KINDS) {
      if (!kind.orderedWithin) continue
      expect(kind.ordered, kind.kind).toBe(true)
      expect(kind.fields.find((f) => f.name === kind.orderedWithin)?.widget, kind.kind).toBe('choice')
      expect(kind.filters ?? [], kind.kind).toContain(kind.orderedWithin)
    }
    for (const kind of CONTENT_KINDS) {
      for (const image of kind.images ?? []) expect(Object.keys(kind.input.shape), kind.kind).not.toContain(image.name)
    }
    expect(SponsorsContentSchemas.input.parse({ name: 'Acme', tier: 'master', logo: 'x' })).not.toHaveProperty('logo')
  })

  it('filter by a discipline field, and take the removal of an image that travels with the item (decision 111)', () => {
    for (const kind of CONTENT_KINDS) {
      if (kind.disciplineFilter) {
        expect(kind.fields.find((f) => f.name === kind.disciplineFilter)?.widget, kind.kind).toBe('discipline')
      }
      expect((kind.images ?? []).filter((image) => image.withItem).length, kind.kind).toBeLessThanOrEqual(1)
    }
    // Any ODF code filters (the games' own disciplines, decision 074); a lowercase one is no code.
    expect(AmbassadorsContentSchemas.query.parse({ discipline: 'XXX' })).toMatchObject({ discipline: 'XXX' })
    expect(AmbassadorsContentSchemas.query.safeParse({ discipline: 'swim' }).success).toBe(false)
    const ambassador = { name: 'Ana', bio: { pt: 'Nadadora.' }, days: ['2026-07-15', '2026-07-14', '2026-07-15'] }
    const input = AmbassadorsContentSchemas.input.parse({ ...ambassador, removePhoto: true })
    expect(input).toMatchObject({ removePhoto: true, days: ['2026-07-14', '2026-07-15'], disciplineCode: null })
    expect(imageRemoveKey('photo')).toBe('removePhoto')
    expect(Object.keys(AmbassadorsContentSchemas.adminItem.shape)).not.toContain('removePhoto')
    expect(Object.keys(AmbassadorsContentSchemas.adminItem.shape)).toEqual(
      expect.arrayContaining(['photoUrl', 'hasPhoto']),
    )
  })
})

describe('the awards ceremonies as a content kind (decision 116)', () => {
  it('answer what the old admin API did, filter by a day, and name their event and venue', () => {
    expect(Object.keys(AwardCeremoniesContentSchemas.adminItem.shape).sort()).toEqual(
      [
        'id',
        'eventCode',
        'eventName',
        'disciplineCode',
        'venueCode',
        'venueName',
        'startAt',
        'day',
        'time',
        'status',
        'version',
        'updatedAt',
        'missing',
      ].sort(),
    )
    expect(AwardCeremoniesContentSchemas.query.parse({ day: '2026-07-16' })).toMatchObject({ day: '2026-07-16' })
    expect(AwardCeremoniesContentSchemas.query.safeParse({ day: 'tomorrow' }).success).toBe(false)
    const input = AwardCeremoniesContentSchemas.input.parse({
      eventCode: 'E1',
      venueCode: '',
      day: '2026-07-16',
      time: '21:45',
    })
    expect(input).toMatchObject({ venueCode: null, status: 'SCHEDULED' })
    for (const kind of CONTENT_KINDS) {
      if (kind.dayFilter) expect(kind.fields.find((f) => f.name === kind.dayFilter)?.widget, kind.kind).toBe('day')
    }
  })
})
