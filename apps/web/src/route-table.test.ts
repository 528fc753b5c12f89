import { readdirSync, readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  ALWAYS_ALLOWED_PATHS,
  LOCALES,
  MANAGE_NAV_ENTRY,
  matchPageRoute,
  NAV_ENTRIES,
  PAGE_REDIRECTS,
  PAGE_ROUTE_PATTERNS,
  SETTINGS_NAV_ENTRY,
  VOLUNTEERS_NAV_ENTRY,
  WEB_HOME_PATH,
} from '@podium/domain'
import { describe, expect, it } from 'vitest'

/**
 * Three route tables must agree (decision 004): the router's route files, the domain's PAGE_ROUTE_PATTERNS (by which
 * the server answers 200 or 404) and the navigation. A pattern without a route file answers 200 and then shows the
 * not-found page; a route file without a pattern is a page the server calls missing.
 */

const ROUTES_DIR = fileURLToPath(new URL('./routes/', import.meta.url))
const ROUTE_TREE_FILE = fileURLToPath(new URL('./routeTree.gen.ts', import.meta.url))
/** The router plugin's defaults: files and folders starting with '-' are not routes; '__root' is the root. */
const IGNORED_PREFIX = '-'
const ROOT_FILE = /^__root\.[jt]sx?$/
const ROUTE_DECLARATION = /create(?:Lazy)?FileRoute\('([^']*)'\)/

/** Every route file (relative to routes/) with the path its createFileRoute declares. */
function routeFiles(): { file: string; routePath: string | undefined }[] {
  return readdirSync(ROUTES_DIR, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.[jt]sx?$/.test(entry.name) && !/\.test\.[jt]sx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name).slice(ROUTES_DIR.length))
    .filter((file) => !file.split('/').some((part) => part.startsWith(IGNORED_PREFIX)) && !ROOT_FILE.test(file))
    .map((file) => ({ file, routePath: ROUTE_DECLARATION.exec(readFileSync(join(ROUTES_DIR, file), 'utf8'))?.[1] }))
}

/**
 * A router path in the domain's spelling: no trailing slash for an index route, `{-$name}` → `$name?`, pathless
 * (`_layout`) and group (`(group)`) segments dropped, a trailing `_` (un-nesting) dropped. The splat `$` is spelt alike.
 */
function toPagePattern(routePath: string): string {
  const segments = routePath
    .split('/')
    .filter((segment) => segment !== '' && !segment.startsWith('_') && !/^\(.*\)$/.test(segment))
    .map((segment) => segment.replace(/_$/, '').replace(/^\{-\$(\w+)\}$/, '$$$1?'))
  const unknown = segments.find((segment) => /[{}]/.test(segment))
  if (unknown !== undefined) throw new Error(`${routePath}: teach toPagePattern the segment ${unknown}`)
  return `/${segments.join('/')}`
}

/** A path the pattern matches, with every optional segment present or absent. */
function samplePaths(pattern: string): string[] {
  const filled = pattern.split('/').map((part) => (part === '$' ? 'a/b' : part.startsWith('$') ? 'x1' : part))
  const optional = pattern.endsWith('?')
  const full = filled.join('/') || '/'
  return optional ? [full, filled.slice(0, -1).join('/') || '/'] : [full]
}

const files = routeFiles()
const routePatterns = new Set(
  files.flatMap(({ routePath }) => (routePath === undefined ? [] : [toPagePattern(routePath)])),
)
const pagePatterns = new Set<string>(PAGE_ROUTE_PATTERNS)

describe('the route table', () => {
  it('reads every route file under apps/web/src/routes', () => {
    expect(files.length).toBeGreaterThan(20)
    expect(
      files.filter(({ routePath }) => routePath === undefined).map(({ file }) => file),
      'route files that declare no createFileRoute(…)',
    ).toEqual([])
  })

  it('has a route file for every page pattern, so no known page renders the not-found page', () => {
    expect(
      [...pagePatterns].filter((pattern) => !routePatterns.has(pattern)),
      'patterns in packages/domain/src/rules/routes.ts with no route file in apps/web/src/routes: the server answers 200 and the app shows not-found; add the page or drop the pattern',
    ).toEqual([])
  })

  it('has a page pattern for every route file, so the server does not answer 404 for a real page', () => {
    expect(
      [...routePatterns].filter((pattern) => !pagePatterns.has(pattern)),
      'route files in apps/web/src/routes with no pattern in packages/domain/src/rules/routes.ts: the server answers 404 for them; add the pattern',
    ).toEqual([])
  })

  it('matches each page, bare and under every locale prefix, to its own pattern', () => {
    const mismatches = [...pagePatterns].flatMap((pattern) =>
      samplePaths(pattern).flatMap((path) =>
        [path, ...LOCALES.map((locale) => `/${locale}${path === '/' ? '' : path}`)]
          .filter((sample) => matchPageRoute(sample)?.pattern !== pattern)
          .map((sample) => `${sample} → ${matchPageRoute(sample)?.pattern ?? 'no page'}, expected ${pattern}`),
      ),
    )
    expect(mismatches).toEqual([])
  })

  it('has a generated route tree in step with the route files (run `npm run build -w @podium/web` to regenerate)', () => {
    const generated = [...readFileSync(ROUTE_TREE_FILE, 'utf8').matchAll(/^\s+id: '([^']+)',$/gm)].map((m) => m[1])
    expect(new Set(generated), basename(ROUTE_TREE_FILE)).toEqual(new Set(files.map(({ routePath }) => routePath)))
  })
})

describe('navigation targets', () => {
  it.each([
    ...NAV_ENTRIES.map((entry) => ['navigation entry', entry.path]),
    ['the Manage entry', MANAGE_NAV_ENTRY.path],
    ['the Settings entry', SETTINGS_NAV_ENTRY.path],
    ['the Volunteers entry', VOLUNTEERS_NAV_ENTRY.path],
    ...Object.values(PAGE_REDIRECTS).map((to) => ['page redirect', to]),
    ['route guard web home', WEB_HOME_PATH],
    ...ALWAYS_ALLOWED_PATHS.map((path) => ['route guard always allowed', path]),
  ])('%s %s is a page with a route file', (_source, path) => {
    const match = matchPageRoute(path)
    expect(match, `${path} is not in PAGE_ROUTE_PATTERNS`).toBeDefined()
    expect(routePatterns.has(match?.pattern ?? ''), `${match?.pattern} has no route file`).toBe(true)
  })
})
