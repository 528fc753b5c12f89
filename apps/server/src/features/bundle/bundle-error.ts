import {
  BUNDLE_PROBLEMS,
  type BundleLocation,
  type BundleProblemKey,
  bundleFieldKey,
  formatBundleLocation,
} from '@podium/domain'
import { HttpError } from '../../http/errors.ts'

export interface BundleProblem extends BundleLocation {
  /** One of BUNDLE_PROBLEMS' texts (or a parser's own words after notCsv). */
  problem: string
}

/** At most this many problems are listed; the import stops at the first file that has any. */
export const MAX_PROBLEMS = 50

/**
 * A bundle the importer refuses: 422 `invalid_bundle`. The message names the first problem
 * (`units.csv line 7, column start: must be …`); `fields` lists every problem found, keyed `file:line:column`.
 */
export class BundleError extends HttpError {
  constructor(readonly problems: readonly BundleProblem[]) {
    const first = problems[0] ?? { file: '', problem: '' }
    const fields: Record<string, string[]> = {}
    for (const p of problems) {
      const key = bundleFieldKey(p)
      fields[key] ??= []
      fields[key].push(p.problem)
    }
    super(422, 'invalid_bundle', `${formatBundleLocation(first)}: ${first.problem}`, fields)
    this.name = 'BundleError'
  }
}

export const problem = (where: BundleLocation, key: BundleProblemKey): BundleProblem => ({
  ...where,
  problem: BUNDLE_PROBLEMS[key],
})
