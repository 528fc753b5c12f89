import { useQuery } from '@tanstack/react-query'
import { Outlet, useLocation } from '@tanstack/react-router'
import { type ReactNode, useEffect, useMemo } from 'react'
import { DefaultLayout } from '../components/layouts/default-layout.tsx'
import { MainLayout } from '../components/layouts/main-layout.tsx'
import { usesDefaultLayout } from '../components/layouts/uses-default-layout.ts'
import { AccountButton } from '../features/accounts/components/account-button.tsx'
import type { ColorMode } from '../features/color-mode/color-mode.ts'
import { ColorModeToggle } from '../features/color-mode/components/color-mode-toggle.tsx'
import { useColorMode } from '../features/color-mode/use-color-mode.ts'
import { configQueries } from '../features/config/api.ts'
import { InstallPrompt } from '../features/install/components/install-prompt.tsx'
import { LanguagePicker } from '../features/locale/components/language-picker.tsx'
import { SideNav } from '../features/navigation/components/side-nav.tsx'
import { TabBar } from '../features/navigation/components/tab-bar.tsx'
import { appNavEntries } from '../features/navigation/nav-entries.ts'
import { usePrefetchLikelyPages } from '../features/prefetch/use-prefetch-likely-pages.ts'
import { useBuildCheck } from '../features/updates/use-build-check.ts'
import { useLocale } from '../i18n/i18n.ts'
import { currentPlatform } from '../lib/platform.ts'
import { useSession } from '../lib/session.ts'
import { AppToaster } from './app-toaster.tsx'
import { Brand } from './brand.tsx'

export function RootLayout() {
  const path = useLocation({ select: (location) => location.pathname })
  const [colorMode, setColorMode] = useColorMode()
  useBuildCheck()
  return (
    <>
      {usesDefaultLayout(path) ? (
        <DefaultLayout>
          <Outlet />
        </DefaultLayout>
      ) : (
        <AppChrome colorMode={colorMode} onColorModeChange={setColorMode}>
          <Outlet />
        </AppChrome>
      )}
      {!usesDefaultLayout(path) && <InstallPrompt />}
      <AppToaster theme={colorMode} />
    </>
  )
}

interface ChromeProps {
  colorMode: ColorMode
  onColorModeChange: (mode: ColorMode) => void
  children: ReactNode
}

function AppChrome({ colorMode, onColorModeChange, children }: ChromeProps) {
  const locale = useLocale()
  const config = useQuery(configQueries.detail(locale))
  const games = config.data?.games
  const loginEnabled = config.data?.loginEnabled ?? false
  const { isLoggedIn, loginType } = useSession()
  const nav = useMemo(
    () => appNavEntries({ platform: currentPlatform(), loginEnabled, isLoggedIn, loginType }),
    [loginEnabled, isLoggedIn, loginType],
  )

  usePrefetchLikelyPages(nav.map((entry) => entry.path))

  useEffect(() => {
    if (games?.name) document.title = games.name
  }, [games?.name])

  // Keyed by language: links of the layout's own route do not rebuild their hrefs on a language switch by themselves,
  // and under a prefix strategy the language is part of every href.
  return (
    <MainLayout
      brand={<Brand key={locale} name={games?.name} hostCity={games?.hostCity} />}
      actions={
        <>
          <LanguagePicker />
          {loginEnabled && <AccountButton key={locale} />}
          <ColorModeToggle mode={colorMode} onChange={onColorModeChange} />
        </>
      }
      sideNav={<SideNav key={locale} entries={nav} />}
      bottomNav={<TabBar key={locale} entries={nav} />}
    >
      {children}
    </MainLayout>
  )
}
