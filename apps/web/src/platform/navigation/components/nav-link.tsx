import type { NavEntry } from '@podium/domain'
import { useTranslation } from 'react-i18next'
import { PathLink } from '../../../components/ui/path-link.tsx'
import { navIcon } from '../nav-icons.ts'
import { navLabelKey } from '../nav-label.ts'

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
    // 10 px, as iOS tab bars: five screens' own names abreast on a 360 px phone, one line each (decision 085).
    link: 'flex h-full flex-col items-center justify-center gap-1 text-[0.625rem] leading-tight font-medium tracking-tight text-ink-muted aria-[current=page]:text-brand',
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
        // The screen's own name, as the menu and its heading say it (issue 39), on one line at 360 px (issue 16).
        <span className="max-w-full truncate text-center whitespace-nowrap">{t(navLabelKey(entry))}</span>
      ) : (
        <span>{t(navLabelKey(entry))}</span>
      )}
    </PathLink>
  )
}
