import type { AppConfig } from '@podium/domain'
import { CalendarDays } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Badge } from '../../../components/ui/badge.tsx'
import { gamesDay } from '../games-calendar.ts'

export function GamesDayChip({ games }: { games: AppConfig['games'] }) {
  const { t } = useTranslation()
  const day = gamesDay(games)
  if (!day) return null
  return (
    <Badge tone="brand">
      <CalendarDays aria-hidden="true" className="size-3.5" />
      {t('home.dayOf', day)}
    </Badge>
  )
}
