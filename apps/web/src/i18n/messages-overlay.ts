type Messages = Record<string, unknown>

const isSection = (value: unknown): value is Messages =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * A language's messages with an overlay's over them (decision 085: pt-BR over pt): the overlay's strings replace the
 * same keys, section by section; every key the overlay does not name keeps the base's text.
 */
export function withOverlay(base: Messages, overlay: Messages): Messages {
  const merged: Messages = { ...base }
  for (const [key, value] of Object.entries(overlay)) {
    const under = merged[key]
    merged[key] = isSection(value) && isSection(under) ? withOverlay(under, value) : value
  }
  return merged
}
