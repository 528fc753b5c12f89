import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { isWebBuildCurrent, recordWebBuild, webSourcesDigest } from '../../../tools/web-build-stamp.ts'

/** A checkout in miniature: the inputs the stamp reads and the outputs a build leaves. */
function checkout(): string {
  const root = mkdtempSync(join(tmpdir(), 'podium-stamp-'))
  const files: Record<string, string> = {
    'package-lock.json': '{}',
    'tsconfig.base.json': '{}',
    'apps/web/src/main.tsx': 'export const a = 1',
    'apps/web/src/main.test.tsx': 'test',
    'apps/web/vite.config.ts': 'export default {}',
    'packages/domain/src/rules.ts': 'export const b = 2',
  }
  for (const [path, text] of Object.entries(files)) write(root, path, text)
  return root
}
function write(root: string, path: string, text: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true })
  writeFileSync(join(root, path), text)
}
function build(root: string) {
  write(root, 'apps/web/dist/index.html', '<html>')
  write(root, 'apps/web/dist-ssr/entry-server.js', 'export {}')
}

const roots: string[] = []
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
})

describe('the web build stamp (npm start builds only what changed)', () => {
  it('says a build is current only when it is whole and made from the same sources', () => {
    const root = checkout()
    roots.push(root)
    const before = webSourcesDigest(root, {})
    expect(isWebBuildCurrent(root, before)).toBe(false) // never built
    build(root)
    expect(isWebBuildCurrent(root, before)).toBe(false) // built, but not recorded (an interrupted start)
    recordWebBuild(root, before)
    expect(isWebBuildCurrent(root, webSourcesDigest(root, {}))).toBe(true)

    rmSync(join(root, 'apps/web/dist-ssr/entry-server.js'))
    expect(isWebBuildCurrent(root, before)).toBe(false) // half a build
  })

  it('changes with a source, the domain, the lockfile or a VITE_ variable, and not with outputs or tests', () => {
    const root = checkout()
    roots.push(root)
    const digest = () => webSourcesDigest(root, {})
    const first = digest()
    build(root)
    write(root, 'apps/web/node_modules/x/index.js', 'dependency')
    write(root, 'apps/web/src/main.test.tsx', 'another test')
    expect(digest()).toBe(first)

    write(root, 'apps/web/src/main.tsx', 'export const a = 2')
    const second = digest()
    expect(second).not.toBe(first)
    write(root, 'packages/domain/src/rules.ts', 'export const b = 3')
    const third = digest()
    expect(third).not.toBe(second)
    write(root, 'package-lock.json', '{"v":2}')
    expect(digest()).not.toBe(third)
    expect(webSourcesDigest(root, { VITE_API_ORIGIN: 'https://games.example' })).not.toBe(digest())
  })
})
