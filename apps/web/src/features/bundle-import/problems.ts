import {
  BUNDLE_PROBLEMS,
  type BundleLocation,
  type BundleProblemKey,
  bundleProblemKey,
  parseBundleFieldKey,
} from '@podium/domain'

export interface LocatedProblem extends BundleLocation {
  /** The i18n key under bundleImport.problems, or undefined for a text the domain does not list. */
  key: BundleProblemKey | undefined
  /** The server's English text, shown inside the generic message when there is no key. */
  text: string
}

/** The 422's fields (`units.csv:7:start` → texts) as located problems, in the server's order. */
export function locatedProblems(fields: Record<string, string[]> | undefined): LocatedProblem[] {
  return Object.entries(fields ?? {}).flatMap(([key, texts]) => {
    const where = parseBundleFieldKey(key) ?? { file: key }
    return texts.map((text) => ({
      ...where,
      // A CSV syntax error carries the parser's own words after the fixed text.
      key: bundleProblemKey(text) ?? (text.startsWith(BUNDLE_PROBLEMS.notCsv) ? 'notCsv' : undefined),
      text,
    }))
  })
}
