/**
 * Builds one migrated, seeded database for the whole API suite, so each test file starts from a copy in about a
 * second instead of migrating and seeding (PGlite takes ~6 s to create a database, ~0.7 s to reopen a folder).
 * PGlite: a data folder that files copy. PostgreSQL (DATABASE_URL): a template database that files clone.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { seedDemo } from '../src/data/demo/index.ts'
import { migrateDatabase, openDatabase } from '../src/db/client.ts'
import { seedDemoAccounts } from '../src/features/accounts/demo-accounts.ts'
import { TEST_TODAY } from './constants.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite data folder to copy, or '' on PostgreSQL. */
    snapshotDir: string
    /** Template database name on PostgreSQL, or ''. */
    templateDatabase: string
  }
}

export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL
  if (databaseUrl) {
    const template = `podium_test_tpl_${process.pid}`
    const admin = new pg.Client({ connectionString: databaseUrl })
    await admin.connect()
    await admin.query(`drop database if exists ${template}`)
    await admin.query(`create database ${template}`)
    const url = new URL(databaseUrl)
    url.pathname = `/${template}`
    const database = await openDatabase({ databaseUrl: url.toString() })
    await migrateDatabase(database)
    await seedDemo(database.db, { today: TEST_TODAY })
    await seedDemoAccounts(database.db)
    await database.close()
    project.provide('snapshotDir', '')
    project.provide('templateDatabase', template)
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`)
      await admin.end()
    }
  }

  const dir = mkdtempSync(join(tmpdir(), 'podium-snapshot-'))
  const database = await openDatabase({ dataDir: dir })
  await migrateDatabase(database)
  await seedDemo(database.db, { today: TEST_TODAY })
  await seedDemoAccounts(database.db)
  await database.close()
  project.provide('snapshotDir', dir)
  project.provide('templateDatabase', '')
  return () => rmSync(dir, { recursive: true, force: true })
}
