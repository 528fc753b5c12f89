import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { AmbassadorsPage } from '../features/info/components/ambassadors-page.tsx'
import { useLocale } from '../i18n/i18n.ts'
import { configQueries } from '../platform/config/api.ts'

export const Route = createFileRoute('/ambassadors')({ component: Page })

function Page() {
  return <AmbassadorsPage games={useQuery(configQueries.detail(useLocale())).data?.games} />
}
