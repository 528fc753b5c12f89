/**
 * The back office's transport manager (issue 17, decision 044): the lines of /transport with their timetable. A line
 * is named by its code (immutable once created: the public page, the timetable PDF's file name and the departures all
 * key on it); its departures are edited in the same form and stored sorted by time.
 */
import { z } from 'zod'
import { TranslatedTextInputSchema } from './back-office.ts'
import { VALIDATION_MESSAGES as M } from './validation.ts'

export const TRANSPORT_LINE_CODE_MAX_LENGTH = 8
export const TRANSPORT_DEPARTURES_MAX = 300
export const TRANSPORT_SORT_ORDER_MAX = 9999

/** L1, EXP, 12A: upper-case letters, digits and dashes (it becomes the PDF's name `transport-<code>.pdf`). */
export const TransportLineCodeSchema = z
  .string({ error: M.lineCodeInvalid })
  .trim()
  .transform((code) => code.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9][A-Z0-9-]{0,7}$/, { error: M.lineCodeInvalid }))

/** A colour as #RRGGBB (the public badge picks black or white text for it, see `inkOn`). */
export const HexColorSchema = z
  .string({ error: M.colorInvalid })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: M.colorInvalid })
  .transform((hex) => hex.toLowerCase())

/** A time of day HH:MM (00:00–23:59) in the games' time zone. */
export const TimeOfDaySchema = z
  .string({ error: M.timeInvalid })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: M.timeInvalid })

/** A day YYYY-MM-DD. Whether it is a day of the games is the server's check (it knows the calendar). */
export const IsoDaySchema = z
  .string({ error: M.dateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: M.dateInvalid })
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), { error: M.dateInvalid })

export const TransportDepartureInputSchema = z.object({
  time: TimeOfDaySchema,
  stop: TranslatedTextInputSchema,
})

const lineFields = {
  names: TranslatedTextInputSchema,
  origin: TranslatedTextInputSchema,
  destination: TranslatedTextInputSchema,
  color: HexColorSchema,
  /** The days the line runs; none means every day of the games. Stored sorted, without repeats. */
  serviceDays: z
    .array(IsoDaySchema)
    .max(60)
    .default([])
    .transform((days) => [...new Set(days)].sort()),
  sortOrder: z.number().int().min(0).max(TRANSPORT_SORT_ORDER_MAX).optional(),
  /** Stored sorted by time (then by stop), whatever order the form sent. */
  departures: z
    .array(TransportDepartureInputSchema)
    .max(TRANSPORT_DEPARTURES_MAX)
    .default([])
    .transform((rows) => sortDepartures(rows)),
}

/** Departures in timetable order: by time, then by the Portuguese stop name. */
export function sortDepartures<T extends { time: string; stop: { pt: string } }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => a.time.localeCompare(b.time) || a.stop.pt.localeCompare(b.stop.pt, 'pt'))
}

/** A line's fields (the content kind's, decision 117, leaves out `sortOrder`: the manager moves lines up and down). */
export const TransportLineInputSchema = z.object({ code: TransportLineCodeSchema, ...lineFields })
export type TransportLineInput = z.input<typeof TransportLineInputSchema>

/** The file name the documents manager gives a line's timetable PDF. */
export const transportSheetFileName = (code: string) => `transport-${code.toLowerCase()}.pdf`
