/**
 * Reads `formats.json` in the import's worker (decision 078): JSON, the file's format and version,
 * `EventFormatSchema` for each structure and one structure per event. What needs the database is checked in the
 * import's transaction (bundle-formats.ts).
 */
import { BUNDLE_FORMATS_FILE, BUNDLE_FORMATS_FORMAT, BundleFormatsSchema, type EventFormat } from '@podium/domain'
import { pathText, readerOf } from './bundle-content-read.ts'
import { BundleError, type BundleProblem, MAX_PROBLEMS, problem } from './bundle-error.ts'
import type { BundleSource } from './bundle-source.ts'

/** The bundle's structures, or undefined when it has no formats.json. Runs in the import's worker. */
export function readBundleFormats(source: BundleSource, maxBytes: number): EventFormat[] | undefined {
  const json = readerOf(source, BUNDLE_FORMATS_FILE)?.(BUNDLE_FORMATS_FILE, maxBytes)
  if (!json) return undefined
  let raw: unknown
  try {
    raw = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(json))
  } catch {
    throw new BundleError([problem({ file: BUNDLE_FORMATS_FILE }, 'notJson')])
  }
  const head = raw as { format?: unknown; version?: unknown } | null
  if (!head || typeof head !== 'object' || head.format !== BUNDLE_FORMATS_FORMAT) {
    throw new BundleError([problem({ file: BUNDLE_FORMATS_FILE }, 'formatsFormat')])
  }
  const parsed = BundleFormatsSchema.safeParse(raw)
  if (!parsed.success) {
    const events = Array.isArray((raw as { events?: unknown }).events) ? (raw as { events: unknown[] }).events : []
    throw new BundleError(
      parsed.error.issues.slice(0, MAX_PROBLEMS).map((issue) => {
        // Name the event when the structure has a readable code, whatever else is wrong with it.
        const index = typeof issue.path[1] === 'number' ? issue.path[1] : undefined
        const code = index !== undefined ? (events[index] as { eventCode?: unknown } | null)?.eventCode : undefined
        const path = pathText(issue.path)
        return {
          file: BUNDLE_FORMATS_FILE,
          column: typeof code === 'string' ? `${path} ${code}` : path || undefined,
          problem: issue.path[0] === 'version' ? problem({ file: '' }, 'formatsFormat').problem : issue.message,
        }
      }),
    )
  }
  const seen = new Set<string>()
  const problems: BundleProblem[] = []
  parsed.data.events.forEach((format, index) => {
    if (seen.has(format.eventCode)) {
      problems.push(problem({ file: BUNDLE_FORMATS_FILE, column: `events[${index}] ${format.eventCode}` }, 'duplicate'))
    }
    seen.add(format.eventCode)
  })
  if (problems.length) throw new BundleError(problems.slice(0, MAX_PROBLEMS))
  return parsed.data.events
}
