/**
 * The whole data model (docs/architecture.md, "Data model"; ODF-aligned). Later issues add features, not tables.
 * Names shown to people carry all four languages as `LocalizedText` JSON.
 */
import type { CertificateTrigger, EventFormat, LocalizedText, OdfStructureField, ResultDetail } from '@podium/domain'
import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' })
const names = (column = 'names') => jsonb(column).$type<LocalizedText>().notNull()
const tstz = (column: string) => timestamp(column, { withTimezone: true, mode: 'date' })
/**
 * A back-office row's edit version: bumped by every edit, so an edit made on an older version is refused (409,
 * decision 036), and when it was last edited.
 */
const editVersion = () => ({
  version: integer('version').notNull().default(1),
  updatedAt: tstz('updated_at'),
})
const createdAt = () => tstz('created_at').notNull().defaultNow()

/** The games themselves: one row (id 1). */
export const games = pgTable('games', {
  id: smallint('id').primaryKey().default(1),
  names: names(),
  hostCity: text('host_city').notNull(),
  timeZone: text('time_zone').notNull(),
  startsOn: date('starts_on').notNull(),
  endsOn: date('ends_on').notNull(),
  /** Seed of the demo generator when the games are the demo, null for imported games. */
  demoSeed: integer('demo_seed'),
  createdAt: createdAt(),
})

/** Key/value settings and feature flags that admins may change at run time. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
})

export const disciplines = pgTable('disciplines', {
  code: text('code').primaryKey(),
  key: text('key').notNull().unique(),
  names: names(),
  format: text('format').notNull(),
  team: boolean('team').notNull().default(false),
  /** Bronze medals an event awards: 2 where losing semi-finalists both get one (judo, boxing…); decision 068. */
  bronzes: smallint('bronzes').notNull().default(1),
  sortOrder: integer('sort_order').notNull().default(0),
  imageUrl: text('image_url'),
})

/** A delegation (NOC) with its three-letter code; iso2 drives the flag image. */
export const organisations = pgTable('organisations', {
  code: text('code').primaryKey(),
  names: names(),
  countryIso2: text('country_iso2'),
})

export const venues = pgTable('venues', {
  code: text('code').primaryKey(),
  names: names(),
  shortName: text('short_name'),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  address: text('address'),
  sortOrder: integer('sort_order').notNull().default(0),
})

/** A medal event: discipline, gender, division. */
export const events = pgTable(
  'events',
  {
    code: text('code').primaryKey(),
    disciplineCode: text('discipline_code')
      .notNull()
      .references(() => disciplines.code),
    gender: text('gender').notNull(),
    division: text('division'),
    names: names(),
    team: boolean('team').notNull().default(false),
    /** How results read: time, distance, points, score. */
    resultKind: text('result_kind').notNull().default('time'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('events_discipline_idx').on(t.disciplineCode)],
)

/** A phase of an event: heats, semi-finals, final, pool A, quarter-finals, repechage, bronze medal contest. */
export const phases = pgTable(
  'phases',
  {
    code: text('code').primaryKey(),
    eventCode: text('event_code')
      .notNull()
      .references(() => events.code, { onDelete: 'cascade' }),
    names: names(),
    /** ODF-like phase type: heat, semifinal, final, pool, quarterfinal, round-of-16, repechage, bronze, qualification. */
    phaseType: text('phase_type').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('phases_event_idx').on(t.eventCode)],
)

/**
 * An event's competition structure (issue 35, decision 069): its rounds, pools, units and where each slot's competitor
 * comes from, as the domain's `EventFormat` (validated by `EventFormatSchema` before it is written). One row per event
 * that has one; the units themselves stay in `units`, matched by code.
 */
export const eventFormats = pgTable('event_formats', {
  eventCode: text('event_code')
    .primaryKey()
    .references(() => events.code, { onDelete: 'cascade' }),
  format: jsonb('format').$type<EventFormat>().notNull(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
})

/**
 * Every schedule item: competition units (with event and phase) and non-competition items (arrival, departure,
 * meetings, technical meetings, weigh-ins, training, ceremonies, broadcasts) distinguished by `type`.
 */
export const units = pgTable(
  'units',
  {
    code: text('code').primaryKey(),
    type: text('type').notNull(),
    disciplineCode: text('discipline_code').references(() => disciplines.code),
    eventCode: text('event_code').references(() => events.code, { onDelete: 'cascade' }),
    phaseCode: text('phase_code').references(() => phases.code, { onDelete: 'cascade' }),
    names: names(),
    venueCode: text('venue_code').references(() => venues.code),
    organisationCode: text('organisation_code').references(() => organisations.code),
    startAt: tstz('start_at').notNull(),
    endAt: tstz('end_at'),
    scheduleStatus: text('schedule_status').notNull().default('SCHEDULED'),
    resultStatus: text('result_status'),
    /** GOLD: this unit decides gold and silver; BRONZE: it decides a bronze. */
    medal: text('medal'),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Bumped on every change, so clients and the live stream can order updates. */
    version: integer('version').notNull().default(1),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('units_start_idx').on(t.startAt),
    index('units_discipline_start_idx').on(t.disciplineCode, t.startAt),
    index('units_event_idx').on(t.eventCode),
    index('units_venue_idx').on(t.venueCode),
  ],
)

export const athletes = pgTable(
  'athletes',
  {
    id: text('id').primaryKey(),
    givenName: text('given_name').notNull(),
    familyName: text('family_name').notNull(),
    /** Display name as printed on results ("SILVA Ana"), kept for search and sorting. */
    name: text('name').notNull(),
    gender: text('gender').notNull(),
    organisationCode: text('organisation_code')
      .notNull()
      .references(() => organisations.code),
    birthDate: date('birth_date'),
    heightCm: smallint('height_cm'),
    weightKg: smallint('weight_kg'),
    institution: text('institution'),
    bib: text('bib'),
    photoUrl: text('photo_url'),
    /** Lower-cased, accent-free name for search. */
    searchName: text('search_name').notNull(),
    /**
     * No longer among the games' current participants (ODF DT_PARTIC `Current="false"`: withdrawn or replaced).
     * Left out of the participant lists, kept everywhere else: results, start lists, medals, the profile (decision 012).
     */
    withdrawn: boolean('withdrawn').notNull().default(false),
  },
  (t) => [
    index('athletes_organisation_idx').on(t.organisationCode),
    index('athletes_search_idx').on(t.searchName),
    index('athletes_name_idx').on(t.name),
  ],
)

export const teams = pgTable(
  'teams',
  {
    id: text('id').primaryKey(),
    names: names(),
    organisationCode: text('organisation_code')
      .notNull()
      .references(() => organisations.code),
    eventCode: text('event_code')
      .notNull()
      .references(() => events.code, { onDelete: 'cascade' }),
  },
  (t) => [index('teams_event_idx').on(t.eventCode), index('teams_organisation_idx').on(t.organisationCode)],
)

export const teamMembers = pgTable(
  'team_members',
  {
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    athleteId: text('athlete_id')
      .notNull()
      .references(() => athletes.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.athleteId] }), index('team_members_athlete_idx').on(t.athleteId)],
)

/** Who competes in which event: an athlete (individual events) or a team. */
export const entries = pgTable(
  'entries',
  {
    id: serial('id').primaryKey(),
    eventCode: text('event_code')
      .notNull()
      .references(() => events.code, { onDelete: 'cascade' }),
    athleteId: text('athlete_id').references(() => athletes.id, { onDelete: 'cascade' }),
    teamId: text('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    organisationCode: text('organisation_code')
      .notNull()
      .references(() => organisations.code),
  },
  (t) => [
    index('entries_event_idx').on(t.eventCode),
    index('entries_athlete_idx').on(t.athleteId),
    index('entries_team_idx').on(t.teamId),
  ],
)

/** The competitors of a unit in start order (lane, position, home/away for matches). */
export const startListEntries = pgTable(
  'start_list_entries',
  {
    id: serial('id').primaryKey(),
    unitCode: text('unit_code')
      .notNull()
      .references(() => units.code, { onDelete: 'cascade' }),
    startOrder: smallint('start_order').notNull(),
    /** Lane, position or side ("home"/"away") as the sport prints it. */
    position: text('position'),
    athleteId: text('athlete_id').references(() => athletes.id, { onDelete: 'cascade' }),
    teamId: text('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    organisationCode: text('organisation_code')
      .notNull()
      .references(() => organisations.code),
  },
  (t) => [
    index('start_list_unit_idx').on(t.unitCode),
    // A delegation's schedule: the units one of its competitors starts in (decision 018).
    index('start_list_org_idx').on(t.organisationCode),
  ],
)

/** One competitor's result in a unit. */
export const results = pgTable(
  'results',
  {
    id: serial('id').primaryKey(),
    unitCode: text('unit_code')
      .notNull()
      .references(() => units.code, { onDelete: 'cascade' }),
    rank: smallint('rank'),
    /** True when the rank is shared (a tie). */
    rankEqual: boolean('rank_equal').notNull().default(false),
    sortOrder: smallint('sort_order').notNull().default(0),
    athleteId: text('athlete_id').references(() => athletes.id, { onDelete: 'cascade' }),
    teamId: text('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    organisationCode: text('organisation_code')
      .notNull()
      .references(() => organisations.code),
    result: text('result'),
    time: text('time'),
    difference: text('difference'),
    points: real('points'),
    score: text('score'),
    wind: text('wind'),
    qualification: text('qualification'),
    irm: text('irm'),
    /** Winner of a head-to-head unit. */
    winner: boolean('winner'),
    /** Sport-specific match statistics of this competitor (key → value). */
    stats: jsonb('stats').$type<Record<string, number | string>>(),
    /** The sport's own detail: sets, splits, attempts, judges' scores, records (domain `ResultDetailSchema`). */
    detail: jsonb('detail').$type<ResultDetail>(),
  },
  (t) => [
    index('results_unit_idx').on(t.unitCode),
    index('results_athlete_idx').on(t.athleteId),
    // An athlete's profile reads `athlete_id = ? or team_id in (…)`: without this, a seq scan of every result
    // (51 ms over 46,000 results, 0.8 ms with it; decision 018).
    index('results_team_idx').on(t.teamId),
  ],
)

/** Play-by-play actions of team and combat sports. */
export const playByPlay = pgTable(
  'play_by_play',
  {
    id: serial('id').primaryKey(),
    unitCode: text('unit_code')
      .notNull()
      .references(() => units.code, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    period: text('period'),
    clock: text('clock'),
    /** goal, assist, foul, yellow-card, red-card, substitution, match-start, match-end, shot-made, shot-missed, penalty, warning, submission, others. */
    action: text('action').notNull(),
    organisationCode: text('organisation_code').references(() => organisations.code),
    athleteId: text('athlete_id').references(() => athletes.id, { onDelete: 'set null' }),
    /** Running score after the action, e.g. "12-10". */
    score: text('score'),
    description: jsonb('description').$type<LocalizedText>(),
    at: tstz('at'),
  },
  (t) => [uniqueIndex('play_by_play_unit_seq_idx').on(t.unitCode, t.seq)],
)

/** The medallists of an event; the medal table is derived from these rows, never stored as totals. */
export const medallists = pgTable(
  'medallists',
  {
    id: serial('id').primaryKey(),
    eventCode: text('event_code')
      .notNull()
      .references(() => events.code, { onDelete: 'cascade' }),
    medal: text('medal').notNull(),
    organisationCode: text('organisation_code')
      .notNull()
      .references(() => organisations.code),
    athleteId: text('athlete_id').references(() => athletes.id, { onDelete: 'cascade' }),
    teamId: text('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    unitCode: text('unit_code').references(() => units.code, { onDelete: 'set null' }),
    awardedAt: tstz('awarded_at'),
  },
  (t) => [index('medallists_event_idx').on(t.eventCode), index('medallists_org_idx').on(t.organisationCode)],
)

/** Medal ceremonies (the official awards schedule). */
export const awardCeremonies = pgTable('award_ceremonies', {
  id: serial('id').primaryKey(),
  eventCode: text('event_code')
    .notNull()
    .references(() => events.code, { onDelete: 'cascade' }),
  venueCode: text('venue_code').references(() => venues.code),
  startAt: tstz('start_at').notNull(),
  status: text('status').notNull().default('SCHEDULED'),
  ...editVersion(),
})

/** Hotels, hospitals and other places. */
export const places = pgTable('places', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull(),
  names: names(),
  address: text('address'),
  phone: text('phone'),
  website: text('website'),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  ...editVersion(),
})

export const transportLines = pgTable('transport_lines', {
  code: text('code').primaryKey(),
  names: names(),
  color: text('color'),
  origin: names('origin'),
  destination: names('destination'),
  /** Days (YYYY-MM-DD) the line runs; null means every day of the games. */
  serviceDays: jsonb('service_days').$type<string[]>(),
  sortOrder: integer('sort_order').notNull().default(0),
  ...editVersion(),
})

/** A line's timetable: departure times of day in the games' time zone. */
export const transportDepartures = pgTable(
  'transport_departures',
  {
    id: serial('id').primaryKey(),
    lineCode: text('line_code')
      .notNull()
      .references(() => transportLines.code, { onDelete: 'cascade' }),
    /** HH:MM in the games' time zone. */
    departsAt: text('departs_at').notNull(),
    stop: names('stop'),
  },
  (t) => [index('transport_departures_line_idx').on(t.lineCode)],
)

/** PDFs: reports, official reports, official communications (informativos), transport sheets, results. */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    /** report, official-report, communication, transport, results */
    kind: text('kind').notNull(),
    titles: names('titles'),
    disciplineCode: text('discipline_code').references(() => disciplines.code),
    unitCode: text('unit_code').references(() => units.code, { onDelete: 'set null' }),
    /** 1 is the highest priority. */
    priority: smallint('priority').notNull().default(3),
    publishedAt: tstz('published_at').notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull().default('application/pdf'),
    content: bytea('content').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    ...editVersion(),
  },
  (t) => [index('documents_kind_idx').on(t.kind, t.publishedAt)],
)

/**
 * Uploaded images (decision 042), one row per stored size: the pipeline re-encodes an upload to WebP at each width
 * its purpose uses, and every size is its own row with its own id. An id is never reused for other bytes, so files
 * are served as immutable; replacing an image writes new rows and deletes the old ones.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    /** Random (UUID): the public URL names it, and ids must not be guessable in order. */
    id: text('id').primaryKey(),
    /** sponsor-logo, ambassador-photo, photo */
    purpose: text('purpose').notNull(),
    /** The size name within the purpose: logo, portrait, large, thumb. */
    variant: text('variant').notNull(),
    /** Rows made from one upload share a group (the sizes of one photo). */
    groupId: text('group_id').notNull(),
    mimeType: text('mime_type').notNull(),
    content: bytea('content').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('stored_files_group_idx').on(t.groupId)],
)

export const sponsors = pgTable('sponsors', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** master, official, supporter, supplier */
  tier: text('tier').notNull(),
  logoUrl: text('logo_url'),
  /** The uploaded logo (decision 042); null shows the generated wordmark. */
  logoFileId: text('logo_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
  website: text('website'),
  sortOrder: integer('sort_order').notNull().default(0),
  ...editVersion(),
})

export const ambassadors = pgTable('ambassadors', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  disciplineCode: text('discipline_code').references(() => disciplines.code),
  organisationCode: text('organisation_code').references(() => organisations.code),
  bio: names('bio'),
  photoUrl: text('photo_url'),
  /** The uploaded portrait (decision 042); null shows the generated one. */
  photoFileId: text('photo_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
  /** Days (YYYY-MM-DD) the ambassador is at the games. */
  days: jsonb('days').$type<string[]>().notNull(),
  ...editVersion(),
})

export const courses = pgTable('courses', {
  id: serial('id').primaryKey(),
  titles: names('titles'),
  descriptions: names('descriptions'),
  url: text('url'),
  imageUrl: text('image_url'),
  durationMinutes: integer('duration_minutes'),
  sortOrder: integer('sort_order').notNull().default(0),
  ...editVersion(),
})

/**
 * The volunteers' information (issue 36, domain `content/volunteers.ts`): shifts, meeting points and contacts in the
 * organiser's order, written only by the content engine (`apps/server/src/content/`).
 */
export const volunteerInfo = pgTable('volunteer_info', {
  id: serial('id').primaryKey(),
  /** shift, meeting-point, contact */
  section: text('section').notNull(),
  titles: names('titles'),
  details: names('details'),
  startsAt: tstz('starts_at'),
  endsAt: tstz('ends_at'),
  location: text('location'),
  phone: text('phone'),
  email: text('email'),
  sortOrder: integer('sort_order').notNull().default(0),
  ...editVersion(),
})

/** Official photos, videos and live videos. */
export const media = pgTable(
  'media',
  {
    id: serial('id').primaryKey(),
    /** photo, video, live-video */
    kind: text('kind').notNull(),
    titles: names('titles'),
    url: text('url').notNull(),
    thumbnailUrl: text('thumbnail_url'),
    /** An uploaded photo (decision 042): its large size and its thumbnail; null for the demo's generated pictures. */
    fileId: text('file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    thumbFileId: text('thumb_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    disciplineCode: text('discipline_code').references(() => disciplines.code),
    takenAt: tstz('taken_at'),
    /** A live video's broadcast window. */
    liveFrom: tstz('live_from'),
    liveUntil: tstz('live_until'),
    ...editVersion(),
  },
  (t) => [index('media_kind_idx').on(t.kind, t.takenAt)],
)

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    cpf: text('cpf').notNull(),
    name: text('name'),
    passwordHash: text('password_hash').notNull(),
    /** admin, athlete, coach, manager, referee, staff, volunteer, guest */
    userType: text('user_type').notNull(),
    organisationCode: text('organisation_code').references(() => organisations.code),
    photoUrl: text('photo_url'),
    active: boolean('active').notNull().default(true),
    /** A referee's assigned disciplines (codes): where they may enter results (decision 036). */
    refereeDisciplines: jsonb('referee_disciplines').$type<string[]>().notNull().default([]),
    videoViewed: boolean('video_viewed').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_username_idx').on(sql`lower(${t.username})`), index('users_type_idx').on(t.userType)],
)

/** Sessions: random tokens stored hashed. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** The absolute end of the session, whatever its use. */
    expiresAt: tstz('expires_at').notNull(),
    /** The last request seen, written at most every few minutes: the idle timeout counts from it. */
    lastSeenAt: tstz('last_seen_at').notNull().defaultNow(),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
)

/**
 * Login attempts, for the per-username and per-address delays. A row is written as a failure before the password is
 * checked, so parallel attempts see it at once, and turned into a success after the check if the password was right.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    username: text('username').notNull(),
    address: text('address'),
    success: boolean('success').notNull(),
    at: tstz('at').notNull().defaultNow(),
  },
  (t) => [
    index('login_attempts_username_idx').on(t.username, t.at),
    index('login_attempts_address_idx').on(t.address, t.at),
  ],
)

/** Points earned; the ranking and XP levels derive from the sum. One row per (user, source, ref). */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** trivia, safe-sport, qr, feedback */
    source: text('source').notNull(),
    ref: text('ref').notNull(),
    points: integer('points').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('points_ledger_once_idx').on(t.userId, t.source, t.ref)],
)

export const trivia = pgTable('trivia', {
  id: serial('id').primaryKey(),
  titles: names('titles'),
  author: text('author').notNull(),
  timeLimitMinutes: smallint('time_limit_minutes').notNull(),
  /** The value encoded in the QR code that opens this trivia. */
  qrCode: text('qr_code').notNull().unique(),
  pointsPerCorrect: integer('points_per_correct').notNull().default(100),
  active: boolean('active').notNull().default(true),
  opensAt: tstz('opens_at'),
  closesAt: tstz('closes_at'),
  ...editVersion(),
})

export const triviaQuestions = pgTable(
  'trivia_questions',
  {
    id: serial('id').primaryKey(),
    triviaId: integer('trivia_id')
      .notNull()
      .references(() => trivia.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    prompts: names('prompts'),
    /** The choices: [{ id, texts }]. */
    answers: jsonb('answers').$type<{ id: string; texts: LocalizedText }[]>().notNull(),
    correctAnswerId: text('correct_answer_id').notNull(),
  },
  (t) => [uniqueIndex('trivia_questions_pos_idx').on(t.triviaId, t.position)],
)

/**
 * One attempt per user and trivia (the unique index refuses a second). The row is written at Start with the
 * server's clock (no answers, no points, submitted_at null) and filled in once when the answers arrive in time;
 * a row past its deadline that was never sent is a used attempt worth nothing. Decision 021.
 */
export const triviaAttempts = pgTable(
  'trivia_attempts',
  {
    id: serial('id').primaryKey(),
    triviaId: integer('trivia_id')
      .notNull()
      .references(() => trivia.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<Record<string, string>>().notNull(),
    correctCount: smallint('correct_count').notNull(),
    points: integer('points').notNull(),
    /** Null only on attempts sent before the server kept the clock (migration 0002). */
    startedAt: tstz('started_at'),
    /** Fixed at Start (started_at + the time limit then), so editing the trivia never moves a running clock. */
    deadline: tstz('deadline'),
    /** Null while the clock runs (or after it ran out unsent). */
    submittedAt: tstz('submitted_at'),
  },
  (t) => [uniqueIndex('trivia_attempts_once_idx').on(t.triviaId, t.userId)],
)

/** Certificates the organiser defines (issue 24, decision 051): what earns one, for whom, for how long. */
export const certificates = pgTable('certificates', {
  id: serial('id').primaryKey(),
  titles: names('titles'),
  /** safe-sport, course, trivia, staff (granted by staff only) */
  trigger: text('trigger').$type<CertificateTrigger>().notNull(),
  triviaId: integer('trivia_id').references(() => trivia.id, { onDelete: 'set null' }),
  courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
  /** A trivia certificate's lowest share of correct answers, in percent. */
  minScorePercent: smallint('min_score_percent'),
  /** The user types who may earn it; empty: every engaged type. */
  userTypes: jsonb('user_types').$type<string[]>().notNull().default([]),
  /** Days of validity from issue; null: no end. */
  validityDays: integer('validity_days'),
  points: integer('points').notNull().default(0),
  active: boolean('active').notNull().default(true),
  version: integer('version').notNull().default(1),
  updatedAt: tstz('updated_at'),
})

/**
 * A certificate held: once per user and certificate (the unique index), written in the transaction of the fact that
 * earned it. `code` is the public, unguessable verification code.
 */
export const certificateAwards = pgTable(
  'certificate_awards',
  {
    id: serial('id').primaryKey(),
    certificateId: integer('certificate_id')
      .notNull()
      .references(() => certificates.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull().unique(),
    issuedAt: tstz('issued_at').notNull(),
    expiresAt: tstz('expires_at'),
    revokedAt: tstz('revoked_at'),
    revokedBy: integer('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    revokeReason: text('revoke_reason'),
  },
  (t) => [
    uniqueIndex('certificate_awards_once_idx').on(t.certificateId, t.userId),
    index('certificate_awards_user_idx').on(t.userId),
  ],
)

export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    sentiment: text('sentiment').notNull(),
    suggestion: text('suggestion').notNull(),
    createdAt: createdAt(),
    /** When staff marked it handled in the feedback inbox, and who. */
    handledAt: tstz('handled_at'),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('feedback_user_idx').on(t.userId, t.createdAt)],
)

/** Raw access log rows, written in batches off the request path; pruned after a retention period. */
export const accessLogs = pgTable(
  'access_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: tstz('at').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    status: smallint('status').notNull(),
    durationMs: real('duration_ms').notNull(),
    /** Bot, Desktop, Mobile, Tablet */
    device: text('device').notNull(),
    userId: integer('user_id'),
  },
  (t) => [index('access_logs_at_idx').on(t.at)],
)

/** Daily roll-up of access logs by status and device, for a fast dashboard. */
export const accessLogDaily = pgTable(
  'access_log_daily',
  {
    day: date('day').notNull(),
    status: smallint('status').notNull(),
    device: text('device').notNull(),
    count: integer('count').notNull(),
    durationMsSum: doublePrecision('duration_ms_sum').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.status, t.device] })],
)

/** Who changed what, when, with the values before and after (results entry, imports, admin actions). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: tstz('at').notNull().defaultNow(),
    userId: integer('user_id'),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId)],
)

/**
 * ODF documents applied: one row per document (DocumentCode, DocumentSubcode, DocumentType, DocumentSubtype, '' when
 * a message leaves one out), with the last Version applied, so an older Version changes nothing (decision 030). The
 * CompetitionCode of the rows is the competition the feed follows.
 */
export const odfDocuments = pgTable(
  'odf_documents',
  {
    documentCode: text('document_code').notNull(),
    documentSubcode: text('document_subcode').notNull().default(''),
    documentType: text('document_type').notNull(),
    documentSubtype: text('document_subtype').notNull().default(''),
    competitionCode: text('competition_code').notNull().default(''),
    version: integer('version').notNull(),
    appliedAt: tstz('applied_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.documentCode, t.documentSubcode, t.documentType, t.documentSubtype] })],
)

/**
 * The feed's message log (decision 073): every ODF message received — by HTTP, from the folder, or re-applied from
 * this log — with its header, what became of it and why. Applied, ignored and checked messages are written in the
 * apply's own transaction; refused ones after it (their transaction rolled back). A refused message keeps its raw
 * XML so it can be re-applied once its cause is fixed. Bounded: the last ODF_LOG_KEEP rows, raw text within a byte
 * budget (features/odf/odf-log.repo.ts).
 */
export const odfMessages = pgTable(
  'odf_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    receivedAt: tstz('received_at').notNull().defaultNow(),
    /** http, folder or reapply. */
    source: text('source').notNull(),
    /** The folder file's name (folder), else null. */
    fileName: text('file_name'),
    /** The header as far as it could be read (a message refused before its header was understood has none). */
    competitionCode: text('competition_code'),
    documentCode: text('document_code'),
    documentSubcode: text('document_subcode'),
    documentType: text('document_type'),
    documentSubtype: text('document_subtype'),
    version: integer('version'),
    /** applied, ignored, checked (DT_MEDALS) or refused. */
    outcome: text('outcome').notNull(),
    /** Why an ignored message changed nothing: older (a Version already applied), test (FeedFlag T) or note. */
    ignoredReason: text('ignored_reason'),
    currentVersion: integer('current_version'),
    /** The note of a message understood and not applied, or the refusal's message. */
    detail: text('detail'),
    /** A refusal: its HTTP status, error code, fields, and where broken XML breaks. */
    errorStatus: smallint('error_status'),
    errorCode: text('error_code'),
    errorFields: jsonb('error_fields').$type<Record<string, string[]>>(),
    line: integer('line'),
    column: integer('column'),
    /**
     * DT_MEDALS: the organisations whose counts differ from Podium's medal table. DT_POOL_STANDING and DT_BRACKETS:
     * the differences from Podium's structure (decision 078; the document type says which list it is).
     */
    mismatches: jsonb('mismatches').$type<
      { organisation: string; feed: MedalCountJson; podium: MedalCountJson }[] | StructureDifferenceJson[]
    >(),
    /** The message as received, kept for a refused one (to re-apply it) while the byte budget allows. */
    raw: text('raw'),
    rawBytes: integer('raw_bytes').notNull().default(0),
    /** A refused message re-applied: the log row of that new attempt. */
    reappliedAs: bigint('reapplied_as', { mode: 'number' }),
  },
  (t) => [index('odf_messages_outcome_idx').on(t.outcome, t.id)],
)
type MedalCountJson = { gold: number; silver: number; bronze: number }
type StructureDifferenceJson = {
  where: string
  position: number | null
  competitor: string | null
  field: OdfStructureField
  feed: string | null
  podium: string | null
}

/**
 * The live stream's journal: every announced change, so any instance can resume a client from Last-Event-ID.
 * The NOTIFY payload carries the id; instances read the row.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: tstz('at').notNull().defaultNow(),
    /** unit, result, medal */
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
  },
  (t) => [index('live_events_at_idx').on(t.at)],
)

/** Errors reported by clients (status, message, stack, path, timestamp: docs/product-rules.md §8). */
/**
 * The organiser's redirects and short links (issue 23, decision 046): a locale-free source path, exact or a prefix,
 * to a path of the app or an https address. `hits` counts the document requests redirected.
 */
export const routeRules = pgTable(
  'route_rules',
  {
    id: serial('id').primaryKey(),
    source: text('source').notNull(),
    /** exact, prefix */
    match: text('match').notNull().default('exact'),
    target: text('target').notNull(),
    permanent: boolean('permanent').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    startsAt: tstz('starts_at'),
    endsAt: tstz('ends_at'),
    hits: integer('hits').notNull().default(0),
    /** Bumped by every back-office edit: an edit made on an older version is refused (409, decision 036). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at'),
  },
  (t) => [uniqueIndex('route_rules_source_idx').on(t.source, t.match)],
)

export const clientErrors = pgTable('client_errors', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  at: tstz('at').notNull().defaultNow(),
  status: smallint('status'),
  message: text('message').notNull(),
  stack: text('stack'),
  path: text('path'),
  userAgent: text('user_agent'),
})

/** Keys the server makes for itself at first start and keeps (the VAPID key pair of Web Push, decision 056). */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: createdAt(),
})

/**
 * A browser's Web Push subscription (decision 056): where to post and the keys to encrypt with, which alerts in which
 * language, and — for a device without an account — the follows it carries. A signed-in user's follows are theirs.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    kinds: jsonb('kinds').$type<string[]>().notNull(),
    leadMinutes: smallint('lead_minutes').notNull(),
    spoilerFree: boolean('spoiler_free').notNull().default(false),
    follows: jsonb('follows').$type<{ kind: string; code: string }[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
)

/** Alerts already sent, by the change they announce: with several instances hearing one change, one sends it. */
export const pushAlertsSent = pgTable('push_alerts_sent', {
  key: text('key').primaryKey(),
  sentAt: tstz('sent_at').notNull().defaultNow(),
  recipients: integer('recipients').notNull().default(0),
})

/**
 * What a signed-in user follows (decision 054): an athlete, a team, a delegation or a discipline, by its code. The
 * primary key answers "does this user follow it"; the (kind, code) index answers "who follows this unit's targets".
 */
export const follows = pgTable(
  'follows',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    code: text('code').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.code] }), index('follows_target_idx').on(t.kind, t.code)],
)

/**
 * The token of an account's "my games" calendar feed (decision 057): calendar apps send no cookie, so the address
 * carries this unguessable token; rotating it replaces the row and the old address answers 404.
 */
export const calendarFeedTokens = pgTable('calendar_feed_tokens', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  createdAt: createdAt(),
})

/**
 * The public corrections log (decision 086): one row per change to a result after it was first official, per
 * withdrawal of an official result (official → unofficial, protested…) and per reinstatement after one, written by
 * the results writer in the transaction of the change. `changes` is the domain's `diffCorrection` with the names
 * the competitors had then; `official` keeps a withdrawn result's lines, so the reinstatement shows what changed
 * since. No user id: the audit row of the same write keeps who.
 */
export const resultCorrections = pgTable(
  'result_corrections',
  {
    id: serial('id').primaryKey(),
    at: tstz('at').notNull().defaultNow(),
    unitCode: text('unit_code')
      .notNull()
      .references(() => units.code, { onDelete: 'cascade' }),
    eventCode: text('event_code'),
    disciplineCode: text('discipline_code'),
    /** The unit's day in the games' time zone, for the log's day filter. */
    day: text('day').notNull(),
    /** corrected, withdrawn or reinstated. */
    kind: text('kind').notNull(),
    /** staff, feed or undo. */
    source: text('source').notNull(),
    before: jsonb('before').notNull(),
    after: jsonb('after').notNull(),
    reason: text('reason'),
    reasonLocale: text('reason_locale'),
    changes: jsonb('changes').notNull(),
    /** The official lines a withdrawal took away (null otherwise). */
    official: jsonb('official'),
  },
  (t) => [index('result_corrections_unit_idx').on(t.unitCode), index('result_corrections_day_idx').on(t.day)],
)

/**
 * Records (issue 38, decision 091): the best mark of an event of one kind (GR for these games, WR, OR… as the
 * organiser brings them), its holder and date. The results writer replaces a games record its mark breaks, in the
 * result's transaction, keeping the mark it replaced.
 */
export const records = pgTable(
  'records',
  {
    eventCode: text('event_code')
      .notNull()
      .references(() => events.code, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    mark: text('mark').notNull(),
    holder: text('holder').notNull(),
    organisationCode: text('organisation_code'),
    athleteId: text('athlete_id'),
    teamId: text('team_id'),
    /** The day it was set, YYYY-MM-DD. */
    date: text('date'),
    /** The unit of these games where it was set. */
    unitCode: text('unit_code'),
    /** What these games' mark replaced (restored if a correction takes the record back). */
    previousMark: text('previous_mark'),
    previousHolder: text('previous_holder'),
    previousDate: text('previous_date'),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventCode, t.kind] })],
)
