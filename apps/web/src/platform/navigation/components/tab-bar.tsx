import type { NavEntry } from '@podium/domain'
import { Menu, X } from 'lucide-react'
import { useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { TAB_BAR_SIZE } from '../nav-entries.ts'
import { NavLink } from './nav-link.tsx'

/** Phones: the first entries as a bottom tab bar, the rest in a sheet behind "More". */
export function TabBar({ entries }: { entries: readonly NavEntry[] }) {
  const { t } = useTranslation()
  const sheet = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const close = () => sheet.current?.close()
  const hasMore = entries.length > TAB_BAR_SIZE
  const tabs = hasMore ? entries.slice(0, TAB_BAR_SIZE) : entries

  return (
    <>
      <nav
        aria-label={t('nav.label')}
        className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur supports-[backdrop-filter]:bg-surface/85"
      >
        <ul className="mx-auto grid h-16 max-w-xl grid-flow-col auto-cols-fr">
          {tabs.map((entry) => (
            <li key={entry.path} className="min-w-0">
              <NavLink entry={entry} variant="tab" />
            </li>
          ))}
          {hasMore && (
            <li className="min-w-0">
              <button
                type="button"
                aria-haspopup="dialog"
                onClick={() => sheet.current?.showModal()}
                className="flex h-full w-full flex-col items-center justify-center gap-1 text-[0.625rem] leading-tight font-medium tracking-tight whitespace-nowrap text-ink-muted"
              >
                <Menu aria-hidden="true" className="size-6" />
                {t('nav.more')}
              </button>
            </li>
          )}
        </ul>
      </nav>
      {hasMore && (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click mirrors Escape, which <dialog> handles natively.
        <dialog
          ref={sheet}
          aria-labelledby={titleId}
          // A click on the backdrop lands on the dialog element itself: close, as a sheet does.
          onClick={(event) => event.target === event.currentTarget && close()}
          className="mt-auto mb-0 max-h-[85dvh] w-full max-w-none rounded-t-2xl bg-surface p-0 text-ink backdrop:bg-black/50"
        >
          <div className="flex items-center justify-between border-b border-line px-4 py-3">
            <h2 id={titleId} className="text-base font-semibold">
              {t('nav.menu')}
            </h2>
            <button
              type="button"
              onClick={close}
              aria-label={t('nav.close')}
              className="flex size-10 items-center justify-center rounded-full text-ink-muted hover:bg-surface-muted"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          <ul className="grid gap-1 px-2 pt-2 pb-[calc(1rem+env(safe-area-inset-bottom))] sm:grid-cols-2">
            {entries.map((entry) => (
              <li key={entry.path}>
                <NavLink entry={entry} variant="sheet" onNavigate={close} />
              </li>
            ))}
          </ul>
        </dialog>
      )}
    </>
  )
}
