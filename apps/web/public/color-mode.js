// Applies the stored colour mode (localStorage colorMode: light | dark | system) before the first paint.
// Kept in sync with src/features/color-mode/color-mode.ts.
;(() => {
  try {
    const mode = localStorage.getItem('colorMode')
    const dark = mode === 'dark' || (mode !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches)
    document.documentElement.classList.toggle('dark', dark)
  } catch (_) {
    // Storage can be blocked (private mode, sandboxed frame): fall back to the light default.
  }
})()
