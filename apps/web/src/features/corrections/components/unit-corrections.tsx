import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../../../i18n/i18n.ts'
import { configQueries } from '../../../platform/config/api.ts'
import { Shielded } from '../../../platform/spoiler-shield/components/shielded.tsx'
import { correctionQueries } from '../api.ts'

import { CorrectionCard } from './correction-card.tsx'

/**
 * A unit's corrections on its page (decision 086): nothing when it has none; else "Corrected at 18:42" with the
 * changes and the reason, newest first, behind the spoiler shield like the results they change.
 */
export function UnitCorrections({ code }: { code: string }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const query = useQuery(correctionQueries.unit(code, locale))
  const timeZone = useQuery(configQueries.detail(locale)).data?.games.timeZone
  const list = query.data?.corrections ?? []
  const first = list[0]
  if (!first || !timeZone) return null
  return (
    <section
      aria-labelledby="unit-corrections"
      data-testid="unit-corrections"
      className="grid gap-3 rounded-2xl border border-warn-strong/40 bg-warn-soft p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="unit-corrections" className="text-lg font-bold text-ink">
          {t('corrections.unitHeading')}
        </h2>
        <Link to="/corrections" className="text-sm font-semibold text-brand-strong underline underline-offset-2">
          {t('corrections.seeAll')}
        </Link>
      </div>
      <Shielded unitCode={code} startAt={first.unit.startAt}>
        <div className="grid gap-2">
          {list.map((c) => (
            <CorrectionCard key={c.id} correction={c} locale={locale} timeZone={timeZone} showUnit={false} />
          ))}
        </div>
      </Shielded>
    </section>
  )
}
