const RELOADED_KEY = 'podium:chunk-reload'

/**
 * docs/product-rules.md §4: a chunk-load error reloads the current path (a deploy replaced the hashed files under an
 * open tab). At most once per path, so a chunk that is really missing shows the error page instead of reloading
 * forever.
 */
export function reloadAfterChunkError(): boolean {
  const path = `${location.pathname}${location.search}`
  try {
    if (sessionStorage.getItem(RELOADED_KEY) === path) return false
    sessionStorage.setItem(RELOADED_KEY, path)
  } catch {
    return false
  }
  location.reload()
  return true
}
