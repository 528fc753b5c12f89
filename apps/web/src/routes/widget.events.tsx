import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { EventsWidgetContent } from '../features/now/components/events-widget.tsx'
import { WidgetFrame } from '../features/widgets/components/widget-frame.tsx'
import { type WidgetSearch, widgetSearch } from '../features/widgets/widget-search.ts'

export const Route = createFileRoute('/widget/events')({
  validateSearch: widgetSearch,
  component: function EventsWidget() {
    const { t } = useTranslation()
    const { lang }: WidgetSearch = Route.useSearch()
    return (
      <WidgetFrame title={t('widgets.eventsTitle')} lang={lang} fullPath="/schedule/disciplines">
        <EventsWidgetContent limit={Route.useSearch().limit ?? 5} />
      </WidgetFrame>
    )
  },
})
