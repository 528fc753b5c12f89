import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { translateFieldErrors, zodFieldErrors } from '../../lib/field-errors.ts'

/**
 * An account form's check before sending (the domain's schema, the server's own rule) and its messages by field,
 * translated: `check` answers the parsed data, or undefined after showing what is wrong; `showFields` shows a
 * server 400's fields the same way.
 */
export function useFormCheck<S extends z.ZodType>(schema: S) {
  const { t } = useTranslation()
  const [errors, setErrors] = useState<Record<string, string>>({})
  function check(form: HTMLFormElement): z.output<S> | undefined {
    const parsed = schema.safeParse(Object.fromEntries(new FormData(form)))
    setErrors(parsed.success ? {} : translateFieldErrors(t, zodFieldErrors(parsed.error)))
    return parsed.success ? parsed.data : undefined
  }
  const showFields = (fields: Record<string, readonly string[] | undefined>) =>
    setErrors(translateFieldErrors(t, fields))
  return { errors, setErrors, check, showFields }
}
