/**
 * The API's write endpoints (issue 36, decision 105 "Writes"): each method and path under /api/v1, as the server's
 * route table names them, with the domain schema of the JSON body its handler validates (`readJsonBody`), the schema
 * of its answer and its status. One table serves both sides:
 * - the contract test sends the writes and holds each answer to its row's schema and status, and fails on a route
 *   table write missing here or a row here the server does not have;
 * - the web's `apiWrite` types its call from the same row (the body is the row's `z.input`, the answer its `z.infer`,
 *   `void` for a 204), by type only: no schema reaches the browser's bundle.
 * `body: null` means the handler reads no JSON body: nothing is sent, or the body is multipart (uploads: a `metadata`
 * JSON part checked by the schema named beside the row, and a file), a zip (the bundle import) or XML (ODF). Those
 * are sent by their own code (`upload.ts`, the import's progress upload), not by `apiWrite`.
 * `answer: null` means the answer has no body (204).
 * The content engine's writes (decision 102) are not rows here: each is typed by its kind's declaration.
 */
import { z } from 'zod'
import { AdminAwardCeremonySchema, AwardCeremonyUpdateSchema } from '../content/award-ceremonies.ts'
import { EventFormatSchema } from '../rules/competition/format.ts'
import {
  AuthClientSchema,
  AuthResponseSchema,
  FeedbackInputSchema,
  FeedbackResultSchema,
  QrScanInputSchema,
  QrScanResultSchema,
  SafeSportWatchedSchema,
  TriviaAttemptInputSchema,
  TriviaAttemptResultSchema,
  TriviaStartSchema,
} from '../schemas/accounts.ts'
import { AwardCeremonyInputSchema } from '../schemas/back-office-awards.ts'
import { AdminFeedbackSchema, FeedbackHandledInputSchema } from '../schemas/back-office-feedback.ts'
import { GamesSettingsInputSchema, GamesSettingsSchema } from '../schemas/back-office-settings.ts'
import {
  AdminUserSchema,
  PasswordResetSchema,
  UserCreatedSchema,
  UserCreateSchema,
  UserUpdateSchema,
} from '../schemas/back-office-users.ts'
import { SafeSportSettingsInputSchema, SafeSportSettingsSchema } from '../schemas/back-office-videos.ts'
import { BundleImportResultSchema } from '../schemas/bundle.ts'
import {
  AdminCertificateDefinitionSchema,
  AdminCertificateHolderSchema,
  CertificateGrantInputSchema,
  CertificateInputSchema,
  CertificateRemovalSchema,
  CertificateRevokeInputSchema,
  CertificateUpdateSchema,
} from '../schemas/certificates.ts'
import { ClientErrorReportSchema } from '../schemas/client-errors.ts'
import { EventStructureSchema } from '../schemas/event-structure.ts'
import { FollowsMergeInputSchema, FollowsSchema, MyGamesFeedTokenSchema } from '../schemas/follows.ts'
import { OdfOutcomeSchema } from '../schemas/odf.ts'
import { OdfReapplyAnswerSchema } from '../schemas/odf-feed.ts'
import { PushSubscribeInputSchema, PushSubscriptionStateSchema, PushUnsubscribeInputSchema } from '../schemas/push.ts'
import { PutRecordsAnswerSchema, PutRecordsSchema } from '../schemas/records.ts'
import {
  PutResultsAnswerSchema,
  PutResultsSchema,
  UnitStatusAnswerSchema,
  UnitStatusPatchSchema,
  UnitUndoSchema,
} from '../schemas/results-entry.ts'
import { SetupInputSchema } from '../schemas/setup.ts'
import { PutStartListAnswerSchema, PutStartListSchema } from '../schemas/start-list.ts'
import { LoginSchema, SignupSchema } from '../schemas/validation.ts'

/** One write: the JSON body its handler validates (null: none), its answer's schema (null: no body) and status. */
export interface ApiWriteRow {
  body: z.ZodType | null
  answer: z.ZodType | null
  status: number
}

const row = <B extends z.ZodType | null, A extends z.ZodType | null>(body: B, answer: A, status = 200) =>
  ({ body, answer, status }) as const

export const API_WRITES = {
  // The login, signup and setup fields travel with `client` ('native' asks for the token in the body).
  'POST /auth/signup': row(z.intersection(SignupSchema, AuthClientSchema), AuthResponseSchema, 201),
  // Setup is closed on the demo (409): test/setup.test.ts makes the first admin on an empty database.
  'POST /setup': row(SetupInputSchema.extend(AuthClientSchema.shape), AuthResponseSchema, 201),
  'POST /auth/login': row(LoginSchema.extend(AuthClientSchema.shape), AuthResponseSchema),
  'POST /auth/logout': row(null, null, 204),
  'POST /client-errors': row(ClientErrorReportSchema, null, 204),
  'POST /me/safe-sport': row(null, SafeSportWatchedSchema),
  'POST /admin/users': row(UserCreateSchema, UserCreatedSchema, 201),
  'PUT /admin/users/:id': row(UserUpdateSchema, AdminUserSchema),
  'POST /admin/users/:id/password': row(null, PasswordResetSchema),
  'POST /admin/certificates/:id/grant': row(CertificateGrantInputSchema, AdminCertificateHolderSchema, 201),
  'POST /admin/certificates': row(CertificateInputSchema, AdminCertificateDefinitionSchema, 201),
  'PUT /admin/certificates/:id': row(CertificateUpdateSchema, AdminCertificateDefinitionSchema),
  // `?version=` in the query, as every delete of a versioned row.
  'DELETE /admin/certificates/:id': row(null, CertificateRemovalSchema),
  'POST /admin/certificates/holders/:code/revoke': row(CertificateRevokeInputSchema, AdminCertificateHolderSchema),
  'POST /trivia/:id/start': row(null, TriviaStartSchema),
  'POST /trivia/:id/attempts': row(TriviaAttemptInputSchema, TriviaAttemptResultSchema, 201),
  'POST /qr/scan': row(QrScanInputSchema, QrScanResultSchema),
  'POST /feedback': row(FeedbackInputSchema, FeedbackResultSchema, 201),
  'PUT /push/subscription': row(PushSubscribeInputSchema, PushSubscriptionStateSchema),
  'DELETE /push/subscription': row(PushUnsubscribeInputSchema, null, 204),
  'PUT /me/follows/:kind/:code': row(null, FollowsSchema),
  'DELETE /me/follows/:kind/:code': row(null, FollowsSchema),
  'POST /me/follows/merge': row(FollowsMergeInputSchema, FollowsSchema),
  'PUT /me/calendar-feed': row(null, MyGamesFeedTokenSchema),
  'POST /me/calendar-feed/rotate': row(null, MyGamesFeedTokenSchema),
  'PATCH /units/:code': row(UnitStatusPatchSchema, UnitStatusAnswerSchema),
  // The server checks the detail by the unit's sport (`putResultsSchemaFor`); the shape is the same for every sport.
  'PUT /units/:code/results': row(PutResultsSchema, PutResultsAnswerSchema),
  'POST /units/:code/undo': row(UnitUndoSchema, UnitStatusAnswerSchema),
  'PUT /units/:code/start-list': row(PutStartListSchema, PutStartListAnswerSchema),
  'PUT /admin/events/:code/format': row(EventFormatSchema, EventStructureSchema),
  'DELETE /admin/events/:code/format': row(null, null, 204),
  'PUT /records': row(PutRecordsSchema, PutRecordsAnswerSchema),
  // An ODF message as XML (decision 030).
  'POST /odf': row(null, OdfOutcomeSchema),
  'POST /admin/odf/messages/:id/reapply': row(null, OdfReapplyAnswerSchema),
  'PUT /admin/settings': row(GamesSettingsInputSchema, GamesSettingsSchema),
  // Multipart: `version` and the `file` (an image).
  'POST /admin/settings/logo': row(null, GamesSettingsSchema),
  'DELETE /admin/settings/logo': row(null, GamesSettingsSchema),
  'PUT /admin/feedback/:id/handled': row(FeedbackHandledInputSchema, AdminFeedbackSchema),
  'POST /admin/award-ceremonies': row(AwardCeremonyInputSchema, AdminAwardCeremonySchema, 201),
  'PUT /admin/award-ceremonies/:id': row(AwardCeremonyUpdateSchema, AdminAwardCeremonySchema),
  'DELETE /admin/award-ceremonies/:id': row(null, null, 204),
  'PUT /admin/safe-sport': row(SafeSportSettingsInputSchema, SafeSportSettingsSchema),
  // A zip bundle (decision 017), sent with its progress by the import screen; takes seconds, tested in features/bundle.
  'POST /admin/import': row(null, BundleImportResultSchema),
} as const satisfies Record<string, ApiWriteRow>

/** A write's method and path under /api/v1, with its `:params`. */
export type ApiWriteRoute = keyof typeof API_WRITES
/** The path of a write's route (`'PUT /admin/sponsors/:id'` → `'/admin/sponsors/:id'`). */
export type ApiWritePath<R extends ApiWriteRoute> = R extends `${string} ${infer P}` ? P : never
/** What the write sends: its body schema's input, or nothing. */
export type ApiWriteBody<R extends ApiWriteRoute> = (typeof API_WRITES)[R]['body'] extends infer B extends z.ZodType
  ? z.input<B>
  : undefined
/** What the write answers: its schema's output, or nothing (204). */
export type ApiWriteAnswer<R extends ApiWriteRoute> = (typeof API_WRITES)[R]['answer'] extends infer A extends z.ZodType
  ? z.infer<A>
  : undefined
