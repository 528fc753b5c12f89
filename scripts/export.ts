/**
 * npm run export -- <folder> [--lang pt|en|es|az]
 *
 * Writes the games in the database (PODIUM_DATA_DIR or DATABASE_URL) as a CSV bundle (docs/import-format.md)
 * that `npm run import` reads back. `name` is in one language (--lang, default Portuguese, the app's default) and
 * `name_en` … `name_az` carry the other languages where they differ (decision 025). With the embedded database
 * (PGlite, one connection) stop the server first.
 */
import { parseArgs } from 'node:util'
import { LocaleSchema } from '@podium/domain'
import { openDatabase } from '../apps/server/src/db/client.ts'
import { readEnv } from '../apps/server/src/env.ts'
import { exportBundle } from '../apps/server/src/features/bundle/export.ts'

const USAGE = 'Usage: npm run export -- <folder> [--lang pt|en|es|az]'

async function main(): Promise<number> {
  let values: { lang?: string | undefined }
  let positionals: string[]
  try {
    ;({ values, positionals } = parseArgs({ allowPositionals: true, options: { lang: { type: 'string' } } }))
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`)
    return 2
  }
  const [folder] = positionals
  const locale = LocaleSchema.safeParse(values.lang ?? 'pt')
  if (!folder || positionals.length > 1 || !locale.success) {
    console.error(USAGE)
    return 2
  }
  const env = readEnv()
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.PODIUM_DATA_DIR })
  try {
    const counts = await exportBundle(database.db, folder, { locale: locale.data })
    for (const [file, rows] of Object.entries(counts))
      console.log(`${file.padEnd(18)} ${String(rows).padStart(7)} rows`)
    console.log(`Bundle written to ${folder}`)
    return 0
  } finally {
    await database.close()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('The export failed:', error)
    process.exit(1)
  },
)
