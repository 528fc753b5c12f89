/**
 * The bundle importer's problem texts and locations (docs/decisions/017-csv-bundle-import.md), apart from the row
 * schemas: the web app imports these, and this module must not bring zod (or the code lists' schemas) with it.
 */
/**
 * What one import may take (docs/decisions/025-bundle-limits-and-languages.md): the unzipped CSV held in memory at
 * once, the rows of one file, and the time of the whole import. The problem texts below name them.
 */
export const BUNDLE_LIMITS = {
  unzippedBytes: 128 * 1024 * 1024,
  rowsPerFile: 100_000,
  seconds: 120,
} as const

/** Every problem the importer reports, in English; the web app translates them by key. */
export const BUNDLE_PROBLEMS = {
  required: 'is required',
  tooLong: 'is too long',
  code: 'must be letters, digits, dots, dashes or underscores (at most 64)',
  organisationCode: 'must be 3 capital letters, e.g. BRA',
  countryIso2: 'must be 2 capital letters, e.g. BR',
  personGender: 'must be M or W',
  eventGender: 'must be M, W, X or O',
  division: 'must be 1D, 2D or 3D',
  discipline: 'must be a three-character ODF discipline code, e.g. ATH',
  disciplineKey: 'must be lower-case letters and digits, words joined by dashes, e.g. 3x3-basketball',
  disciplineFormat: 'must be timed, measured, scored, team-match or duel',
  yesNo: 'must be yes or no',
  bronzes: 'must be 1 or 2',
  disciplineKeyTaken: 'gives a key that another discipline already has',
  unknownEventDiscipline: 'names a discipline that is neither in disciplines.csv, nor in Podium, nor built in',
  outsideGames: 'is outside the games’ dates',
  date: 'must be a date as YYYY-MM-DD',
  dateTime: 'must be an ISO 8601 date-time with an offset, e.g. 2026-07-14T09:30:00-03:00',
  endBeforeStart: 'must not be before the start',
  number: 'must be a number',
  latitude: 'must be a latitude between -90 and 90',
  longitude: 'must be a longitude between -180 and 180',
  height: 'must be a whole number of centimetres between 50 and 260',
  weight: 'must be a whole number of kilograms between 20 and 300',
  unitType: 'must be one of the schedule event types (competition, medal, training, …)',
  scheduleStatus: 'must be an ODF ScheduleStatus (SCHEDULED, RUNNING, FINISHED, …)',
  unitMedal: 'must be GOLD or BRONZE',
  medal: 'must be GOLD, SILVER or BRONZE',
  eventNeeded: 'is required for a competition unit',
  eventNotAllowed: 'must be empty for a non-competition item',
  medalNeedsEvent: 'is only for a competition unit',
  rank: 'must be a whole number from 1',
  irm: 'must be an IRM code (DNS, DNF, DSQ, DQB, NM, AC, LAP, OTL)',
  competitor: 'give either an athlete or a team',
  competitorTwice: 'this competitor is listed twice for the unit',
  rankSequence: 'ranks must run 1, 2, 3… (a tie takes the places it covers: 1, 2, 2, 4)',
  duplicate: 'appears twice in the file',
  unknownOrganisation: 'names an organisation that is neither in organisations.csv nor in Podium',
  unknownVenue: 'names a venue that is neither in venues.csv nor in Podium',
  unknownEvent: 'names an event that is neither in events.csv nor in Podium',
  unknownAthlete: 'names an athlete who is neither in athletes.csv nor in Podium',
  unknownTeam: 'names a team that is neither in teams.csv nor in Podium',
  unknownUnit: 'names a unit that is neither in units.csv nor in Podium',
  missingFile: 'is missing from the bundle',
  missingColumn: 'is missing from the header row',
  emptyFile: 'has no header row',
  notCsv: 'is not valid CSV (RFC 4180)',
  notUtf8: 'is not UTF-8 text',
  notZip: 'is not a zip archive',
  tooBig: 'is too large once unzipped (over 128 MB in all)',
  sizeMismatch: 'unzips to more bytes than the zip declares',
  tooManyRows: 'has more than 100,000 rows',
  tooSlow: 'took more than 2 minutes to import',
  controlCharacter: 'contains a control character (such as NUL): only tabs and line breaks are allowed',
  notJson: 'is not valid JSON',
  contentFormat: 'is not Podium content (its format must be podium-content, version 1)',
  missingContentFile: 'names a file that is not in the bundle',
  unknownDiscipline: 'names a discipline that is not in Podium',
  duplicateQrCode: 'gives a QR code that another trivia already has',
  triviaPlayed: 'changes the questions of a trivia people have already played',
  formatsFormat: 'is not Podium structures (its format must be podium-formats, version 1)',
  formatDuplicateRound: 'has two rounds with one code',
  formatDuplicateUnit: 'has one unit twice',
  formatDuplicatePool: 'has two pools with one code',
  formatUnknownUnit: 'reads a unit the structure does not have',
  formatUnknownRound: 'reads a round the structure does not have',
  formatUnknownPool: 'names a pool the structure does not have',
  formatLaterRound: 'reads the result of a round played later than its own (or with it)',
  formatCycle: 'has units that wait for each other (a cycle)',
  formatInTwoPools: 'draws one competitor in two pools of the event',
  formatNotPoolMember: 'has a pool match with a competitor from outside the pool',
  formatSlotCount: 'has a match without exactly two sides',
  formatOverLaneCount: 'puts more competitors in a unit than it has lanes',
  formatPlaceOutOfRange: 'asks for a place its pool or unit does not have',
  formatSourceUsedTwice: 'sends one source to two places',
  formatNotInSchedule: 'names a unit that is not one of this event’s units in the schedule',
  formatUnknownCompetitor: 'names a competitor who is neither in the bundle nor in Podium',
  formatInvalid: 'cannot be played as it is',
  /** results.csv's detail column (decision 090). */
  resultDetail: 'must be the JSON of a result detail (periods, decision, splits…) as the import format describes',
  /** records.csv's kind column (decision 094). */
  recordKind: 'must be a record kind of 2 to 4 capital letters (GR, WR, OR…)',
} as const
export type BundleProblemKey = keyof typeof BUNDLE_PROBLEMS

const keyByProblem = new Map<string, BundleProblemKey>(
  Object.entries(BUNDLE_PROBLEMS).map(([key, text]) => [text, key as BundleProblemKey]),
)

/** The key of one of the problem texts above, for translation; undefined for any other text. */
export function bundleProblemKey(text: string): BundleProblemKey | undefined {
  return keyByProblem.get(text)
}

/** Where a problem is: `line` counts physical lines of the file (the header is line 1). */
export interface BundleLocation {
  file: string
  line?: number | undefined
  column?: string | undefined
}

/** `units.csv line 7, column start` — the place part of a problem, as the CLI and the API message print it. */
export function formatBundleLocation({ file, line, column }: BundleLocation): string {
  return [file, line ? ` line ${line}` : '', column ? `${line ? ',' : ''} column ${column}` : ''].join('')
}

/**
 * The API's field key of a problem (`units.csv:7:start`), and back: the web app reads the location from it.
 * Line and column may be empty (`units.csv::` for a missing file).
 */
export function bundleFieldKey({ file, line, column }: BundleLocation): string {
  return `${file}:${line ?? ''}:${column ?? ''}`
}

export function parseBundleFieldKey(key: string): BundleLocation | undefined {
  const match = /^([a-z]+\.csv|[^:]*):(\d*):(.*)$/.exec(key)
  if (!match) return undefined
  return { file: match[1] ?? '', line: match[2] ? Number(match[2]) : undefined, column: match[3] || undefined }
}
