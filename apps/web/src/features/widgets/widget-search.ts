import { isLocale } from '@podium/domain'

export interface WidgetSearch {
  /** The embedding page's language (pt, en, es, az). */
  lang?: string
  /** How many rows a list widget shows (1–50). */
  limit?: number
}

/** Hand-checked (not zod): widget routes stay light for other sites' pages. */
export function widgetSearch(search: Record<string, unknown>): WidgetSearch {
  const limit = Number(search.limit)
  return {
    ...(isLocale(search.lang) ? { lang: search.lang } : {}),
    ...(Number.isInteger(limit) && limit >= 1 && limit <= 50 ? { limit } : {}),
  }
}
