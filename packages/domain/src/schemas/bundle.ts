/**
 * The event CSV bundle (docs/import-format.md): its files, their columns and the rules of one row, with fixed
 * English problem texts. The server reports a problem as `file line N, column c: <text>`; the web app maps the text
 * back to its i18n key with bundleProblemKey (as validationMessageKey does for the forms).
 * See docs/decisions/017-csv-bundle-import.md.
 */
import { z } from 'zod'
import {
  DivisionSchema,
  EventGenderSchema,
  IrmSchema,
  MedalSchema,
  PersonGenderSchema,
  ScheduleItemTypeSchema,
  UnitMedalSchema,
} from '../codes/competition.ts'
import { DISCIPLINE_KEY, type DisciplineFormat, ODF_DISCIPLINE_CODE } from '../codes/disciplines.ts'
import type { Locale } from '../codes/locales.ts'
import { ScheduleStatusSchema } from '../codes/statuses.ts'
import { BUNDLE_PROBLEMS } from './bundle-problems.ts'
import { RecordKindSchema } from './records.ts'
import { type ResultDetail, ResultDetailSchema } from './result-detail.ts'

export * from './bundle-problems.ts'

/** The files in the order they are applied (a file only refers to files before it). */
export const BUNDLE_FILES = [
  'disciplines.csv',
  'organisations.csv',
  'venues.csv',
  'athletes.csv',
  'events.csv',
  'teams.csv',
  'units.csv',
  'results.csv',
  'medallists.csv',
  'records.csv',
] as const
export type BundleFile = (typeof BUNDLE_FILES)[number]
export const BundleFileSchema = z.enum(BUNDLE_FILES)

export const REQUIRED_BUNDLE_FILES: readonly BundleFile[] = [
  'organisations.csv',
  'athletes.csv',
  'events.csv',
  'units.csv',
]

/**
 * A name in each of the app's languages (decision 025): `name` is the name in one language, `name_en` etc. the
 * others; an empty one falls back to `name`. Files whose rows have a localised name carry them.
 */
export const BUNDLE_NAME_COLUMNS = [
  'name_pt',
  'name_en',
  'name_es',
  'name_az',
] as const satisfies readonly `name_${Locale}`[]

/** Every column of each file, required ones first; the exporter writes them in this order. */
export const BUNDLE_COLUMNS = {
  'disciplines.csv': {
    required: ['code', 'name'],
    optional: ['key', 'format', 'team', 'bronzes', ...BUNDLE_NAME_COLUMNS],
  },
  'organisations.csv': { required: ['code', 'name'], optional: ['country_iso2', ...BUNDLE_NAME_COLUMNS] },
  'venues.csv': { required: ['code', 'name'], optional: ['latitude', 'longitude', 'address', ...BUNDLE_NAME_COLUMNS] },
  'athletes.csv': {
    required: ['id', 'name', 'gender', 'organisation'],
    optional: ['birth_date', 'height_cm', 'weight_kg', 'institution', 'bib'],
  },
  'teams.csv': { required: ['id', 'name', 'organisation', 'event'], optional: ['members', ...BUNDLE_NAME_COLUMNS] },
  'events.csv': { required: ['code', 'discipline', 'gender', 'name'], optional: ['division', ...BUNDLE_NAME_COLUMNS] },
  'units.csv': {
    required: ['code', 'start', 'type'],
    optional: ['name', 'event', 'end', 'venue', 'status', 'medal', 'organisation', ...BUNDLE_NAME_COLUMNS],
  },
  'results.csv': {
    required: ['unit', 'rank'],
    optional: ['athlete', 'team', 'result', 'irm', 'qualification', 'detail'],
  },
  'medallists.csv': { required: ['event', 'medal', 'organisation'], optional: ['athlete', 'team'] },
  'records.csv': {
    required: ['event', 'kind', 'mark', 'holder'],
    optional: ['organisation', 'athlete', 'team', 'date', 'unit', 'previous_mark', 'previous_holder', 'previous_date'],
  },
} as const satisfies Record<BundleFile, { required: readonly string[]; optional: readonly string[] }>

const P = BUNDLE_PROBLEMS

/** How many rows of each file an import read, and of those how many were new or changed. */
export const BundleFileCountSchema = z.object({
  rows: z.number().int(),
  inserted: z.number().int(),
  updated: z.number().int(),
})
export type BundleFileCount = z.infer<typeof BundleFileCountSchema>
export const BundleImportResultSchema = z.object({
  files: z.record(z.string(), BundleFileCountSchema),
  /** True when the import wrote nothing (the database already held the bundle). */
  unchanged: z.boolean(),
  /** True when this import retired the demo accounts (imported games are real games): their sessions ended too. */
  demoAccountsRetired: z.boolean(),
  /** True when the import replaced the demo games whole (`replaceDemo=true`, decision 067). */
  demoReplaced: z.boolean(),
  /**
   * When the importing admin was the demo admin: the new password of that account (the demo's is public), shown
   * once. The admin stays signed in.
   */
  importerPassword: z.string().optional(),
})
export type BundleImportResult = z.infer<typeof BundleImportResultSchema>

// ---- Cells: the parser gives a trimmed string, or undefined for an empty cell ("not known").

const MAX_TEXT = 200
const required = z.string({ error: P.required }).min(1, { error: P.required })
const text = (max = MAX_TEXT) => required.max(max, { error: P.tooLong })
const optionalText = (max = MAX_TEXT) => z.string().max(max, { error: P.tooLong }).optional()
export const BundleKeySchema = required.regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/, { error: P.code })
const organisationCode = required.regex(/^[A-Z]{3}$/, { error: P.organisationCode })

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
function isCalendarDate(value: string): boolean {
  const m = ISO_DATE.exec(value)
  if (!m) return false
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))
  return date.toISOString().slice(0, 10) === value
}
const isoDate = z.string().refine(isCalendarDate, { error: P.date })

const ISO_DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,6})?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/
/** An ISO 8601 date-time with an offset (or Z), as an instant. */
export const BundleDateTimeSchema = z
  .string({ error: P.required })
  .refine(
    (v) => {
      const m = ISO_DATE_TIME.exec(v)
      return Boolean(m?.[1] && isCalendarDate(m[1]) && !Number.isNaN(Date.parse(v)))
    },
    { error: P.dateTime },
  )
  .transform((v) => new Date(v))

const decimal = (message: string, min: number, max: number) =>
  z
    .string()
    .regex(/^[+-]?(\d+(\.\d*)?|\.\d+)$/, { error: P.number, abort: true })
    .transform(Number)
    .refine((n) => n >= min && n <= max, { error: message })
const whole = (message: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, { error: message, abort: true })
    .transform(Number)
    .refine((n) => n >= min && n <= max, { error: message })

const enumOf = <T extends z.ZodType<string>>(schema: T, message: string) =>
  z.string({ error: P.required }).pipe(z.custom<z.infer<T>>((v) => schema.safeParse(v).success, { error: message }))

/** The optional `name_pt` … `name_az` cells of a row with a localised name. */
const localisedNames = () => ({
  name_pt: optionalText(),
  name_en: optionalText(),
  name_es: optionalText(),
  name_az: optionalText(),
})

// ---- Rows: keys are the CSV column names.

/** How a discipline's contests are decided (codes/disciplines.ts): the result columns and the phase structure. */
export const DISCIPLINE_FORMATS = [
  'timed',
  'measured',
  'scored',
  'team-match',
  'duel',
] as const satisfies readonly DisciplineFormat[]

/**
 * A discipline the games bring (decision 068). Empty cells take the built-in catalogue's value for one of its 18
 * codes, otherwise: key = the code in lower case, format timed, not a team sport, one bronze.
 */
export const BundleDisciplineRowSchema = z.object({
  code: required.regex(ODF_DISCIPLINE_CODE, { error: P.discipline }),
  name: text(),
  ...localisedNames(),
  key: z.string().regex(DISCIPLINE_KEY, { error: P.disciplineKey }).optional(),
  format: z
    .string()
    .pipe(
      z.custom<DisciplineFormat>((v) => DISCIPLINE_FORMATS.includes(v as DisciplineFormat), {
        error: P.disciplineFormat,
      }),
    )
    .optional(),
  team: z
    .string()
    .pipe(z.custom<'yes' | 'no'>((v) => v === 'yes' || v === 'no', { error: P.yesNo }))
    .transform((v) => v === 'yes')
    .optional(),
  bronzes: z
    .string()
    .pipe(z.custom<'1' | '2'>((v) => v === '1' || v === '2', { error: P.bronzes }))
    .transform(Number)
    .optional(),
})
export type BundleDisciplineRow = z.infer<typeof BundleDisciplineRowSchema>

export const BundleOrganisationRowSchema = z.object({
  code: organisationCode,
  name: text(),
  ...localisedNames(),
  country_iso2: z
    .string()
    .regex(/^[A-Z]{2}$/, { error: P.countryIso2 })
    .optional(),
})
export type BundleOrganisationRow = z.infer<typeof BundleOrganisationRowSchema>

export const BundleVenueRowSchema = z.object({
  code: BundleKeySchema,
  name: text(),
  ...localisedNames(),
  latitude: decimal(P.latitude, -90, 90).optional(),
  longitude: decimal(P.longitude, -180, 180).optional(),
  address: optionalText(500),
})
export type BundleVenueRow = z.infer<typeof BundleVenueRowSchema>

export const BundleAthleteRowSchema = z.object({
  id: BundleKeySchema,
  name: text(),
  gender: enumOf(PersonGenderSchema, P.personGender),
  organisation: organisationCode,
  birth_date: isoDate.optional(),
  height_cm: whole(P.height, 50, 260).optional(),
  weight_kg: whole(P.weight, 20, 300).optional(),
  institution: optionalText(),
  bib: optionalText(16),
})
export type BundleAthleteRow = z.infer<typeof BundleAthleteRowSchema>

export const BundleTeamRowSchema = z.object({
  id: BundleKeySchema,
  name: text(),
  ...localisedNames(),
  organisation: organisationCode,
  event: BundleKeySchema,
  members: z
    .string()
    .transform((v) =>
      v
        .split(';')
        .map((m) => m.trim())
        .filter(Boolean),
    )
    .pipe(z.array(BundleKeySchema).max(100, { error: P.tooLong }))
    .optional(),
})
export type BundleTeamRow = z.infer<typeof BundleTeamRowSchema>

export const BundleEventRowSchema = z.object({
  code: BundleKeySchema,
  /** An ODF discipline: one of the 18 built in, one of disciplines.csv, or one Podium has (decision 068). */
  discipline: required.regex(ODF_DISCIPLINE_CODE, { error: P.discipline }),
  gender: enumOf(EventGenderSchema, P.eventGender),
  name: text(),
  ...localisedNames(),
  division: enumOf(DivisionSchema, P.division).optional(),
})
export type BundleEventRow = z.infer<typeof BundleEventRowSchema>

const COMPETITION_TYPES: readonly string[] = ['competition', 'medal', 'competition-medal']

export const BundleUnitRowSchema = z
  .object({
    code: BundleKeySchema,
    start: BundleDateTimeSchema,
    type: enumOf(ScheduleItemTypeSchema, P.unitType),
    name: optionalText(),
    ...localisedNames(),
    event: BundleKeySchema.optional(),
    end: BundleDateTimeSchema.optional(),
    venue: BundleKeySchema.optional(),
    status: enumOf(ScheduleStatusSchema, P.scheduleStatus).optional(),
    medal: enumOf(UnitMedalSchema, P.unitMedal).optional(),
    organisation: organisationCode.optional(),
  })
  .superRefine((row, ctx) => {
    const competition = COMPETITION_TYPES.includes(row.type)
    if (competition && !row.event) ctx.addIssue({ code: 'custom', path: ['event'], message: P.eventNeeded })
    if (!competition && row.event) ctx.addIssue({ code: 'custom', path: ['event'], message: P.eventNotAllowed })
    if (!competition && row.medal) ctx.addIssue({ code: 'custom', path: ['medal'], message: P.medalNeedsEvent })
    // Refinements also run when a cell failed (zod 4): compare only real dates.
    if (row.end instanceof Date && row.start instanceof Date && row.end.getTime() < row.start.getTime()) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: P.endBeforeStart })
    }
  })
export type BundleUnitRow = z.infer<typeof BundleUnitRowSchema>

export const BundleResultRowSchema = z.object({
  unit: BundleKeySchema,
  rank: whole(P.rank, 1, 10_000).optional(),
  athlete: BundleKeySchema.optional(),
  team: BundleKeySchema.optional(),
  result: optionalText(64),
  irm: enumOf(IrmSchema, P.irm).optional(),
  qualification: optionalText(8),
  /**
   * The row's sport detail as JSON text (`{"periods":[{"label":"S1","score":"25"}],"decision":"sets"}`), checked by
   * the one `ResultDetailSchema` (decision 090); an empty cell is no detail.
   */
  detail: z
    .string()
    .max(16_000, { error: P.tooLong })
    .transform((text, ctx): ResultDetail | undefined => {
      if (text.trim() === '') return undefined
      let value: unknown
      try {
        value = JSON.parse(text)
      } catch {
        ctx.addIssue({ code: 'custom', message: P.resultDetail })
        return z.NEVER
      }
      const detail = ResultDetailSchema.safeParse(value)
      if (!detail.success) {
        ctx.addIssue({ code: 'custom', message: P.resultDetail })
        return z.NEVER
      }
      return detail.data
    })
    .optional(),
})
export type BundleResultRow = z.infer<typeof BundleResultRowSchema>

export const BundleMedallistRowSchema = z
  .object({
    event: BundleKeySchema,
    medal: enumOf(MedalSchema, P.medal),
    organisation: organisationCode,
    athlete: BundleKeySchema.optional(),
    team: BundleKeySchema.optional(),
  })
  .refine((row) => row.athlete || row.team, { path: ['athlete'], message: P.competitor })
export type BundleMedallistRow = z.infer<typeof BundleMedallistRowSchema>

/**
 * A record (decision 094): the `records` table's row — an event's best mark of one kind (GR, WR…, checked by the
 * domain's `RecordKindSchema`), its holder, and for a record these games set, the unit and what it replaced. One row
 * per event and kind.
 */
export const BundleRecordRowSchema = z.object({
  event: BundleKeySchema,
  kind: enumOf(RecordKindSchema, P.recordKind),
  mark: text(32),
  holder: text(120),
  organisation: organisationCode.optional(),
  athlete: BundleKeySchema.optional(),
  team: BundleKeySchema.optional(),
  date: isoDate.optional(),
  unit: BundleKeySchema.optional(),
  previous_mark: optionalText(32),
  previous_holder: optionalText(120),
  previous_date: isoDate.optional(),
})
export type BundleRecordRow = z.infer<typeof BundleRecordRowSchema>

/** The row schema of each file. */
export const BUNDLE_ROW_SCHEMAS = {
  'disciplines.csv': BundleDisciplineRowSchema,
  'organisations.csv': BundleOrganisationRowSchema,
  'venues.csv': BundleVenueRowSchema,
  'athletes.csv': BundleAthleteRowSchema,
  'teams.csv': BundleTeamRowSchema,
  'events.csv': BundleEventRowSchema,
  'units.csv': BundleUnitRowSchema,
  'results.csv': BundleResultRowSchema,
  'medallists.csv': BundleMedallistRowSchema,
  'records.csv': BundleRecordRowSchema,
} as const satisfies Record<BundleFile, z.ZodType>

/**
 * The ranking rule's problems (rules/results.ts) as the bundle's problem texts. A row without rank or IRM is not a
 * problem in a bundle: an empty cell is "not known" (a unit still running has results without ranks yet).
 */
export function rankingProblemText(
  field: 'rank' | 'rankEqual' | 'competitor' | 'irm',
  message: string,
): string | undefined {
  if (field === 'competitor') return message.includes('twice') ? P.competitorTwice : P.competitor
  if (field === 'irm') return undefined
  return P.rankSequence
}
