/**
 * npm run bench:push — the time to send one change to N push subscriptions (N = 1,000 and 10,000 by default).
 *
 * The demo games on PGlite (prepared as the server prepares them), N subscriptions following the delegation of a
 * final's first competitor, and a push service on loopback that answers 201 (without decrypting, so the
 * receiving side costs little). One instance's dispatcher hears the unit go RUNNING through the live journal and
 * sends; the figure is from the status change's commit to the last message received, with the encryption (one
 * ECDH and AES-GCM per subscription, RFC 8291) and VAPID signing (one ES256 per message) on this process's CPU.
 *
 *   BENCH_SUBSCRIPTIONS=1000,10000 npm run bench:push
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { and, asc, eq, isNotNull } from 'drizzle-orm'
import { pushSubscriptions, startListEntries, units } from '../apps/server/src/db/schema.ts'
import { readEnv } from '../apps/server/src/env.ts'
import { vapidKeys } from '../apps/server/src/features/push/push.service.ts'
import { PushDispatcher } from '../apps/server/src/features/push/push-dispatcher.ts'
import { webPushTransport } from '../apps/server/src/features/push/push-transport.ts'
import { updateUnitStatus } from '../apps/server/src/features/results/results.service.ts'
import { createContext, prepareDatabase } from '../apps/server/src/startup.ts'
import { startPushReceiver } from '../apps/server/test/push-receiver.ts'
import { BENCH_TODAY } from './bench-server.ts'

const COUNTS = (process.env.BENCH_SUBSCRIPTIONS ?? '1000,10000').split(',').map(Number)

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'podium-bench-push-'))
  const receiver = await startPushReceiver({ decrypt: false })
  const env = readEnv({ PODIUM_DATA_DIR: dir, PODIUM_TODAY: BENCH_TODAY, PODIUM_TIME: '08:00', PODIUM_SIM_SPEED: '0' })
  const database = await prepareDatabase(env, () => {})
  const ctx = await createContext(env, database)
  const db = database.db
  const transport = webPushTransport(await vapidKeys(ctx), 'mailto:bench@podium.invalid')
  const dispatcher = new PushDispatcher({ db, live: ctx.live, clock: ctx.clock, transport, log: console.error })
  dispatcher.start()

  const finals = await db
    .select({ code: units.code, org: startListEntries.organisationCode })
    .from(units)
    .innerJoin(startListEntries, eq(startListEntries.unitCode, units.code))
    .where(and(eq(units.scheduleStatus, 'SCHEDULED'), isNotNull(units.eventCode)))
    .orderBy(asc(units.startAt), asc(units.code))
  const seen = new Set<string>()
  const targets = finals.filter((f) => !seen.has(f.code) && seen.add(f.code))
  console.log(`Podium bench:push — one unit going RUNNING, sent to N subscriptions (node ${process.version})`)
  console.log('subscriptions'.padStart(14), 'received'.padStart(9), 'seconds'.padStart(8), 'per second'.padStart(11))
  for (const [index, count] of COUNTS.entries()) {
    const target = targets[index]
    if (!target) throw new Error('not enough scheduled units')
    await db.delete(pushSubscriptions)
    const rows = Array.from({ length: count }, () => {
      const browser = receiver.browser()
      return {
        endpoint: browser.subscription.endpoint,
        p256dh: browser.subscription.keys.p256dh,
        auth: browser.subscription.keys.auth,
        locale: (['pt', 'en', 'es', 'az'] as const)[Math.floor(Math.random() * 4)] ?? 'pt',
        kinds: ['started', 'result', 'medal'],
        leadMinutes: 15,
        follows: [{ kind: 'delegation', code: target.org }],
      }
    })
    for (let i = 0; i < rows.length; i += 1_000) await db.insert(pushSubscriptions).values(rows.slice(i, i + 1_000))
    const before = receiver.all.length
    const started = performance.now()
    await updateUnitStatus(
      db,
      target.code,
      { scheduleStatus: 'RUNNING' },
      { kind: 'system', userId: null, userType: 'admin', label: 'bench' },
      ctx.calendar.timeZone,
    )
    while (receiver.all.length - before < count && performance.now() - started < 600_000) {
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    const took = (performance.now() - started) / 1000
    const received = receiver.all.length - before
    console.log(
      count.toLocaleString('en').padStart(14),
      received.toLocaleString('en').padStart(9),
      took.toFixed(2).padStart(8),
      Math.round(received / took)
        .toLocaleString('en')
        .padStart(11),
    )
  }
  await dispatcher.stop()
  await ctx.live.stop()
  await database.close()
  await receiver.close()
  rmSync(dir, { recursive: true, force: true })
}

await main()
