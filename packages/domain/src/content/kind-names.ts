/**
 * The content kinds' names alone (issue 36), for what must stay small: a route's options load with the first page
 * and may not pull the kinds' schemas and zod in (decision 016). kind-names.test.ts checks it against CONTENT_KINDS.
 */
export const CONTENT_KIND_NAMES = ['courses', 'volunteers'] as const
export type ContentKindName = (typeof CONTENT_KIND_NAMES)[number]

export const isContentKindName = (name: string): name is ContentKindName =>
  (CONTENT_KIND_NAMES as readonly string[]).includes(name)
