import { describe, expect, it } from 'vitest'
import {
  DUMMY_HASH,
  hashPassword,
  needsRehash,
  PRODUCTION_SCRYPT_PARAMS,
  scryptParamsFor,
  verifyPassword,
} from './passwords.ts'

const OWASP = { N: 2 ** 17, r: 8, p: 1 }

describe('scrypt parameters (decision 065)', () => {
  it("are OWASP's in production, whatever PODIUM_TEST_SCRYPT_N says", () => {
    expect(PRODUCTION_SCRYPT_PARAMS).toEqual(OWASP)
    expect(Object.isFrozen(PRODUCTION_SCRYPT_PARAMS)).toBe(true)
    for (const NODE_ENV of ['production', 'development', undefined, '', 'TEST', 'testing']) {
      expect(scryptParamsFor({ NODE_ENV, PODIUM_TEST_SCRYPT_N: '1024' })).toEqual(OWASP)
    }
    expect(scryptParamsFor({})).toEqual(OWASP)
  })

  it('take a lower power-of-two N only on a test server', () => {
    expect(scryptParamsFor({ NODE_ENV: 'test', PODIUM_TEST_SCRYPT_N: '1024' })).toEqual({ ...OWASP, N: 1024 })
    expect(scryptParamsFor({ NODE_ENV: 'test', PODIUM_TEST_SCRYPT_N: String(2 ** 16) })).toEqual({
      ...OWASP,
      N: 2 ** 16,
    })
    expect(scryptParamsFor({ NODE_ENV: 'test' })).toEqual(OWASP)
  })

  it('ignore a value that is not a lower power of two from 2^10 (never raised, never absurdly low)', () => {
    for (const value of ['512', '2', '0', '-1024', '1000', '1024.5', 'abc', String(2 ** 17), String(2 ** 18), ' ']) {
      expect(scryptParamsFor({ NODE_ENV: 'test', PODIUM_TEST_SCRYPT_N: value })).toEqual(OWASP)
    }
  })
})

describe('the hash unknown users are verified against (decision 096)', () => {
  it("has a real hash's parameters, so verifying against it costs what a wrong password costs", async () => {
    const real = await hashPassword('a good password')
    expect(DUMMY_HASH.split('$').slice(0, 4)).toEqual(real.split('$').slice(0, 4))
    expect(needsRehash(DUMMY_HASH)).toBe(false)
    const [, , , , salt, key] = DUMMY_HASH.split('$')
    expect(Buffer.from(salt ?? '', 'base64url')).toHaveLength(16)
    expect(Buffer.from(key ?? '', 'base64url')).toHaveLength(Buffer.from(real.split('$')[5] ?? '', 'base64url').length)
    expect(Buffer.from(key ?? '', 'base64url')).toHaveLength(32)
  })

  it('matches no password', async () => {
    for (const password of ['', 'podium-demo', 'a good password']) {
      expect(await verifyPassword(password, DUMMY_HASH)).toBe(false)
    }
  })
})
