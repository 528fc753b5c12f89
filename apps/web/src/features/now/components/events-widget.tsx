import { useQuery } from '@tanstack/react-query'
import { useLocale } from '../../../i18n/i18n.ts'
import { configQueries } from '../../../platform/config/api.ts'
import { NowAndNext } from './now-and-next.tsx'

/** What is on now and next, live-refreshed: the events widget's (and the headless widget's) content. */
export function EventsWidgetContent({ limit }: { limit: number }) {
  const timeZone = useQuery(configQueries.detail(useLocale())).data?.games?.timeZone
  return <NowAndNext timeZone={timeZone} limit={limit} opens="new-tab" />
}
