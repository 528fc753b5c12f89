import { isApiErrorCode } from '@podium/domain'
import type { ParseKeys, TFunction } from 'i18next'
import { ApiRequestError } from './api-client.ts'

/**
 * What a screen says about a refused request, in the reader's language (decision 066): the text of the server's
 * error code (`venueOps.errors.<code>`), else the screen's own fallback. The server's English `message` is never
 * shown; it is for logs.
 */
export function apiErrorMessage(t: TFunction, error: unknown, fallback: ParseKeys): string {
  if (error instanceof ApiRequestError && isApiErrorCode(error.code)) return t(`venueOps.errors.${error.code}`)
  return t(fallback)
}

/** The code's text when the server sent a known one, else undefined (the caller keeps its own words). */
export function apiErrorText(t: TFunction, error: unknown): string | undefined {
  return error instanceof ApiRequestError && isApiErrorCode(error.code) ? t(`venueOps.errors.${error.code}`) : undefined
}
