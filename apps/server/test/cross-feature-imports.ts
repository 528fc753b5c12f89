/**
 * Decision 097: a server feature imports another only through that feature's declared public entry,
 * `features/<name>/index.ts`. This list held the imports that predated the rule, as '<importing feature> → <imported
 * file under features/>'; it is empty since 2026-11-28 and stays so: architecture.test.ts fails on a cross-feature
 * import that is not to an `index.ts`. Export what another feature needs from your feature's index.ts instead (and
 * keep the index free of modules that would close an import cycle: the cycle test says which).
 */
export const CROSS_FEATURE_IMPORTS_ALLOWED: readonly string[] = []
