import {
  type AnyContentKind,
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
/** A `days` field's value is the chosen days (decision 111). */
export type FormValue = string | TranslatedValue | readonly string[]
export type FormValues = Record<string, FormValue>

export type ContentField = AnyContentKind['fields'][number]

/** A select of the games' disciplines or delegations (decision 111): empty is none. */
export const isReference = (field: ContentField) => field.widget === 'discipline' || field.widget === 'organisation'

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

export function toFormValues(kind: AnyContentKind, item: ContentAdminItem | undefined, timeZone: string): FormValues {
  const values: FormValues = {}
  for (const field of kind.fields) {
    const stored = item?.[field.name]
    if (isTranslated(field)) values[field.name] = toTranslated(stored as Partial<LocalizedText> | null | undefined)
    else if (field.widget === 'choice')
      values[field.name] = typeof stored === 'string' ? stored : (field.options?.[0] ?? '')
    else if (field.widget === 'datetime')
      values[field.name] = wallClock(typeof stored === 'string' ? stored : null, timeZone)
    else if (field.widget === 'days') values[field.name] = Array.isArray(stored) ? stored.map(String) : []
    else values[field.name] = stored === null || stored === undefined ? '' : String(stored)
  }
  return values
}

/** The body the admin API takes: translated texts as objects, numbers as numbers, instants with their offset. */
export function toBody(kind: AnyContentKind, values: FormValues, timeZone: string): Record<string, unknown> {
  const body: Record<string, unknown> = {}
  for (const field of kind.fields) {
    const value = values[field.name]
    if (typeof value !== 'string') body[field.name] = value
    else if (field.widget === 'integer') body[field.name] = value.trim() === '' ? null : Number(value.trim())
    else if (field.widget === 'datetime') body[field.name] = instantOf(value, timeZone)
    else if (isReference(field)) body[field.name] = value === '' ? null : value
    else body[field.name] = value
  }
  return body
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
 * The item's title in Portuguese (the language every item has), or its plain text title (a sponsor's brand), for
 * lists, confirmations and toasts.
 */
export function titleOf(kind: AnyContentKind, item: ContentAdminItem): string {
  const title = item[kind.titleField]
  return typeof title === 'string' ? title : ((title as Partial<LocalizedText> | undefined)?.pt ?? '')
}

/**
 * One line under an item's title: its other fields but the translated ones (and a plain text title), each as the organiser reads it (a
 * choice by its label, an instant in the games' time zone, a number with its unit).
 */
export function summaryOf(
  kind: AnyContentKind,
  item: ContentAdminItem,
  context: { locale: Locale; timeZone: string | undefined; label: (field: ContentField, value: string) => string },
): string {
  const parts: string[] = []
  for (const field of kind.fields) {
    const value = item[field.name]
    const skipped = isTranslated(field) || field.name === kind.titleField
    if (skipped || value === null || value === undefined || value === '') continue
    if (field.widget === 'datetime' && typeof value === 'string') {
      if (context.timeZone)
        parts.push(formatDayMonthTime(value, { locale: context.locale, timeZone: context.timeZone }))
    } else if (Array.isArray(value)) {
      if (value.length > 0)
        parts.push(value.map((day) => formatDayLabel(String(day), { locale: context.locale })).join(', '))
    } else parts.push(context.label(field, String(value)))
  }
  return parts.join(' · ')
}
