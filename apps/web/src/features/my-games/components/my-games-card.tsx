import type { Follow } from '@podium/domain'
import { Link } from '@tanstack/react-router'
import { ChevronRight, Heart } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/** Home's card that leads to My games: how many things I follow, or how to start. */
export function MyGamesCard({ follows }: { follows: readonly Follow[] }) {
  const { t } = useTranslation()
  return (
    <Link
      to="/my-games"
      className="flex items-center gap-3 rounded-2xl border border-line bg-surface p-4 shadow-xs transition hover:border-brand"
    >
      <Heart aria-hidden="true" className="size-6 shrink-0 text-brand-strong" />
      <span className="min-w-0 flex-1">
        <span className="block font-bold text-ink">{t('myGames.title')}</span>
        <span className="block text-sm text-ink-muted">
          {follows.length === 0 ? t('myGames.cardEmpty') : t('myGames.following', { count: follows.length })}
        </span>
      </span>
      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-ink-muted" />
    </Link>
  )
}
