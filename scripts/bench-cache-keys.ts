/**
 * `npm run bench:cache-keys` — issue 14, item 2: anonymous requests with made-up query values must not grow the
 * server's memory. Starts the real server (demo database, access log off), reads its RSS, sends 40,000 requests
 * with random `discipline` (medal table with includeEmpty) and `event` (medallists) values, 20 at a time, and
 * reads the RSS again; then the same count over real keys (every delegation × language × rank × filter), which
 * the read-model budget (PODIUM_READ_MODEL_CACHE_MB) bounds. Prints the figures; asserts nothing.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { startBenchServer } from './bench-server.ts'

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 40_000)
const CONCURRENCY = 20

function rssMb(pid: number | undefined): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024
  } catch {
    return Number.NaN
  }
}

const letters = (length: number, alphabet: string) =>
  Array.from({ length }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join('')

async function run(url: string, pathOf: (i: number) => string): Promise<{ seconds: number; failed: number }> {
  let next = 0
  let failed = 0
  const started = Date.now()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let i = next++; i < REQUESTS; i = next++) {
        const res = await fetch(`${url}${pathOf(i)}`, { headers: { 'Accept-Encoding': 'gzip' } })
        await res.arrayBuffer()
        if (res.status !== 200) failed++
      }
    }),
  )
  return { seconds: (Date.now() - started) / 1000, failed }
}

async function main() {
  // A first start seeds the shared copy in the server's own process (and its RSS): measure on a later start.
  if (!existsSync(join(process.cwd(), '.tmp', 'bench-seeded'))) await (await startBenchServer()).stop()
  const server = await startBenchServer({ env: { PODIUM_ACCESS_LOG: 'off' } })
  try {
    const { url, pid } = server
    const organisations = ((await (await fetch(`${url}/api/v1/organisations`)).json()) as { items: { code: string }[] })
      .items
    await fetch(`${url}/api/v1/medals?includeEmpty=true`)
    const atStart = rssMb(pid)
    console.log(`Server RSS after start: ${atStart.toFixed(0)} MB`)

    const random = await run(url, (i) =>
      i % 2 === 0
        ? `/api/v1/medals?includeEmpty=true&discipline=${letters(12, 'abcdefghijklmnopqrstuvwxyz')}`
        : `/api/v1/medallists?event=${letters(12, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}`,
    )
    const afterRandom = rssMb(pid)
    console.log(
      `${REQUESTS} requests with random keys in ${random.seconds.toFixed(1)} s (${random.failed} not 200): ` +
        `RSS ${afterRandom.toFixed(0)} MB (+${(afterRandom - atStart).toFixed(0)} MB)`,
    )

    const langs = ['pt', 'en', 'es', 'az']
    const genders = ['', '&gender=M', '&gender=W', '&gender=X']
    const real = await run(url, (i) => {
      const org = organisations[i % organisations.length]?.code ?? 'BRA'
      const lang = langs[Math.floor(i / organisations.length) % langs.length]
      const gender = genders[Math.floor(i / (organisations.length * langs.length)) % genders.length]
      const latest = 1 + (Math.floor(i / (organisations.length * langs.length * genders.length)) % 100)
      return i % 2 === 0
        ? `/api/v1/medallists?organisation=${org}&lang=${lang}${gender}&latestEvents=${latest}`
        : `/api/v1/medals?includeEmpty=true&lang=${lang}${gender}&rank=${i % 4 === 1 ? 'gold' : 'total'}`
    })
    const afterReal = rssMb(pid)
    console.log(
      `${REQUESTS} requests over real keys in ${real.seconds.toFixed(1)} s (${real.failed} not 200): ` +
        `RSS ${afterReal.toFixed(0)} MB (+${(afterReal - atStart).toFixed(0)} MB from the start)`,
    )
  } finally {
    await server.stop()
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
