import { BlockList, isIP } from 'node:net'
import type { Context } from 'hono'

/**
 * The reverse proxies whose `X-Forwarded-For` and `X-Forwarded-Proto` Podium believes (PODIUM_TRUSTED_PROXIES).
 * Anyone can write those headers; only a proxy we run may tell us who the client is or that it spoke TLS.
 */
export interface TrustedProxies {
  /** Whether an address is one of our proxies. */
  has(address: string): boolean
  /** The configured entries, for logs and docs. */
  readonly entries: readonly string[]
}

/** `::ffff:10.0.0.1` → `10.0.0.1`, so an IPv4 proxy matches however the socket reports it. */
export function normalizeAddress(address: string): string {
  const trimmed = address.trim()
  return trimmed.startsWith('::ffff:') && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed
}

/** Why an entry of PODIUM_TRUSTED_PROXIES is not an address or a CIDR range, or undefined when it is. */
export function trustedProxyEntryProblem(entry: string): string | undefined {
  const [address, prefix, ...rest] = entry.split('/')
  const family = isIP(address ?? '')
  if (!family || rest.length > 0) return `"${entry}" is not an IP address or a CIDR range`
  if (prefix === undefined) return undefined
  const bits = Number(prefix)
  const max = family === 4 ? 32 : 128
  return /^\d+$/.test(prefix) && bits <= max ? undefined : `"${entry}" has a prefix outside 0–${max}`
}

/** Builds the allow-list from addresses and CIDR ranges (`10.0.0.0/8`, `::1`); an empty list trusts nobody. */
export function trustedProxies(entries: readonly string[]): TrustedProxies {
  const list = new BlockList()
  for (const entry of entries) {
    const problem = trustedProxyEntryProblem(entry)
    if (problem) throw new Error(`PODIUM_TRUSTED_PROXIES: ${problem}`)
    const [address = '', prefix] = entry.split('/')
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4'
    if (prefix === undefined) list.addAddress(address, type)
    else list.addSubnet(address, Number(prefix), type)
  }
  return {
    entries,
    has(address) {
      const normalized = normalizeAddress(address)
      const family = isIP(normalized)
      if (!family) return false
      return list.check(normalized, family === 6 ? 'ipv6' : 'ipv4')
    },
  }
}

export const NO_TRUSTED_PROXIES = trustedProxies([])

/** The TCP peer: the Node adapter puts the socket on c.env; tests pass `{ incoming: { socket } }` as env. */
export function socketAddress(c: Context): string | null {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming
  const address = incoming?.socket?.remoteAddress
  return address ? normalizeAddress(address) : null
}

/**
 * The client's address: the socket's, unless the socket is a trusted proxy; then the right-most address of
 * `X-Forwarded-For` that is not itself a trusted proxy (the left part of the header is the client's to write).
 */
export function clientAddress(c: Context, proxies: TrustedProxies): string | null {
  const peer = socketAddress(c)
  if (!peer || !proxies.has(peer)) return peer
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => normalizeAddress(part))
    .filter((part) => isIP(part))
  for (let i = forwarded.length - 1; i >= 0; i--) {
    const hop = forwarded[i] as string
    if (!proxies.has(hop)) return hop
  }
  return forwarded[0] ?? peer
}

/**
 * Whether the client reached us over HTTPS: directly (an https URL), or through a trusted proxy saying so in
 * `X-Forwarded-Proto` (its first value, the one the client's hop wrote).
 */
export function isSecureRequest(c: Context, proxies: TrustedProxies): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true
  const peer = socketAddress(c)
  if (!peer || !proxies.has(peer)) return false
  const first = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase()
  return first === 'https'
}
