/**
 * The import rules of decision 026, read from the source tree so that a reviewer need not: product code reaches the
 * demo only through its one entry and only from startup; the domain imports nothing but zod and its own files; the
 * server's modules form no import cycle. Imports are read with TypeScript's parser (already the toolchain), so a
 * path in a comment or a string is not an import.
 */
import { readFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { importCycles, importsOf, runtimeGraph, sourceFiles } from '../../../tools/import-graph.ts'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')
const SERVER_SRC = join(ROOT, 'apps/server/src')
const DOMAIN_SRC = join(ROOT, 'packages/domain/src')
const DEMO = join(SERVER_SRC, 'data/demo')
const DEMO_ENTRY = join(DEMO, 'index.ts')

const isTest = (file: string) => /\.test\.tsx?$/.test(file)
const rel = (file: string) => relative(ROOT, file).split(sep).join('/')
const inside = (file: string, dir: string) => file === dir || file.startsWith(`${dir}${sep}`)

const serverFiles = sourceFiles(SERVER_SRC)
const serverImports = new Map(serverFiles.map((file) => [file, importsOf(file)]))

describe('the demo is a leaf', () => {
  it('is reached from product code only through data/demo/index.ts, and only by startup', () => {
    const startup = join(SERVER_SRC, 'startup.ts')
    const breaches: string[] = []
    for (const [file, imports] of serverImports) {
      if (inside(file, join(SERVER_SRC, 'data'))) continue
      for (const i of imports) {
        if (!i.target || !inside(i.target, join(SERVER_SRC, 'data'))) continue
        const allowed = (file === startup || isTest(file)) && (i.target === DEMO_ENTRY || !inside(i.target, DEMO))
        if (allowed) continue
        breaches.push(
          inside(i.target, DEMO)
            ? `${rel(file)} imports '${i.specifier}': only startup.ts and tests may use the demo, through data/demo/index.ts`
            : `${rel(file)} imports '${i.specifier}': data/ holds the demo and the simulator, which only startup.ts starts`,
        )
      }
    }
    expect(breaches, breaches.join('\n')).toEqual([])
  })

  it('is reached from the test suite and the scripts only through its entry', () => {
    const outside = [...sourceFiles(join(ROOT, 'apps/server/test')), ...sourceFiles(join(ROOT, 'scripts'))]
    const breaches = outside.flatMap((file) =>
      importsOf(file)
        .filter((i) => i.target && inside(i.target, DEMO) && i.target !== DEMO_ENTRY)
        .map((i) => `${rel(file)} imports '${i.specifier}': use apps/server/src/data/demo/index.ts`),
    )
    expect(breaches, breaches.join('\n')).toEqual([])
  })

  it('has an entry that exists and seeds', async () => {
    const entry = await import('../src/data/demo/index.ts')
    expect(typeof entry.seedDemo).toBe('function')
    expect(typeof entry.isDatabaseEmpty).toBe('function')
  })
})

describe('the domain package', () => {
  it('imports only zod and its own files', () => {
    const breaches = sourceFiles(DOMAIN_SRC)
      .filter((file) => !isTest(file))
      .flatMap((file) =>
        importsOf(file)
          .filter((i) => (i.target ? !inside(i.target, DOMAIN_SRC) : i.specifier !== 'zod'))
          .map((i) => `${rel(file)} imports '${i.specifier}': the domain may import only zod and its own files`),
      )
    expect(breaches, breaches.join('\n')).toEqual([])
  })

  it('has tests that change no shared state, so they may share one module graph (vitest isolate: false)', () => {
    // Decision 065: the domain project runs unisolated; a mock, stub or fake clock would leak into the next file.
    const breaches = sourceFiles(DOMAIN_SRC)
      .filter(isTest)
      .filter((file) =>
        /\bvi\.(mock|doMock|stubGlobal|stubEnv|spyOn|useFakeTimers|setSystemTime)\b|globalThis|process\.env/.test(
          readFileSync(file, 'utf8'),
        ),
      )
      .map(rel)
    expect(breaches, 'a domain test that needs these must run isolated (vitest.config.ts)').toEqual([])
  })
})

describe('the server', () => {
  it('has no import cycle between its modules (type-only imports aside)', () => {
    const files = new Set(serverFiles.filter((file) => !isTest(file)))
    const graph = runtimeGraph(files, (file) => serverImports.get(file) ?? [])
    const cycles = importCycles(graph).map((c) => `import cycle: ${[...c, c[0] as string].map(rel).join(' → ')}`)
    expect(cycles, cycles.join('\n')).toEqual([])
  })

  it('finds the imports it checks (the reader is not blind)', () => {
    const startupImports = serverImports.get(join(SERVER_SRC, 'startup.ts')) ?? []
    expect(startupImports.map((i) => i.target)).toContain(DEMO_ENTRY)
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

/**
 * The lines of a file's `.method(` calls whose receiver's text matches `receiver` (any by default), found with the
 * parser (so not in comments or strings).
 */
function methodCalls(file: string, method: string, receiver = /[\s\S]*/): number[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const lines: number[] = []
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === method &&
      receiver.test(node.expression.expression.getText(source))
    ) {
      lines.push(source.getLineAndCharacterOfPosition(node.getStart()).line + 1)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return lines
}

/** The `.transaction(` calls in a file, by line. */
const transactionCalls = (file: string) => methodCalls(file, 'transaction')

describe('route handlers', () => {
  const routeFiles = serverFiles.filter((file) => file.endsWith('.routes.ts'))
  const schema = join(SERVER_SRC, 'db/schema.ts')

  it('hold no SQL: no drizzle-orm, no db/schema.ts, no .transaction( (services and repos do)', () => {
    const breaches: string[] = []
    for (const file of routeFiles) {
      for (const i of serverImports.get(file) ?? []) {
        if (i.specifier === 'drizzle-orm' || i.specifier.startsWith('drizzle-orm/')) {
          breaches.push(`${rel(file)} imports '${i.specifier}': SQL belongs in a *.repo.ts, called from a *.service.ts`)
        } else if (i.target === schema) {
          breaches.push(`${rel(file)} imports '${i.specifier}': tables are read and written in a *.repo.ts`)
        }
      }
      for (const line of transactionCalls(file)) {
        breaches.push(`${rel(file)}:${line} calls .transaction(: transactions belong in a *.service.ts`)
      }
    }
    expect(breaches, breaches.join('\n')).toEqual([])
  })

  it('sees a transaction where there is one', () => {
    expect(transactionCalls(join(SERVER_SRC, 'features/feedback/feedback.service.ts')).length).toBeGreaterThan(0)
  })
})

/** The tables only the results writer writes (decision 031): a unit's results, start list, play-by-play, medallists. */
const RESULTS_TABLES = new Set(['results', 'medallists', 'startListEntries', 'playByPlay'])
/** A unit's two status columns, set only by the results writer (its transition rule, audit row and live event). */
const STATUS_COLUMNS = new Set(['scheduleStatus', 'resultStatus'])
const RESULTS_REPO = join(SERVER_SRC, 'features/results/results.repo.ts')
/** The demo's seed fills an empty database in bulk, generically by table; it is not a writer of live results. */
const DEMO_SEED = join(SERVER_SRC, 'data/demo/seed.ts')

/** `.insert(t)`, `.update(t)`, `.delete(t)` of a results table, and `.set({ scheduleStatus | resultStatus })`, by line. */
function resultsWrites(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const line = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1
  const tableName = (node: ts.Expression | undefined) => {
    if (!node) return undefined
    if (ts.isIdentifier(node)) return node.text
    if (ts.isPropertyAccessExpression(node)) return node.name.text // schema.results
    return undefined
  }
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text
      const table = tableName(node.arguments[0])
      if (['insert', 'update', 'delete'].includes(method) && table && RESULTS_TABLES.has(table)) {
        found.push(`${rel(file)}:${line(node)} calls .${method}(${table})`)
      }
      const values = node.arguments[0]
      if (method === 'set' && values && ts.isObjectLiteralExpression(values)) {
        for (const p of values.properties) {
          const name = p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : undefined
          if (name && STATUS_COLUMNS.has(name)) found.push(`${rel(file)}:${line(p)} sets ${name}`)
        }
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

describe('the results write side', () => {
  it('is the only writer of results, start lists, play-by-play, medallists and unit statuses', () => {
    const breaches = serverFiles
      .filter((file) => !isTest(file) && file !== RESULTS_REPO && file !== DEMO_SEED)
      .flatMap(resultsWrites)
      .map((w) => `${w}: results and statuses are written through features/results/results.service.ts`)
    expect(breaches, breaches.join('\n')).toEqual([])
  })

  it('sees the writes it forbids (the reader is not blind)', () => {
    const seen = resultsWrites(RESULTS_REPO).join('\n')
    for (const table of RESULTS_TABLES) expect(seen).toContain(`(${table})`)
    expect(seen).toContain('sets scheduleStatus')
  })
})

/** `<x>.cache.invalidate(` and `cache.invalidate(` calls in a file, by line. */
const readModelDrops = (file: string) => methodCalls(file, 'invalidate', /\bcache$/)

/**
 * docs/freshness.md: a write drops read models only through its live event (live/invalidation.ts, wired by
 * live/freshness.ts). The exceptions are what no live event carries, each named with its reason.
 */
const READ_MODEL_DROPS_ALLOWED: Record<string, string> = {
  'live/invalidation.ts': 'the table of what each live event makes stale',
  'live/freshness.ts': 'the calendar or the settings read again after an event',
  'features/documents/documents.routes.ts': 'a scheduled document falls due on the clock, with no write',
  'features/trivia/trivia.service.ts': 'points are personal, not a live event (the ranking also expires)',
  'features/trivia/trivia-admin.service.ts': 'points are personal, not a live event (the ranking also expires)',
  'features/feedback/feedback.service.ts': 'points are personal, not a live event (the ranking also expires)',
  'features/accounts/accounts.service.ts': 'points are personal, not a live event (the ranking also expires)',
}

describe('freshness', () => {
  it('drops read models only through live events, save the named exceptions', () => {
    const breaches = serverFiles
      .filter((file) => !isTest(file))
      .flatMap((file) => {
        const name = relative(SERVER_SRC, file).split(sep).join('/')
        if (READ_MODEL_DROPS_ALLOWED[name]) return []
        return readModelDrops(file).map(
          (line) => `${rel(file)}:${line} drops read models itself: publish a live event (live/invalidation.ts)`,
        )
      })
    expect(breaches, breaches.join('\n')).toEqual([])
  })

  it('sees a drop where there is one, and every exception still has one', () => {
    for (const name of Object.keys(READ_MODEL_DROPS_ALLOWED)) {
      expect(readModelDrops(join(SERVER_SRC, name)).length, name).toBeGreaterThan(0)
    }
  })
})
