import { validationMessageKey } from '@podium/domain'
import type { TFunction } from 'i18next'

/**
 * The first message of each field of a failed zod parse (or of a server 400's `fields`), translated: the English
 * messages of docs/product-rules.md §5 map to keys under `auth.validation` in the locale files; any other text
 * becomes the translated "This value is not valid".
 */
export function translateFieldErrors(
  t: TFunction,
  fields: Record<string, readonly string[] | undefined>,
): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [field, messages] of Object.entries(fields)) {
    const message = messages?.[0]
    if (!message) continue
    const key = validationMessageKey(message)
    // A server text with no key is never shown as it is (English on a pt screen): decision 066.
    out[field] = key ? t(`auth.validation.${key}`) : t('venueOps.errors.fieldInvalid')
  }
  return out
}

/** A failed parse's messages by field, as the server answers them (the domain's one rule). */
export { fieldMessages as zodFieldErrors } from '@podium/domain'
