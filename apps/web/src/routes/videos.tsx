import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { configQueries } from '../features/config/api.ts'
import { VideosPage } from '../features/info/components/videos-page.tsx'
import { useLocale } from '../i18n/i18n.ts'

export const Route = createFileRoute('/videos')({ component: Page })

function Page() {
  return <VideosPage timeZone={useQuery(configQueries.detail(useLocale())).data?.games.timeZone} />
}
