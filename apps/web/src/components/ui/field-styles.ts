/** The look of the app's text inputs and selects (filters, forms): one place, so they all change together. */
export const FIELD = 'rounded-xl border border-line bg-surface px-3 py-2 text-sm text-ink placeholder:text-ink-muted'
