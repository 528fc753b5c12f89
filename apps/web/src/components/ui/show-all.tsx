import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query'
import { type RefObject, useEffect, useRef, useState } from 'react'
import { secondaryButton } from './button-styles.ts'
import { LoadError } from './load-error.tsx'

export interface ShowAll<TData> {
  /** The whole list, once asked for and loaded. */
  whole: TData | undefined
  loading: boolean
  failed: boolean
  request: () => void
  retry: () => void
}

/**
 * A list's first items come with the page; `options` reads the whole list, only when the visitor asks for it. The
 * element of `firstRevealed` (the first item the whole list adds) then takes the focus, as the button goes away.
 */
export function useShowAll<TQueryFnData, TData, TKey extends QueryKey>(
  options: UseQueryOptions<TQueryFnData, Error, TData, TKey>,
  firstRevealed: RefObject<HTMLElement | null>,
): ShowAll<TData> {
  const [requested, setRequested] = useState(false)
  const all = useQuery({ ...options, enabled: requested })
  const whole = requested ? all.data : undefined
  const focusWhenRevealed = useRef(false)
  useEffect(() => {
    if (whole && focusWhenRevealed.current) {
      focusWhenRevealed.current = false
      firstRevealed.current?.focus()
    }
  }, [whole, firstRevealed])
  return {
    whole,
    loading: requested && all.isPending,
    failed: requested && all.isError,
    request: () => {
      focusWhenRevealed.current = true
      setRequested(true)
    },
    retry: () => void all.refetch(),
  }
}

/** The "show all" button (busy while the list loads), or the load error with a retry. Nothing once shown. */
export function ShowAllButton<TData>({
  showAll,
  label,
  loadingLabel,
}: {
  showAll: ShowAll<TData>
  label: string
  loadingLabel: string
}) {
  if (showAll.failed) return <LoadError onRetry={showAll.retry} />
  if (showAll.whole) return null
  return (
    <button
      type="button"
      className={`${secondaryButton} justify-self-start`}
      onClick={showAll.request}
      disabled={showAll.loading}
      aria-busy={showAll.loading}
    >
      {showAll.loading ? loadingLabel : label}
    </button>
  )
}
