/**
 * The games' settings as the admin edits them (decision 041): the games' name in the four languages, host city,
 * time zone, dates, and the feature flags stored in the database (the environment's values stay the start-up
 * defaults until an admin saves a choice).
 */
import { z } from 'zod'
import { LocalizedTextSchema } from '../codes/locales.ts'
import { daysBetween, isCalendarDay, isValidTimeZone } from '../rules/time.ts'
import { PlainTextSchema, TranslatedTextInputSchema } from './back-office.ts'
import { VALIDATION_MESSAGES as M } from './validation.ts'

/** The longest games the app accepts (a calendar of days is built from the dates). */
export const MAX_GAMES_DAYS = 60

const CalendarDaySchema = z.string().trim().refine(isCalendarDay, { error: M.dateInvalid })

export const GamesSettingsInputSchema = z
  .object({
    names: TranslatedTextInputSchema,
    hostCity: PlainTextSchema.refine((text) => text.length > 0, { error: M.requiredText }),
    timeZone: z.string().trim().refine(isValidTimeZone, { error: M.timeZoneInvalid }),
    startsOn: CalendarDaySchema,
    endsOn: CalendarDaySchema,
    loginEnabled: z.boolean(),
    /** The version the edit was made on: a newer stored one answers 409 `conflict`. */
    version: z.number().int().min(0),
  })
  .superRefine((settings, issues) => {
    if (!isCalendarDay(settings.startsOn) || !isCalendarDay(settings.endsOn)) return
    if (settings.endsOn < settings.startsOn) {
      issues.addIssue({ code: 'custom', path: ['endsOn'], message: M.datesOrder })
    } else if (daysBetween(settings.startsOn, settings.endsOn) + 1 > MAX_GAMES_DAYS) {
      issues.addIssue({ code: 'custom', path: ['endsOn'], message: M.gamesTooLong })
    }
  })
export type GamesSettingsInput = z.input<typeof GamesSettingsInputSchema>

/** GET /api/v1/admin/settings: what is stored, and the flag's start-up default beside the admin's choice. */
export const GamesSettingsSchema = z.object({
  names: LocalizedTextSchema,
  hostCity: z.string(),
  timeZone: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  loginEnabled: z.boolean(),
  /** The environment's value (PODIUM_LOGIN_ENABLED), used until an admin saves a choice. */
  loginEnabledDefault: z.boolean(),
  /** Whether `loginEnabled` is the admin's stored choice (false: the default applies). */
  loginEnabledStored: z.boolean(),
  version: z.number().int(),
  updatedAt: z.string().nullable(),
})
export type GamesSettings = z.infer<typeof GamesSettingsSchema>

/** The stored part of the settings (`app_settings` row `games_settings`). */
export const StoredSettingsSchema = z.object({
  loginEnabled: z.boolean().optional(),
  version: z.number().int().min(0).default(0),
})
export type StoredSettings = z.infer<typeof StoredSettingsSchema>
