import {
  DEFAULT_PUSH_LEAD_MINUTES,
  type Locale,
  PUSH_ALERT_KINDS,
  PUSH_LEAD_MINUTES,
  type PushAlertKind,
  type PushFollow,
} from '@podium/domain'
import { apiGet } from '../../lib/api-client.ts'
import { currentPlatform } from '../../lib/platform.ts'
import { rememberedChoice } from '../../lib/remembered-choice.ts'

/**
 * Web Push on this device (decision 056): whether it can, the visitor's alert choices, and the browser's
 * subscription kept in step with the server.
 */
export type PushSupport = 'supported' | 'unsupported' | 'install-first' | 'native' | 'denied'

export function pushSupport(): PushSupport {
  if (typeof window === 'undefined') return 'unsupported'
  const platform = currentPlatform()
  // The shells' web views have no Web Push; their alerts would come through the platforms' own push (docs/native.md).
  if (platform === 'ios' || platform === 'android') return 'native'
  const apis = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  if (!apis) {
    // iOS and iPadOS (16.4+) give Web Push only to a web app added to the home screen.
    const appleMobile = /iPhone|iPad|iPod/.test(navigator.userAgent)
    return appleMobile ? 'install-first' : 'unsupported'
  }
  return Notification.permission === 'denied' ? 'denied' : 'supported'
}

export interface AlertChoices {
  kinds: PushAlertKind[]
  leadMinutes: number
}

const DEFAULT_CHOICES: AlertChoices = { kinds: [...PUSH_ALERT_KINDS], leadMinutes: DEFAULT_PUSH_LEAD_MINUTES }

export const alertChoices = rememberedChoice<AlertChoices>(
  'pushAlertChoices',
  (stored) => {
    try {
      const value = JSON.parse(stored ?? 'null') as Partial<AlertChoices> | null
      const kinds = (value?.kinds ?? []).filter((k): k is PushAlertKind => PUSH_ALERT_KINDS.includes(k))
      const lead = (PUSH_LEAD_MINUTES as readonly number[]).includes(value?.leadMinutes ?? 0)
        ? (value?.leadMinutes as number)
        : DEFAULT_PUSH_LEAD_MINUTES
      return value ? { kinds, leadMinutes: lead } : DEFAULT_CHOICES
    } catch {
      return DEFAULT_CHOICES
    }
  },
  JSON.stringify,
)

/** What the server needs besides the subscription: the language, the choices, and the device's follows. */
export interface AlertContext {
  locale: Locale
  choices: AlertChoices
  spoilerFree: boolean
  follows: readonly PushFollow[]
}

export class AlertsError extends Error {
  constructor(readonly reason: 'permission' | 'no-worker' | 'refused') {
    super(reason)
  }
}

const WORKER_WAIT_MS = 10_000

async function registration(): Promise<ServiceWorkerRegistration> {
  const ready = navigator.serviceWorker.ready
  const late = new Promise<never>((_, reject) => setTimeout(() => reject(new AlertsError('no-worker')), WORKER_WAIT_MS))
  return Promise.race([ready, late])
}

/** The browser's subscription on this device, or null when alerts are off here. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() !== 'supported') return null
  const found = await navigator.serviceWorker.getRegistration()
  return (await found?.pushManager.getSubscription()) ?? null
}

function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/')
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4))
  return Uint8Array.from(raw, (c) => c.charCodeAt(0))
}

/** What `PUT /api/v1/push/subscription` takes: the browser's subscription and its context. */
export function subscriptionBody(subscription: PushSubscription, context: AlertContext) {
  // The DOM types every field of toJSON() as optional; a subscription the browser made has them all.
  const keys = subscription.toJSON().keys
  return {
    subscription: {
      endpoint: subscription.endpoint,
      keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
    },
    locale: context.locale,
    kinds: context.choices.kinds,
    leadMinutes: context.choices.leadMinutes,
    spoilerFree: context.spoilerFree,
    follows: [...context.follows],
  }
}

/** Asks for the permission and subscribes this browser to the server's key; throws AlertsError when it cannot. */
export async function subscribeBrowser(): Promise<PushSubscription> {
  const permission = await Notification.requestPermission()
  if (permission !== 'granted') throw new AlertsError('permission')
  const worker = await registration()
  const { publicKey } = await apiGet('/push/key', {})
  return (
    (await worker.pushManager.getSubscription()) ??
    (await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }))
  )
}
