/**
 * The API's JSON GET endpoints (issue 36): each path under /api/v1, as the server's route table names it, with the
 * domain schema of its answer. One table serves both sides:
 * - the contract test requests every endpoint of the route table and parses each answer with this table's schema,
 *   and fails on a GET endpoint missing here or a row here the server does not have;
 * - the web's `apiGet` types its call from the same row (`ApiGetAnswer<'/units/:code'>`), by type only: no schema
 *   reaches the browser's bundle, so a path and its answer's type are paired by this table, never by convention.
 * The content engine's reads (decision 102) are not rows here: each is typed by its kind's declaration.
 */
import type { z } from 'zod'
import { AdminAwardCeremoniesSchema } from '../content/award-ceremonies.ts'
import { AccessLogReportSchema } from '../schemas/access-log.ts'
import { MeSchema, RankingSchema, SafeSportSchema, TriviaDetailSchema, TriviaListSchema } from '../schemas/accounts.ts'
import {
  AppConfigSchema,
  DisciplinesSchema,
  HealthReadySchema,
  HealthSchema,
  OrganisationsSchema,
  VenuesSchema,
} from '../schemas/api.ts'
import { AdminEventOptionsSchema } from '../schemas/back-office-awards.ts'
import { AdminFeedbackListSchema } from '../schemas/back-office-feedback.ts'
import { GamesSettingsSchema } from '../schemas/back-office-settings.ts'
import { AdminTriviaListSchema } from '../schemas/back-office-trivia.ts'
import { AdminUsersSchema } from '../schemas/back-office-users.ts'
import { SafeSportSettingsSchema } from '../schemas/back-office-videos.ts'
import {
  AdminCertificateDefinitionsSchema,
  AdminCertificatesSchema,
  CertificateVerificationSchema,
  DelegationCertificatesSchema,
  MyCertificatesSchema,
} from '../schemas/certificates.ts'
import { CorrectionListSchema } from '../schemas/corrections.ts'
import {
  CompetitorNextSchema,
  DisciplineRankingsSchema,
  DisciplineStructuresSchema,
  EventStructureSchema,
} from '../schemas/event-structure.ts'
import { FollowsSchema } from '../schemas/follows.ts'
import { OdfDocumentsSchema, OdfFeedStatusSchema } from '../schemas/odf-feed.ts'
import {
  AthletePageSchema,
  AthleteProfileSchema,
  DelegationScheduleSchema,
  DelegationSchema,
  MedallistsSchema,
  MedalTableSchema,
  TeamPageSchema,
  TeamSchema,
} from '../schemas/participants.ts'
import {
  AmbassadorsSchema,
  AwardCeremoniesSchema,
  CoursesSchema,
  DocumentsSchema,
  MediaListSchema,
  PlacesSchema,
  SponsorsDtoSchema,
  TransportDtoSchema,
} from '../schemas/places.ts'
import { PushKeySchema } from '../schemas/push.ts'
import { RecordsAnswerSchema } from '../schemas/records.ts'
import { AuditLogSchema } from '../schemas/results-entry.ts'
import { RouteRulesSchema } from '../schemas/route-rules.ts'
import {
  DayScheduleSchema,
  DaysSchema,
  DisciplinePageSchema,
  NowSchema,
  UnitDetailSchema,
} from '../schemas/schedule.ts'
import { SearchIndexSchema } from '../schemas/search.ts'
import { SetupStatusSchema } from '../schemas/setup.ts'
import { EventStandingsSchema } from '../schemas/standings.ts'

export const API_GETS = {
  '/health': HealthSchema,
  '/health/ready': HealthReadySchema,
  '/config': AppConfigSchema,
  '/disciplines': DisciplinesSchema,
  '/organisations': OrganisationsSchema,
  '/search-index': SearchIndexSchema,
  '/venues': VenuesSchema,
  '/now': NowSchema,
  '/push/key': PushKeySchema,
  '/auth/me': MeSchema,
  '/me/follows': FollowsSchema,
  '/safe-sport': SafeSportSchema,
  '/setup': SetupStatusSchema,
  '/me/certificates': MyCertificatesSchema,
  '/certificates/:code': CertificateVerificationSchema,
  '/admin/certificates': AdminCertificatesSchema,
  '/admin/certificates/definitions': AdminCertificateDefinitionsSchema,
  '/delegation/certificates': DelegationCertificatesSchema,
  '/trivia': TriviaListSchema,
  '/trivia/:id': TriviaDetailSchema,
  '/ranking': RankingSchema,
  '/days': DaysSchema,
  '/schedule': DayScheduleSchema,
  '/units/:code': UnitDetailSchema,
  '/disciplines/:key': DisciplinePageSchema,
  '/medals': MedalTableSchema,
  '/corrections': CorrectionListSchema,
  '/units/:code/corrections': CorrectionListSchema,
  '/events/:code/standings': EventStandingsSchema,
  '/records': RecordsAnswerSchema,
  '/events/:code/structure': EventStructureSchema,
  '/disciplines/:key/structures': DisciplineStructuresSchema,
  '/disciplines/:key/final-ranking': DisciplineRankingsSchema,
  '/athletes/:id/next': CompetitorNextSchema,
  '/teams/:id/next': CompetitorNextSchema,
  '/medallists': MedallistsSchema,
  '/athletes': AthletePageSchema,
  '/athletes/:id': AthleteProfileSchema,
  '/organisations/:code': DelegationSchema,
  '/organisations/:code/schedule': DelegationScheduleSchema,
  '/teams/:id': TeamSchema,
  '/teams': TeamPageSchema,
  '/audit-log': AuditLogSchema,
  '/admin/settings': GamesSettingsSchema,
  '/route-rules': RouteRulesSchema,
  // The content engine's list (decision 118), kept here for the contract test's table, which names it.
  '/admin/trivia': AdminTriviaListSchema,
  '/admin/award-ceremonies': AdminAwardCeremoniesSchema,
  '/admin/award-ceremonies/events': AdminEventOptionsSchema,
  '/admin/safe-sport': SafeSportSettingsSchema,
  '/admin/feedback': AdminFeedbackListSchema,
  '/admin/odf/feed': OdfFeedStatusSchema,
  '/admin/odf/documents': OdfDocumentsSchema,
  '/admin/users': AdminUsersSchema,
  '/places': PlacesSchema,
  '/transport': TransportDtoSchema,
  '/documents': DocumentsSchema,
  '/award-ceremonies': AwardCeremoniesSchema,
  '/ambassadors': AmbassadorsSchema,
  '/sponsors': SponsorsDtoSchema,
  '/courses': CoursesSchema,
  '/media': MediaListSchema,
  '/access-log': AccessLogReportSchema,
} as const satisfies Record<string, z.ZodType>

/** A JSON GET endpoint's path under /api/v1, with its `:params`. */
export type ApiGetPath = keyof typeof API_GETS
/** What the endpoint answers. */
export type ApiGetAnswer<P extends ApiGetPath> = z.infer<(typeof API_GETS)[P]>
