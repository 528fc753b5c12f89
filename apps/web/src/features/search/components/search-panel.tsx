import { type PreparedSearchEntry, prepareSearchEntries, searchEntries } from '@podium/domain'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useDeferredValue, useEffect, useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../../../i18n/i18n.ts'
import { searchQueries } from '../api.ts'
import type { SearchPanelProps } from './search-box.tsx'

/**
 * The search box's results (decision 083): the language's index searched on the device at each key, grouped by kind,
 * at most five per kind; the arrows move through every result, Enter opens the one the arrows are on.
 */
export default function SearchPanel({ id, query, variant, keys, onActive, onExpanded, onChosen }: SearchPanelProps) {
  const { t } = useTranslation()
  const locale = useLocale()
  const navigate = useNavigate()
  const optionPrefix = useId()
  const index = useQuery(searchQueries.index(locale))
  const prepared = useMemo(() => (index.data ? prepareSearchEntries(index.data.items) : []), [index.data])
  const typed = useDeferredValue(query)
  const groups = useMemo(() => searchEntries(prepared, typed), [prepared, typed])
  const flat = useMemo(() => groups.flatMap((group) => group.entries), [groups])
  const [active, setActive] = useState(-1)
  const optionId = (position: number) => `${optionPrefix}-${position}`
  const searching = typed.trim().length >= 2

  // A new query starts with no option chosen: Enter before an arrow opens nothing the visitor has not seen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the results change, not on each render
  useEffect(() => setActive(-1), [flat])
  useEffect(() => onActive(active >= 0 ? optionId(active) : undefined))
  useEffect(() => onExpanded(flat.length > 0), [flat.length, onExpanded])

  const choose = (entry: PreparedSearchEntry) => {
    onChosen()
    void navigate({ to: entry.path as '/' })
  }

  keys.current = (event) => {
    if (flat.length === 0) return
    const last = flat.length - 1
    const move = (to: number) => {
      event.preventDefault()
      setActive(to)
      document.getElementById(optionId(to))?.scrollIntoView({ block: 'nearest' })
    }
    if (event.key === 'ArrowDown') move(active >= last ? 0 : active + 1)
    else if (event.key === 'ArrowUp') move(active <= 0 ? last : active - 1)
    else if (event.key === 'Home' && active >= 0) move(0)
    else if (event.key === 'End' && active >= 0) move(last)
    else if (event.key === 'Enter') {
      const entry = flat[Math.max(active, 0)]
      if (entry && (active >= 0 || flat.length === 1)) {
        event.preventDefault()
        choose(entry)
      }
    }
  }

  const status = !searching
    ? variant === 'page'
      ? t('search.hint')
      : ''
    : index.isPending
      ? t('search.loading')
      : index.isError
        ? t('search.unavailable')
        : flat.length === 0
          ? t('search.none', { query: typed.trim() })
          : t('search.count', { count: flat.length })

  let position = -1
  const frame =
    variant === 'header'
      ? 'absolute top-full right-0 z-40 mt-2 max-h-[70dvh] w-[28rem] overflow-y-auto rounded-xl border border-line bg-surface p-2 shadow-lg'
      : 'mt-4'
  return (
    <>
      <p role="status" className={flat.length > 0 || variant === 'header' ? 'sr-only' : 'px-1 text-sm text-ink-muted'}>
        {status}
      </p>
      {status && variant === 'header' && flat.length === 0 && searching && (
        <p aria-hidden="true" className={`${frame} text-sm text-ink-muted`}>
          {status}
        </p>
      )}
      {flat.length > 0 && (
        <div id={id} role="listbox" aria-label={t('search.results')} className={frame}>
          {groups.map((group) => (
            // biome-ignore lint/a11y/useSemanticElements: a listbox's groups are `group`s (the ARIA combobox pattern), not fieldsets
            <div key={group.kind} role="group" aria-labelledby={`${optionPrefix}-${group.kind}`} className="py-1">
              <div
                id={`${optionPrefix}-${group.kind}`}
                role="presentation"
                className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-ink-muted uppercase"
              >
                {t(`search.kinds.${group.kind}`)}
              </div>
              {group.entries.map((entry) => {
                position += 1
                const at = position
                return (
                  // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard stays in the combobox, whose arrows and Enter choose
                  <div
                    key={`${entry.kind}:${entry.path}:${entry.name}`}
                    id={optionId(at)}
                    role="option"
                    aria-selected={at === active}
                    tabIndex={-1}
                    // The box keeps the focus: a press on a result must not blur it before the click lands.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => choose(entry)}
                    onMouseMove={() => active !== at && setActive(at)}
                    className="flex cursor-pointer flex-col rounded-lg px-3 py-2 text-ink aria-selected:bg-brand-soft aria-selected:text-brand-strong"
                  >
                    <span className="truncate font-medium">{entry.name}</span>
                    {entry.detail && <span className="truncate text-sm text-ink-muted">{entry.detail}</span>}
                  </div>
                )
              })}
            </div>
          ))}
        </div>
      )}
    </>
  )
}
