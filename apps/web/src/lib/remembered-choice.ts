import { useSyncExternalStore } from 'react'

/** A visitor's choice kept on this device (localStorage), read by components that re-render when it changes. */
export interface RememberedChoice<T> {
  read(): T
  set(value: T): void
  /** The choice, kept in step with other components and other tabs. */
  use(): T
  subscribe(listener: () => void): () => void
  /** The value a page is rendered with on the server, where nothing is stored; also this device's until it chooses. */
  serverValue(): T
}

/**
 * One remembered choice under `key`: `parse` turns the stored text (null when none, or storage is unavailable) into
 * the value. The parsed value is kept while the stored text is unchanged, so an object choice is the same object
 * from read to read (what useSyncExternalStore needs).
 */
export function rememberedChoice<T>(
  key: string,
  parse: (stored: string | null) => T,
  serialize: (value: T) => string = String,
): RememberedChoice<T> {
  const listeners = new Set<() => void>()
  // Parsed once: React wants the same value from every call (a list parsed anew would be a new array each time).
  let defaultValue: { value: T } | undefined
  const serverValue = () => {
    defaultValue ??= { value: parse(null) }
    return defaultValue.value
  }
  let last: { raw: string | null; value: T } | undefined
  const read = (): T => {
    let raw: string | null = null
    try {
      raw = localStorage.getItem(key)
    } catch {
      raw = null
    }
    // Nothing stored: the very value the server rendered with. Another object, equal or not, would make React
    // re-render every component reading this choice, synchronously, right after hydrating the page (decision 061).
    if (!last || last.raw !== raw) last = { raw, value: raw === null ? serverValue() : parse(raw) }
    return last.value
  }
  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    window.addEventListener('storage', listener)
    return () => {
      listeners.delete(listener)
      window.removeEventListener('storage', listener)
    }
  }
  return {
    read,
    set(value) {
      try {
        localStorage.setItem(key, serialize(value))
      } catch {
        // Private mode: the choice lasts for this page only.
        last = { raw: null, value }
      }
      for (const listener of listeners) listener()
    },
    use: () => useSyncExternalStore(subscribe, read, serverValue),
    serverValue,
    subscribe,
  }
}
