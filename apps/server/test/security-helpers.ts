/** Shared by the route-permission and hostile-input suites: the app's routes and a "nothing written" check. */
import { sql } from 'drizzle-orm'
import type { Database } from '../src/db/client.ts'
import type { TestApp } from './helpers.ts'
import { queryRows } from './helpers.ts'

export interface ApiRoute {
  method: string
  /** As registered, e.g. `/api/v1/units/:code`. */
  path: string
}

/** Every endpoint of the API (method + path), read from the Hono app itself; middleware and catch-alls left out. */
export function apiRoutes(t: TestApp): ApiRoute[] {
  const seen = new Set<string>()
  const routes: ApiRoute[] = []
  for (const { method, path } of t.app.routes) {
    if (method === 'ALL' || !path.startsWith('/api/v1/') || path.includes('*')) continue
    const key = `${method} ${path}`
    if (seen.has(key)) continue
    seen.add(key)
    routes.push({ method, path })
  }
  return routes
}

/** A concrete URL for a route pattern: every `:param` (with or without a `{regex}`) becomes `value`. */
export function fillPath(path: string, value = '1'): string {
  return path.replace(/:[A-Za-z_]\w*(\{[^}]*\})?\??/g, value)
}

/** Row counts of every table of the schema, to prove a refused request wrote nothing. */
export async function tableCounts(database: Database): Promise<Record<string, number>> {
  const tables = await queryRows<{ name: string }>(
    database,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )
  const counts: Record<string, number> = {}
  for (const { name } of tables) {
    const [row] = await queryRows<{ n: number }>(database, sql`select count(*)::int as n from ${sql.identifier(name)}`)
    counts[name] = row?.n ?? -1
  }
  return counts
}

export const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS'
