import type { ParseKeys, TFunction } from 'i18next'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { ApiRequestError } from '../../../lib/api-client.ts'
import { translateFieldErrors, zodFieldErrors } from '../../../lib/field-errors.ts'
import { writeErrorKey } from './admin-kit.tsx'
import { isTooLarge } from './image-field.tsx'

type FieldProblems = Record<string, readonly string[] | undefined>
type Translate = (t: TFunction, fields: FieldProblems) => Record<string, string>

/** The problems the domain schema finds in a body before it is sent (none: an empty record). */
export function schemaProblems(schema: z.ZodType, body: unknown): Record<string, string[]> {
  const parsed = schema.safeParse(body)
  return parsed.success ? {} : zodFieldErrors(parsed.error)
}

/**
 * Every editor's save, one way (the managers of decisions 036–046): the problems found before sending are shown on
 * their fields and nothing is sent; otherwise `send` runs, and a refused write is shown where it belongs — a 400's
 * fields on the fields, a 413 on the file, anything else (a conflict, a refusal, a vanished item) above the buttons.
 */
export function useEditorSave({
  translate = translateFieldErrors,
  errorKey = writeErrorKey,
  tooLargeKey = 'auth.validation.imageTooLarge',
}: {
  /** How field problems become messages (a manager with its own problem texts). */
  translate?: Translate
  /** The message key of a refused write (a manager with its own refusals, e.g. a trivia already played). */
  errorKey?: (error: unknown) => ParseKeys
  /** The file field's message for an upload the server's body limit refused (413). */
  tooLargeKey?: ParseKeys
} = {}) {
  const { t } = useTranslation()
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<string | null>(null)

  const showFailure = (error: unknown) => {
    if (error instanceof ApiRequestError && error.status === 400 && error.fields) setErrors(translate(t, error.fields))
    else if (isTooLarge(error)) setErrors({ file: t(tooLargeKey) })
    else setFailure(t(errorKey(error)))
  }

  /** Resolves true once `send` succeeded. */
  const save = async (problems: FieldProblems, send: () => Promise<void>): Promise<boolean> => {
    setFailure(null)
    if (Object.keys(problems).length > 0) {
      setErrors(translate(t, problems))
      return false
    }
    setErrors({})
    try {
      await send()
      return true
    } catch (error) {
      showFailure(error)
      return false
    }
  }

  return { errors, failure, save, showFailure }
}
