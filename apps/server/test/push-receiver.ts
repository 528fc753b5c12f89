import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A push service on loopback standing in for FCM or Mozilla's: it keeps each browser's private key, decrypts what
 * the server posts (RFC 8291, aes128gcm) and records the messages, so tests read what a phone would show.
 */
export interface FakeBrowser {
  /** What `PushSubscription.toJSON()` gives the page. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } }
  messages: ReceivedPush[]
  /** The status the service answers for this browser (410: the user revoked the permission). */
  answer: number
}

export interface ReceivedPush {
  payload: unknown
  headers: IncomingHttpHeaders
}

export interface PushReceiver {
  origin: string
  browser(): FakeBrowser
  /** Every message received, in order. */
  all: ReceivedPush[]
  close(): Promise<void>
}

interface BrowserKeys {
  ecdh: ReturnType<typeof createECDH>
  auth: Buffer
  state: FakeBrowser
}

/** RFC 8291 §3.4 and RFC 8188: the user agent's side of Web Push message encryption. */
export function decryptPush(body: Buffer, ua: { ecdh: ReturnType<typeof createECDH>; auth: Buffer }): string {
  const salt = body.subarray(0, 16)
  const recordSize = body.readUInt32BE(16)
  const idLength = body.readUInt8(20)
  const serverPublic = body.subarray(21, 21 + idLength)
  const ciphertext = body.subarray(21 + idLength)
  if (ciphertext.length > recordSize) throw new Error('more than one record')
  const shared = ua.ecdh.computeSecret(serverPublic)
  const uaPublic = ua.ecdh.getPublicKey()
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, serverPublic])
  const ikm = Buffer.from(hkdfSync('sha256', shared, ua.auth, keyInfo, 32))
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16))
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12))
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce)
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16))
  const plain = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()])
  // The last record ends with the delimiter 0x02, then zero padding.
  const end = plain.lastIndexOf(2)
  if (end < 0) throw new Error('no padding delimiter')
  return plain.subarray(0, end).toString('utf8')
}

export async function startPushReceiver(options: { decrypt?: boolean } = {}): Promise<PushReceiver> {
  const browsers = new Map<string, BrowserKeys>()
  const all: ReceivedPush[] = []
  const decrypt = options.decrypt ?? true
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const id = (req.url ?? '').split('/').pop() ?? ''
      const browser = browsers.get(id)
      if (!browser) {
        res.writeHead(404).end()
        return
      }
      if (browser.state.answer < 300) {
        const body = Buffer.concat(chunks)
        const payload = decrypt ? JSON.parse(decryptPush(body, browser)) : null
        const received = { payload, headers: req.headers }
        browser.state.messages.push(received)
        all.push(received)
      }
      res.writeHead(browser.state.answer).end()
    })
  })
  server.keepAliveTimeout = 30_000
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  let next = 0
  return {
    origin,
    all,
    browser() {
      const ecdh = createECDH('prime256v1')
      ecdh.generateKeys()
      const auth = randomBytes(16)
      const id = `b${next++}`
      const state: FakeBrowser = {
        subscription: {
          endpoint: `${origin}/push/${id}`,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
        },
        messages: [],
        answer: 201,
      }
      browsers.set(id, { ecdh, auth, state })
      return state
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
