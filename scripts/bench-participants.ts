/**
 * npm run bench:participants — the athletes search at Olympic scale: a fresh PGlite database with the demo games
 * plus generated athletes up to 11,000, then the first page of `GET /api/v1/athletes?search=…` for a few name
 * prefixes (and filters), timed in-process through the app (handler + query + JSON), p50/p99 over repeated calls.
 *
 *   BENCH_ATHLETES=11000 BENCH_REPEAT=40 npm run bench:participants
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createApp } from '../apps/server/src/app.ts'
import { GamesCalendar } from '../apps/server/src/calendar.ts'
import { fixedClock } from '../apps/server/src/clock.ts'
import { seedDemo } from '../apps/server/src/data/demo/index.ts'
import { migrateDatabase, openDatabase } from '../apps/server/src/db/client.ts'
import { athletes, organisations } from '../apps/server/src/db/schema.ts'
import { ReadModelCache } from '../apps/server/src/http/cached-json.ts'
import { NO_TRUSTED_PROXIES } from '../apps/server/src/http/client-address.ts'
import { LiveHub } from '../apps/server/src/live/hub.ts'
import { RuntimeSettings } from '../apps/server/src/settings.ts'

const TARGET = Number(process.env.BENCH_ATHLETES ?? 11_000)
const REPEAT = Number(process.env.BENCH_REPEAT ?? 40)
const GIVEN = ['Ana', 'João', 'Maria', 'Lucas', 'Sofia', 'Mateo', 'Aylin', 'Kenji', 'Chloé', 'Nadia', 'Omar', 'Leila']
const FAMILY = ['Silva', 'Santos', 'García', 'Müller', 'Əliyev', 'Nakamura', 'Kowalski', 'Okafor', 'Rossi', 'Dubois']
const QUERIES = ['sil', 'ana', 'mu', 'aliy', 'nakamura k', 'zz', 'a']

const toSearch = (text: string) => text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/ə/g, 'e')

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'podium-bench-participants-'))
  const database = await openDatabase({ dataDir: dir })
  try {
    await migrateDatabase(database)
    const { db } = database
    await seedDemo(db, { today: '2026-07-14' })
    const codes = (await db.select({ code: organisations.code }).from(organisations)).map((r) => r.code)
    const existing = (await db.select({ id: athletes.id }).from(athletes)).length
    const rows = []
    for (let i = existing; i < TARGET; i++) {
      const given = GIVEN[i % GIVEN.length] as string
      const family = `${FAMILY[(i * 7) % FAMILY.length]}${i % 3 === 0 ? '' : ` ${FAMILY[(i * 3) % FAMILY.length]}`}`
      rows.push({
        id: `G${String(i).padStart(5, '0')}`,
        givenName: given,
        familyName: family,
        name: `${family.toUpperCase()} ${given}`,
        gender: i % 2 ? 'M' : 'W',
        organisationCode: codes[i % codes.length] as string,
        bib: String(10_000 + i),
        photoUrl: `/api/v1/athletes/G${String(i).padStart(5, '0')}/photo.svg`,
        searchName: toSearch(`${given} ${family}`),
      })
    }
    for (let i = 0; i < rows.length; i += 1000) await db.insert(athletes).values(rows.slice(i, i + 1000))
    await db.execute('analyze athletes')
    const total = (await db.select({ id: athletes.id }).from(athletes)).length

    const live = new LiveHub(database)
    const app = createApp({
      database,
      clock: fixedClock(new Date('2026-07-14T15:00:00Z'), 'America/Sao_Paulo'),
      calendar: await GamesCalendar.load(db, 'America/Sao_Paulo'),
      cache: new ReadModelCache(),
      settings: await RuntimeSettings.load(db),
      live,
      config: {
        loginEnabled: false,
        adminToken: undefined,
        webDir: null,
        localeStrategy: 'prefix_except_default',
        trustedProxies: NO_TRUSTED_PROXIES,
      },
    })
    console.log(`Podium bench:participants — ${total} athletes (PGlite), ${REPEAT} calls per query, first page of 24`)
    console.log(
      'query'.padEnd(34),
      'matches'.padStart(8),
      'first ms'.padStart(9),
      'p50 ms'.padStart(8),
      'p99 ms'.padStart(8),
    )
    const targets = [
      ...QUERIES.map((q) => `search=${encodeURIComponent(q)}`),
      'search=sil&organisation=BRA',
      'search=a&gender=W&discipline=athletics',
      '',
    ]
    for (const query of targets) {
      const times: number[] = []
      let matches = 0
      for (let i = 0; i < REPEAT; i++) {
        const start = performance.now()
        const res = await app.request(`http://bench/api/v1/athletes?${query}&lang=pt`)
        const body = (await res.json()) as { total: number }
        times.push(performance.now() - start)
        matches = body.total
        if (res.status !== 200) throw new Error(`${query}: HTTP ${res.status}`)
      }
      const first = times[0] ?? 0
      const sorted = [...times].sort((a, b) => a - b)
      console.log(
        (query || '(no search)').padEnd(34),
        String(matches).padStart(8),
        first.toFixed(1).padStart(9),
        percentile(sorted, 50).toFixed(1).padStart(8),
        percentile(sorted, 99).toFixed(1).padStart(8),
      )
    }
  } finally {
    await database.close()
    rmSync(dir, { recursive: true, force: true })
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
