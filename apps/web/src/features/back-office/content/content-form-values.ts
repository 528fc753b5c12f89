import {
  type AnyContentKind,
  fieldApplies,
  formatDayLabel,
  formatDayMonthTime,
  LOCALES,
  type Locale,
  type LocalizedText,
  zonedDate,
  zonedInstant,
  zonedTimeOfDay,
} from '@podium/domain'
import { z } from 'zod'
import type { ContentAdminItem } from './content-api.ts'

/**
 * A kind's form as the organiser edits it: each translated field as four strings, every other field as the string
 * its input shows (a number, a wall-clock time in the games' time zone, a choice's value). `toBody` turns it back
 * into what the kind's schema checks, the same schema the server applies.
 */
export type TranslatedValue = Record<Locale, string>
/** A `days` field's value is the chosen days (decision 111); a kind's own editor's, its rows (decision 117). */
export type FormValue = string | TranslatedValue | readonly string[]
export type FormValues = Record<string, FormValue>

export type ContentField = AnyContentKind['fields'][number]

/** A code of the games' reference data (decision 111): a discipline or a delegation, labelled by its name. */
export const isCodeReference = (field: ContentField) => field.widget === 'discipline' || field.widget === 'organisation'

/**
 * A select whose options are the games' data (content-reference-fields.tsx): a day or a code (an event or a venue too,
 * decision 116); empty is none.
 */
export const isReference = (field: ContentField) =>
  field.widget === 'day' || field.widget === 'event' || field.widget === 'venue' || isCodeReference(field)

/** A reference's name as the answer carries it (`named`, decision 116: a ceremony's event), if any. */
const nameOf = (field: ContentField | undefined, item: ContentAdminItem): string | undefined => {
  const name = field?.named ? item[field.named] : undefined
  return typeof name === 'string' && name !== '' ? name : undefined
}

export const isTranslated = (field: ContentField) => field.widget === 'translated' || field.widget === 'translated-long'

const toTranslated = (text: Partial<LocalizedText> | null | undefined): TranslatedValue =>
  Object.fromEntries(LOCALES.map((locale) => [locale, text?.[locale] ?? ''])) as TranslatedValue

/** An instant as a `datetime-local` input shows it: the wall clock in the games' time zone. */
export const wallClock = (instant: string | null, timeZone: string) =>
  instant ? `${zonedDate(instant, timeZone)}T${zonedTimeOfDay(new Date(instant), timeZone)}` : ''

/** A typed wall-clock time in the games' time zone as an instant; empty is none; anything else goes to the schema. */
export function instantOf(value: string, timeZone: string): string | null {
  if (value.trim() === '') return null
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(value)
  return match?.[1] && match[2] ? zonedInstant(match[1], match[2], timeZone) : value
}

/**
 * The form's values of an item, or of a new one: a field's declared `initial`, a choice's first option, a required
 * instant at the start of the games' `today` (decision 115: a new document is published from then, as before).
 */
export function toFormValues(
  kind: AnyContentKind,
  item: ContentAdminItem | undefined,
  timeZone: string,
  today?: string,
): FormValues {
  const values: FormValues = {}
  for (const field of kind.fields) {
    // A new item's form starts with the field's declared `initial`, if any (decision 118: a trivia's 5 minutes).
    const stored = item ? item[field.name] : field.initial
    // A kind's own editor keeps its value (content-own-editors.tsx, decision 118).
    if (field.widget === 'own') continue
    if (isTranslated(field)) values[field.name] = toTranslated(stored as Partial<LocalizedText> | null | undefined)
    else if (!item && field.initial !== undefined) values[field.name] = String(field.initial)
    else if (field.widget === 'choice')
      values[field.name] = typeof stored === 'string' ? stored : (field.options?.[0] ?? '')
    else if (field.widget === 'datetime')
      values[field.name] =
        !item && today && isRequired(kind, field)
          ? `${today}T00:00`
          : wallClock(typeof stored === 'string' ? stored : null, timeZone)
    else if (field.widget === 'days') values[field.name] = Array.isArray(stored) ? stored.map(String) : []
    // A colour input has no empty value: a new item starts on the app's blue.
    else if (field.widget === 'color') values[field.name] = typeof stored === 'string' ? stored : '#00a1de'
    else if (field.widget === 'boolean') values[field.name] = String((stored ?? defaultOf(kind, field)) === true)
    else values[field.name] = stored === null || stored === undefined ? '' : String(stored)
  }
  return values
}

/** A position's latitude or longitude (decision 106: edited together, on the kind's map). */
export const isPosition = (field: ContentField) => field.widget === 'latitude' || field.widget === 'longitude'

/** A coordinate as typed: empty is none; a comma works as the decimal mark; anything else goes to the schema. */
export const coordinate = (value: string) => (value.trim() === '' ? null : Number(value.trim().replace(',', '.')))

/** The body the admin API takes: translated texts as objects, numbers as numbers, instants with their offset. */
export function toBody(kind: AnyContentKind, values: FormValues, timeZone: string): Record<string, unknown> {
  const body: Record<string, unknown> = {}
  for (const field of kind.fields) {
    const value = values[field.name]
    if (field.widget === 'own') continue
    // A field its item's type does not use (a plain video's live window) is sent empty.
    if (!fieldApplies(field, values)) body[field.name] = null
    else if (typeof value !== 'string') body[field.name] = value
    else if (field.widget === 'integer') body[field.name] = value.trim() === '' ? null : Number(value.trim())
    else if (field.widget === 'datetime') body[field.name] = instantOf(value, timeZone)
    else if (isReference(field)) body[field.name] = value === '' ? null : value
    else if (isPosition(field)) body[field.name] = coordinate(value)
    else if (field.widget === 'boolean') body[field.name] = value === 'true'
    else body[field.name] = value
  }
  return body
}

/** What the kind's schema makes of the field left out (a yes-or-no's default, decision 112). */
function defaultOf(kind: AnyContentKind, field: ContentField): unknown {
  const schema = kind.input.shape[field.name]
  const parsed = schema ? z.safeParse(schema, undefined) : undefined
  return parsed?.success ? parsed.data : undefined
}

/**
 * Whether the kind's schema refuses the field left empty (the form marks it required). A translated field is
 * required when its Portuguese is; a choice always has a value.
 */
export function isRequired(kind: AnyContentKind, field: ContentField): boolean {
  const schema = kind.input.shape[field.name]
  if (!schema) return false
  if (isTranslated(field)) return !z.safeParse(schema, {}).success
  return ![null, undefined, ''].some((empty) => z.safeParse(schema, empty).success)
}

/**
 * The item's title in Portuguese (the language every item has), its plain text title (a sponsor's brand), or the
 * name of the item it references in the page's language (a ceremony's event, decision 116), for lists, confirmations
 * and toasts.
 */
export function titleOf(kind: AnyContentKind, item: ContentAdminItem): string {
  const named = nameOf(
    kind.fields.find((field) => field.name === kind.titleField),
    item,
  )
  if (named) return named
  const title = item[kind.titleField]
  return typeof title === 'string' ? title : ((title as Partial<LocalizedText> | undefined)?.pt ?? '')
}

/**
 * One line under an item's title: its other fields but the translated ones, a plain text title and the position,
 * each as the organiser reads it (a choice by its label, an instant in the games' time zone, a day of the games by its
 * label, a number with its unit). The list's filters come first: an unordered kind lists by them, so each row says
 * which group it is in ("Hotel · Av. Atlântica…").
 */
export function summaryOf(
  kind: AnyContentKind,
  item: ContentAdminItem,
  context: { locale: Locale; timeZone: string | undefined; label: (field: ContentField, value: string) => string },
): string {
  const parts: string[] = []
  const filters = kind.filters ?? []
  const first = kind.fields.filter((field) => filters.includes(field.name))
  for (const field of [...first, ...kind.fields.filter((field) => !filters.includes(field.name))]) {
    const value = item[field.name]
    // A yes-or-no reads as nothing on its own: a kind shows it in its row's details (content-row-extras.tsx).
    const skipped =
      isTranslated(field) ||
      isPosition(field) ||
      field.name === kind.titleField ||
      field.widget === 'boolean' ||
      field.widget === 'own'
    if (skipped || value === null || value === undefined || value === '') continue
    if (field.widget === 'datetime' && typeof value === 'string') {
      if (context.timeZone)
        parts.push(formatDayMonthTime(value, { locale: context.locale, timeZone: context.timeZone }))
    } else if (field.widget === 'day' && typeof value === 'string') {
      parts.push(formatDayLabel(value, { locale: context.locale }))
    } else if (nameOf(field, item)) {
      parts.push(nameOf(field, item) as string)
    } else if (Array.isArray(value)) {
      if (value.length > 0)
        parts.push(value.map((day) => formatDayLabel(String(day), { locale: context.locale })).join(', '))
    } else parts.push(context.label(field, String(value)))
  }
  return parts.join(' · ')
}
