/**
 * `npm start`'s first step (decision 084): builds the web app only when its sources changed since the last build, so
 * a second start on the same checkout goes straight to the server, then builds the server (a few seconds, esbuild).
 */
import { spawnSync } from 'node:child_process'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { isWebBuildCurrent, recordWebBuild, webSourcesDigest } from '../tools/web-build-stamp.ts'
import { buildServer } from './build-server.ts'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const started = Date.now()
// Taken before the build: a file edited while it runs makes the next start build again.
const digest = webSourcesDigest(root)
if (isWebBuildCurrent(root, digest)) {
  console.log(`[start] the web app is already built from these sources (checked in ${Date.now() - started} ms)`)
} else {
  console.log('[start] building the web app (its sources changed since the last build, or it was never built)')
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
  recordWebBuild(root, digest)
}
console.log(`[start] the server is built (${await buildServer()} ms)`)
