/** A filter chip's look (a toggle button, `aria-pressed`): filled when chosen. */
export const chip = (pressed: boolean) =>
  `inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 py-2 text-sm font-semibold transition ${
    pressed ? 'border-brand bg-brand text-brand-ink' : 'border-line bg-surface text-ink hover:bg-surface-muted'
  }`
