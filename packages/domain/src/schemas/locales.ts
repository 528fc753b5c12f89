/** The zod schemas of a language and of a text in every language (the lists and types: codes/locales.ts). */
import { z } from 'zod'
import { LOCALES, type LocalizedText } from '../codes/locales.ts'

export const LocaleSchema = z.enum(LOCALES)

/** A name shown to people, in every interface language. */
export const LocalizedTextSchema: z.ZodType<LocalizedText> = z.object({
  pt: z.string(),
  en: z.string(),
  es: z.string(),
  az: z.string(),
})
