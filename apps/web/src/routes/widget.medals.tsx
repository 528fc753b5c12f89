import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { MedalsWidgetContent } from '../features/medals/components/medals-widget.tsx'
import { WidgetFrame } from '../features/widgets/components/widget-frame.tsx'
import { widgetSearch } from '../features/widgets/widget-search.ts'

export const Route = createFileRoute('/widget/medals')({
  validateSearch: widgetSearch,
  component: function MedalsWidget() {
    const { t } = useTranslation()
    const { lang, limit } = Route.useSearch()
    return (
      <WidgetFrame title={t('widgets.medalsTitle')} lang={lang} fullPath="/medals/all">
        <MedalsWidgetContent limit={limit ?? 10} />
      </WidgetFrame>
    )
  },
})
