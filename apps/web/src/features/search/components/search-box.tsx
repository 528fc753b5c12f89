import { Search } from 'lucide-react'
import { type KeyboardEvent, lazy, type RefObject, Suspense, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

/** What the results panel needs from the box: loaded lazily, so the first page's JavaScript does not carry it. */
export interface SearchPanelProps {
  id: string
  query: string
  variant: 'header' | 'page'
  /** The box's arrow, Enter and Home/End keys, handled by the panel that knows the results. */
  keys: RefObject<((event: KeyboardEvent<HTMLInputElement>) => void) | null>
  /** The option the arrows are on (the box's `aria-activedescendant`), and whether a list is shown. */
  onActive: (optionId: string | undefined) => void
  onExpanded: (expanded: boolean) => void
  /** A result chosen: the page it names is being opened. */
  onChosen: () => void
}

const SearchPanel = lazy(() => import('./search-panel.tsx'))

/**
 * The one search box (issue 39, decision 083): a combobox whose results panel, index and matching load on the first
 * focus, not with the page. In the header on a desktop; on a phone the `/search` page holds it, open.
 */
export function SearchBox({ variant }: { variant: 'header' | 'page' }) {
  const { t } = useTranslation()
  const inputId = useId()
  const descriptionId = useId()
  const listId = useId()
  const [query, setQuery] = useState('')
  const [armed, setArmed] = useState(variant === 'page')
  const [open, setOpen] = useState(variant === 'page')
  const [expanded, setExpanded] = useState(false)
  const [active, setActive] = useState<string | undefined>()
  const keys = useRef<((event: KeyboardEvent<HTMLInputElement>) => void) | null>(null)
  const shown = open && expanded
  return (
    <div className={variant === 'header' ? 'relative w-64 xl:w-80' : 'relative'}>
      <label htmlFor={inputId} className="sr-only">
        {t('search.label')}
      </label>
      <span id={descriptionId} className="sr-only">
        {t('search.description')}
      </span>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted"
        />
        <input
          id={inputId}
          type="search"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-describedby={descriptionId}
          aria-expanded={shown}
          aria-controls={shown ? listId : undefined}
          aria-activedescendant={shown ? active : undefined}
          placeholder={t('search.placeholder')}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value)
            setOpen(true)
          }}
          onFocus={() => {
            setArmed(true)
            setOpen(true)
          }}
          onBlur={() => {
            if (variant === 'header') setOpen(false)
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && variant === 'header') {
              if (query) setQuery('')
              else setOpen(false)
              return
            }
            if (!open) setOpen(true)
            keys.current?.(event)
          }}
          className={`w-full rounded-full border border-line bg-surface-muted py-2 pr-3 pl-9 text-ink placeholder:text-ink-muted focus:border-brand focus:outline-2 focus:outline-offset-1 focus:outline-brand ${
            variant === 'header' ? 'h-9 text-sm' : 'h-12 text-base'
          }`}
        />
      </div>
      {armed && (open || variant === 'page') && (
        <Suspense fallback={null}>
          <SearchPanel
            id={listId}
            query={query}
            variant={variant}
            keys={keys}
            onActive={setActive}
            onExpanded={setExpanded}
            onChosen={() => {
              setQuery('')
              if (variant === 'header') setOpen(false)
            }}
          />
        </Suspense>
      )}
    </div>
  )
}
