import { Agent as HttpAgent, request as httpRequest } from 'node:http'
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https'
import webpush from 'web-push'
import type { VapidKeys } from './vapid-keys.ts'

/** One subscription's address and keys, as the browser gave them. */
export interface PushTarget {
  endpoint: string
  keys: { p256dh: string; auth: string }
}

export interface PushDelivery {
  /** The push service's status: 201 accepted; 404 or 410 the subscription is gone for good. */
  status: number
}

/** Posts one encrypted message; a small interface so the dispatcher can be driven without the network. */
export interface PushTransport {
  send(
    target: PushTarget,
    payload: string,
    options: { topic: string; ttlSeconds: number; urgency: Urgency },
  ): Promise<PushDelivery>
}

export type Urgency = 'very-low' | 'low' | 'normal' | 'high'

const SEND_TIMEOUT_MS = 10_000
/** A VAPID token (RFC 8292) may live 24 h; ours live 12 h and are reused for 11, per push service. */
const VAPID_LIFETIME_S = 12 * 3600
const VAPID_REUSE_MS = 11 * 3600_000

/**
 * Web Push over `fetch`: `web-push` encrypts the payload (RFC 8291, aes128gcm) and signs the VAPID token (RFC 8292);
 * the request goes out through Node's fetch, which pools connections per push service (web-push's own sender opens
 * one HTTPS request per message and speaks only HTTPS). The token is signed once per push service and reused: it
 * names the service, not the subscription, and signing it was two thirds of a message's cost (decision 056).
 */
export function webPushTransport(keys: VapidKeys, subject: string, now: () => number = Date.now): PushTransport {
  const tokens = new Map<string, { authorization: string; until: number }>()
  const authorizationFor = (endpoint: string) => {
    const audience = new URL(endpoint).origin
    const cached = tokens.get(audience)
    if (cached && cached.until > now()) return cached.authorization
    const expiration = Math.floor(now() / 1000) + VAPID_LIFETIME_S
    const headers = webpush.getVapidHeaders(audience, subject, keys.publicKey, keys.privateKey, 'aes128gcm', expiration)
    const authorization = String(headers.Authorization)
    tokens.set(audience, { authorization, until: now() + VAPID_REUSE_MS })
    return authorization
  }
  // Pooled keep-alive connections per push service, as many as the dispatcher sends at once (decision 100: Node's
  // `fetch` cost a Request, Headers and two abort signals per message, a third of a 10,000-message fan-out).
  const agents = {
    'http:': new HttpAgent({ keepAlive: true, maxSockets: 64 }),
    'https:': new HttpsAgent({ keepAlive: true, maxSockets: 64 }),
  }
  return {
    send(target, payload, options) {
      const encrypted = webpush.encrypt(target.keys.p256dh, target.keys.auth, payload, 'aes128gcm')
      const url = new URL(target.endpoint)
      const secure = url.protocol === 'https:'
      if (!secure && url.protocol !== 'http:') return Promise.reject(new Error(`not a push endpoint: ${url.protocol}`))
      return new Promise<PushDelivery>((resolve, reject) => {
        const req = (secure ? httpsRequest : httpRequest)(
          url,
          {
            method: 'POST',
            agent: agents[secure ? 'https:' : 'http:'],
            timeout: SEND_TIMEOUT_MS,
            headers: {
              Authorization: authorizationFor(target.endpoint),
              TTL: String(options.ttlSeconds),
              Topic: options.topic,
              Urgency: options.urgency,
              'Content-Encoding': 'aes128gcm',
              'Content-Type': 'application/octet-stream',
              'Content-Length': encrypted.cipherText.length,
            },
          },
          (res) => {
            res.resume()
            res.on('end', () => resolve({ status: res.statusCode ?? 0 }))
            res.on('error', reject)
          },
        )
        req.on('timeout', () => req.destroy(new Error('the push service did not answer in time')))
        req.on('error', reject)
        req.end(encrypted.cipherText)
      })
    },
  }
}
