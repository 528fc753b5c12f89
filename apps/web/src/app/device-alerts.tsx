import { AlertsPanel } from '../features/alerts/components/alerts-panel.tsx'
import { useFollows, useFollowsAccount } from '../features/follows/use-follows.ts'
import { spoilerShield } from '../platform/spoiler-shield/spoiler-shield.ts'

/** This device's alerts (decision 056) about what the visitor follows, with the spoiler shield's choice. */
export function DeviceAlerts() {
  const { follows } = useFollows()
  const account = useFollowsAccount()
  const shield = spoilerShield.use()
  // Signing in or out mounts it afresh, which sends the subscription again with the new session.
  return <AlertsPanel key={account ?? 'device'} follows={follows} spoilerFree={shield.on} />
}
