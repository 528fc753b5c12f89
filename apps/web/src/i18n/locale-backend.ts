import { DEFAULT_LOCALE, type PortugueseVariant } from '@podium/domain'
import type { BackendModule } from 'i18next'
import { withOverlay } from './messages-overlay.ts'

type Messages = { default: Record<string, unknown> }
/** The locale files' loaders by path (`./locales/pt.json`), as `import.meta.glob` gives them. */
export type LocaleLoaders = Record<string, () => Promise<Messages>>

/**
 * i18next's backend: a language's messages from its chunk. docs/product-rules.md §8: a locale that fails to load is
 * logged and ignored, and the fallback language (Portuguese) fills in: its messages stand in for the missing file.
 * Every locale file has every key (locales.test.ts), so the fallback is needed only then, and is not downloaded with
 * every other language.
 */
export function localeBackend(files: LocaleLoaders, variant: () => PortugueseVariant = () => 'pt-PT'): BackendModule {
  const file = async (name: string) => {
    const loader = files[`./locales/${name}.json`]
    return loader ? (await loader()).default : {}
  }
  // Brazilian Portuguese (decision 085): the European messages with the overlay of those that differ over them.
  const load = async (language: string) =>
    language === 'pt' && variant() === 'pt-BR'
      ? withOverlay(...(await Promise.all([file('pt'), file('pt-BR')])))
      : file(language)
  return {
    type: 'backend',
    callbackApi: true,
    init() {},
    read(language, _namespace, callback) {
      load(language).then(
        (messages) => callback(null, messages),
        (error: unknown) => {
          console.error(`Could not load the ${language} messages`, error)
          const fallback = language === DEFAULT_LOCALE ? Promise.resolve({}) : load(DEFAULT_LOCALE)
          fallback.then(
            (messages) => callback(null, messages),
            () => callback(null, {}),
          )
        },
      )
    },
  }
}
