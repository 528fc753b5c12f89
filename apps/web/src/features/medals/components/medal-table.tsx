import { type Medal, type MedalTableItem, medalEventsNewestFirst } from '@podium/domain'
import { useQuery } from '@tanstack/react-query'
import { ChevronDown } from 'lucide-react'
import { Fragment, type ReactNode, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Flag } from '../../../components/ui/flag.tsx'
import { MEDAL_TEXT, MedalIcon } from '../../../components/ui/medal-icon.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { Shielded } from '../../../platform/spoiler-shield/components/shielded.tsx'
import { type MedalFilters, medalQueries } from '../api.ts'
import { MedallistList } from './medallist-list.tsx'

const CELL = 'px-2 py-2.5 text-right tabular-nums sm:px-3'
/** The medal columns: as narrow as their disc on a phone, so the delegations' names keep their room. */
const MEDAL_CELL = 'px-1 py-2.5 text-center tabular-nums sm:px-3'
const MEDALS = ['GOLD', 'SILVER', 'BRONZE'] as const satisfies readonly Medal[]
const COUNT = { GOLD: 'gold', SILVER: 'silver', BRONZE: 'bronze' } as const

/** The medal table; each row opens the delegation's medallists under the current filters. */
export function MedalTableView({
  items,
  filters,
  rowMark,
}: {
  items: MedalTableItem[]
  filters: MedalFilters
  /** A mark beside a delegation's name: a correction moved its medals (decision 086). */
  rowMark?: ((organisation: { code: string; name: string }) => ReactNode) | undefined
}) {
  const { t } = useTranslation()
  const [open, setOpen] = useState<string | null>(null)
  // The spoiler shield (decision 054) hides the standings everywhere they show: page, discipline tab, widget.
  return (
    <Shielded>
      <div className="overflow-hidden rounded-2xl border border-line bg-surface shadow-xs">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{t('medals.tableCaption')}</caption>
          <thead className="bg-surface-muted text-xs font-semibold text-ink-muted uppercase">
            <tr>
              <th scope="col" className="w-10 px-2 py-2 text-right sm:px-3">
                <abbr title={t('medals.rank')} className="no-underline">
                  #
                </abbr>
              </th>
              <th scope="col" className="px-2 py-2 text-left sm:px-3">
                {t('medals.delegation')}
              </th>
              {MEDALS.map((medal) => (
                <th key={medal} scope="col" className={MEDAL_CELL}>
                  {/* The disc's label names the column (Gold, Silver, Bronze) for screen readers. */}
                  <span className="inline-flex">
                    <MedalIcon medal={medal} />
                  </span>
                </th>
              ))}
              <th scope="col" className={CELL}>
                {t('medals.total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((row) => {
              const code = row.organisation.code
              const expanded = open === code
              return (
                <Fragment key={code}>
                  <tr className="border-t border-line">
                    <td className={`${CELL} font-semibold text-ink-muted`}>{row.rank}</td>
                    <th scope="row" className="w-full max-w-0 px-2 py-1 text-left font-medium sm:px-3">
                      <div className="flex items-center gap-1">
                        <button
                          type="button"
                          aria-expanded={expanded}
                          aria-controls={`medallists-${code}`}
                          onClick={() => setOpen(expanded ? null : code)}
                          className="flex w-full min-w-0 items-center gap-2 rounded-lg py-1.5 text-left text-ink hover:text-brand"
                        >
                          <Flag src={row.organisation.flagUrl} name={row.organisation.name} decorative />
                          {/* Wraps rather than cut: "Estados Unidos" on two lines beats "Estados Un…" at 360 px (issue 39). */}
                          <span className="min-w-0 flex-1 leading-snug break-words hyphens-auto">
                            {row.organisation.name}
                          </span>
                          <ChevronDown
                            aria-hidden="true"
                            className={`size-4 shrink-0 text-ink-muted transition ${expanded ? 'rotate-180' : ''}`}
                          />
                        </button>
                        {rowMark?.(row.organisation)}
                      </div>
                    </th>
                    {MEDALS.map((medal) => {
                      const count = row[COUNT[medal]]
                      return (
                        <td
                          key={medal}
                          className={`${MEDAL_CELL} ${count > 0 ? `font-semibold ${MEDAL_TEXT[medal]}` : 'text-ink-muted'}`}
                        >
                          {count}
                        </td>
                      )
                    })}
                    <td className={`${CELL} font-bold`}>{row.total}</td>
                  </tr>
                  {expanded && (
                    <tr id={`medallists-${code}`} className="bg-page">
                      <td colSpan={6} className="px-3 py-2 sm:px-5">
                        <DelegationMedallists code={code} filters={filters} />
                      </td>
                    </tr>
                  )}
                </Fragment>
              )
            })}
          </tbody>
        </table>
      </div>
    </Shielded>
  )
}

function DelegationMedallists({ code, filters }: { code: string; filters: MedalFilters }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const query = useQuery(
    medalQueries.medallists(locale, {
      discipline: filters.discipline,
      organisation: code,
      gender: filters.gender,
      division: filters.division,
    }),
  )
  // The same order as the delegation's page: its most recently decided events first, gold before silver in one.
  const items = useMemo(
    () => (query.data ? medalEventsNewestFirst(query.data).flatMap((event) => event.medallists) : []),
    [query.data],
  )
  if (query.isPending) return <p className="py-2 text-sm text-ink-muted">{t('medals.loading')}</p>
  if (query.isError) return <p className="py-2 text-sm text-ink">{t('medals.loadError')}</p>
  if (!items.length) return <p className="py-2 text-sm text-ink-muted">{t('medals.noMedalsYet')}</p>
  return <MedallistList items={items} showEvent />
}
