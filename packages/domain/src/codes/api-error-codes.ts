/**
 * Every `error.code` the server answers (decision 066). A screen shows the code's text from its locale file
 * (`venueOps.errors.<code>`), so no English reaches a pt screen; test/error-codes.test.ts fails on a code the server
 * sends that is missing here. Zod-free: the error page, on the first screen, reads it (decision 061).
 */
export const API_ERROR_CODES = [
  'account_inactive',
  'already_answered',
  'already_held',
  'already_revoked',
  'bad_request',
  'conflict',
  'cross_origin',
  'database_unavailable',
  'demo_replace_required',
  'feature_off',
  'feedback_limit',
  'feeds_busy',
  'forbidden',
  'internal_error',
  'invalid_credentials',
  'invalid_odf',
  'invalid_request',
  'invalid_transition',
  'last_admin',
  'live_busy',
  'login_disabled',
  'no_games',
  'not_a_competition',
  'not_found',
  'not_grantable',
  'not_started',
  'odf_not_refused',
  'odf_raw_dropped',
  'official_without_results',
  'payload_too_large',
  'push_endpoint_refused',
  'push_limit',
  'push_subscription_taken',
  'rate_limited',
  'setup_closed',
  'setup_code_wrong',
  'time_up',
  'too_many_attempts',
  'too_many_follows',
  'trivia_attempted',
  'unauthorized',
  'undo_stale',
  'unknown_code',
  'unknown_follow_target',
  'unsupported_media_type',
  'username_taken',
  'username_unavailable',
  'validation_error',
] as const
export type ApiErrorCode = (typeof API_ERROR_CODES)[number]

export function isApiErrorCode(code: string): code is ApiErrorCode {
  return (API_ERROR_CODES as readonly string[]).includes(code)
}
