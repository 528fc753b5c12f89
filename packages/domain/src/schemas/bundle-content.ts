/**
 * The games' content in a bundle (issue 17, docs/decisions/045-bundle-content.md): `content.json` beside the CSV
 * files, and the files it names (PDFs, images) under `files/`. It carries what the back office manages, so a games
 * moves between servers whole. Every text obeys the back office's rules (plain, Portuguese required); references
 * name codes (discipline, event, venue, organisation), never database ids.
 */
import { z } from 'zod'
import { CoursesContentSchemas } from '../content/courses.ts'
import { VolunteersSchemas } from '../content/volunteers.ts'
import { DisciplineInputSchema, PlainTextSchema } from './back-office.ts'
import { BundleDateTimeSchema, BundleKeySchema } from './bundle.ts'
import { DocumentKindSchema, MediaKindSchema, PlaceKindSchema, SponsorTierSchema } from './places.ts'
import { VALIDATION_MESSAGES as M } from './validation.ts'

export const BUNDLE_CONTENT_FILE = 'content.json'
/** Files named by content.json live under this folder of the bundle. */
export const BUNDLE_CONTENT_FOLDER = 'files/'
export const BUNDLE_CONTENT_FORMAT = 'podium-content'
export const BUNDLE_CONTENT_VERSION = 1

/** Longer texts (a description, a biography) than a name or a title. */
export const CONTENT_LONG_TEXT_MAX_LENGTH = 2000

const plain = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: M.textTooLong })
    .refine((text) => !/[<>]/.test(text), { error: M.markup })

/** A text in the four languages as stored: Portuguese required, an empty language falls back to Portuguese. */
const translated = (max = 200) =>
  z.object({
    pt: plain(max).refine((text) => text.length > 0, { error: M.portugueseRequired }),
    en: plain(max).default(''),
    es: plain(max).default(''),
    az: plain(max).default(''),
  })

const nullableText = PlainTextSchema.nullable().default(null)
const url = z
  .string()
  .trim()
  .max(500, { error: M.textTooLong })
  .refine((value) => /^(https?:\/\/\S+|\/\S*)$/i.test(value), { error: M.websiteInvalid })
const instant = BundleDateTimeSchema
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: M.dateInvalid })
const code = BundleKeySchema
/** A path inside the bundle: `files/…`, no `..`, no backslash. */
export const BundleContentPathSchema = z
  .string()
  .max(300)
  .refine((path) => path.startsWith(BUNDLE_CONTENT_FOLDER) && !path.split('/').includes('..') && !path.includes('\\'), {
    error: M.fileRequired,
  })

export const ContentPlaceSchema = z.object({
  kind: PlaceKindSchema,
  names: translated(),
  address: nullableText,
  phone: nullableText,
  website: url.nullable().default(null),
  latitude: z.number().min(-90).max(90).nullable().default(null),
  longitude: z.number().min(-180).max(180).nullable().default(null),
})

export const ContentDocumentSchema = z.object({
  kind: DocumentKindSchema,
  titles: translated(),
  discipline: DisciplineInputSchema.nullable().default(null),
  unit: code.nullable().default(null),
  priority: z.number().int().min(1).max(5).default(3),
  publishedAt: instant,
  fileName: plain(200).refine((name) => name.length > 0, { error: M.fileRequired }),
  file: BundleContentPathSchema,
})

export const ContentSponsorSchema = z.object({
  name: plain(120).refine((name) => name.length > 0, { error: M.requiredText }),
  tier: SponsorTierSchema,
  website: url.nullable().default(null),
  sortOrder: z.number().int().min(0).max(9999).default(0),
  /** The uploaded logo (JPEG, PNG or WebP; re-encoded on import like an upload); null shows the generated one. */
  logo: BundleContentPathSchema.nullable().default(null),
})

export const ContentAmbassadorSchema = z.object({
  name: plain(200).refine((name) => name.length > 0, { error: M.requiredText }),
  discipline: DisciplineInputSchema.nullable().default(null),
  organisation: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .nullable()
    .default(null),
  bio: translated(CONTENT_LONG_TEXT_MAX_LENGTH),
  days: z.array(day).max(366).default([]),
  /** The uploaded portrait; null shows the generated one. */
  photo: BundleContentPathSchema.nullable().default(null),
})

/**
 * A course: the back office's own rule (the content kind's input, decision 102), so an import writes nothing the
 * manager would refuse (an https link, 1 to 10,000 minutes). Listed in their order; a `sortOrder` is ignored.
 */
export const ContentCourseSchema = CoursesContentSchemas.input

/** The volunteers' information (issue 36): the content kind's input and rules, in the page's order. */
export const ContentVolunteerInfoSchema = VolunteersSchemas.input

export const ContentMediaSchema = z
  .object({
    kind: MediaKindSchema,
    titles: translated(),
    url: url.nullable().default(null),
    thumbnailUrl: url.nullable().default(null),
    discipline: DisciplineInputSchema.nullable().default(null),
    takenAt: instant.nullable().default(null),
    liveFrom: instant.nullable().default(null),
    liveUntil: instant.nullable().default(null),
    /** An uploaded official photo; its `url` and `thumbnailUrl` are then this server's own and set on import. */
    image: BundleContentPathSchema.nullable().default(null),
  })
  .refine((m) => m.url !== null || m.image !== null, { error: M.requiredText, path: ['url'] })

export const ContentTransportLineSchema = z.object({
  code,
  names: translated(),
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .nullable()
    .default(null),
  origin: translated(),
  destination: translated(),
  serviceDays: z.array(day).max(366).nullable().default(null),
  sortOrder: z.number().int().min(0).max(9999).default(0),
  departures: z
    .array(z.object({ departsAt: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/), stop: translated() }))
    .max(2000)
    .default([]),
})

const ContentAnswerSchema = z.object({ id: z.string().min(1).max(32), texts: translated() })

export const ContentTriviaSchema = z
  .object({
    titles: translated(),
    author: plain(200).refine((name) => name.length > 0, { error: M.requiredText }),
    timeLimitMinutes: z.number().int().min(1).max(240),
    qrCode: code,
    pointsPerCorrect: z.number().int().min(0).max(100_000).default(100),
    active: z.boolean().default(true),
    opensAt: instant.nullable().default(null),
    closesAt: instant.nullable().default(null),
    questions: z
      .array(
        z
          .object({
            prompts: translated(500),
            answers: z.array(ContentAnswerSchema).min(2).max(10),
            correctAnswerId: z.string().min(1).max(32),
          })
          .refine((q) => q.answers.some((a) => a.id === q.correctAnswerId), {
            error: M.requiredText,
            path: ['correctAnswerId'],
          }),
      )
      .max(100),
  })
  .refine((t) => !t.opensAt || !t.closesAt || t.closesAt > t.opensAt, { error: M.datesOrder, path: ['closesAt'] })

export const ContentAwardCeremonySchema = z.object({
  event: code,
  venue: code.nullable().default(null),
  startAt: instant,
  status: z
    .string()
    .regex(/^[A-Z_]{2,32}$/)
    .default('SCHEDULED'),
})

/**
 * Every kind is optional: a kind present in content.json replaces that kind in the database (an empty list empties
 * it); a kind left out is left as it is.
 */
export const BundleContentSchema = z.object({
  format: z.literal(BUNDLE_CONTENT_FORMAT),
  version: z.literal(BUNDLE_CONTENT_VERSION),
  places: z.array(ContentPlaceSchema).max(10_000).optional(),
  documents: z.array(ContentDocumentSchema).max(10_000).optional(),
  sponsors: z.array(ContentSponsorSchema).max(1_000).optional(),
  ambassadors: z.array(ContentAmbassadorSchema).max(1_000).optional(),
  courses: z.array(ContentCourseSchema).max(1_000).optional(),
  volunteers: z.array(ContentVolunteerInfoSchema).max(1_000).optional(),
  media: z.array(ContentMediaSchema).max(10_000).optional(),
  transport: z.array(ContentTransportLineSchema).max(1_000).optional(),
  trivia: z.array(ContentTriviaSchema).max(1_000).optional(),
  awardCeremonies: z.array(ContentAwardCeremonySchema).max(10_000).optional(),
})
export type BundleContent = z.output<typeof BundleContentSchema>
export type BundleContentInput = z.input<typeof BundleContentSchema>

export const BUNDLE_CONTENT_KINDS = [
  'places',
  'documents',
  'sponsors',
  'ambassadors',
  'courses',
  'media',
  'transport',
  'trivia',
  'awardCeremonies',
  'volunteers',
] as const satisfies readonly (keyof BundleContent)[]
export type BundleContentKind = (typeof BUNDLE_CONTENT_KINDS)[number]

/** The row-count key of a content kind in an import's result (`content.json:places`). */
export const contentCountKey = (kind: BundleContentKind) => `${BUNDLE_CONTENT_FILE}:${kind}`
