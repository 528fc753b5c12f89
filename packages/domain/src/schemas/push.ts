/**
 * Web Push alerts (decision 056): a browser's push subscription, the kinds of alert it wants, and — for a device
 * without an account — the follows it carries. A signed-in user's follows are read from the server instead.
 */
import { z } from 'zod'
import { FOLLOW_KINDS } from '../codes/follow-kinds.ts'
import { FollowSchema } from './follows.ts'
import { LocaleSchema } from './locales.ts'

/**
 * What an alert is about: a unit with someone I follow is about to start, has started, has a result, a medal; or
 * someone I follow (or their delegation, or their sport) broke a record (decision 094).
 */
export const PUSH_ALERT_KINDS = ['soon', 'started', 'result', 'medal', 'record'] as const
export type PushAlertKind = (typeof PUSH_ALERT_KINDS)[number]
export const PushAlertKindSchema = z.enum(PUSH_ALERT_KINDS)
/**
 * What a notification says: a kind above, or "corrected" (decision 086) — sent to whoever wants official results,
 * since a corrected result is a result; not a switch of its own.
 */
export type PushMessageKind = PushAlertKind | 'corrected'
/** The subscription setting a notification kind answers to. */
export const subscriptionKindOf = (kind: PushMessageKind): PushAlertKind => (kind === 'corrected' ? 'result' : kind)

/** How long before a unit starts the "about to start" alert comes (minutes); a few choices, so alerts batch. */
export const PUSH_LEAD_MINUTES = [5, 10, 15, 30, 60] as const
export const DEFAULT_PUSH_LEAD_MINUTES = 15

/** What a follow points at, by its code: the follows of decision 054. */
export const PUSH_FOLLOW_KINDS = FOLLOW_KINDS
export const PushFollowSchema = FollowSchema
export type PushFollow = z.infer<typeof PushFollowSchema>
/** A device carries at most this many follows in its subscription (the server's follows have their own cap). */
export const MAX_DEVICE_FOLLOWS = 200

/** Base64url without padding, as the Push API gives the keys (`PushSubscription.toJSON()`). */
const base64Url = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+=*$/, 'Expected base64url')

/** The browser's subscription (`PushSubscription.toJSON()`): where to send, and the keys to encrypt with. */
export const BrowserPushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(1_000),
  keys: z.object({
    /** The browser's P-256 public key: 65 bytes uncompressed, 87 characters in base64url. */
    p256dh: base64Url(80, 100),
    /** The 16-byte authentication secret: 22 characters. */
    auth: base64Url(16, 32),
  }),
})

export const PushSettingsSchema = z.object({
  locale: LocaleSchema,
  kinds: z.array(PushAlertKindSchema).max(PUSH_ALERT_KINDS.length),
  leadMinutes: z
    .number()
    .int()
    .refine((n) => (PUSH_LEAD_MINUTES as readonly number[]).includes(n), 'Unsupported lead time'),
  /** The spoiler shield is on on this device: alerts say that there is a result, not what it is. */
  spoilerFree: z.boolean(),
  /** The device's own follows; ignored for a signed-in user, whose follows the server holds. */
  follows: z.array(PushFollowSchema).max(MAX_DEVICE_FOLLOWS),
})
export type PushSettings = z.infer<typeof PushSettingsSchema>

/** `PUT /api/v1/push/subscription`: creates the subscription or updates its settings. */
export const PushSubscribeInputSchema = PushSettingsSchema.extend({ subscription: BrowserPushSubscriptionSchema })
export type PushSubscribeInput = z.infer<typeof PushSubscribeInputSchema>

/** The answer of `PUT /api/v1/push/subscription`: what the server keeps, and whose follows it answers to. */
export const PushSubscriptionStateSchema = z.object({
  kinds: z.array(PushAlertKindSchema),
  leadMinutes: z.number().int(),
  spoilerFree: z.boolean(),
  /** True when the alerts follow the signed-in account's follows rather than the device's. */
  signedIn: z.boolean(),
})
export type PushSubscriptionState = z.infer<typeof PushSubscriptionStateSchema>

/** `DELETE /api/v1/push/subscription`: the endpoint and its secret, which only the subscribed browser knows. */
export const PushUnsubscribeInputSchema = z.object({
  endpoint: z.url().max(1_000),
  auth: base64Url(16, 32),
})

/** `GET /api/v1/push/key`: the server's VAPID public key, the browser's `applicationServerKey`. */
export const PushKeySchema = z.object({ publicKey: z.string() })
export type PushKey = z.infer<typeof PushKeySchema>

/** What the service worker receives (decrypted) and shows. */
export const PushMessageSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** The page the notification opens (the unit's). */
  url: z.string(),
  /** One notification per unit on the device: a newer alert replaces the older. */
  tag: z.string(),
  /** A kind of `PUSH_ALERT_KINDS`, or `corrected` (decision 086). */
  kind: z.union([PushAlertKindSchema, z.literal('corrected')]),
})
export type PushMessage = z.infer<typeof PushMessageSchema>
