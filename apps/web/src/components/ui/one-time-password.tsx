import { Copy } from 'lucide-react'
import { useId } from 'react'
import { toast } from 'sonner'
import { secondaryButton } from './button-styles.ts'
import { FIELD } from './field-styles.ts'

/**
 * A password shown this once (a new account's, a reset's, the importing admin's): read-only and selected on focus,
 * a copy button that says whether it copied, and a hint that it will not be shown again. The words are the caller's.
 */
export function OneTimePassword({
  password,
  text,
}: {
  password: string
  text: { label: string; hint: string; copy: string; copied: string; copyFailed: string }
}) {
  const id = useId()
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(password)
      toast.success(text.copied)
    } catch {
      toast.error(text.copyFailed)
    }
  }
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {text.label}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={id}
          readOnly
          value={password}
          className={`${FIELD} min-w-0 flex-1 font-mono text-base`}
          onFocus={(e) => e.target.select()}
        />
        <button type="button" className={secondaryButton} onClick={() => void copy()}>
          <Copy aria-hidden="true" className="size-4" />
          {text.copy}
        </button>
      </div>
      <p className="text-xs text-ink-muted">{text.hint}</p>
    </div>
  )
}
