import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto'
import { availableParallelism } from 'node:os'

interface ScryptParams {
  N: number
  r: number
  p: number
}

/**
 * OWASP's scrypt parameters (N=2^17, r=8, p=1): 128 MiB and ~270 ms per hash on a 2-core box. The parameters travel
 * with each hash, so older hashes still verify and are rehashed at the next login (`needsRehash`).
 */
export const PRODUCTION_SCRYPT_PARAMS: Readonly<ScryptParams> = Object.freeze({ N: 2 ** 17, r: 8, p: 1 })

/**
 * The parameters this process hashes with. A test server (NODE_ENV=test, which no deployment sets: the image says
 * production) may lower N with PODIUM_TEST_SCRYPT_N, a power of two from 2^10 up, so the e2e suite's hundred logins
 * and sign-ups do not spend minutes of CPU on purpose-made slowness (decision 065). Anywhere else, or with any other
 * value, the variable is ignored and N stays OWASP's. It can never raise nor lower anything else.
 */
export function scryptParamsFor(env: Record<string, string | undefined>): ScryptParams {
  const asked = Number(env.PODIUM_TEST_SCRYPT_N)
  const allowed =
    env.NODE_ENV === 'test' &&
    Number.isInteger(asked) &&
    asked >= 2 ** 10 &&
    asked < PRODUCTION_SCRYPT_PARAMS.N &&
    (asked & (asked - 1)) === 0
  return allowed ? { ...PRODUCTION_SCRYPT_PARAMS, N: asked } : { ...PRODUCTION_SCRYPT_PARAMS }
}

export const SCRYPT_PARAMS: ScryptParams = scryptParamsFor(process.env)
const KEY_LENGTH = 32

/**
 * Hashes running at once. Each holds 128 MiB, and a burst of logins or sign-ups must queue rather than eat the
 * memory; more than one per core would only make each slower.
 */
const MAX_PARALLEL_HASHES = Math.max(1, Math.min(4, availableParallelism()))
let running = 0
const waiting: (() => void)[] = []

async function gated<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_PARALLEL_HASHES) await new Promise<void>((resolve) => waiting.push(resolve))
  else running++
  try {
    return await work()
  } finally {
    // The slot passes straight to the next waiter, so `running` never drops under a queue.
    const next = waiting.shift()
    if (next) next()
    else running--
  }
}

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 128 * params.N * params.r * 2 }
  return gated(
    () =>
      new Promise((resolve, reject) =>
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
  )
}

/** `scrypt$N$r$p$salt$hash` (base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const { N, r, p } = SCRYPT_PARAMS
  const key = await derive(password, salt, SCRYPT_PARAMS)
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64url')}$${key.toString('base64url')}`
}

/** The parameters of a stored hash, or undefined when it is not one of ours or asks for absurd work. */
function parse(stored: string): { params: ScryptParams; salt: Buffer; hash: Buffer } | undefined {
  const [scheme, n, r, p, salt, hash] = stored.split('$')
  const params = { N: Number(n), r: Number(r), p: Number(p) }
  if (scheme !== 'scrypt' || !salt || !hash) return undefined
  // Bounds on what a stored hash may make us compute: up to 2^20 and r·p within OWASP's range.
  const powerOfTwo = Number.isInteger(params.N) && params.N >= 2 && (params.N & (params.N - 1)) === 0
  if (!powerOfTwo || params.N > 2 ** 20 || !(params.r >= 1 && params.r <= 32) || !(params.p >= 1 && params.p <= 16)) {
    return undefined
  }
  return { params, salt: Buffer.from(salt, 'base64url'), hash: Buffer.from(hash, 'base64url') }
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored)
  if (!parsed) return false
  const key = await derive(password, parsed.salt, parsed.params)
  return key.length === parsed.hash.length && timingSafeEqual(key, parsed.hash)
}

/** Whether a hash was made with other parameters than today's, so a successful login should replace it. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored)
  const { N, r, p } = SCRYPT_PARAMS
  return !parsed || parsed.params.N !== N || parsed.params.r !== r || parsed.params.p !== p
}

/**
 * A hash no password matches, verified against for unknown users so that they take as long as wrong passwords. It is
 * today's parameters with a random salt and a random key, not the hash of anything: verifying against it derives a key
 * with the same parameters (the same cost) as a real hash, and a password matches it only by finding a 256-bit key.
 * Made without hashing, so a process (each API test file, each server start) no longer spends a 128 MiB scrypt at
 * N=2^17 on it when it loads (decision 096).
 */
export const DUMMY_HASH = `scrypt$${SCRYPT_PARAMS.N}$${SCRYPT_PARAMS.r}$${SCRYPT_PARAMS.p}$${randomBytes(16).toString(
  'base64url',
)}$${randomBytes(KEY_LENGTH).toString('base64url')}`
