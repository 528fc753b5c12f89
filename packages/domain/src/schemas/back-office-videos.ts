/**
 * The back office's videos manager (issue 17, decision 044): the videos and live videos of /videos, and the
 * safe-sport video of /secure-sport. A URL must be one the app can play (rules/video-hosts.ts); a live video airs
 * within one day of the games, from a time to a later time in the games' time zone.
 */
import { z } from 'zod'
import { videoSourceOf } from '../rules/video-hosts.ts'
import { TranslatedTextInputSchema } from './back-office.ts'
import { IsoDaySchema, TimeOfDaySchema } from './back-office-transport.ts'
import { VALIDATION_MESSAGES as M } from './validation.ts'

export const VIDEO_KINDS = ['video', 'live-video'] as const
export const VideoKindSchema = z.enum(VIDEO_KINDS)
export type VideoKind = z.infer<typeof VideoKindSchema>

export const VIDEO_URL_MAX_LENGTH = 500

/** A URL the app can play: https on an allowed host, or a path on this site. */
export const VideoUrlSchema = z
  .string({ error: M.videoUrlInvalid })
  .trim()
  .max(VIDEO_URL_MAX_LENGTH, { error: M.videoUrlInvalid })
  .refine((url) => videoSourceOf(url) !== undefined, { error: M.videoUrlInvalid })

/** Empty or absent becomes null. */
const optional = <T extends z.ZodType<string>>(schema: T) =>
  z
    .union([z.literal(''), z.null(), schema])
    .optional()
    .transform((value) => (value ? value : null))

/**
 * A video's fields as the organiser writes them: a plain object, the videos' content kind (content/videos.ts) adds
 * its rules across fields (a live video needs its day and window, the window in order).
 */
export const VideoInputSchema = z.object({
  kind: VideoKindSchema,
  titles: TranslatedTextInputSchema,
  url: VideoUrlSchema,
  disciplineCode: optional(z.string().regex(/^[A-Z0-9]{2,8}$/, { error: M.disciplineUnknown })),
  /** The video's day in the games' time zone (required for a live video: the day it airs). */
  day: optional(IsoDaySchema),
  liveFrom: optional(TimeOfDaySchema),
  liveUntil: optional(TimeOfDaySchema),
})

/** The safe-sport video is played in a `<video>`: a file on an allowed host, or a file on this site. */
export const SafeSportVideoUrlSchema = VideoUrlSchema.refine(
  (url) => videoSourceOf(url) === 'file' || videoSourceOf(url) === 'site',
  { error: M.videoUrlInvalid },
)

/** The poster is an image on this site (the CSP lets images come from here only). */
export const PosterUrlSchema = z
  .string({ error: M.posterInvalid })
  .trim()
  .max(VIDEO_URL_MAX_LENGTH, { error: M.posterInvalid })
  .refine((url) => videoSourceOf(url) === 'site', { error: M.posterInvalid })

/** PUT /api/v1/admin/safe-sport: the video and poster, on the version read (0 while the default applies). */
export const SafeSportSettingsInputSchema = z.object({
  videoUrl: SafeSportVideoUrlSchema,
  posterUrl: PosterUrlSchema,
  version: z.number().int().min(0),
})
export type SafeSportSettingsInput = z.input<typeof SafeSportSettingsInputSchema>

/** What is stored in its `app_settings` row. */
export const StoredSafeSportSchema = z.object({ videoUrl: z.string(), posterUrl: z.string(), version: z.number() })

export const SafeSportSettingsSchema = z.object({
  videoUrl: z.string(),
  posterUrl: z.string(),
  /** True while nothing is stored and the built-in video applies. */
  isDefault: z.boolean(),
  defaultVideoUrl: z.string(),
  defaultPosterUrl: z.string(),
  version: z.number().int(),
  updatedAt: z.string().nullable(),
})
export type SafeSportSettings = z.infer<typeof SafeSportSettingsSchema>
