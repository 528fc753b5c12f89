import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { NOT_ON_POSTGRES } from './postgres-pass.ts'

const ROOT = join(import.meta.dirname, '..')

describe("the PostgreSQL pass's list (decision 065)", () => {
  it('names test files that exist, once each', () => {
    const files = NOT_ON_POSTGRES.map(({ file }) => file)
    expect(new Set(files).size).toBe(files.length)
    for (const file of files) expect(existsSync(join(ROOT, file)), file).toBe(true)
  })

  it('says "opens no database" only of files that open none', () => {
    for (const { file, why } of NOT_ON_POSTGRES) {
      if (why !== 'opens no database') continue
      const source = readFileSync(join(ROOT, file), 'utf8')
      // Imports and calls, not mere mentions: this file names them in its own pattern.
      expect(source, file).not.toMatch(
        /from '[^']*(?:helpers|db\/client)\.ts'|(?:openDatabase|createTestApp|createTestDatabase)\(/,
      )
    }
  })
})
