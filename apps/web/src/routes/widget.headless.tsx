import { createFileRoute } from '@tanstack/react-router'
import { EventsWidgetContent } from '../features/now/components/events-widget.tsx'
import { WidgetFrame } from '../features/widgets/components/widget-frame.tsx'
import { widgetSearch } from '../features/widgets/widget-search.ts'

/** The events widget without its heading and link, for hosts that bring their own. */
export const Route = createFileRoute('/widget/headless')({
  validateSearch: widgetSearch,
  component: function HeadlessWidget() {
    return (
      <WidgetFrame lang={Route.useSearch().lang} fullPath="/schedule/disciplines">
        <EventsWidgetContent limit={Route.useSearch().limit ?? 5} />
      </WidgetFrame>
    )
  },
})
