/**
 * The content.json kinds the content engine serves (decisions 102, 119): an item is checked by its kind's own input
 * schema (bundle-content.ts in the domain), written by the engine's insert through the kind's registration, and read
 * back for an export by the engine's reads, so the back office and the bundle hold one rule and one writer per
 * concept. This module says only how a bundle item and the engine's values differ: a field's key in content.json, the
 * item's image (a path in the bundle, a stored file's id in the engine), and a document's PDF and unit.
 */
import {
  type BundleContent,
  type BundleContentInput,
  type BundleContentKind,
  type ContentKindName,
  zonedDate,
  zonedInstant,
  zonedTimeOfDay,
} from '@podium/domain'
import type { ContentTable, ContentValues } from '../../content/content.repo.ts'
import { contentTableOf } from '../../content/content-tables.repo.ts'

type BundleMediaItem = NonNullable<BundleContent['media']>[number]
type BundleMediaInput = NonNullable<BundleContentInput['media']>[number]

/** The content.json kinds written through the engine, each with the engine kind it is. */
export const ENGINE_BUNDLE_KINDS = {
  places: 'places',
  documents: 'documents',
  sponsors: 'sponsors',
  ambassadors: 'ambassadors',
  courses: 'courses',
  volunteers: 'volunteers',
} as const satisfies Partial<Record<BundleContentKind, ContentKindName>>
export type EngineBundleKind = keyof typeof ENGINE_BUNDLE_KINDS

export const isEngineBundleKind = (kind: BundleContentKind): kind is EngineBundleKind => kind in ENGINE_BUNDLE_KINDS

/** A field whose key in content.json is not the kind's field name: the CSV files' words (`discipline`). */
const BUNDLE_KEYS: Partial<Record<EngineBundleKind, Readonly<Record<string, string>>>> = {
  documents: { disciplineCode: 'discipline' },
  ambassadors: { disciplineCode: 'discipline', organisationCode: 'organisation' },
}

/** The bundle's key of a kind's field. */
export const bundleKeyOf = (kind: EngineBundleKind, field: string): string => BUNDLE_KEYS[kind]?.[field] ?? field

/** The kind's image carried as a file of the bundle: its key in content.json, and the folder an export writes it to. */
export const BUNDLE_IMAGES: Partial<Record<EngineBundleKind, { field: string; folder: string }>> = {
  sponsors: { field: 'logo', folder: 'sponsors' },
  ambassadors: { field: 'photo', folder: 'ambassadors' },
}

/**
 * content.json's `media` holds the videos beside the official photos, with instants where the videos' kind has a day
 * and times on the games' clock (decision 110). A video item becomes the kind's values in the games' time zone: its
 * day is the day of its live start (a live video) or of `takenAt`, its window the times of `liveFrom` and `liveUntil`.
 */
export function videoValuesOf(media: BundleMediaItem, timeZone: string): ContentValues {
  const start = media.kind === 'live-video' ? (media.liveFrom ?? media.takenAt) : (media.takenAt ?? media.liveFrom)
  const time = (at: Date | null) => (at ? zonedTimeOfDay(at, timeZone) : null)
  return {
    kind: media.kind,
    titles: media.titles,
    url: media.url,
    disciplineCode: media.discipline,
    day: start ? zonedDate(start, timeZone) : null,
    liveFrom: time(media.liveFrom),
    liveUntil: time(media.liveUntil),
  }
}

/** The `media` key a video's field is checked under, for a problem's place in content.json. */
export const VIDEO_BUNDLE_KEYS: Readonly<Record<string, string>> = { disciplineCode: 'discipline', day: 'takenAt' }

/** A stored video as content.json's `media` item: its day at noon (a live video: its start) and window as instants. */
export function mediaItemOfVideo(values: Record<string, unknown>, timeZone: string): BundleMediaInput {
  const day = typeof values.day === 'string' ? values.day : null
  const at = (time: unknown) => (day && typeof time === 'string' ? zonedInstant(day, time, timeZone) : null)
  const liveFrom = values.kind === 'live-video' ? at(values.liveFrom) : null
  const liveUntil = values.kind === 'live-video' ? at(values.liveUntil) : null
  return {
    kind: values.kind as 'video' | 'live-video',
    titles: values.titles as BundleMediaInput['titles'],
    url: values.url as string,
    thumbnailUrl: null,
    discipline: (values.disciplineCode as string | null) ?? null,
    takenAt: liveFrom ?? at('12:00'),
    liveFrom,
    liveUntil,
    image: null,
  }
}

/** The videos' registration bound to the games' time zone, in which its codec stores days and times (decision 110). */
export const videosIn = (timeZone: string): ContentTable => ({ ...contentTableOf('videos'), zone: () => timeZone })
