import 'i18next'
import type messages from './locales/pt.json'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation'
    resources: { translation: typeof messages }
  }
}
