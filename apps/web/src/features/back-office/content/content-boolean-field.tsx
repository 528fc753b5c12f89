import type { AnyContentKind } from '@podium/domain'
import type { ParseKeys, TFunction } from 'i18next'
import { useId } from 'react'
import { ApiRequestError } from '../../../lib/api-client.ts'
import { translateFieldErrors } from '../../../lib/field-errors.ts'
import { writeErrorKey } from '../components/admin-kit.tsx'

/** A yes-or-no field (decision 112): a labelled checkbox, with what it means under it when the kind says more. */
export function ContentCheckbox({
  label,
  checked,
  onChange,
  hint,
}: {
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
  hint?: string | undefined
}) {
  const id = useId()
  return (
    <div className="grid gap-1">
      <label className="flex min-h-11 items-center gap-3 text-sm font-semibold text-ink">
        <input
          type="checkbox"
          className="size-5 accent-brand"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-describedby={hint ? id : undefined}
        />
        {label}
      </label>
      {hint && (
        <p id={id} className="-mt-2 pl-8 text-xs text-ink-muted">
          {hint}
        </p>
      )}
    </div>
  )
}

/**
 * How a kind's form shows field problems: the forms' shared messages, and the kind's own refusals (a route rule's
 * loop, decision 112) as `content.<kind>.problems.<key>`.
 */
export function kindProblems(kind: AnyContentKind) {
  const keyByText = new Map(Object.entries(kind.problems ?? {}).map(([key, text]) => [text, key]))
  return (t: TFunction, fields: Record<string, readonly string[] | undefined>) => {
    const out = translateFieldErrors(t, fields)
    for (const [field, messages] of Object.entries(fields)) {
      const key = messages?.[0] && keyByText.get(messages[0])
      // A key built from the kind's declaration (content-text.test.ts checks every one is in the locales).
      if (key) out[field] = (t as unknown as (key: string) => string)(`content.${kind.kind}.problems.${key}`)
    }
    return out
  }
}

/**
 * The message of a refused write: the kind's own refusal when the server's message is one of its `problems`
 * (decision 118: a trivia's questions, frozen once played), else the managers' shared ones.
 */
export function kindRefusal(kind: AnyContentKind) {
  const keyByText = new Map(Object.entries(kind.problems ?? {}).map(([key, text]) => [text, key]))
  return (error: unknown): ParseKeys => {
    const key = error instanceof ApiRequestError ? keyByText.get(error.message) : undefined
    // A key built from the kind's declaration (content-text.test.ts checks every one is in the locales).
    return key ? (`content.${kind.kind}.problems.${key}` as ParseKeys) : writeErrorKey(error)
  }
}
