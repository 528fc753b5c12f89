/** How results sheets print times, marks, differences and wind. */

/** "10.84", "1:02.35", "1:02:15.3" or "2:15:33" (decimals 0). */
export function formatSeconds(seconds: number, decimals: number): string {
  const factor = 10 ** decimals
  const units = Math.round(seconds * factor)
  const whole = Math.floor(units / factor)
  const fraction = units - whole * factor
  const h = Math.floor(whole / 3600)
  const m = Math.floor((whole % 3600) / 60)
  const s = whole % 60
  const frac = decimals > 0 ? `.${String(fraction).padStart(decimals, '0')}` : ''
  if (h > 0) return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}${frac}`
  if (m > 0) return `${m}:${String(s).padStart(2, '0')}${frac}`
  return `${s}${frac}`
}

/** Seconds rounded the way they are printed, so equal prints compare equal. */
export function roundSeconds(seconds: number, decimals: number): number {
  const factor = 10 ** decimals
  return Math.round(seconds * factor) / factor
}

export function formatDifference(seconds: number, decimals: number): string {
  return `+${formatSeconds(seconds, decimals)}`
}

/** Metres with two decimals: "6.45". */
export function formatMark(metres: number): string {
  return metres.toFixed(2)
}

/** "+1.2", "-0.4", "+0.0". */
export function formatWind(metresPerSecond: number): string {
  const r = Math.round(metresPerSecond * 10) / 10 || 0
  return `${r >= 0 ? '+' : ''}${r.toFixed(1)}`
}

export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals
  return Math.round(value * factor) / factor
}

/** "MM:SS" of a number of seconds. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.round(seconds))
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`
}
