/**
 * The games' content in a bundle (issue 17, docs/decisions/045-bundle-content.md): `content.json` beside the CSV
 * files, and the files it names (PDFs, images) under `files/`. It carries what the back office manages, so a games
 * moves between servers whole. Every text obeys the back office's rules (plain, Portuguese required); references
 * name codes (discipline, event, venue, organisation), never database ids.
 */
import { z } from 'zod'
import { CoursesContentSchemas } from '../content/courses.ts'
import { VolunteersSchemas } from '../content/volunteers.ts'
import { DisciplineInputSchema, PlaceInputSchema } from './back-office.ts'
import { AmbassadorInputSchema } from './back-office-ambassadors.ts'
import { DocumentInputSchema } from './back-office-documents.ts'
import { SponsorInputSchema } from './back-office-sponsors.ts'
import { BundleDateTimeSchema, BundleKeySchema } from './bundle.ts'
import { MediaKindSchema } from './places.ts'
import { VALIDATION_MESSAGES as M } from './validation.ts'

export const BUNDLE_CONTENT_FILE = 'content.json'
/** Files named by content.json live under this folder of the bundle. */
export const BUNDLE_CONTENT_FOLDER = 'files/'
export const BUNDLE_CONTENT_FORMAT = 'podium-content'
export const BUNDLE_CONTENT_VERSION = 1

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

/*
 * The kinds the content engine serves (decisions 102, 119) are checked by their kind's own input schema: an import
 * stores nothing the back office's manager would refuse, and a rule changes in one place. Where content.json names a
 * field otherwise than the kind (an ambassador's `discipline` is the kind's `disciplineCode`), the item takes the
 * kind's field schema under the bundle's key; the keys an older bundle may leave out keep their defaults. The item's
 * files (an image, a document's PDF) are the bundle's own keys.
 */

/** A place: the kind's input (a website is http or https; decision 119), a position left out is none. */
export const ContentPlaceSchema = PlaceInputSchema.extend({
  latitude: PlaceInputSchema.shape.latitude.default(null),
  longitude: PlaceInputSchema.shape.longitude.default(null),
})

const documentFields = DocumentInputSchema.shape
/** A document: the kind's fields, the unit it belongs to, and its PDF (stored under its sanitised `fileName`). */
export const ContentDocumentSchema = z.object({
  kind: documentFields.kind,
  titles: documentFields.titles,
  discipline: documentFields.disciplineCode,
  unit: code.nullable().default(null),
  priority: documentFields.priority.default(3),
  publishedAt: documentFields.publishedAt,
  fileName: z.string().trim().min(1, { error: M.fileRequired }).max(300, { error: M.textTooLong }),
  file: BundleContentPathSchema,
})

/**
 * A sponsor: the kind's input, listed by tier in the organiser's order within it (a `sortOrder` is ignored: the list's
 * order is the order, as for courses).
 */
export const ContentSponsorSchema = SponsorInputSchema.extend({
  /** The uploaded logo (JPEG, PNG or WebP; re-encoded on import like an upload); null shows the generated one. */
  logo: BundleContentPathSchema.nullable().default(null),
})

const ambassadorFields = AmbassadorInputSchema.shape
/** An ambassador: the kind's fields (`discipline`, `organisation` as in the CSV files) and the uploaded portrait. */
export const ContentAmbassadorSchema = z.object({
  name: ambassadorFields.name,
  discipline: ambassadorFields.disciplineCode,
  organisation: ambassadorFields.organisationCode,
  bio: ambassadorFields.bio,
  days: ambassadorFields.days,
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
