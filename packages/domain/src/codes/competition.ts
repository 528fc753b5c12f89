import { z } from 'zod'

/**
 * Competitor gender of an event: men, women, mixed (docs/product-rules.md §3). Import bundles may also say O (open).
 */
export const EVENT_GENDERS = ['M', 'W', 'X', 'O'] as const
export const EventGenderSchema = z.enum(EVENT_GENDERS)
export type EventGender = z.infer<typeof EventGenderSchema>

/** A person's gender as recorded on an athlete. */
export const PERSON_GENDERS = ['M', 'W'] as const
export const PersonGenderSchema = z.enum(PERSON_GENDERS)
export type PersonGender = z.infer<typeof PersonGenderSchema>

/** The medal table's gender filter (docs/product-rules.md §2: M, W, X). */
export const MEDAL_GENDERS = ['M', 'W', 'X'] as const

/** Age divisions: first, second, third (docs/product-rules.md §9). */
export const DIVISIONS = ['1D', '2D', '3D'] as const
export const DivisionSchema = z.enum(DIVISIONS)
export type Division = z.infer<typeof DivisionSchema>

export const MEDALS = ['GOLD', 'SILVER', 'BRONZE'] as const
export const MedalSchema = z.enum(MEDALS)
export type Medal = z.infer<typeof MedalSchema>

/** The medals a unit decides: the final decides gold (and silver), a bronze match decides bronze. */
export const UNIT_MEDALS = ['GOLD', 'BRONZE'] as const
export const UnitMedalSchema = z.enum(UNIT_MEDALS)
export type UnitMedal = z.infer<typeof UnitMedalSchema>

/** Invalid result marks (ODF IRM). */
export const IRMS = ['DNS', 'DNF', 'DSQ', 'DQB', 'NM', 'AC', 'LAP', 'OTL'] as const
export const IrmSchema = z.enum(IRMS)
export type Irm = z.infer<typeof IrmSchema>

/**
 * Schedule item types (docs/product-rules.md §3 event types plus the grid's arrival, departure and meeting).
 * `default` is the product rules' catch-all display type; stored items use `others` instead.
 */
export const SCHEDULE_ITEM_TYPES = [
  'competition',
  'medal',
  'competition-medal',
  'training',
  'technical-meeting',
  'weighting',
  'broadcast',
  'opening-ceremony',
  'closing-ceremony',
  'arrival',
  'departure',
  'meeting',
  'others',
] as const
export const ScheduleItemTypeSchema = z.enum(SCHEDULE_ITEM_TYPES)
export type ScheduleItemType = z.infer<typeof ScheduleItemTypeSchema>

/** Types whose items are competition units with an event, start list and results. */
export const COMPETITION_ITEM_TYPES: readonly ScheduleItemType[] = ['competition', 'medal', 'competition-medal']

export function isCompetitionType(type: ScheduleItemType): boolean {
  return COMPETITION_ITEM_TYPES.includes(type)
}
