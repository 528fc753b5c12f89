/** Helpers for the generated SVG images. */

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** FNV-1a, so a colour follows from an id on every run and machine. */
export function hash32(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** Initials: the first letters of the first and last words ("SILVA Ana" → "SA", "Marta Ribeiro" → "MR"). */
export function initials(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((w) => /\p{L}/u.test(w))
  if (words.length === 0) return '?'
  const first = [...(words[0] ?? '')].find((c) => /\p{L}/u.test(c)) ?? ''
  if (words.length === 1) return first.toLocaleUpperCase()
  const last = [...(words[words.length - 1] ?? '')].find((c) => /\p{L}/u.test(c)) ?? ''
  return `${first}${last}`.toLocaleUpperCase()
}
