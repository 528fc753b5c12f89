import { readFileSync } from 'node:fs'
import { VALIDATION_MESSAGES } from '@podium/domain'
import type { TFunction } from 'i18next'
import { describe, expect, it } from 'vitest'
import { ApiRequestError } from './api-client.ts'
import { apiErrorMessage, apiErrorText } from './api-error-message.ts'
import { translateFieldErrors } from './field-errors.ts'

interface Messages {
  auth: { loginError: string; validation: { holderNotAllowed: string } }
  venueOps: { errors: Record<string, string> }
}
const load = (locale: string) =>
  JSON.parse(readFileSync(new URL(`../i18n/locales/${locale}.json`, import.meta.url), 'utf8')) as Messages
const pt = load('pt')
const en = load('en')

/** A `t` over one locale file, as i18next reads nested keys. */
const tOf = (messages: object) =>
  ((key: string) =>
    key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], messages) ??
    key) as unknown as TFunction

describe('server messages on screen (decision 066)', () => {
  it('shows the code’s text in the reader’s language, never the English message', () => {
    const error = new ApiRequestError(401, 'Unauthorized', 'account_inactive', 'This account has been deactivated.')
    expect(apiErrorMessage(tOf(pt), error, 'auth.loginError')).toBe(pt.venueOps.errors.account_inactive)
    expect(apiErrorMessage(tOf(pt), error, 'auth.loginError')).not.toMatch(/deactivated/)
    expect(apiErrorText(tOf(en), new Error('boom'))).toBeUndefined()
    const unknown = new ApiRequestError(418, 'Teapot', 'no_such_code', 'I am a teapot')
    expect(apiErrorMessage(tOf(pt), unknown, 'auth.loginError')).toBe(pt.auth.loginError)
  })

  it('translates a field message the server sends, and never shows one it has no key for', () => {
    const fields = { username: [VALIDATION_MESSAGES.holderNotAllowed], other: ['Invalid input: expected string'] }
    expect(translateFieldErrors(tOf(pt), fields)).toEqual({
      username: pt.auth.validation.holderNotAllowed,
      other: pt.venueOps.errors.fieldInvalid,
    })
  })
})
