/** docs/product-rules.md §1 and §9: light, dark, or follow the system; persisted under localStorage `colorMode`. */
export const COLOR_MODES = ['light', 'dark', 'system'] as const
export type ColorMode = (typeof COLOR_MODES)[number]

export const COLOR_MODE_STORAGE_KEY = 'colorMode'
const DARK_QUERY = '(prefers-color-scheme: dark)'

export function parseColorMode(value: string | null | undefined): ColorMode {
  return COLOR_MODES.find((mode) => mode === value) ?? 'system'
}

/** Same rule as public/color-mode.js, which applies it before the first paint. */
export function resolvesToDark(mode: ColorMode, systemPrefersDark: boolean): boolean {
  return mode === 'dark' || (mode === 'system' && systemPrefersDark)
}

export function readColorMode(): ColorMode {
  try {
    return parseColorMode(localStorage.getItem(COLOR_MODE_STORAGE_KEY))
  } catch {
    return 'system'
  }
}

export function storeColorMode(mode: ColorMode): void {
  try {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, mode)
  } catch {
    // Storage can be blocked; the mode still applies until the page is closed.
  }
}

export function systemPrefersDark(): boolean {
  return window.matchMedia(DARK_QUERY).matches
}

export function applyColorMode(mode: ColorMode): void {
  document.documentElement.classList.toggle('dark', resolvesToDark(mode, systemPrefersDark()))
}

/** Calls back when the system preference changes; returns the unsubscribe function. */
export function onSystemColorSchemeChange(callback: () => void): () => void {
  const query = window.matchMedia(DARK_QUERY)
  query.addEventListener('change', callback)
  return () => query.removeEventListener('change', callback)
}
