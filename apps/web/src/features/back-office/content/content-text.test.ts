import { readFileSync } from 'node:fs'
import { CONTENT_KINDS, COURSES, PLACES, VOLUNTEERS } from '@podium/domain'
import { describe, expect, it } from 'vitest'
import { contentKeys } from './content-text.ts'

type Messages = { [key: string]: string | Messages }
const pt = JSON.parse(readFileSync(new URL('../../../i18n/locales/pt.json', import.meta.url), 'utf8')) as Messages

const has = (key: string) => {
  let node: string | Messages | undefined = pt
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined
  return typeof node === 'string' && node.trim() !== ''
}

describe("a content kind's locale keys (decision 103)", () => {
  it.each(CONTENT_KINDS.map((kind) => [kind.kind, kind] as const))(
    '%s has every label its manager reads (the other languages follow from locales.test.ts)',
    (_name, kind) => {
      expect(contentKeys(kind).filter((key) => !has(key))).toEqual([])
    },
  )

  it('derives a label for each field, each choice, each number and the order', () => {
    expect(contentKeys(COURSES)).toEqual(
      expect.arrayContaining([
        'content.courses.fields.url',
        'content.courses.values.durationMinutes',
        'content.courses.orderHint',
      ]),
    )
    expect(contentKeys(VOLUNTEERS)).toEqual(
      expect.arrayContaining([
        'content.volunteers.options.section.meeting-point',
        'content.volunteers.fields.startsAt',
      ]),
    )
    expect(contentKeys({ ...COURSES, ordered: false })).not.toContain('content.courses.orderHint')
    // A list filter's "every value" and a position's legend and hint (decision 107).
    expect(contentKeys(PLACES)).toEqual(
      expect.arrayContaining(['content.places.all.kind', 'content.places.position', 'content.places.positionHint']),
    )
    expect(contentKeys(COURSES).filter((key) => /\.(all|position)/.test(key))).toEqual([])
  })
})
