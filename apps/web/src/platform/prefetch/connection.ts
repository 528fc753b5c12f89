/** docs/product-rules.md §9: payloads of likely next pages are prefetched 1 s after a page settles. */
export const PREFETCH_DELAY_MS = 1000

interface ConnectionInfo {
  effectiveType?: string
  saveData?: boolean
}

/**
 * 2G-class connections and data-saver mode get no speculative downloads (docs/product-rules.md §7: "unless very slow").
 */
export function isVerySlowConnection(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return false
  return connection.saveData === true || connection.effectiveType === 'slow-2g' || connection.effectiveType === '2g'
}

export function browserConnection(): ConnectionInfo | undefined {
  return (navigator as Navigator & { connection?: ConnectionInfo }).connection
}
