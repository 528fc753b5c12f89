import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { VideosPage } from '../features/info/components/videos-page.tsx'
import { useLocale } from '../i18n/i18n.ts'
import { configQueries } from '../platform/config/api.ts'

export const Route = createFileRoute('/videos')({ component: Page })

function Page() {
  return <VideosPage timeZone={useQuery(configQueries.detail(useLocale())).data?.games.timeZone} />
}
