/**
 * The first run of a real games (decision 067): while no admin exists the server keeps a one-time setup code (printed
 * in its log at every start), and the setup screen creates the first admin with it. Once an admin exists the code is
 * gone and setup is closed for good.
 */
import { randomInt } from 'node:crypto'
import { SETUP_CODE_ALPHABET, SETUP_CODE_GROUPS } from '@podium/domain'
import type { Db } from '../../db/client.ts'
import { adminExists, deleteSetupCode, insertEmptyGames, storeSetupCode } from './setup.repo.ts'

/** Four groups of four (about 79 bits): not guessable over the network, easy to copy from a log. */
export function generateSetupCode(): string {
  return Array.from({ length: SETUP_CODE_GROUPS }, () =>
    Array.from({ length: 4 }, () => SETUP_CODE_ALPHABET[randomInt(SETUP_CODE_ALPHABET.length)]).join(''),
  ).join('-')
}

/**
 * At start, under the start-up lock: with no admin, make (or keep) the setup code and print where to use it; with
 * one, drop any code left. Returns the code while setup is open.
 */
export async function prepareSetup(db: Db, url: string, log: (line: string) => void): Promise<string | undefined> {
  if (await adminExists(db)) {
    await deleteSetupCode(db)
    return undefined
  }
  const code = await storeSetupCode(db, generateSetupCode())
  log(`No administrator yet: open ${url}/setup and enter the setup code ${code}`)
  return code
}

/** A clean start (PODIUM_SEED=none): empty games to fill by import and the back office. */
export async function startEmptyGames(db: Db, today: string): Promise<void> {
  await insertEmptyGames(db, today)
}

/** Per database: setup never reopens once closed, so a closed answer is kept and asked no more. */
const closed = new WeakSet<Db>()

export async function isSetupOpen(db: Db): Promise<boolean> {
  if (closed.has(db)) return false
  if (await adminExists(db)) {
    closed.add(db)
    return false
  }
  return true
}

export function markSetupClosed(db: Db): void {
  closed.add(db)
}
