/**
 * Which change of the live journal becomes which push alert, who follows it, and where a subscription may point
 * (decision 056). Pure, so the server's dispatcher and its tests share one reading.
 */
import type { LiveEvent, LivePayloadOf } from '../schemas/live.ts'
import type { PushFollow, PushMessageKind } from '../schemas/push.ts'

/** One alert to send: `key` names the change, so however many instances hear it, one sends it. */
export interface PushAlert {
  kind: PushMessageKind
  unitCode: string
  key: string
  /** A record alert's record (decision 094): its event and kind, whose holder the alert goes to. */
  record?: { eventCode: string; kind: string }
}

/**
 * A unit going RUNNING is "started" (once per unit, whatever else changes while it runs); a unit's results or
 * statuses reaching OFFICIAL is "result" (once per version); medallists awarded
 * is "medal" (once per journal event); a correction of an official result is "corrected" (once per correction,
 * instead of "result"; decision 086). Live intermediate results are no alert: a phone buzzing at every split time
 * is a phone whose alerts get turned off.
 */
export function alertOfLiveEvent(event: LiveEvent): PushAlert | null {
  if (event.kind === 'record') return recordAlertOf(event.payload)
  if (event.kind === 'correction') {
    // One alert per correction: the result and unit events written with it carry `correction` and stay quiet.
    return { kind: 'corrected', unitCode: event.payload.unitCode, key: `corrected:${event.payload.correctionId}` }
  }
  if (event.kind === 'medal') {
    const unitCode = event.payload.unitCode
    if (!unitCode || (event.payload.medallists ?? 0) === 0) return null
    return { kind: 'medal', unitCode, key: `medal:${event.id}` }
  }
  if (event.kind !== 'unit' && event.kind !== 'result') return null
  const unitCode = event.payload.unitCode
  if (!unitCode) return null
  if (event.payload.resultStatus === 'OFFICIAL' && !event.payload.correction) {
    return { kind: 'result', unitCode, key: `result:${unitCode}:${event.payload.version ?? event.id}` }
  }
  if (event.kind === 'unit' && event.payload.scheduleStatus === 'RUNNING') {
    return { kind: 'started', unitCode, key: `started:${unitCode}` }
  }
  return null
}

/**
 * A record broken by a unit's result is "record" (decision 094), keyed by the unit, event and kind: sent once per
 * record set, so the same unit saved again (UNOFFICIAL then OFFICIAL, a corrected mark that still beats it) stays
 * quiet, and a correction that gives the record back ("restored") or the organiser's list ("imported") sends nothing.
 */
export function recordAlertOf(payload: LivePayloadOf<'record'>): PushAlert | null {
  const { change, unitCode, kind, eventCode } = payload
  if (change !== 'broken' || !unitCode || !kind) return null
  return { kind: 'record', unitCode, key: `record:${unitCode}:${eventCode}:${kind}`, record: { eventCode, kind } }
}

/** The key of a unit's "about to start" alert for one lead time. */
export const soonAlertKey = (unitCode: string, leadMinutes: number) => `soon:${leadMinutes}:${unitCode}`

/** Who takes part in a unit (or, for a medal, who won it), by code. */
export interface UnitTargets {
  disciplineCode: string | null
  athletes: ReadonlySet<string>
  teams: ReadonlySet<string>
  delegations: ReadonlySet<string>
}

/** Whether a unit involves anything in `follows`. */
export function unitInvolvesFollows(targets: UnitTargets, follows: readonly PushFollow[]): boolean {
  return follows.some((f) => {
    switch (f.kind) {
      case 'discipline':
        return f.code === targets.disciplineCode
      case 'athlete':
        return targets.athletes.has(f.code)
      case 'team':
        return targets.teams.has(f.code)
      case 'delegation':
        return targets.delegations.has(f.code)
    }
    return false
  })
}

/**
 * The push services of the browsers that implement Web Push (Chrome and Android: FCM; Firefox: Mozilla's autopush;
 * Safari and iOS: Apple; Edge: WNS). A subscription pointing anywhere else would make the server post to an address
 * of the client's choosing, so it is refused unless the operator lists the origin (a self-hosted push service, tests).
 */
const PUSH_SERVICE_HOSTS = ['fcm.googleapis.com']
const PUSH_SERVICE_DOMAINS = ['push.apple.com', 'push.services.mozilla.com', 'notify.windows.com']

export function isPushEndpointAllowed(endpoint: string, extraOrigins: readonly string[] = []): boolean {
  // Scheme, then an authority without credentials (no `@`), then a path: the origin is what the server posts to.
  const match = /^(https?):\/\/([^/?#@\s\\]+)(?:[/?#]\S*)?$/i.exec(endpoint)
  if (!match?.[1] || !match[2]) return false
  const scheme = match[1].toLowerCase()
  const authority = match[2].toLowerCase()
  if (extraOrigins.includes(`${scheme}://${authority}`)) return true
  if (scheme !== 'https' || authority.includes(':')) return false
  return PUSH_SERVICE_HOSTS.includes(authority) || PUSH_SERVICE_DOMAINS.some((d) => authority.endsWith(`.${d}`))
}

/**
 * The Web Push `Topic` of a unit's alerts (at most 32 URL-safe characters): the push service keeps only the latest
 * undelivered message per topic, so a phone that was off gets "result" rather than "started" then "result".
 */
export function pushTopic(unitCode: string): string {
  // Two FNV-1a passes with different offsets: 16 hex digits, stable across runs and platforms.
  const fnv = (seed: number) => {
    let h = seed
    for (let i = 0; i < unitCode.length; i++) {
      h ^= unitCode.charCodeAt(i)
      h = Math.imul(h, 0x01000193) >>> 0
    }
    return h.toString(16).padStart(8, '0')
  }
  return `u${fnv(0x811c9dc5)}${fnv(0x01234567)}`
}
