import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useFollows } from '../features/follows/use-follows.ts'
import { MyGamesCard } from '../features/my-games/components/my-games-card.tsx'
import { nowQueries } from '../features/now/api.ts'
import { NowAndNext } from '../features/now/components/now-and-next.tsx'
import { currentLocale, useLocale } from '../i18n/i18n.ts'
import { configQueries } from '../platform/config/api.ts'
import { GamesDayChip } from '../platform/config/components/games-day-chip.tsx'
import { referenceQueries } from '../platform/reference/api.ts'
import { DisciplineLinks } from '../platform/reference/components/discipline-links.tsx'

/**
 * Home is a glance: each of "live" and "next" shows this many cards, the rest one tap away (decision 062). The whole
 * day is the schedule's job.
 */
const HOME_CARDS_PER_LIST = 4

export const Route = createFileRoute('/')({
  // Prefetch without waiting, so the page shows its skeletons at once instead of a blank wait.
  loader: ({ context: { queryClient } }) => {
    const lang = currentLocale()
    void queryClient.prefetchQuery(nowQueries.current(lang))
    void queryClient.prefetchQuery(referenceQueries.disciplines(lang))
  },
  component: HomePage,
})

function HomePage() {
  const { t } = useTranslation()
  const games = useQuery(configQueries.detail(useLocale())).data?.games
  const { follows, ready } = useFollows()
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 items-start gap-12 xl:grid-cols-[minmax(0,1fr)_24rem] xl:gap-10">
      <div className="grid grid-cols-1 gap-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{t('home.title')}</h1>
          {games && <GamesDayChip games={games} />}
        </div>
        <MyGamesCard follows={follows} ready={ready} />
        <NowAndNext timeZone={games?.timeZone} collapseAfter={HOME_CARDS_PER_LIST} />
      </div>
      <section aria-labelledby="home-disciplines" className="grid gap-4 xl:sticky xl:top-24">
        <h2 id="home-disciplines" className="text-lg font-bold text-ink">
          {t('home.disciplinesHeading')}
        </h2>
        <DisciplineLinks />
      </section>
    </div>
  )
}
