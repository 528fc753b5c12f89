import { phoneBrowserOs } from '@podium/domain'
import { useLocation } from '@tanstack/react-router'
import { CircleSlash, Download, type LucideIcon, Smartphone, X } from 'lucide-react'
import { type ReactNode, useId, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { primaryButton } from '../../../components/ui/button-styles.ts'
import { useInstallPrompt } from '../../install/use-install-prompt.ts'
import { mobileOnlyRedirect } from '../mobile-only-redirect.ts'
import type { NavLabelKey } from '../nav-label.ts'

/**
 * Also (decision 050) a page of a feature the games switched off: the notice names it and says these games do not
 * offer it.
 *
 * Issue 16, point 10: the web sends a mobile-only address to the grid (docs/product-rules.md §2); this notice, on the
 * page it landed on, names the screen, says it is in the app and offers the install (or says where to get the app).
 */
export function MobileOnlyNotice() {
  const { t } = useTranslation()
  const path = useLocation({ select: (location) => location.pathname })
  const redirect = useSyncExternalStore(mobileOnlyRedirect.subscribe, mobileOnlyRedirect.get, () => null)
  const { available, install } = useInstallPrompt()
  if (!redirect || redirect.to !== path) return null
  const screen = t(redirect.labelKey as NavLabelKey)
  const phone = phoneBrowserOs(navigator.userAgent)
  if (redirect.reason === 'featureOff') {
    return (
      <Notice icon={CircleSlash} title={t('featureOff.title', { screen })}>
        <p className="mt-1 text-sm">{t('featureOff.body')}</p>
      </Notice>
    )
  }
  return (
    <Notice icon={Smartphone} title={t('mobileOnly.title', { screen })}>
      <p className="mt-1 text-sm">{t(phone ? 'walkMore.phoneBody' : 'mobileOnly.body')}</p>
      {available ? (
        <button type="button" className={`${primaryButton} mt-3`} onClick={() => void install()}>
          <Download aria-hidden="true" className="size-4" />
          {t('mobileOnly.install')}
        </button>
      ) : (
        // A phone's browser is told how to get the app on that phone, not to open this address on a phone (issue 39).
        <p className="mt-2 text-sm text-ink-muted">
          {t(
            phone === 'ios'
              ? 'walkMore.iosHint'
              : phone === 'android'
                ? 'walkMore.androidHint'
                : 'mobileOnly.storeHint',
          )}
        </p>
      )}
    </Notice>
  )
}

/** The notice's card: its icon, its title (naming the section), what the caller says under it, and the dismiss. */
function Notice({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  const titleId = useId()
  return (
    <section
      aria-labelledby={titleId}
      className="mb-6 flex items-start gap-3 rounded-2xl border border-line bg-brand-soft p-4 text-ink"
    >
      <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-strong" />
      <div className="min-w-0 flex-1">
        <h2 id={titleId} className="font-semibold">
          {title}
        </h2>
        {children}
      </div>
      <DismissButton />
    </section>
  )
}

function DismissButton() {
  const { t } = useTranslation()
  return (
    <button
      type="button"
      onClick={mobileOnlyRedirect.dismiss}
      aria-label={t('mobileOnly.dismiss')}
      className="-mt-1 -mr-1 flex size-10 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-surface"
    >
      <X aria-hidden="true" className="size-5" />
    </button>
  )
}
