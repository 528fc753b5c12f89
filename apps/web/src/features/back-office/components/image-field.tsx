import { IMAGE_TYPES, imageFileProblem, VALIDATION_MESSAGES } from '@podium/domain'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { secondaryButton } from '../../../components/ui/button-styles.ts'
import { ApiRequestError } from '../../../lib/api-client.ts'

/** The chosen image, or what it must become: kept (no change), replaced by a file, or removed. */
export type ImageChoice = { kind: 'keep' } | { kind: 'file'; file: File } | { kind: 'remove' }

/**
 * The problem the form shows for a chosen image before sending (the server checks the same and more: the pixels,
 * whether it decodes), as a validation message the field errors translate.
 */
export async function imageChoiceProblem(choice: ImageChoice): Promise<string | undefined> {
  if (choice.kind !== 'file') return undefined
  const problem = imageFileProblem(new Uint8Array(await choice.file.arrayBuffer()))
  return problem ? VALIDATION_MESSAGES[problem] : undefined
}

/** An image refused by the server's body limit (413) is shown like the form's own size check. */
export const isTooLarge = (error: unknown) => error instanceof ApiRequestError && error.status === 413

/**
 * An image chooser with its preview (decision 042): the stored image, or the chosen file before it is sent, and a
 * button that removes the stored one. JPEG, PNG or WebP up to 5 MB; the server re-encodes it.
 */
export function ImageField({
  label,
  hint,
  currentUrl,
  hasImage,
  choice,
  onChoice,
  error,
  removeLabel,
  previewClassName,
  emptyText,
}: {
  label: string
  hint: string
  /** What the public sees now (the uploaded image or the generated one). */
  currentUrl: string | undefined
  /** Whether an uploaded image is stored (only then can it be removed). */
  hasImage: boolean
  choice: ImageChoice
  onChoice: (choice: ImageChoice) => void
  error: string | undefined
  removeLabel: string
  previewClassName: string
  /** What shows while there is no image (by default: a generated picture is shown). */
  emptyText?: string
}) {
  const { t } = useTranslation()
  const id = useId()
  const [preview, setPreview] = useState<string | undefined>(undefined)
  const file = choice.kind === 'file' ? choice.file : null
  useEffect(() => {
    if (!file) return setPreview(undefined)
    const url = URL.createObjectURL(file)
    setPreview(url)
    return () => URL.revokeObjectURL(url)
  }, [file])
  const shown = preview ?? (choice.kind === 'remove' ? undefined : currentUrl)
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-3">
        {shown ? (
          <img src={shown} alt={t('manage.images.preview')} className={previewClassName} />
        ) : (
          <p className="text-sm text-ink-muted">{emptyText ?? t('manage.images.generated')}</p>
        )}
        {hasImage && choice.kind !== 'remove' && (
          <button type="button" className={secondaryButton} onClick={() => onChoice({ kind: 'remove' })}>
            {removeLabel}
          </button>
        )}
        {choice.kind === 'remove' && (
          <button type="button" className={secondaryButton} onClick={() => onChoice({ kind: 'keep' })}>
            {t('manage.images.keep')}
          </button>
        )}
      </div>
      <input
        id={id}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        className="block w-full rounded-xl border border-line bg-surface px-3 py-2 text-sm text-ink file:mr-3 file:rounded-lg file:border-0 file:bg-brand-soft file:px-3 file:py-1.5 file:font-semibold file:text-brand-strong"
        onChange={(e) => {
          const chosen = e.target.files?.[0]
          onChoice(chosen ? { kind: 'file', file: chosen } : { kind: 'keep' })
        }}
      />
      <p id={`${id}-hint`} className="text-xs text-ink-muted" aria-live="polite">
        {choice.kind === 'remove' ? t('manage.images.willRemove') : hint}
      </p>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  )
}
