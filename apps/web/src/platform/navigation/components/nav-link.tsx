import type { NavEntry } from '@podium/domain'
import { useTranslation } from 'react-i18next'
import { PathLink } from '../../../components/ui/path-link.tsx'
import { navIcon } from '../nav-icons.ts'
import { navLabelKey, tabLabelKey } from '../nav-label.ts'

interface Props {
  entry: NavEntry
  variant: 'side' | 'tab' | 'sheet'
  onNavigate?: () => void
}

const VARIANTS = {
  side: {
    link: 'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink aria-[current=page]:bg-brand-soft aria-[current=page]:text-brand-strong',
    icon: 'size-5 shrink-0',
  },
  tab: {
    link: 'flex h-full flex-col items-center justify-center gap-1 px-0.5 text-[0.6875rem] leading-tight font-medium text-ink-muted aria-[current=page]:text-brand',
    icon: 'size-6 shrink-0',
  },
  sheet: {
    link: 'flex items-center gap-3 rounded-xl px-3 py-3 text-base font-medium text-ink hover:bg-surface-muted aria-[current=page]:bg-brand-soft aria-[current=page]:text-brand-strong',
    icon: 'size-5 shrink-0 text-ink-muted',
  },
} as const

export function NavLink({ entry, variant, onNavigate }: Props) {
  const { t } = useTranslation()
  const Icon = navIcon(entry.path)
  const styles = VARIANTS[variant]
  return (
    <PathLink
      to={entry.path}
      onClick={onNavigate}
      activeOptions={{ exact: entry.path === '/' }}
      className={styles.link}
    >
      <Icon aria-hidden="true" className={styles.icon} />
      {variant === 'tab' ? (
        // One line on a 360 px phone, five tabs abreast (issue 16): the tab's short label where there is one.
        <span className="max-w-full truncate text-center whitespace-nowrap">{t(tabLabelKey(entry))}</span>
      ) : (
        <span>{t(navLabelKey(entry))}</span>
      )}
    </PathLink>
  )
}
