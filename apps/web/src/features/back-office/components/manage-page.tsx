import { CONTENT_KINDS, can, type PermissionAction } from '@podium/domain'
import { useQuery } from '@tanstack/react-query'
import {
  Award,
  ChevronRight,
  ClipboardList,
  FileUp,
  Inbox,
  LayoutDashboard,
  type LucideIcon,
  MonitorPlay,
  RadioTower,
  ScrollText,
  Settings2,
  Users,
} from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { PathLink } from '../../../components/ui/path-link.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { backOfficeQueries } from '../api.ts'
import { contentIcon } from '../content/content-icons.ts'
import type { KindText } from '../content/content-text.ts'
import { ManageAccess } from './manage-access.tsx'

interface Tool {
  path: string
  key: 'certificates' | 'feedback' | 'results' | 'feed' | 'screens' | 'import' | 'accessLog' | 'users' | 'settings'
  action: PermissionAction
  icon: LucideIcon
}

/** Every tool of the back office, each shown to whoever the permission rule lets use it. */
const TOOLS: readonly Tool[] = [
  { path: '/manage/certificates', key: 'certificates', action: 'content.manage', icon: Award },
  { path: '/manage/feedback', key: 'feedback', action: 'feedback.read', icon: Inbox },
  { path: '/staff/results', key: 'results', action: 'results.enter', icon: ClipboardList },
  { path: '/manage/feed', key: 'feed', action: 'odf.manage', icon: RadioTower },
  // Each venue's big screen and its QR code (decision 087).
  { path: '/manage/screens', key: 'screens', action: 'content.manage', icon: MonitorPlay },
  { path: '/staff/import', key: 'import', action: 'import.run', icon: FileUp },
  { path: '/access-log', key: 'accessLog', action: 'accessLog.read', icon: ScrollText },
  { path: '/manage/users', key: 'users', action: 'users.manage', icon: Users },
  { path: '/manage/settings', key: 'settings', action: 'settings.manage', icon: Settings2 },
]

interface Entry {
  path: string
  action: PermissionAction
  icon: LucideIcon
  title: string
  description: string
}

/** Every tool as the dashboard lists it: the hand-made ones, and one per content kind (decision 103). */
function entries(t: KindText): Entry[] {
  // A kind whose manager is still a page of its own (a static tool above) is listed once, as that tool.
  const ownPages = new Set(TOOLS.map((tool) => tool.path))
  const contentTools = CONTENT_KINDS.filter((kind) => !ownPages.has(`/manage/${kind.kind}`)).map((kind) => ({
    path: `/manage/${kind.kind}`,
    action: 'content.manage' as const,
    icon: contentIcon(kind),
    title: t(`content.${kind.kind}.title`),
    description: t(`content.${kind.kind}.tool`),
  }))
  // The content kinds' managers first (the trivia first of them, as it always was), then the hand-made tools.
  const tools = TOOLS.map(({ key, ...tool }) => ({
    ...tool,
    title: t(`manage.tools.${key}.title`),
    description: t(`manage.tools.${key}.description`),
  }))
  return [...contentTools, ...tools]
}

/** /manage: the organiser's dashboard, linking every tool this user may use. */
export function ManagePage() {
  return (
    <ManageAccess>
      <Dashboard />
    </ManageAccess>
  )
}

function Dashboard() {
  const { t } = useTranslation()
  const me = useQuery(backOfficeQueries.me(useLocale()))
  // Keys built from the tools' and kinds' names (locales.test.ts and content-text.test.ts check them).
  const tools = entries(t as unknown as KindText).filter((tool) => can(me.data?.user, tool.action))
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <header>
        <h1 className="flex items-center gap-2 text-3xl font-extrabold tracking-tight text-ink">
          <LayoutDashboard aria-hidden="true" className="size-7 text-brand" />
          {t('manage.title')}
        </h1>
        <p className="mt-2 text-sm text-ink-muted">{t('manage.intro')}</p>
      </header>
      <ul className="grid gap-3 sm:grid-cols-2">
        {tools.map(({ path, title, description, icon: Icon }) => (
          <li key={path}>
            <PathLink
              to={path}
              className="flex h-full items-center gap-3 rounded-2xl border border-line bg-surface p-4 shadow-xs transition hover:border-brand hover:bg-surface-muted"
            >
              <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand-strong">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-ink">{title}</span>
                <span className="block text-sm text-ink-muted">{description}</span>
              </span>
              <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-ink-muted" />
            </PathLink>
          </li>
        ))}
      </ul>
    </div>
  )
}
