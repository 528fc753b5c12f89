import { readEnv } from './env.ts'
import { startServer } from './startup.ts'

/** Longest a shutdown may take (writing the access log's last rows, closing the database) before exiting anyway. */
const CLOSE_TIMEOUT_MS = 20_000

async function main() {
  let env: ReturnType<typeof readEnv>
  try {
    env = readEnv()
  } catch (error) {
    console.error((error as Error).message)
    process.exit(2)
  }
  const server = await startServer(env)
  console.log(`Podium is running at ${server.url} (database: ${server.database.kind})`)

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`${signal} received: closing…`)
    // A part that hangs must not keep a stopped server alive: the orchestrator would kill it without a word.
    setTimeout(() => {
      console.error(`Still closing after ${CLOSE_TIMEOUT_MS / 1000} s: exiting.`)
      process.exit(1)
    }, CLOSE_TIMEOUT_MS).unref()
    try {
      await server.close()
      console.log('Closed.')
      process.exit(0)
    } catch (error) {
      console.error('Error while closing:', error)
      process.exit(1)
    }
  }
  process.on('SIGTERM', () => void stop('SIGTERM'))
  process.on('SIGINT', () => void stop('SIGINT'))
}

main().catch((error) => {
  console.error('Podium could not start:', error)
  process.exit(1)
})
