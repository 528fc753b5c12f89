import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../../../i18n/i18n.ts'
import { apiHref } from '../../../lib/api-origin.ts'
import { useLiveSync } from '../../../platform/live/live-sync.ts'
import { SaverImage } from '../../../platform/low-data/components/saver-image.tsx'
import { infoQueries } from '../api.ts'
import { PageFrame } from './page-frame.tsx'

const TIER_GRID = {
  master: 'grid-cols-1 sm:grid-cols-2',
  official: 'grid-cols-2 lg:grid-cols-4',
  supporter: 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-5',
  supplier: 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-5',
} as const

export function SponsorsPage() {
  const { t } = useTranslation()
  useLiveSync()
  const query = useQuery(infoQueries.sponsors(useLocale()))
  return (
    <PageFrame
      title={t('sponsors.title')}
      query={query}
      isEmpty={!query.data?.tiers.length}
      emptyText={t('sponsors.empty')}
      loadingLabel={t('sponsors.loading')}
    >
      {query.data?.tiers.map(({ tier, sponsors }) => (
        <section key={tier} aria-labelledby={`tier-${tier}`} className="grid gap-3">
          <h2 id={`tier-${tier}`} className="text-lg font-bold text-ink">
            {t(`sponsors.tier.${tier}`)}
          </h2>
          <ul className={`grid gap-3 ${TIER_GRID[tier]}`}>
            {sponsors.map((s) => (
              <li key={s.id}>
                <a
                  href={s.website ?? undefined}
                  target="_blank"
                  rel="noreferrer"
                  className="grid h-full place-items-center rounded-2xl border border-line bg-white p-4 shadow-xs transition hover:border-brand"
                >
                  <SaverImage
                    src={apiHref(s.logoUrl)}
                    alt={s.name}
                    loading="lazy"
                    className="max-h-24 w-full object-contain"
                  />
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </PageFrame>
  )
}
