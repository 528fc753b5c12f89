import {
  DEFAULT_LOCALE,
  DEFAULT_PORTUGUESE_VARIANT,
  isLocale,
  LOCALES,
  type Locale,
  languageTag,
  type PortugueseVariant,
} from '@podium/domain'
import i18next from 'i18next'
import { initReactI18next, useTranslation } from 'react-i18next'
import { localeBackend } from './locale-backend.ts'
import { storeLocale } from './locale-preference.ts'

// Each locale file becomes its own chunk: only the visitor's language is fetched.
const loaders = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json')

let variant: PortugueseVariant = DEFAULT_PORTUGUESE_VARIANT

/**
 * The Portuguese the games speak (decision 085), known before the first render: the server writes it in the page's
 * language tag (`<html lang="pt-BR">`), which the browser reads at start (main.tsx), so both render the same words.
 */
export function setPortugueseVariant(next: PortugueseVariant): void {
  variant = next
}

export function portugueseVariant(): PortugueseVariant {
  return variant
}

/** The variant a page's language tag names: Brazilian Portuguese only when it says so. */
export function variantOfTag(tag: string | null | undefined): PortugueseVariant {
  return tag === 'pt-BR' ? 'pt-BR' : 'pt-PT'
}

function applyDocumentLanguage(language: string): void {
  if (!isLocale(language)) return
  // Only on a change: even the same value makes the browser restyle every element (:lang), on a server-rendered
  // page just as it is being hydrated.
  const tag = languageTag(language, variant)
  if (document.documentElement.lang !== tag) document.documentElement.lang = tag
}

/** Starts i18next in the language of this visit (see locale-url.ts startLocale). */
export async function initI18n(language: Locale): Promise<void> {
  i18next.on('languageChanged', applyDocumentLanguage)
  await i18next
    .use(localeBackend(loaders, portugueseVariant))
    .use(initReactI18next)
    .init({
      lng: language,
      // Not a second language loaded up front: the backend falls back to Portuguese when a file fails to load.
      fallbackLng: false,
      supportedLngs: LOCALES,
      load: 'currentOnly',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    })
}

let requestLocale: (() => Locale | undefined) | undefined

/**
 * The server-side render serves many visitors at once: its language is the request's (entry-server.tsx keeps it per
 * request), never a shared i18next instance switched from request to request.
 */
export function setRequestLocaleSource(source: () => Locale | undefined): void {
  requestLocale = source
}

export function currentLocale(): Locale {
  const fromRequest = requestLocale?.()
  if (fromRequest) return fromRequest
  const language = i18next.resolvedLanguage ?? i18next.language
  return isLocale(language) ? language : DEFAULT_LOCALE
}

export interface LocaleSwitchSteps {
  /** May override the target (say, to a language the page has). */
  beforeSwitch?: (target: Locale) => Locale | undefined
  /** Runs once the interface is in the new language. */
  afterSwitch?: (locale: Locale) => void
  /** Switch for this visit only: leave the stored choice (cookie, local storage) alone. */
  skipStoring?: boolean
}

/**
 * docs/product-rules.md §4 locale switch: an optional before-switch step may override the target. The same locale only
 * refreshes the cookie; another one has its messages loaded — each locale file is fetched once and
 * cached — is stored unless told not to, becomes the interface language (the address follows: locale-url.ts), and
 * the after-switch step runs.
 */
export async function switchLocale(requested: Locale, steps: LocaleSwitchSteps = {}): Promise<void> {
  const target = steps.beforeSwitch?.(requested) ?? requested
  if (target === currentLocale()) {
    if (!steps.skipStoring) storeLocale(target)
    return
  }
  await i18next.loadLanguages(target)
  if (!steps.skipStoring) storeLocale(target)
  await i18next.changeLanguage(target)
  steps.afterSwitch?.(target)
}

/** The active interface language; re-renders when it changes. */
export function useLocale(): Locale {
  const { i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? i18n.language
  return isLocale(language) ? language : DEFAULT_LOCALE
}
