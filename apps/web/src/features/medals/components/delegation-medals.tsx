import { type Delegation, medalEventsNewestFirst } from '@podium/domain'
import { useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { ShowAllButton, useShowAll } from '../../../components/ui/show-all.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { medalQueries } from '../api.ts'
import { MedallistList } from './medallist-list.tsx'

/**
 * A delegation's medals, its most recently decided events first: the page brings the first ones, the rest comes from
 * the medallists list filtered by the delegation when asked for (decision 018).
 */
export function DelegationMedals({ code, first }: { code: string; first: Delegation['medals']['medallists'] }) {
  const { t } = useTranslation()
  const firstRevealed = useRef<HTMLLIElement>(null)
  const showAll = useShowAll(medalQueries.medallists(useLocale(), { organisation: code }), firstRevealed)
  const { whole } = showAll
  const items = useMemo(
    () => medalEventsNewestFirst(whole ?? first.items).flatMap((event) => event.medallists),
    [whole, first.items],
  )
  return (
    <>
      <div className="rounded-2xl border border-line bg-surface px-4 py-2 shadow-xs">
        <MedallistList
          items={items}
          showEvent
          showOrganisation={false}
          revealedFrom={whole ? first.items.length : undefined}
          revealedRef={firstRevealed}
        />
      </div>
      {first.total > first.items.length && (
        <ShowAllButton
          showAll={showAll}
          label={t('delegation.showAllMedals', { count: first.total })}
          loadingLabel={t('delegation.medalsLoading')}
        />
      )}
    </>
  )
}
