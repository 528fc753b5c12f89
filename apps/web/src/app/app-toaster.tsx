import { useLocation } from '@tanstack/react-router'
import { type CSSProperties, lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { runWhenIdle } from '../lib/idle-steps.ts'
import type { ColorMode } from '../platform/color-mode/color-mode.ts'

// Nothing toasts during the first paint, so the toaster (about 9 KB gzipped) loads after it, off the first route.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })))

const TOASTER_DELAY_MS = 1000

/*
 * docs/product-rules.md §9 toast constants. The swipe threshold (45 px or velocity above 0.11) and the 200 ms removal
 * are sonner's own built-in values and cannot be configured.
 */
export function AppToaster({ theme }: { theme: ColorMode }) {
  const { t } = useTranslation()
  // Mounted once the first screen is in, or at the first navigation (a login's toast comes with one): its 9 KB
  // would compete with the first page's own chunks and data on a slow network. A toast raised before then is not
  // lost: sonner replays the active toasts to a Toaster that subscribes.
  const [mounted, setMounted] = useState(false)
  const pathname = useLocation({ select: (location) => location.pathname })
  const firstPathname = useRef(pathname)
  // After the first screen: a second, then an idle moment.
  useEffect(() => runWhenIdle(TOASTER_DELAY_MS, [() => setMounted(true)]), [])
  useEffect(() => {
    if (pathname !== firstPathname.current) setMounted(true)
  }, [pathname])
  if (!mounted) return null
  return (
    <Suspense fallback={null}>
      <Toaster
        theme={theme}
        position="top-right"
        duration={4000}
        visibleToasts={3}
        gap={14}
        richColors
        hotkey={['altKey', 'KeyT']}
        containerAriaLabel={t('toasts.label')}
        offset={24}
        mobileOffset={16}
        style={{ '--width': '356px' } as CSSProperties}
      />
    </Suspense>
  )
}
