/**
 * Whether the web app's build (apps/web/dist and dist-ssr) was made from the sources as they are now, so that
 * `npm start` builds only when something it is built from changed (decision 084): the web app, the domain package
 * it bundles, the lockfile, the shared TypeScript settings and the `VITE_` variables. Test files are not inputs.
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, sep } from 'node:path'

/** What the build reads, from the repository's root. */
export const WEB_BUILD_INPUTS = ['apps/web', 'packages/domain', 'package-lock.json', 'tsconfig.base.json']
/** Folders that are outputs, dependencies or native projects, never inputs. */
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'dist-ssr', 'android', 'ios'])
const isTestFile = (name: string) => /\.test\.tsx?$/.test(name)
/** Where the digest of the sources of the last good build is kept (inside the build it describes). */
export const STAMP_PATH = 'apps/web/dist/.sources-digest'
/** The files a start needs: the app's shell and the server-side renderer. */
const BUILD_OUTPUTS = ['apps/web/dist/index.html', 'apps/web/dist-ssr/entry-server.js']

function inputFiles(root: string, path: string): string[] {
  const full = join(root, path)
  if (!existsSync(full)) return []
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const child = join(path, entry.name)
    if (entry.isDirectory()) {
      return SKIPPED_FOLDERS.has(entry.name) || entry.name.startsWith('.') ? [] : inputFiles(root, child)
    }
    return entry.isFile() && !isTestFile(entry.name) ? [child] : []
  })
}

/** A digest of every input's path and bytes, and of the `VITE_` environment the build reads. */
export function webSourcesDigest(root: string, env: Record<string, string | undefined> = process.env): string {
  const hash = createHash('sha256')
  const files = WEB_BUILD_INPUTS.flatMap((input) => {
    const full = join(root, input)
    if (!existsSync(full)) return []
    return statSync(full).isDirectory() ? inputFiles(root, input) : [input]
  }).sort()
  for (const file of files) {
    hash.update(file.split(sep).join('/'))
    hash.update('\0')
    hash.update(readFileSync(join(root, file)))
    hash.update('\0')
  }
  for (const name of Object.keys(env)
    .filter((key) => key.startsWith('VITE_'))
    .sort()) {
    hash.update(`${name}=${env[name] ?? ''}\0`)
  }
  return hash.digest('hex')
}

/** Whether the build on disk is whole and was made from sources with this digest. */
export function isWebBuildCurrent(root: string, digest: string): boolean {
  if (!BUILD_OUTPUTS.every((output) => existsSync(join(root, output)))) return false
  const stamp = join(root, STAMP_PATH)
  return existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === digest
}

/** Records that the build now on disk was made from sources with this digest (taken before the build started). */
export function recordWebBuild(root: string, digest: string): void {
  writeFileSync(join(root, STAMP_PATH), `${digest}\n`)
}
