/**
 * What the feed's log keeps of a refused message (decision 073): where broken XML breaks, and the header as far as it
 * can be read without parsing. Kept apart from the parser so the main thread loads no XML parser for them.
 */
import { HttpError } from '../../http/errors.ts'

/** Text that is not XML (400), with where it breaks: the feed's log and screen show the line and column. */
export class OdfXmlError extends HttpError {
  constructor(
    message: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(400, 'bad_request', message)
  }
}

const SCRAPED = [
  'CompetitionCode',
  'DocumentCode',
  'DocumentSubcode',
  'DocumentType',
  'DocumentSubtype',
  'Version',
] as const

/**
 * The header of a message as far as its OdfBody start tag can be read without parsing, for the log of a message that
 * was refused (broken XML, an invalid header): its DocumentCode, type and Version when they are there.
 */
export function scrapeOdfHeader(xml: string): Partial<Record<(typeof SCRAPED)[number], string>> {
  const start = /<OdfBody\b([^>]*)>?/.exec(xml.slice(0, 8192))
  const out: Partial<Record<(typeof SCRAPED)[number], string>> = {}
  if (!start?.[1]) return out
  for (const name of SCRAPED) {
    const value = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"<]{0,64})"|'([^'<]{0,64})')`).exec(start[1])
    const found = value?.[1] ?? value?.[2]
    if (found !== undefined) out[name] = found
  }
  return out
}
