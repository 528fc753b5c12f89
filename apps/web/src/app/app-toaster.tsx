import { type CSSProperties, lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import type { ColorMode } from '../features/color-mode/color-mode.ts'

// Nothing toasts during the first paint, so the toaster (about 9 KB gzipped) loads after it, off the first route.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })))

/*
 * Spec §9 toast constants. The swipe threshold (45 px or velocity above 0.11) and the 200 ms removal are sonner's
 * own built-in values and cannot be configured.
 */
export function AppToaster({ theme }: { theme: ColorMode }) {
  const { t } = useTranslation()
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
