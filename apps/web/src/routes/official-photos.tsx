import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { PhotosPage } from '../features/info/components/photos-page.tsx'
import { useLocale } from '../i18n/i18n.ts'
import { configQueries } from '../platform/config/api.ts'

export const Route = createFileRoute('/official-photos')({ component: Page })

function Page() {
  return <PhotosPage timeZone={useQuery(configQueries.detail(useLocale())).data?.games.timeZone} />
}
