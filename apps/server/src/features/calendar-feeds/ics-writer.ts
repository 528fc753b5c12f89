/**
 * A small iCalendar (RFC 5545) writer: the feeds need VCALENDAR and VEVENT with a dozen properties, and the
 * maintained generators either require Node 22 or bring a validation library along (decision 055).
 */

export interface IcsEvent {
  uid: string
  /** When the information last changed (no METHOD: DTSTAMP is the revision time, RFC 5545 §3.8.7.2). */
  stamp: Date
  start: Date
  end: Date
  summary: string
  description?: string | undefined
  location?: string | undefined
  geo?: { lat: number; lon: number } | undefined
  url?: string | undefined
  sequence: number
  status: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED'
  categories?: readonly string[] | undefined
}

export interface IcsCalendar {
  /** The calendar's name (X-WR-CALNAME for Apple and Google, NAME for RFC 7986 readers). */
  name: string
  description?: string | undefined
  /** Minutes a client should wait before asking again (REFRESH-INTERVAL and X-PUBLISHED-TTL). */
  refreshMinutes: number
  events: readonly IcsEvent[]
}

/** TEXT escaping (§3.3.11): backslash, semicolon, comma, and line breaks as `\n`. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

/** UTC date-time form (§3.3.5 form #2): 20260712T083000Z. */
export function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '')
}

const encoder = new TextEncoder()

/**
 * Folds a content line at 75 octets (§3.1): continuation lines start with one space. Cuts fall between characters,
 * never inside a UTF-8 sequence (Portuguese and Azerbaijani names have multi-byte letters).
 */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line
  const parts: string[] = []
  let current = ''
  let octets = 0
  let limit = 75
  for (const char of line) {
    const size = encoder.encode(char).length
    if (octets + size > limit) {
      parts.push(current)
      current = ''
      octets = 0
      limit = 74 // the leading space counts
    }
    current += char
    octets += size
  }
  parts.push(current)
  return parts.join('\r\n ')
}

function eventLines(e: IcsEvent): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${escapeText(e.uid)}`,
    `DTSTAMP:${utcStamp(e.stamp)}`,
    `LAST-MODIFIED:${utcStamp(e.stamp)}`,
    `DTSTART:${utcStamp(e.start)}`,
    `DTEND:${utcStamp(e.end)}`,
    `SEQUENCE:${e.sequence}`,
    `STATUS:${e.status}`,
    `SUMMARY:${escapeText(e.summary)}`,
  ]
  if (e.description) lines.push(`DESCRIPTION:${escapeText(e.description)}`)
  if (e.location) lines.push(`LOCATION:${escapeText(e.location)}`)
  if (e.geo) lines.push(`GEO:${e.geo.lat.toFixed(6)};${e.geo.lon.toFixed(6)}`)
  if (e.categories?.length) lines.push(`CATEGORIES:${e.categories.map(escapeText).join(',')}`)
  // A URI value is not TEXT: no escaping, but a line break would end the property, so none may pass.
  if (e.url && !/[\r\n]/.test(e.url)) lines.push(`URL:${e.url}`)
  lines.push('TRANSP:OPAQUE', 'END:VEVENT')
  return lines
}

/** The calendar as iCalendar text: CRLF line ends, folded lines, a final CRLF. */
export function writeIcs(calendar: IcsCalendar): string {
  const name = escapeText(calendar.name)
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Podium//Calendar feeds//EN',
    'CALSCALE:GREGORIAN',
    `NAME:${name}`,
    `X-WR-CALNAME:${name}`,
    ...(calendar.description
      ? [`DESCRIPTION:${escapeText(calendar.description)}`, `X-WR-CALDESC:${escapeText(calendar.description)}`]
      : []),
    'X-WR-TIMEZONE:UTC',
    `REFRESH-INTERVAL;VALUE=DURATION:PT${calendar.refreshMinutes}M`,
    `X-PUBLISHED-TTL:PT${calendar.refreshMinutes}M`,
    ...calendar.events.flatMap(eventLines),
    'END:VCALENDAR',
  ]
  return `${lines.map(foldLine).join('\r\n')}\r\n`
}
