import { isBigScreenPath } from '@podium/domain'
import { useQuery } from '@tanstack/react-query'
import { Outlet, useLocation } from '@tanstack/react-router'
import { type ReactNode, useMemo } from 'react'
import { DefaultLayout } from '../components/layouts/default-layout.tsx'
import { MainLayout } from '../components/layouts/main-layout.tsx'
import { usesDefaultLayout } from '../components/layouts/uses-default-layout.ts'
import { AccountButton } from '../features/accounts/components/account-button.tsx'
import { FollowButton } from '../features/follows/components/follow-button.tsx'
import { FollowsMerge } from '../features/follows/use-follows.ts'
import { SearchLauncher } from '../features/search/components/search-launcher.tsx'
import { useLocale } from '../i18n/i18n.ts'
import { currentPlatform } from '../lib/platform.ts'
import { useSession } from '../lib/session.ts'
import type { ColorMode } from '../platform/color-mode/color-mode.ts'
import { ColorModeToggle } from '../platform/color-mode/components/color-mode-toggle.tsx'
import { useColorMode } from '../platform/color-mode/use-color-mode.ts'
import { configQueries } from '../platform/config/api.ts'
import { FollowSlotProvider } from '../platform/follow-slot/follow-slot.tsx'
import { useDocumentTitle } from '../platform/head/use-document-title.ts'
import { InstallPrompt } from '../platform/install/components/install-prompt.tsx'
import { LanguagePicker } from '../platform/locale/components/language-picker.tsx'
import { useLowDataPreload } from '../platform/low-data/low-data.ts'
import { MobileOnlyNotice } from '../platform/navigation/components/mobile-only-notice.tsx'
import { SideNav } from '../platform/navigation/components/side-nav.tsx'
import { TabBar } from '../platform/navigation/components/tab-bar.tsx'
import { appNavEntries } from '../platform/navigation/nav-entries.ts'
import { type PrefetchPayloads, usePrefetchLikelyPages } from '../platform/prefetch/use-prefetch-likely-pages.ts'
import { useBuildCheck } from '../platform/updates/use-build-check.ts'
import { AppToaster } from './app-toaster.tsx'
import { Brand } from './brand.tsx'
import { useBrandColour } from './use-brand-colour.ts'

// Loaded on demand: the features' query modules belong to the pages' chunks, not the first load.
const prefetchPayloads: PrefetchPayloads = (queryClient, locale) =>
  import('./prefetch-likely-payloads.ts').then(({ prefetchLikelyPayloads }) =>
    prefetchLikelyPayloads(queryClient, locale),
  )

export function RootLayout() {
  const path = useLocation({ select: (location) => location.pathname })
  // A venue's big screen (decision 087) is a kiosk: no chrome, no install card, no toasts, nothing to answer.
  return isBigScreenPath(path) ? <KioskLayout /> : <AppLayout path={path} />
}

/** The big screen's shell: the page alone, the games' brand colour, a newer build taken by reloading. */
function KioskLayout() {
  const locale = useLocale()
  const config = useQuery(configQueries.detail(locale))
  useBrandColour(config.data?.games?.brandColour ?? null)
  useBuildCheck('reload')
  return (
    <main id="main" tabIndex={-1} className="outline-none">
      <Outlet />
    </main>
  )
}

function AppLayout({ path }: { path: string }) {
  const [colorMode, setColorMode] = useColorMode()
  const locale = useLocale()
  const games = useQuery(configQueries.detail(locale)).data?.games
  useBuildCheck('offer')
  useDocumentTitle(games?.name)
  useLowDataPreload()
  return (
    <FollowSlotProvider value={FollowButton}>
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
      <FollowsMerge />
    </FollowSlotProvider>
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
  const { isLoggedIn, loginType, userData } = useSession()
  const user = userData && 'userType' in userData ? userData : null
  const features = config.data?.features
  const webAppScreens = config.data?.webAppScreens ?? false
  const nav = useMemo(
    () =>
      appNavEntries({
        platform: currentPlatform(),
        loginEnabled,
        isLoggedIn,
        loginType,
        user,
        features,
        webAppScreens,
      }),
    [loginEnabled, isLoggedIn, loginType, user, features, webAppScreens],
  )
  useBrandColour(games?.brandColour ?? null)

  usePrefetchLikelyPages(
    nav.map((entry) => entry.path),
    prefetchPayloads,
  )

  // Keyed by language: links of the layout's own route do not rebuild their hrefs on a language switch by themselves,
  // and under a prefix strategy the language is part of every href.
  return (
    <MainLayout
      brand={
        <Brand
          key={locale}
          name={games?.name}
          shortName={games?.shortName ?? null}
          hostCity={games?.hostCity}
          logoUrl={games?.logoUrl ?? null}
        />
      }
      actions={
        <>
          <SearchLauncher key={locale} />
          <LanguagePicker />
          {loginEnabled && <AccountButton key={locale} />}
          <ColorModeToggle mode={colorMode} onChange={onColorModeChange} />
        </>
      }
      sideNav={<SideNav key={locale} entries={nav} />}
      bottomNav={<TabBar key={locale} entries={nav} />}
    >
      <MobileOnlyNotice />
      {children}
    </MainLayout>
  )
}
