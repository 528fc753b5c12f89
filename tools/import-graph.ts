/**
 * The import graph of a source tree, read with TypeScript's parser (so a path in a comment or a string is not an
 * import): the server's and the web's architecture tests (decisions 026 and 029) check their rules on it.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve, sep } from 'node:path'
import ts from 'typescript'

export interface Import {
  specifier: string
  /** The file it names, for a relative import. */
  target?: string
  /** `import type` / `export type` / `import('…')` in a type: gone at run time, so it cannot make a cycle. */
  typeOnly: boolean
}

/** The TypeScript sources below a folder (declaration files and node_modules aside), sorted. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts'))
    .map((e) => join(e.parentPath, e.name))
    .filter((file) => !file.split(sep).includes('node_modules'))
    .sort()
}

const parsed = new Map<string, ts.SourceFile>()

/** A file parsed once per test run (the checks walk some files more than once). */
export function sourceOf(file: string): ts.SourceFile {
  let source = parsed.get(file)
  if (!source) {
    source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
    parsed.set(file, source)
  }
  return source
}

/** Every import, export-from, dynamic import and import type of a file. */
export function importsOf(file: string): Import[] {
  const found: Import[] = []
  const add = (node: ts.Expression | undefined, typeOnly: boolean) => {
    if (!node || !ts.isStringLiteralLike(node)) return
    const specifier = node.text
    const target = specifier.startsWith('.') ? resolve(dirname(file), specifier) : undefined
    found.push({ specifier, typeOnly, ...(target ? { target } : {}) })
  }
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause
      const typeOnly =
        !!clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            !!clause.namedBindings &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((e) => e.isTypeOnly)))
      add(node.moduleSpecifier, typeOnly)
    } else if (ts.isExportDeclaration(node)) {
      add(node.moduleSpecifier, node.isTypeOnly)
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      add(node.arguments[0], false)
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node.argument.literal as ts.Expression, true)
    }
    ts.forEachChild(node, visit)
  }
  visit(sourceOf(file))
  return found
}

/** The shortest import path from `start` back to itself inside one strongly connected component. */
function cycleThrough(start: string, component: Set<string>, graph: Map<string, string[]>): string[] {
  const cameFrom = new Map<string, string>()
  const queue = [start]
  for (let i = 0; i < queue.length; i++) {
    const v = queue[i] as string
    for (const w of graph.get(v) ?? []) {
      if (!component.has(w) || cameFrom.has(w)) continue
      cameFrom.set(w, v)
      if (w === start) {
        const path: string[] = []
        for (let at = v; at !== start; at = cameFrom.get(at) as string) path.unshift(at)
        return [start, ...path]
      }
      queue.push(w)
    }
  }
  return [...component]
}

/** One cycle, in import order, for each group of modules that import each other (Tarjan's algorithm). */
export function importCycles(graph: Map<string, string[]>): string[][] {
  let next = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const cycles: string[][] = []
  const connect = (v: string) => {
    index.set(v, next)
    low.set(v, next++)
    stack.push(v)
    onStack.add(v)
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        connect(w)
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number))
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) as number, index.get(w) as number))
    }
    if (low.get(v) !== index.get(v)) return
    const component: string[] = []
    let w: string
    do {
      w = stack.pop() as string
      onStack.delete(w)
      component.push(w)
    } while (w !== v)
    if (component.length > 1 || graph.get(v)?.includes(v)) cycles.push(cycleThrough(v, new Set(component), graph))
  }
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) connect(v)
  return cycles
}

/** The run-time import graph of some files: relative, non-type-only imports between them. */
export function runtimeGraph(files: Set<string>, imports: (file: string) => Import[]): Map<string, string[]> {
  return new Map(
    [...files].map((file) => [
      file,
      imports(file)
        .filter((i) => !i.typeOnly && i.target && files.has(i.target))
        .map((i) => i.target as string),
    ]),
  )
}
