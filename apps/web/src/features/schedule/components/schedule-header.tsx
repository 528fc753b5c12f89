import { useTranslation } from 'react-i18next'
import { TabLinks } from '../../../components/ui/tab-links.tsx'
import { SCHEDULE_TABS, type ScheduleTab } from '../route-params.ts'

export { SCHEDULE_TABS, type ScheduleTab }

export function ScheduleHeader({ tab }: { tab: ScheduleTab }) {
  const { t } = useTranslation()
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{t('schedule.title')}</h1>
      <TabLinks
        label={t('schedule.tabsLabel')}
        tabs={SCHEDULE_TABS.map((id) => ({
          to: `/schedule/${id}`,
          label: t(`schedule.tabs.${id}`),
          active: id === tab,
        }))}
      />
    </div>
  )
}
