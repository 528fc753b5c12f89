import { validationMessageKey } from '@podium/domain'
import type { TFunction } from 'i18next'
import type { z } from 'zod'

/**
 * The first message of each field of a failed zod parse (or of a server 400's `fields`), translated: the English
 * messages of docs/product-rules.md §5 map to keys under `auth.validation` in the locale files.
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
    out[field] = key ? t(`auth.validation.${key}`) : message
  }
  return out
}

export function zodFieldErrors(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const key = issue.path.join('.')
    fields[key] ??= []
    fields[key].push(issue.message)
  }
  return fields
}
