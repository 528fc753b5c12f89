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
import { importCycles, importsOf, runtimeGraph, sourceFiles, sourceOf } from '../../../tools/import-graph.ts'
import { CROSS_FEATURE_IMPORTS_ALLOWED } from './cross-feature-imports.ts'

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

/**
 * Decision 097: what counts as SQL in a file, found with the parser (so not in comments): a value import of
 * `drizzle-orm` or a subpath (query builders, the `sql` template) or of `db/schema.ts` (tables to query; a type-only
 * import of a row type is not SQL); a query call — `.select(`, `.selectDistinct(`, `.insert(`, `.update(`,
 * `.delete(`, `.execute(`, `.query`… — on a receiver named `db`, `tx`, `trx`, `database` or `client` (also as
 * `ctx.database.db`, `this.db`); a string or template that reads as a SQL statement. Opening a transaction
 * (`.transaction(`) is not SQL: services own their transactions (decision 028) and pass `tx` to repo functions.
 */
const QUERY_METHODS = new Set([
  'select',
  'selectDistinct',
  'selectDistinctOn',
  'insert',
  'update',
  'delete',
  'execute',
  'query',
  '$count',
  '$with',
  'with',
])
const QUERY_RECEIVER = /(^|\.)(db|tx|trx|database|client)$/i
const SQL_TEXT =
  /^\s*(select\s|insert\s+into\s|update\s+\S+\s+set\s|delete\s+from\s|with\s+\S+\s+as\s*\(|create\s+(table|index|unique)\s|alter\s+table\s|drop\s+(table|index)\s|truncate\s|lock\s+table\s)/i
const SCHEMA = join(SERVER_SRC, 'db/schema.ts')

/** The SQL in a file, one line per finding ('file:line what'). */
function sqlIn(file: string): string[] {
  const found: string[] = []
  for (const i of serverImports.get(file) ?? importsOf(file)) {
    if (i.typeOnly) continue
    if (i.specifier === 'drizzle-orm' || i.specifier.startsWith('drizzle-orm/')) {
      found.push(`${rel(file)} imports '${i.specifier}'`)
    } else if (i.target === SCHEMA) found.push(`${rel(file)} imports '${i.specifier}' (tables)`)
  }
  const source = sourceOf(file)
  const line = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAccessExpression(node) && QUERY_METHODS.has(node.name.text)) {
      const receiver = node.expression.getText(source)
      if (QUERY_RECEIVER.test(receiver)) found.push(`${rel(file)}:${line(node)} calls ${receiver}.${node.name.text}`)
    }
    if (
      (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node)) &&
      SQL_TEXT.test(node.text)
    ) {
      found.push(`${rel(file)}:${line(node)} holds SQL text '${node.text.trim().slice(0, 40)}'`)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/**
 * The files outside repos and db/ that still hold SQL, each with its reason (decision 097). An entry must name a file
 * that exists and still holds SQL, so the list only shrinks.
 */
const SQL_OUTSIDE_REPOS_ALLOWED: Record<string, string> = {
  'data/demo/seed.ts':
    'the demo generator fills an empty database in bulk, generically by table in foreign-key order (not a use case)',
  'features/bundle/bundle-apply.ts':
    "the bundle's generic upsert: one function writes any table by its key, comparing each column so that only what differs is written (decision 017)",
}

const isRepoOrDb = (file: string) => file.endsWith('.repo.ts') || inside(file, join(SERVER_SRC, 'db'))

describe('SQL lives in repos', () => {
  it('is in no server file outside *.repo.ts and db/, save the named exceptions', () => {
    const breaches = serverFiles
      .filter((file) => !isTest(file) && !isRepoOrDb(file))
      .filter((file) => !SQL_OUTSIDE_REPOS_ALLOWED[relative(SERVER_SRC, file).split(sep).join('/')])
      .flatMap(sqlIn)
      .map((w) => `${w}: SQL belongs in a *.repo.ts function (take the caller's tx to stay in its transaction)`)
    expect(breaches, breaches.join('\n')).toEqual([])
  })

  it('keeps at most 8 exceptions, each a file that still holds SQL', () => {
    const names = Object.keys(SQL_OUTSIDE_REPOS_ALLOWED)
    expect(names.length).toBeLessThanOrEqual(8)
    for (const name of names) expect(sqlIn(join(SERVER_SRC, name)).length, name).toBeGreaterThan(0)
  })

  it('sees SQL where there is one (the reader is not blind)', () => {
    const repo = sqlIn(join(SERVER_SRC, 'features/feedback/feedback.repo.ts')).join('\n')
    expect(repo).toContain("imports 'drizzle-orm'")
    expect(repo).toMatch(/calls (db|tx)\.(select|insert)/)
    expect(sqlIn(join(SERVER_SRC, 'features/access-log/access-log.repo.ts')).join('\n')).toContain(
      "holds SQL text 'insert into access_logs",
    )
    expect(sqlIn(join(SERVER_SRC, 'ops/leader.repo.ts')).join('\n')).toContain('calls client.query')
    // A service that only opens a transaction holds none.
    expect(sqlIn(join(SERVER_SRC, 'features/feedback/feedback.service.ts'))).toEqual([])
  })
})

const FEATURES = join(SERVER_SRC, 'features')
/** The feature folder a file is in, or undefined outside features/. */
const featureOf = (file: string) => (inside(file, FEATURES) ? relative(FEATURES, file).split(sep)[0] : undefined)

/** '<importing feature> → <imported file under features/>' for each import of another feature's file (tests aside). */
function crossFeatureImports(): { key: string; at: string }[] {
  const found: { key: string; at: string }[] = []
  for (const [file, imports] of serverImports) {
    const from = featureOf(file)
    if (!from || isTest(file)) continue
    for (const i of imports) {
      const to = i.target && featureOf(i.target)
      if (!to || to === from) continue
      found.push({
        key: `${from} → ${relative(FEATURES, i.target as string)
          .split(sep)
          .join('/')}`,
        at: `${rel(file)} imports '${i.specifier}'`,
      })
    }
  }
  return found
}

/** The one file another feature may import: the feature's declared public entry. */
const isPublicEntry = (key: string) => /→ [^/]+\/index\.ts$/.test(key)

describe('server features', () => {
  it('import another feature only through its public entry, features/<name>/index.ts (or an import that predates the rule)', () => {
    const allowed = new Set(CROSS_FEATURE_IMPORTS_ALLOWED)
    const breaches = crossFeatureImports()
      .filter(({ key }) => !isPublicEntry(key) && !allowed.has(key))
      .map(
        ({ key, at }) =>
          `${at} (${key}): import the feature's index.ts, exporting there what other features may use (decision 097)`,
      )
    expect(breaches, breaches.join('\n')).toEqual([])
  })

  it('list only imports that still exist, so the allow-list only shrinks', () => {
    const used = new Set(crossFeatureImports().map((i) => i.key))
    const stale = CROSS_FEATURE_IMPORTS_ALLOWED.filter((key) => !used.has(key))
    expect(stale, 'delete these lines from test/cross-feature-imports.ts').toEqual([])
  })
})
