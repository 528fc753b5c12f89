/**
 * The videos and live videos of /videos (decision 044) as a content kind (decision 110): a kind to filter by, a title
 * in four languages, an address the app can play (rules/video-hosts.ts), an optional discipline of the games, and a
 * day; a live video airs on its day from a time to a later time on the games' clock. Videos are not ordered: they
 * list newest day first (their registration's order), and share the `media` table and its audit entity with the
 * official photos.
 */
import { z } from 'zod'
import { VIDEO_KINDS, VideoInputSchema } from '../schemas/back-office-videos.ts'
import { VALIDATION_MESSAGES as M } from '../schemas/validation.ts'
import { type ContentKind, contentSchemas } from './content-kind.ts'

const isLive = (kind: string) => kind === 'live-video'

export const VIDEOS: ContentKind<typeof VideoInputSchema.shape, 'videos', 'video', false> = {
  kind: 'videos',
  entity: 'video',
  auditEntity: 'media',
  input: VideoInputSchema,
  fields: [
    { name: 'kind', widget: 'choice', options: VIDEO_KINDS },
    { name: 'titles', widget: 'translated' },
    { name: 'url', widget: 'text' },
    { name: 'disciplineCode', widget: 'discipline' },
    { name: 'day', widget: 'day' },
    // A live video's window on its day; a plain video has none (decision 110).
    { name: 'liveFrom', widget: 'time', shownWhen: { field: 'kind', is: ['live-video'] } },
    { name: 'liveUntil', widget: 'time', shownWhen: { field: 'kind', is: ['live-video'] } },
  ],
  titleField: 'titles',
  ordered: false,
  filters: ['kind'],
  rules: [
    { broken: (v) => isLive(v.kind) && !v.day, path: 'day', error: M.dateInvalid },
    { broken: (v) => isLive(v.kind) && !v.liveFrom, path: 'liveFrom', error: M.timeInvalid },
    { broken: (v) => isLive(v.kind) && !v.liveUntil, path: 'liveUntil', error: M.timeInvalid },
    {
      broken: (v) => isLive(v.kind) && !!v.liveFrom && !!v.liveUntil && v.liveFrom >= v.liveUntil,
      path: 'liveUntil',
      error: M.liveWindowOrder,
    },
  ],
  /** The generated poster the public list shows too (`/api/v1/media/<id>/image.svg`). */
  answers: { imageUrl: z.string() },
}

export const VideosContentSchemas = contentSchemas(VIDEOS)
export type VideoInput = z.input<typeof VideosContentSchemas.input>
export type VideoUpdate = z.input<typeof VideosContentSchemas.update>
/** A video as the back office reads it, with its generated poster. */
export type AdminVideo = z.infer<typeof VideosContentSchemas.adminItem> & { imageUrl: string }
export type AdminVideos = Omit<z.infer<typeof VideosContentSchemas.adminList>, 'items'> & { items: AdminVideo[] }
/** The back office's list query (`?kind=` is the kind's filter). */
export interface AdminVideosQuery {
  q?: string | undefined
  kind?: (typeof VIDEO_KINDS)[number] | undefined
  page?: number | undefined
}
