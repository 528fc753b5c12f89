import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { DocumentBrowser } from '../features/documents/components/document-browser.tsx'
import { useLocale } from '../i18n/i18n.ts'
import { configQueries } from '../platform/config/api.ts'

export const Route = createFileRoute('/informativos')({ component: CommunicationsPage })

function CommunicationsPage() {
  const { t } = useTranslation()
  const timeZone = useQuery(configQueries.detail(useLocale())).data?.games.timeZone
  return (
    <DocumentBrowser
      title={t('documents.communicationsTitle')}
      kind="communication"
      timeZone={timeZone}
      emptyText={t('documents.emptyCommunications')}
    />
  )
}
