/** Shared button looks, for <button> and for links that look like buttons. */
export const primaryButton =
  'inline-flex items-center justify-center gap-2 rounded-full bg-brand px-5 py-2.5 text-sm font-semibold text-brand-ink shadow-sm transition hover:opacity-90'

export const secondaryButton =
  'inline-flex items-center justify-center gap-2 rounded-full border border-line bg-surface px-4 py-2 text-sm font-semibold text-ink transition hover:bg-surface-muted'
