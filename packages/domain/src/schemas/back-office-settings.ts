/**
 * The games' settings as the admin edits them (decision 041): the games' name in the four languages, host city,
 * time zone, dates, and the feature flags stored in the database (the environment's values stay the start-up
 * defaults until an admin saves a choice).
 */
import { z } from 'zod'
import { PORTUGUESE_VARIANTS } from '../codes/portuguese-variant.ts'
import { FEATURE_KEYS, type FeatureKey } from '../rules/features.ts'
import { daysBetween, isCalendarDay, isValidTimeZone } from '../rules/time.ts'
import { PlainTextSchema, TranslatedTextInputSchema } from './back-office.ts'
import { LocalizedTextSchema } from './locales.ts'
import { VALIDATION_MESSAGES as M } from './validation.ts'

/** The longest games the app accepts (a calendar of days is built from the dates). */
export const MAX_GAMES_DAYS = 60

const CalendarDaySchema = z.string().trim().refine(isCalendarDay, { error: M.dateInvalid })

/** The longest short name: it must fit a phone's header beside the logo (decision 050). */
export const SHORT_NAME_MAX_LENGTH = 24

const ShortNameSchema = PlainTextSchema.refine((text) => text.length <= SHORT_NAME_MAX_LENGTH, {
  error: M.shortNameTooLong,
})

/** The short name in the four languages: all may be empty (the full name is shown), the others fall back to pt. */
export const ShortNamesInputSchema = z.object({
  pt: ShortNameSchema.default(''),
  en: ShortNameSchema.default(''),
  es: ShortNameSchema.default(''),
  az: ShortNameSchema.default(''),
})

/** A brand colour as #RRGGBB; the screens derive both modes' palettes from it (rules/colour.ts brandPalettes). */
export const BrandColourSchema = z
  .string()
  .trim()
  .regex(/^#[\da-fA-F]{6}$/, { error: M.colourInvalid })
  .transform((hex) => hex.toLowerCase())

/**
 * The Portuguese the games speak (decision 082): European (the app's own, pt-PT) or Brazilian, an overlay of the
 * strings that differ over pt-PT.
 */
export const PortugueseVariantSchema = z.enum(PORTUGUESE_VARIANTS)

export const FeaturesInputSchema = z.object(
  Object.fromEntries(FEATURE_KEYS.map((key) => [key, z.boolean()])) as Record<FeatureKey, z.ZodBoolean>,
)

export const GamesSettingsInputSchema = z
  .object({
    names: TranslatedTextInputSchema,
    /** Optional: an imported games may not know it, and saving the other settings must not wait for it (decision 068). */
    hostCity: PlainTextSchema,
    timeZone: z.string().trim().refine(isValidTimeZone, { error: M.timeZoneInvalid }),
    startsOn: CalendarDaySchema,
    endsOn: CalendarDaySchema,
    /** Absent: unchanged (as are the colour and the features: a client that does not know them keeps them). */
    shortNames: ShortNamesInputSchema.optional(),
    /** Null: the app's own blue. */
    brandColour: BrandColourSchema.nullable().optional(),
    loginEnabled: z.boolean(),
    features: FeaturesInputSchema.partial().optional(),
    /** Open the app-only screens to the web (decision 082); absent: unchanged. */
    webAppScreens: z.boolean().optional(),
    /** Absent: unchanged. */
    portugueseVariant: PortugueseVariantSchema.optional(),
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
  shortNames: LocalizedTextSchema,
  brandColour: z.string().nullable(),
  /** The uploaded logo (served from /api/v1/files), or null for the app's mark. */
  logoUrl: z.string().nullable(),
  loginEnabled: z.boolean(),
  features: FeaturesInputSchema,
  /** The app-only screens open on the web too (decision 082: a departure from the spec, off by default). */
  webAppScreens: z.boolean(),
  portugueseVariant: PortugueseVariantSchema,
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
  shortNames: LocalizedTextSchema.optional(),
  brandColour: z.string().nullable().optional(),
  logoFileId: z.string().nullable().optional(),
  /** Only the features an admin switched off need be here; a feature never chosen is on. */
  features: z.record(z.string(), z.boolean()).optional(),
  webAppScreens: z.boolean().optional(),
  portugueseVariant: PortugueseVariantSchema.optional(),
  version: z.number().int().min(0).default(0),
})
export type StoredSettings = z.infer<typeof StoredSettingsSchema>
