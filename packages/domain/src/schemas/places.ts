/**
 * Contracts of places, transport, documents and the games' information pages (issue 4, second half).
 * Names are localized by the server to the request's language.
 */
import { z } from 'zod'
import { AnyDisciplineCodeSchema } from '../codes/disciplines.ts'
import { PLACE_KINDS } from '../codes/place-kinds.ts'

export const PlaceKindSchema = z.enum(PLACE_KINDS)

export const PlaceDtoSchema = z.object({
  id: z.number().int(),
  kind: PlaceKindSchema,
  name: z.string(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
})
export type PlaceDto = z.infer<typeof PlaceDtoSchema>
export const PlacesQuerySchema = z.object({ kind: PlaceKindSchema.optional() })

export const DepartureDtoSchema = z.object({ day: z.string(), time: z.string(), at: z.string() })
export const TransportStopDtoSchema = z.object({
  name: z.string(),
  /** The next departures from this stop, computed against the server clock in the games' time zone. */
  next: z.array(DepartureDtoSchema),
})
export const TransportLineDtoSchema = z.object({
  code: z.string(),
  name: z.string(),
  color: z.string().nullable(),
  origin: z.string(),
  destination: z.string(),
  serviceDays: z.array(z.string()).nullable(),
  stops: z.array(TransportStopDtoSchema),
  /** The line's timetable sheet, when one is published. */
  document: z.lazy(() => DocumentDtoSchema).nullable(),
})
export type TransportLineDto = z.infer<typeof TransportLineDtoSchema>
export const TransportDtoSchema = z.object({
  /** When the departures were computed (ISO), and in which time zone they are read. */
  now: z.string(),
  timeZone: z.string(),
  lines: z.array(TransportLineDtoSchema),
})
export type TransportDto = z.infer<typeof TransportDtoSchema>

export const DOCUMENT_KINDS = ['report', 'official-report', 'communication', 'transport', 'results'] as const
export const DocumentKindSchema = z.enum(DOCUMENT_KINDS)
export type DocumentKind = z.infer<typeof DocumentKindSchema>
export const DOCUMENT_ORDERS = ['date', 'title', 'priority'] as const
export const DocumentOrderSchema = z.enum(DOCUMENT_ORDERS)
export type DocumentOrder = z.infer<typeof DocumentOrderSchema>

export const DocumentsQuerySchema = z.object({
  kind: DocumentKindSchema.optional(),
  /** A discipline key (e.g. 'swimming') or code ('SWM'). */
  discipline: z.string().trim().min(1).max(40).optional(),
  q: z.string().trim().max(100).optional(),
  order: DocumentOrderSchema.default('date'),
})
export type DocumentsQuery = z.infer<typeof DocumentsQuerySchema>

export const DocumentDtoSchema = z.object({
  id: z.number().int(),
  kind: DocumentKindSchema,
  title: z.string(),
  disciplineCode: AnyDisciplineCodeSchema.nullable(),
  unitCode: z.string().nullable(),
  /** 1 is the highest. */
  priority: z.number().int(),
  publishedAt: z.string(),
  fileName: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  /** Where the file is served (inline; add ?download=1 for an attachment). */
  url: z.string(),
})
export type DocumentDto = z.infer<typeof DocumentDtoSchema>

export const MedallistDtoSchema = z.object({
  medal: z.enum(['GOLD', 'SILVER', 'BRONZE']),
  name: z.string(),
  athleteId: z.string().nullable(),
  teamId: z.string().nullable(),
  organisationCode: z.string(),
  organisationName: z.string(),
  flagUrl: z.string(),
})
export type MedallistDto = z.infer<typeof MedallistDtoSchema>

export const AwardCeremonyDtoSchema = z.object({
  id: z.number().int(),
  startAt: z.string(),
  day: z.string(),
  status: z.string(),
  eventCode: z.string(),
  eventName: z.string(),
  disciplineCode: AnyDisciplineCodeSchema,
  disciplineKey: z.string(),
  disciplineName: z.string(),
  venueCode: z.string().nullable(),
  venueName: z.string().nullable(),
  medallists: z.array(MedallistDtoSchema),
})
export type AwardCeremonyDto = z.infer<typeof AwardCeremonyDtoSchema>
export const DayQuerySchema = z.object({
  day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD')
    .optional(),
})

export const AmbassadorDtoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  bio: z.string(),
  disciplineCode: AnyDisciplineCodeSchema.nullable(),
  disciplineName: z.string().nullable(),
  organisationCode: z.string().nullable(),
  organisationName: z.string().nullable(),
  flagUrl: z.string().nullable(),
  photoUrl: z.string(),
  days: z.array(z.string()),
})
export type AmbassadorDto = z.infer<typeof AmbassadorDtoSchema>

export const SPONSOR_TIERS = ['master', 'official', 'supporter', 'supplier'] as const
export const SponsorTierSchema = z.enum(SPONSOR_TIERS)
export type SponsorTier = z.infer<typeof SponsorTierSchema>
export const SponsorDtoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  tier: SponsorTierSchema,
  logoUrl: z.string(),
  website: z.string().nullable(),
})
export type SponsorDto = z.infer<typeof SponsorDtoSchema>
export const SponsorsDtoSchema = z.object({
  tiers: z.array(z.object({ tier: SponsorTierSchema, sponsors: z.array(SponsorDtoSchema) })),
})
export type SponsorsDto = z.infer<typeof SponsorsDtoSchema>

export const CourseDtoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  url: z.string().nullable(),
  imageUrl: z.string().nullable(),
  durationMinutes: z.number().int().nullable(),
})
export type CourseDto = z.infer<typeof CourseDtoSchema>

export const MEDIA_KINDS = ['photo', 'video', 'live-video'] as const
export const MediaKindSchema = z.enum(MEDIA_KINDS)
export type MediaKind = z.infer<typeof MediaKindSchema>
export const MediaQuerySchema = z.object({ kind: MediaKindSchema.optional() })
export const MediaDtoSchema = z.object({
  id: z.number().int(),
  kind: MediaKindSchema,
  title: z.string(),
  /** The photo itself; for videos, the source the demo lists (no file offline — the app shows the poster). */
  url: z.string(),
  imageUrl: z.string(),
  disciplineCode: AnyDisciplineCodeSchema.nullable(),
  disciplineName: z.string().nullable(),
  takenAt: z.string().nullable(),
  liveFrom: z.string().nullable(),
  liveUntil: z.string().nullable(),
  /** Live videos: on air now (server clock). */
  onAir: z.boolean(),
})
export type MediaDto = z.infer<typeof MediaDtoSchema>

/** `GET /api/v1/places`. */
export const PlacesSchema = z.object({ items: z.array(PlaceDtoSchema) })
export type Places = z.infer<typeof PlacesSchema>
/** `GET /api/v1/documents`. */
export const DocumentsSchema = z.object({ items: z.array(DocumentDtoSchema) })
export type Documents = z.infer<typeof DocumentsSchema>
/** `GET /api/v1/award-ceremonies?day=`: `day` echoes the filter (null for every day). */
export const AwardCeremoniesSchema = z.object({ day: z.string().nullable(), items: z.array(AwardCeremonyDtoSchema) })
export type AwardCeremonies = z.infer<typeof AwardCeremoniesSchema>
/** `GET /api/v1/ambassadors?day=`: `day` echoes the filter (null for every day). */
export const AmbassadorsSchema = z.object({ day: z.string().nullable(), items: z.array(AmbassadorDtoSchema) })
export type Ambassadors = z.infer<typeof AmbassadorsSchema>
/** `GET /api/v1/courses`. */
export const CoursesSchema = z.object({ items: z.array(CourseDtoSchema) })
export type Courses = z.infer<typeof CoursesSchema>
/** `GET /api/v1/media?kind=`. */
export const MediaListSchema = z.object({ items: z.array(MediaDtoSchema) })
export type MediaList = z.infer<typeof MediaListSchema>
