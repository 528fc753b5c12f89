import { DEFAULT_LOCALE, isLocale, LOCALE_TAGS, LOCALES, type Locale } from '@podium/domain'
import i18next, { type BackendModule } from 'i18next'
import { initReactI18next, useTranslation } from 'react-i18next'
import { readStoredLocale, storeLocale } from './locale-preference.ts'

type Messages = { default: Record<string, unknown> }

// Each locale file becomes its own chunk: only the active one (and the Portuguese fallback) is ever fetched.
const loaders = import.meta.glob<Messages>('./locales/*.json')

const lazyLocales: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, _namespace, callback) {
    const load = loaders[`./locales/${language}.json`]
    if (!load) return callback(null, {})
    load().then(
      (messages) => callback(null, messages.default),
      (error: unknown) => {
        // Spec §8: a locale loading failure is logged and ignored; the fallback language fills the gaps.
        console.error(`Could not load the ${language} messages`, error)
        callback(null, {})
      },
    )
  },
}

function applyDocumentLanguage(language: string): void {
  if (isLocale(language)) document.documentElement.lang = LOCALE_TAGS[language]
}

export async function initI18n(): Promise<void> {
  i18next.on('languageChanged', applyDocumentLanguage)
  await i18next
    .use(lazyLocales)
    .use(initReactI18next)
    .init({
      lng: readStoredLocale() ?? DEFAULT_LOCALE,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: LOCALES,
      load: 'currentOnly',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    })
}

export function currentLocale(): Locale {
  const language = i18next.resolvedLanguage ?? i18next.language
  return isLocale(language) ? language : DEFAULT_LOCALE
}

/**
 * Spec §4 locale switch: the cookie is always refreshed; the messages are loaded and the locale switched only
 * when the target differs from the current one.
 */
export async function switchLocale(target: Locale): Promise<void> {
  storeLocale(target)
  if (target === currentLocale()) return
  await i18next.changeLanguage(target)
}

/** The active interface language; re-renders when it changes. */
export function useLocale(): Locale {
  const { i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? i18n.language
  return isLocale(language) ? language : DEFAULT_LOCALE
}
