import { type Delegation, medalEventsNewestFirst } from '@podium/domain'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { secondaryButton } from '../../../components/ui/button-styles.ts'
import { LoadError } from '../../../components/ui/load-error.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { medalQueries } from '../../medals/api.ts'
import { MedallistList } from '../../medals/components/medallist-list.tsx'

/**
 * A delegation's medals, its most recently decided events first: the page brings the first ones, the rest comes from
 * the medallists list filtered by the delegation when asked for (decision 018).
 */
export function DelegationMedals({ code, first }: { code: string; first: Delegation['medals']['medallists'] }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const [showAll, setShowAll] = useState(false)
  const all = useQuery({ ...medalQueries.medallists(locale, { organisation: code }), enabled: showAll })
  const whole = showAll ? all.data : undefined
  const items = useMemo(
    () => medalEventsNewestFirst(whole ?? first.items).flatMap((event) => event.medallists),
    [whole, first.items],
  )
  const firstRevealed = useRef<HTMLLIElement>(null)
  const focusWhenRevealed = useRef(false)

  useEffect(() => {
    // The button goes away: the focus moves on to the first medal it revealed.
    if (whole && focusWhenRevealed.current) {
      focusWhenRevealed.current = false
      firstRevealed.current?.focus()
    }
  }, [whole])

  const loadingAll = showAll && all.isPending
  return (
    <>
      <div className="rounded-2xl border border-line bg-surface px-4 py-2 shadow-xs">
        <MedallistList
          items={items}
          showEvent
          revealedFrom={whole ? first.items.length : undefined}
          revealedRef={firstRevealed}
        />
      </div>
      {showAll && all.isError ? (
        <LoadError onRetry={() => void all.refetch()} />
      ) : (
        !whole &&
        first.total > first.items.length && (
          <button
            type="button"
            className={`${secondaryButton} justify-self-start`}
            disabled={loadingAll}
            aria-busy={loadingAll}
            onClick={() => {
              focusWhenRevealed.current = true
              setShowAll(true)
            }}
          >
            {loadingAll ? t('delegation.medalsLoading') : t('delegation.showAllMedals', { count: first.total })}
          </button>
        )
      )}
    </>
  )
}
