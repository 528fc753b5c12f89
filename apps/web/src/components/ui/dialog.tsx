import { X } from 'lucide-react'
import { type ReactNode, useEffect, useRef } from 'react'

interface Props {
  open: boolean
  onClose: () => void
  title: string
  closeLabel: string
  children: ReactNode
  /** Wider panel for viewers (PDF, photos). */
  wide?: boolean
}

/** A modal on the native <dialog>: focus is trapped and Escape closes it, by the browser itself. */
export function Dialog({ open, onClose, title, closeLabel, children, wide }: Props) {
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])
  return (
    <dialog
      ref={ref}
      aria-label={title}
      onClose={onClose}
      className={`m-auto w-[calc(100vw-1.5rem)] rounded-2xl border border-line bg-surface p-0 text-ink shadow-xl backdrop:bg-black/60 ${
        wide ? 'max-w-5xl' : 'max-w-lg'
      }`}
    >
      {open && (
        <div className="flex max-h-[90dvh] flex-col">
          <div className="flex items-center justify-between gap-3 border-b border-line px-4 py-3">
            <h2 className="min-w-0 truncate font-semibold">{title}</h2>
            <button
              type="button"
              onClick={onClose}
              aria-label={closeLabel}
              className="rounded-full p-2 text-ink-muted hover:bg-surface-muted hover:text-ink"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          <div className="min-h-0 flex-1 overflow-auto p-4">{children}</div>
        </div>
      )}
    </dialog>
  )
}
