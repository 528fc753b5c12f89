/**
 * npm run db:move-to-postgres -- --from <PGlite data folder> --to <DATABASE_URL> [--force]
 *
 * Moves the embedded database to PostgreSQL (decision 058): migrates both, copies every table of the schema in
 * foreign-key order in one transaction (accounts, sessions, push subscriptions, server keys, follows, certificates,
 * the live journal …), sets the sequences, and prints the rows per table. A target holding any row is refused unless
 * --force, which replaces its data. Stop the server first: PGlite is one process's database.
 */
import { existsSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { openDatabase } from '../apps/server/src/db/client.ts'
import { moveDatabase, TargetNotEmptyError } from '../apps/server/src/db/move.ts'

const USAGE = 'Usage: npm run db:move-to-postgres -- --from <data folder> --to <postgres://…> [--force]'

async function main(): Promise<number> {
  let values: { from?: string | undefined; to?: string | undefined; force?: boolean | undefined }
  try {
    ;({ values } = parseArgs({
      options: { from: { type: 'string' }, to: { type: 'string' }, force: { type: 'boolean' } },
    }))
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`)
    return 2
  }
  const { from, to } = values
  if (!from || !to || !/^postgres(ql)?:\/\//.test(to)) {
    console.error(USAGE)
    return 2
  }
  if (!existsSync(from)) {
    console.error(`No data folder at ${from}.`)
    return 2
  }
  const started = Date.now()
  const source = await openDatabase({ dataDir: from })
  try {
    const target = await openDatabase({ databaseUrl: to })
    try {
      let total = 0
      await moveDatabase(source, target, {
        force: values.force ?? false,
        onTable: ({ table, rows }) => {
          total += rows
          console.log(`${table.padEnd(28)} ${String(rows).padStart(9)} rows`)
        },
      })
      console.log(`Moved ${total} rows in ${((Date.now() - started) / 1000).toFixed(1)} s; counts checked.`)
      return 0
    } catch (error) {
      if (error instanceof TargetNotEmptyError) {
        console.error(error.message)
        return 3
      }
      throw error
    } finally {
      await target.close()
    }
  } finally {
    await source.close()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('The move failed (nothing was written):', error)
    process.exit(1)
  },
)
