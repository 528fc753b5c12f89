/**
 * A worker thread's source that runs a TypeScript module as the server does, through tsx's `tsImport` (resolved from
 * here, not from the working directory): Node 20 does not apply `--import tsx` to a worker's entry module. Used with
 * `new Worker(tsWorkerSource(url), { eval: true })`.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'

export function tsWorkerSource(entry: URL): string {
  const tsxPackage = createRequire(import.meta.url).resolve('tsx/package.json')
  const { exports } = JSON.parse(readFileSync(tsxPackage, 'utf8')) as {
    exports: Record<string, { import: { default: string } }>
  }
  const api = pathToFileURL(join(dirname(tsxPackage), exports['./esm/api']?.import.default ?? '')).href
  return `import(${JSON.stringify(api)}).then(({ tsImport }) => tsImport(${JSON.stringify(entry.href)}, ${JSON.stringify(entry.href)}))`
}
