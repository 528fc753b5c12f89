/**
 * The live stream's events (`GET /api/v1/live`, decision 005): one row of the server's journal each, sent as an SSE
 * frame whose `event:` is the kind. The kind says what changed and which payload comes with it; clients refetch what
 * the payload names (a unit, a day, an event, a discipline) or, on `reset`, everything.
 */
import { z } from 'zod'

/**
 * Where a changed unit sits. Writers send every field; only `unitCode` is required so that a journal row written by
 * an older version or a test still reads.
 */
const UnitChangeSchema = z.object({
  unitCode: z.string(),
  eventCode: z.string().nullable().optional(),
  disciplineCode: z.string().nullable().optional(),
  /** The unit's day in the games' time zone (YYYY-MM-DD). */
  day: z.string().optional(),
  scheduleStatus: z.string().optional(),
  resultStatus: z.string().nullable().optional(),
  version: z.number().int().optional(),
  /** The change corrects or withdraws an official result: its `correction` event carries the alert (decision 086). */
  correction: z.boolean().optional(),
})

/** A unit's statuses changed. */
export const UnitLivePayloadSchema = UnitChangeSchema
/** A unit's results were replaced: `results` is how many rows it now has. */
export const ResultLivePayloadSchema = UnitChangeSchema.extend({ results: z.number().int().optional() })
/** An event's medallists changed (the medal unit's results became official, were withdrawn, or a feed sent them). */
export const MedalLivePayloadSchema = z.object({
  eventCode: z.string(),
  unitCode: z.string().optional(),
  disciplineCode: z.string().nullable().optional(),
  day: z.string().optional(),
  /** How many medallists the event has now. */
  medallists: z.number().int().optional(),
  source: z.literal('odf').optional(),
})
/** Anything may have changed (a bundle import, a feed's participants): every read model is dropped. */
export const ResetLivePayloadSchema = z.object({
  source: z.enum(['bundle-import', 'odf']),
  documentType: z.string().optional(),
  /** Participants a feed changed. */
  athletes: z.number().int().optional(),
})

/** The games' settings changed (decision 041): the calendar, the flags and the config refresh. */
export const SettingsLivePayloadSchema = z.object({ version: z.number().int() })

/**
 * A video, a live video or the safe-sport video (decision 044), or an official photo (decision 042), changed in the
 * back office: /videos, /official-photos and the safe-sport screen refetch.
 */
export const MediaLivePayloadSchema = z.object({
  id: z.number().int().optional(),
  kind: z.string().optional(),
  change: z.enum(['created', 'updated', 'deleted']).optional(),
})

/**
 * An event's competition structure was stored, replaced or removed (decision 075): its brackets, pool tables and
 * start lists refetch. A start list filled by progression is announced as a `result` of its unit.
 */
export const StructureLivePayloadSchema = z.object({
  eventCode: z.string(),
  disciplineCode: z.string().nullable().optional(),
  change: z.enum(['created', 'updated', 'deleted']).optional(),
})

/**
 * A result that was official changed or was withdrawn (decision 086): the corrections log, the unit's page and the
 * medal table refetch; followers of the unit's competitors get a "Result corrected" alert.
 */
export const CorrectionLivePayloadSchema = UnitChangeSchema.extend({
  correctionId: z.number().int(),
  kind: z.enum(['corrected', 'withdrawn', 'reinstated']).optional(),
  /** Whether a medal moved: the medal table refetches. */
  medals: z.boolean().optional(),
})

/**
 * A record broken by a result (or restored by a correction), or the organiser's records stored (decision 091): the
 * records list and the event's unit refetch; a broken record is a push alert for those who follow the unit.
 */
export const RecordLivePayloadSchema = z.object({
  eventCode: z.string(),
  disciplineCode: z.string().nullable().optional(),
  unitCode: z.string().optional(),
  kind: z.string().optional(),
  mark: z.string().optional(),
  change: z.enum(['broken', 'restored', 'imported']),
})

/**
 * An item of a content kind (issue 36, `packages/domain/src/content/`) was created, edited, moved or deleted through
 * the content engine: `kind` names the kind (`volunteers`, `courses`…), whose read models (`<kind>:`) and the
 * browser's queries (`[<kind>]`) refetch. One event kind for every content kind, so a new kind adds none.
 */
export const ContentLivePayloadSchema = z.object({
  kind: z.string(),
  /** The item's id, or its key when the kind is addressed by one (decision 117: a transport line's code). */
  id: z.union([z.number().int(), z.string()]),
  change: z.enum(['created', 'updated', 'deleted']),
})

const envelope = { id: z.number().int(), at: z.string() }
export const LiveEventSchema = z.discriminatedUnion('kind', [
  z.object({ ...envelope, kind: z.literal('unit'), payload: UnitLivePayloadSchema }),
  z.object({ ...envelope, kind: z.literal('result'), payload: ResultLivePayloadSchema }),
  z.object({ ...envelope, kind: z.literal('medal'), payload: MedalLivePayloadSchema }),
  z.object({ ...envelope, kind: z.literal('reset'), payload: ResetLivePayloadSchema }),
  z.object({ ...envelope, kind: z.literal('settings'), payload: SettingsLivePayloadSchema }),
  z.object({ ...envelope, kind: z.literal('media'), payload: MediaLivePayloadSchema }),
  z.object({ ...envelope, kind: z.literal('structure'), payload: StructureLivePayloadSchema }),
  z.object({ ...envelope, kind: z.literal('correction'), payload: CorrectionLivePayloadSchema }),
  z.object({ ...envelope, kind: z.literal('record'), payload: RecordLivePayloadSchema }),
  z.object({ ...envelope, kind: z.literal('content'), payload: ContentLivePayloadSchema }),
])
export type LiveEvent = z.infer<typeof LiveEventSchema>
export type LiveEventKind = LiveEvent['kind']
/** The payload that goes with a kind. */
export type LivePayloadOf<K extends LiveEventKind> = Extract<LiveEvent, { kind: K }>['payload']
