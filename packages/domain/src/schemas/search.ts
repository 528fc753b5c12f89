import { z } from 'zod'

/** What the one search box finds (issue 39, decision 083), in the order its groups are shown. */
export const SEARCH_KINDS = ['athlete', 'team', 'delegation', 'discipline', 'event', 'venue', 'unit'] as const
export type SearchKind = (typeof SEARCH_KINDS)[number]

/**
 * One thing the search finds: its name in the visitor's language, a short line that tells it apart (the delegation
 * of an athlete, the discipline of an event…), and the app's page about it (a path without the language segment).
 */
export const SearchEntrySchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  name: z.string(),
  detail: z.string().nullable(),
  path: z.string(),
})
export type SearchEntry = z.infer<typeof SearchEntrySchema>

/** `GET /api/v1/search-index`: everything the search box looks through, in one language, searched on the device. */
export const SearchIndexSchema = z.object({ items: z.array(SearchEntrySchema) })
export type SearchIndex = z.infer<typeof SearchIndexSchema>
