/**
 * The games' optional features (issue 17, decision 050): an organiser switches off what their games do not offer.
 * A feature that is off is gone from the navigation, its pages send the visitor home with a word, and its public API
 * answers 404 `feature_off` (the back office keeps managing its content, so it can be prepared before it opens).
 */
export const FEATURE_KEYS = [
  'trivia',
  'ranking',
  'transport',
  'courses',
  'videos',
  'officialPhotos',
  'ambassadors',
  'sponsors',
  'feedback',
] as const
export type FeatureKey = (typeof FEATURE_KEYS)[number]
export type Features = Record<FeatureKey, boolean>

interface FeatureSurface {
  /** Page paths (and everything under them) the feature owns. */
  pages: readonly string[]
  /** Public API paths under /api/v1 (and everything under them); empty when its API is shared with other screens. */
  api: readonly string[]
}

export const FEATURE_SURFACES: Readonly<Record<FeatureKey, FeatureSurface>> = {
  trivia: { pages: ['/trivia', '/qr-scan'], api: ['/trivia', '/qr'] },
  ranking: { pages: ['/ranking'], api: ['/ranking'] },
  transport: { pages: ['/transport'], api: ['/transport'] },
  courses: { pages: ['/courses'], api: ['/courses'] },
  // Photos and videos share /api/v1/media with other screens: only their pages go.
  videos: { pages: ['/videos'], api: [] },
  officialPhotos: { pages: ['/official-photos'], api: [] },
  ambassadors: { pages: ['/ambassadors'], api: ['/ambassadors'] },
  sponsors: { pages: ['/sponsors'], api: ['/sponsors'] },
  feedback: { pages: ['/feedback'], api: ['/feedback'] },
}

/** Every feature on: the default of a games nobody configured. */
export const ALL_FEATURES_ON: Features = Object.fromEntries(FEATURE_KEYS.map((key) => [key, true])) as Features

/** The stored choices over the default (a feature never chosen is on). */
export function resolveFeatures(stored: Partial<Record<string, boolean>> | undefined): Features {
  const features = { ...ALL_FEATURES_ON }
  for (const key of FEATURE_KEYS) if (stored?.[key] === false) features[key] = false
  return features
}

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`)

/** The feature a page path (no locale prefix, no query) belongs to. */
export function featureOfPage(path: string): FeatureKey | undefined {
  return FEATURE_KEYS.find((key) => FEATURE_SURFACES[key].pages.some((prefix) => under(path, prefix)))
}

/** The feature a public API path (relative to /api/v1) belongs to; the back office's paths belong to none. */
export function featureOfApiPath(path: string): FeatureKey | undefined {
  if (under(path, '/admin')) return undefined
  return FEATURE_KEYS.find((key) => FEATURE_SURFACES[key].api.some((prefix) => under(path, prefix)))
}

/** Whether a page path is switched off in these games. */
export function isPageOff(path: string, features: Features | undefined): boolean {
  const key = featureOfPage(path)
  return key !== undefined && features !== undefined && !features[key]
}
