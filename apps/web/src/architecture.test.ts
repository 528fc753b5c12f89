/**
 * The web's import rules (decision 029), read from the source tree so that a reviewer need not. Three layers, and
 * imports point down only:
 *   composition     routes/, app/ (the shell), main.tsx, entry-server.tsx, router.tsx, routeTree.gen.ts — compose the rest;
 *   features        features/<concept>/ — product concepts, which never import each other;
 *   infrastructure  platform/<name>/, lib/, components/, i18n/ — what every screen needs, which imports no feature.
 * Neither features nor infrastructure import the composition layer, no module imports the server, and the modules
 * form no import cycle. Writes (POST, PUT, PATCH, DELETE) are TanStack Query mutations. Imports are read with
 * TypeScript's parser (as apps/server/test/architecture.test.ts does), so a path in a comment or a string is not an
 * import.
 */
import { readFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import {
  type Import,
  importCycles,
  importsOf,
  runtimeGraph,
  sourceFiles,
  sourceOf,
} from '../../../tools/import-graph.ts'

const WEB_SRC = dirname(fileURLToPath(import.meta.url))
const ROOT = resolve(WEB_SRC, '../../..')
const SERVER = join(ROOT, 'apps/server')

const COMPOSITION_DIRS = ['routes', 'app']
const COMPOSITION_FILES = ['main.tsx', 'entry-server.tsx', 'router.tsx', 'routeTree.gen.ts']
const INFRASTRUCTURE_DIRS = ['platform', 'lib', 'components', 'i18n']

type Layer = { kind: 'composition' } | { kind: 'feature'; concept: string } | { kind: 'infrastructure' }

const isTest = (file: string) => /\.test\.tsx?$/.test(file)
const rel = (file: string) => relative(ROOT, file).split(sep).join('/')
const inside = (file: string, dir: string) => file === dir || file.startsWith(`${dir}${sep}`)

/** The layer of a file of apps/web/src, or undefined for a file outside every layer. */
function layerOf(file: string): Layer | undefined {
  if (!inside(file, WEB_SRC)) return undefined
  const [top, concept] = relative(WEB_SRC, file).split(sep)
  if (top === undefined) return undefined
  if (concept === undefined) {
    // The root's own tests (route-table, this file) read files; they are not part of the app.
    return COMPOSITION_FILES.includes(top) || isTest(top) ? { kind: 'composition' } : undefined
  }
  if (COMPOSITION_DIRS.includes(top)) return { kind: 'composition' }
  if (INFRASTRUCTURE_DIRS.includes(top)) return { kind: 'infrastructure' }
  if (top === 'features' && concept && !/\.[jt]sx?$/.test(concept)) return { kind: 'feature', concept }
  return undefined
}

const webFiles = sourceFiles(WEB_SRC)
const webImports = new Map(webFiles.map((file) => [file, importsOf(file)]))

/** What is wrong with `file` importing `i`, by the layer rules; undefined when nothing is. */
function layerBreach(file: string, i: Import): string | undefined {
  const from = layerOf(file)
  const to = i.target ? layerOf(i.target) : undefined
  const at = `${rel(file)} imports '${i.specifier}'`
  if (!from || !to || from.kind === 'composition') return undefined
  if (to.kind === 'composition') {
    const what = from.kind === 'feature' ? 'a feature' : 'infrastructure'
    return `${at}: ${what} must not import the composition layer (${rel(i.target as string)}); routes and app/ compose, nothing imports them`
  }
  if (from.kind === 'feature' && to.kind === 'feature' && from.concept !== to.concept) {
    return `${at}: features do not import each other (features/${from.concept} → features/${to.concept}); move the shared piece to components/, lib/, platform/ or the domain, or compose both in the route`
  }
  if (from.kind === 'infrastructure' && to.kind === 'feature') {
    return `${at}: infrastructure must not import a feature (features/${to.concept}); pass what it needs in from a route or app/`
  }
  return undefined
}

describe('the web layers', () => {
  it('place every module in a layer', () => {
    const breaches = webFiles
      .filter((file) => !layerOf(file))
      .map(
        (file) =>
          `${rel(file)} is in no layer: composition (${[...COMPOSITION_DIRS, ...COMPOSITION_FILES].join(', ')}), features/<concept>/ or infrastructure (${INFRASTRUCTURE_DIRS.join(', ')})`,
      )
    expect(breaches, breaches.join('\n')).toEqual([])
  })

  it('import down only: features not each other, infrastructure no feature, neither the routes or the shell', () => {
    const breaches = [...webImports].flatMap(([file, imports]) =>
      imports.flatMap((i) => {
        const breach = layerBreach(file, i)
        return breach ? [breach] : []
      }),
    )
    expect(breaches, breaches.join('\n')).toEqual([])
  })

  it('never import the server (what both need is in the domain)', () => {
    const breaches = [...webImports].flatMap(([file, imports]) =>
      imports
        .filter((i) =>
          i.target
            ? inside(i.target, SERVER)
            : i.specifier === '@podium/server' || i.specifier.startsWith('@podium/server/'),
        )
        .map(
          (i) => `${rel(file)} imports '${i.specifier}': the web never imports apps/server; share through the domain`,
        ),
    )
    expect(breaches, breaches.join('\n')).toEqual([])
  })
})

/**
 * Writes that do not go through TanStack Query's useMutation, and why. Every other write is a `mutationFn` of a
 * feature's `…Mutations` (mutationOptions), which also says which cached answers it makes stale.
 */
const WRITES_OUTSIDE_MUTATIONS = new Map([
  ['apps/web/src/platform/errors/report-client-error.ts', 'fire-and-forget (keepalive): nothing to show or refetch'],
  ['apps/web/src/features/bundle-import/api.ts', 'XMLHttpRequest, for its upload progress'],
])
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
/** A write method alone (`apiRequest`'s `method`) or heading a route of the domain's API_WRITES (`apiWrite`). */
const isWrite = (text: string) => WRITE_METHODS.has(text.split(' /')[0] ?? '') && /^[A-Z]+( \/.*)?$/.test(text)

/** The lines naming a write method ('POST', 'PUT /admin/sponsors/:id', …) outside a `mutationFn`, found with the parser. */
function writesOutsideMutationFn(file: string): number[] {
  const source = sourceOf(file)
  const lines: number[] = []
  const visit = (node: ts.Node, inMutationFn: boolean) => {
    const named =
      (ts.isPropertyAssignment(node) || ts.isMethodDeclaration(node)) && node.name.getText() === 'mutationFn'
    if (ts.isStringLiteralLike(node) && isWrite(node.text) && !inMutationFn) {
      lines.push(source.getLineAndCharacterOfPosition(node.getStart()).line + 1)
    }
    ts.forEachChild(node, (child) => visit(child, inMutationFn || named))
  }
  visit(source, false)
  return lines
}

describe('the web writes', () => {
  it('go through useMutation: a write method appears only in a mutationFn', () => {
    const breaches = webFiles
      .filter((file) => !isTest(file) && !WRITES_OUTSIDE_MUTATIONS.has(rel(file)))
      .flatMap((file) =>
        writesOutsideMutationFn(file).map(
          (line) =>
            `${rel(file)}:${line} writes outside a mutationFn: declare it in the feature's …Mutations (mutationOptions) and call it with useMutation`,
        ),
      )
    expect(breaches, breaches.join('\n')).toEqual([])
  })

  it('allow-list only files that still write, and see a mutationFn where there is one', () => {
    const stale = [...WRITES_OUTSIDE_MUTATIONS.keys()].filter(
      (file) => writesOutsideMutationFn(join(ROOT, file)).length === 0,
    )
    expect(stale).toEqual([])
    expect(writesOutsideMutationFn(join(WEB_SRC, 'features/accounts/api.ts'))).toEqual([])
    expect(readFileSync(join(WEB_SRC, 'features/accounts/api.ts'), 'utf8')).toMatch(
      /mutationFn[\s\S]*'POST \/auth\/login'/,
    )
  })
})

describe('the web modules', () => {
  it('have no import cycle (type-only imports aside)', () => {
    const files = new Set(webFiles.filter((file) => !isTest(file)))
    const graph = runtimeGraph(files, (file) => webImports.get(file) ?? [])
    const cycles = importCycles(graph).map((c) => `import cycle: ${[...c, c[0] as string].map(rel).join(' → ')}`)
    expect(cycles, cycles.join('\n')).toEqual([])
  })
})

describe('the checks themselves', () => {
  it('find the imports they check (the reader is not blind)', () => {
    const shell = webImports.get(join(WEB_SRC, 'app/root-layout.tsx')) ?? []
    expect(shell.map((i) => i.target)).toContain(join(WEB_SRC, 'features/accounts/components/account-button.tsx'))
    expect(layerOf(join(WEB_SRC, 'features/medals/api.ts'))).toEqual({ kind: 'feature', concept: 'medals' })
    expect(layerOf(join(WEB_SRC, 'platform/live/live-sync.ts'))).toEqual({ kind: 'infrastructure' })
    expect(layerOf(join(WEB_SRC, 'routes/index.tsx'))).toEqual({ kind: 'composition' })
    expect(layerOf(join(WEB_SRC, 'features/stray.ts'))).toBeUndefined()
  })

  it('name each kind of breach', () => {
    const feature = join(WEB_SRC, 'features/medals/api.ts')
    const platform = join(WEB_SRC, 'platform/live/live-sync.ts')
    const to = (path: string): Import => ({ specifier: path, target: join(WEB_SRC, path), typeOnly: true })
    expect(layerBreach(feature, to('features/schedule/api.ts'))).toMatch(/features do not import each other/)
    expect(layerBreach(feature, to('features/medals/components/medal-table.tsx'))).toBeUndefined()
    expect(layerBreach(feature, to('routes/index.tsx'))).toMatch(/a feature must not import the composition layer/)
    expect(layerBreach(platform, to('app/root-layout.tsx'))).toMatch(/infrastructure must not import the composition/)
    expect(layerBreach(platform, to('features/medals/api.ts'))).toMatch(/infrastructure must not import a feature/)
    expect(layerBreach(join(WEB_SRC, 'routes/index.tsx'), to('features/medals/api.ts'))).toBeUndefined()
    const graph = new Map([
      ['a', ['b', 'd']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['e']],
      ['e', ['a']],
      ['f', ['f']],
    ])
    expect(importCycles(graph)).toEqual([['a', 'b', 'c'], ['f']])
  })
})
