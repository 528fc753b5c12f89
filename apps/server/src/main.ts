import { readEnv } from './env.ts'
import { startServer } from './startup.ts'

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
    try {
      await server.close()
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
