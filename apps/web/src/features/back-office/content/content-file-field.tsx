import { type ContentFileField, documentFileProblem, VALIDATION_MESSAGES } from '@podium/domain'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { ContentAdminItem } from './content-api.ts'
import type { KindText } from './content-text.ts'

/** What each file widget accepts, and its check before sending (the server's own, decision 039). */
const WIDGETS = {
  pdf: { accept: 'application/pdf,.pdf', problem: documentFileProblem },
} as const

/** A file's size as the back office says it: whole kilobytes, at least 1. */
export const kilobytes = (bytes: number) => Math.max(1, Math.round(bytes / 1024))

/**
 * The problem the form shows for a kind's file before sending (decision 115), as a validation message the field
 * errors translate: the widget's check of a chosen file, or none chosen on a create when the kind requires one.
 */
export async function fileChoiceProblem(
  field: ContentFileField,
  file: File | undefined,
  creating: boolean,
): Promise<string | undefined> {
  if (!file) return creating && field.required ? VALIDATION_MESSAGES.fileRequired : undefined
  const problem = WIDGETS[field.widget].problem(new Uint8Array(await file.arrayBuffer()))
  return problem ? VALIDATION_MESSAGES[problem] : undefined
}

/**
 * A kind's file that travels with the item (decision 113: a document's PDF): labelled `fields.<name>` ("(required)"
 * on a create when it is), with `files.<name>.hint` under it until a file is chosen; on an edit, the stored file
 * (the item's `fileName` and `sizeBytes`) is kept unless another is chosen.
 */
export function ContentFileInput({
  field,
  item,
  text,
  file,
  onFile,
  error,
}: {
  field: ContentFileField
  item: ContentAdminItem | undefined
  text: KindText & { generic: KindText }
  file: File | undefined
  onFile: (file: File | undefined) => void
  error: string | undefined
}) {
  const { t } = useTranslation()
  const id = useId()
  const required = field.required && !item ? ` (${t('manage.required')})` : ''
  const hint = file
    ? text.generic('fileChosen', { name: file.name, size: kilobytes(file.size) })
    : item && typeof item.fileName === 'string'
      ? text.generic('fileKept', { name: item.fileName, size: kilobytes(Number(item.sizeBytes ?? 0)) })
      : text(`files.${field.name}.hint`)
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {`${text(`fields.${field.name}`)}${required}`}
      </label>
      <input
        id={id}
        type="file"
        accept={WIDGETS[field.widget].accept}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        className="block w-full rounded-xl border border-line bg-surface px-3 py-2 text-sm text-ink file:mr-3 file:rounded-lg file:border-0 file:bg-brand-soft file:px-3 file:py-1.5 file:font-semibold file:text-brand-strong"
        onChange={(e) => onFile(e.target.files?.[0] ?? undefined)}
      />
      <p id={`${id}-hint`} className="text-xs break-words text-ink-muted" aria-live="polite">
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  )
}
