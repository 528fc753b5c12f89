import { createFileRoute } from '@tanstack/react-router'
import { DeviceAlerts } from '../app/device-alerts.tsx'
import { SettingsPage } from '../features/accounts/components/settings-page.tsx'

export const Route = createFileRoute('/settings')({ component: Settings })

function Settings() {
  return <SettingsPage alerts={<DeviceAlerts />} />
}
