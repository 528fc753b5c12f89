import type { NavEntry } from '@podium/domain'
import { useTranslation } from 'react-i18next'
import { NavLink } from './nav-link.tsx'

export function SideNav({ entries }: { entries: readonly NavEntry[] }) {
  const { t } = useTranslation()
  return (
    <nav aria-label={t('nav.label')}>
      <ul className="space-y-1">
        {entries.map((entry) => (
          <li key={entry.path}>
            <NavLink entry={entry} variant="side" />
          </li>
        ))}
      </ul>
    </nav>
  )
}
