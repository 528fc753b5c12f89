declare const __PODIUM_BUILD__: string | undefined

/** This app's build, compiled in by build/build-version-plugin.ts ('dev' under the dev server and in unit tests). */
export const CURRENT_BUILD: string = typeof __PODIUM_BUILD__ === 'string' ? __PODIUM_BUILD__ : 'dev'

/** How often an open app asks whether a newer build is out (docs/product-rules.md §4: the build manifest is polled). */
export const BUILD_CHECK_EVERY_MS = 5 * 60_000

/**
 * The newest published build, or null when it cannot be told: offline, or the manifest is missing or refused
 * (404 and 403 are normal for deployments that do not publish it).
 */
export async function fetchLatestBuild(fetchImpl: typeof fetch = fetch): Promise<string | null> {
  try {
    const res = await fetchImpl('/builds/latest.json', { cache: 'no-store' })
    if (!res.ok) return null
    const body: unknown = await res.json()
    const version = (body as { version?: unknown } | null)?.version
    return typeof version === 'string' && version ? version : null
  } catch {
    return null
  }
}

export const isNewerBuild = (latest: string | null, current: string = CURRENT_BUILD) =>
  latest !== null && current !== 'dev' && latest !== current

/** A failed dynamic import: the app was updated under an open tab and an old chunk is gone. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error)
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError|Unable to preload CSS/i.test(
    message,
  )
}
