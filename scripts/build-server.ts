/**
 * Builds the server into plain JavaScript (decision 084): `apps/server/dist/main.js` and its two worker entries,
 * with source maps, run by `node --enable-source-maps` in `npm start` and in the image (no TypeScript loader at run
 * time). Dependencies stay in node_modules; the workspace's domain package is bundled (it ships TypeScript). The
 * migrations are copied beside the bundle, where `db/client.ts` looks for them.
 *
 *   node --import tsx scripts/build-server.ts
 */
import { cpSync, rmSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type Plugin } from 'esbuild'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const SERVER = join(ROOT, 'apps/server')
export const SERVER_DIST = join(SERVER, 'dist')
export const SERVER_MAIN = join(SERVER_DIST, 'main.js')

/** Entry points by output name: the worker names are the ones `workers/ts-worker.ts` starts when compiled. */
const ENTRIES = {
  main: join(SERVER, 'src/main.ts'),
  'bundle-worker': join(SERVER, 'src/features/bundle/bundle-worker.ts'),
  'odf.parse-worker': join(SERVER, 'src/features/odf/odf.parse-worker.ts'),
}

/** Packages are loaded from node_modules at run time, except the workspace's own (TypeScript sources). */
const dependenciesOutside: Plugin = {
  name: 'dependencies-outside',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@podium/') ? undefined : { path: args.path, external: true },
    )
  },
}

export async function buildServer(): Promise<number> {
  const started = Date.now()
  rmSync(SERVER_DIST, { recursive: true, force: true })
  await build({
    entryPoints: ENTRIES,
    outdir: SERVER_DIST,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [dependenciesOutside],
  })
  cpSync(join(SERVER, 'src/db/migrations'), join(SERVER_DIST, 'migrations'), { recursive: true })
  return Date.now() - started
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const ms = await buildServer()
  console.log(`[build] the server is built in apps/server/dist (${ms} ms)`)
}
