/**
 * Starts a worker thread on one of the server's worker modules, from its TypeScript source or from the compiled
 * server (decision 084), whichever this process runs. From source, Node 20 does not apply `--import tsx` to a
 * worker's entry module, so the worker runs tsx's `tsImport` (resolved from here, not from the working directory).
 * Compiled, every module is in `apps/server/dist/main.js` and each worker entry is a file beside it, named as in
 * scripts/build-server.ts.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { Worker, type WorkerOptions } from 'node:worker_threads'

/** Whether this process runs the compiled server (this module's code then lives in a `.js` file). */
const COMPILED = import.meta.url.endsWith('.js')

export function tsWorkerSource(entry: URL): string {
  const tsxPackage = createRequire(import.meta.url).resolve('tsx/package.json')
  const { exports } = JSON.parse(readFileSync(tsxPackage, 'utf8')) as {
    exports: Record<string, { import: { default: string } }>
  }
  const api = pathToFileURL(join(dirname(tsxPackage), exports['./esm/api']?.import.default ?? '')).href
  return `import(${JSON.stringify(api)}).then(({ tsImport }) => tsImport(${JSON.stringify(entry.href)}, ${JSON.stringify(entry.href)}))`
}

/**
 * A worker on `source` (the TypeScript module, as `new URL('./x-worker.ts', import.meta.url)`) or, compiled, on
 * `dist/<compiledName>.js`.
 */
export function startWorker(
  source: URL,
  compiledName: 'bundle-worker' | 'odf.parse-worker',
  options: Omit<WorkerOptions, 'eval'>,
): Worker {
  if (COMPILED) return new Worker(new URL(`./${compiledName}.js`, import.meta.url), options)
  return new Worker(tsWorkerSource(source), { ...options, eval: true })
}
