import { USER_TYPES, type UserType } from '@podium/domain'
import { createFileRoute } from '@tanstack/react-router'
import { RankingPage } from '../features/ranking/components/ranking-page.tsx'

export const Route = createFileRoute('/ranking')({
  validateSearch: (search: Record<string, unknown>): { userType?: UserType } =>
    (USER_TYPES as readonly unknown[]).includes(search.userType) ? { userType: search.userType as UserType } : {},
  component: function Ranking() {
    return <RankingPage userType={Route.useSearch().userType} />
  },
})
