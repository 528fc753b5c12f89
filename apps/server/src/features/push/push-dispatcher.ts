import {
  alertOfLiveEvent,
  type Locale,
  localize,
  PUSH_LEAD_MINUTES,
  type PushAlert,
  type PushMessage,
  pushTopic,
  soonAlertKey,
  subscriptionKindOf,
  unitInvolvesFollows,
} from '@podium/domain'
import type { Clock } from '../../clock.ts'
import type { Db } from '../../db/client.ts'
import type { LiveHub } from '../../live/hub.ts'
import {
  claimAlert,
  deleteSubscriptionsById,
  type RecordForAlert,
  recordRecipients,
  selectRecordForAlert,
  selectSubscriptionsFor,
  selectUnitForAlert,
  selectUnitsStartingBetween,
  type UnitForAlert,
} from './push.repo.ts'
import { alertText } from './push-texts.ts'
import type { PushTransport, Urgency } from './push-transport.ts'

/** Messages in flight at once: enough to keep a push service's pooled connections busy, few enough for two cores. */
const SEND_CONCURRENCY = 64
/** How often the "about to start" alerts are looked for. */
const SOON_EVERY_MS = 30_000
/** A result is news for a day; a "starts in" alert is useless once the unit has started. */
const RESULT_TTL_S = 24 * 3600

export interface DispatchReport {
  key: string
  recipients: number
  delivered: number
  gone: number
  failed: number
}

export interface PushDispatcherOptions {
  db: Db
  live: LiveHub
  clock: Clock
  transport: PushTransport
  /** The unit page's address, for the notification to open. */
  unitUrl?: (unitCode: string) => string
  log?: (line: string) => void
  soonEveryMs?: number
}

/**
 * Turns live changes into Web Push alerts (decision 056). Every instance hears every change; the alert's key,
 * claimed in the database, makes one of them send it. Alerts are handled one after another, so a burst of changes
 * never runs more than one fan-out at a time.
 */
export class PushDispatcher {
  private queue: Promise<unknown> = Promise.resolve()
  private unlisten: (() => void) | undefined
  private timer: ReturnType<typeof setInterval> | undefined
  private readonly unitUrl: (unitCode: string) => string

  constructor(private readonly options: PushDispatcherOptions) {
    this.unitUrl = options.unitUrl ?? ((code) => `/schedule/unit/${encodeURIComponent(code)}`)
  }

  start(): void {
    this.unlisten = this.options.live.onEvent((event) => {
      const alert = alertOfLiveEvent(event)
      if (alert) void this.enqueue(() => this.dispatch(alert))
    })
    this.timer = setInterval(
      () => void this.enqueue(() => this.checkStartingSoon()),
      this.options.soonEveryMs ?? SOON_EVERY_MS,
    )
    this.timer.unref?.()
  }

  async stop(): Promise<void> {
    this.unlisten?.()
    if (this.timer) clearInterval(this.timer)
    await this.idle()
  }

  /** Resolves when every alert queued so far has been handled. */
  idle(): Promise<void> {
    return this.queue.then(() => undefined)
  }

  /** Sends the "about to start" alerts due now, for each lead time; returns what each send did. */
  async checkStartingSoon(): Promise<DispatchReport[]> {
    const now = this.options.clock.now()
    const reports: DispatchReport[] = []
    const longest = Math.max(...PUSH_LEAD_MINUTES)
    const codes = await selectUnitsStartingBetween(this.options.db, now, new Date(now.getTime() + longest * 60_000))
    for (const unitCode of codes) {
      for (const lead of PUSH_LEAD_MINUTES) {
        const report = await this.dispatch({ kind: 'soon', unitCode, key: soonAlertKey(unitCode, lead) }, lead)
        if (report) reports.push(report)
      }
    }
    return reports
  }

  /**
   * Sends one alert to the subscriptions that want its kind and follow someone in its unit; nothing (and no claim)
   * when nobody does. `leadMinutes` limits a "soon" alert to subscriptions with that lead time.
   */
  async dispatch(alert: PushAlert, leadMinutes?: number): Promise<DispatchReport | null> {
    const { db } = this.options
    const wanting = await selectSubscriptionsFor(db, subscriptionKindOf(alert.kind))
    const candidates = leadMinutes === undefined ? wanting : wanting.filter((s) => s.leadMinutes === leadMinutes)
    if (candidates.length === 0) return null
    const unit = await selectUnitForAlert(db, alert.unitCode)
    if (!unit) return null
    // A record's alert goes to followers of its holder, their delegation or their sport (decision 094).
    const record = alert.record
      ? await selectRecordForAlert(
          db,
          alert.record.eventCode,
          alert.record.kind,
          alert.unitCode,
          unit.competitors.disciplineCode,
        )
      : null
    if (alert.record && !record) return null
    const targets = record ? record.holderTargets : alert.kind === 'medal' ? unit.medallists : unit.competitors
    const recipients = candidates.filter((s) => unitInvolvesFollows(targets, s.followed))
    if (recipients.length === 0) return null
    const startsIn = Math.ceil((unit.startAt.getTime() - this.options.clock.now().getTime()) / 60_000)
    if (alert.kind === 'soon' && (startsIn <= 0 || startsIn > (leadMinutes ?? 0))) return null
    if (!(await claimAlert(db, alert.key))) return null

    const texts = new Map<string, string>()
    const perLocale = new Map<Locale, UnitForAlert>([['pt', unit]])
    const unitIn = async (locale: Locale) => {
      let found = perLocale.get(locale)
      if (!found) {
        found = (await selectUnitForAlert(db, alert.unitCode, locale)) ?? unit
        perLocale.set(locale, found)
      }
      return found
    }
    const payloadFor = async (locale: Locale, spoilerFree: boolean) => {
      const cacheKey = `${locale}|${spoilerFree}`
      const cached = texts.get(cacheKey)
      if (cached) return cached
      const u = await unitIn(locale)
      const { title, body } = alertText(
        locale,
        {
          kind: alert.kind,
          unitTitle: unitTitle(u, locale),
          venue: u.venueNames ? localize(u.venueNames, locale) : null,
          minutesLeft: startsIn,
          outcome: alert.kind === 'medal' ? u.gold : u.leader,
          summary: u.summary,
          ...(record && alert.record ? { record: recordFacts(record, alert.record.kind, locale) } : {}),
        },
        spoilerFree,
      )
      const message: PushMessage = {
        title,
        body,
        url: this.unitUrl(alert.unitCode),
        tag: alert.unitCode,
        kind: alert.kind,
      }
      const text = JSON.stringify(message)
      texts.set(cacheKey, text)
      return text
    }

    const report: DispatchReport = { key: alert.key, recipients: recipients.length, delivered: 0, gone: 0, failed: 0 }
    const gone: number[] = []
    const options = {
      topic: pushTopic(alert.unitCode),
      ttlSeconds: ttlOf(alert, leadMinutes),
      urgency: urgencyOf(alert),
    }
    let next = 0
    const worker = async () => {
      while (next < recipients.length) {
        const s = recipients[next++]
        if (!s) break
        try {
          const payload = await payloadFor(s.locale as Locale, s.spoilerFree)
          const { status } = await this.options.transport.send(
            { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
            payload,
            options,
          )
          if (status >= 200 && status < 300) report.delivered++
          else if (status === 404 || status === 410) {
            report.gone++
            gone.push(s.id)
          } else report.failed++
        } catch {
          report.failed++
        }
      }
    }
    await Promise.all(Array.from({ length: Math.min(SEND_CONCURRENCY, recipients.length) }, worker))
    await deleteSubscriptionsById(db, gone)
    await recordRecipients(db, alert.key, report.delivered)
    if (report.failed > 0) this.options.log?.(`Push ${alert.key}: ${report.failed} of ${report.recipients} failed.`)
    return report
  }

  private enqueue<T>(task: () => Promise<T>): Promise<T | undefined> {
    const run = this.queue.then(task).catch((error: unknown) => {
      this.options.log?.(`Push alert failed: ${error instanceof Error ? error.message : String(error)}`)
      return undefined
    })
    this.queue = run
    return run
  }
}

/** "Atletismo · 400 m Masculino · Final": the discipline, the event, and the unit's own name. */
function unitTitle(unit: UnitForAlert, locale: Locale): string {
  const parts = [unit.disciplineNames, unit.eventNames, unit.unitNames]
    .filter((n): n is NonNullable<typeof n> => Boolean(n))
    .map((n) => localize(n, locale))
  return parts.filter((p, i) => parts.indexOf(p) === i).join(' · ')
}

/** The record in the subscriber's language: "SILVA Ana (BRA)" or a team's name, and the mark. */
function recordFacts(r: RecordForAlert, kind: string, locale: Locale) {
  const name = r.teamNames ? localize(r.teamNames, locale) : r.holder
  return { kind, mark: r.mark, holder: r.organisationCode ? `${name} (${r.organisationCode})` : name }
}

function ttlOf(alert: PushAlert, leadMinutes: number | undefined): number {
  if (alert.kind === 'soon') return Math.max(60, (leadMinutes ?? 15) * 60)
  if (alert.kind === 'started') return 3600
  return RESULT_TTL_S
}

const urgencyOf = (alert: PushAlert): Urgency => (alert.kind === 'soon' || alert.kind === 'started' ? 'high' : 'normal')
