import { describe, expect, it } from 'vitest'
import { readEnv } from './env.ts'

describe('readEnv', () => {
  it('applies the documented defaults', () => {
    expect(readEnv({})).toEqual({
      PORT: 3000,
      HOST: '127.0.0.1',
      PODIUM_DATA_DIR: './data',
      PODIUM_SIM_SPEED: 1,
      PODIUM_LOGIN_ENABLED: true,
      PODIUM_ACCESS_LOG: true,
      PODIUM_LOG_REQUESTS: true,
      PODIUM_ACCESS_LOG_RETENTION_DAYS: 30,
      PODIUM_PUSH_CONTACT: 'mailto:operator@podium.invalid',
      PODIUM_PUSH_ORIGINS: [],
      PODIUM_READ_MODEL_CACHE_MB: 128,
      PODIUM_LIVE_GATHER_MS: 100,
      PODIUM_REBUILD_PACE_MS: 500,
      PODIUM_LIVE_MAX_STREAMS: 10_000,
      PODIUM_LIVE_MAX_STREAMS_PER_ADDRESS: 2_000,
      PODIUM_REQUEST_TIMEOUT_S: 120,
      PODIUM_SEED: 'demo',
      PODIUM_LOCALE_STRATEGY: 'prefix_except_default',
      PODIUM_TRUSTED_PROXIES: [],
      PODIUM_ALLOWED_ORIGINS: [],
      PODIUM_SIGNUP_LIMIT_PER_HOUR: 20,
      PODIUM_CLIENT_ERROR_RETENTION_DAYS: 30,
      PODIUM_CLIENT_ERROR_MAX_ROWS: 10_000,
    })
  })

  it('reads every variable and treats empty strings as unset', () => {
    const env = readEnv({
      PORT: '8080',
      PODIUM_DATA_DIR: '/var/podium',
      DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/podium',
      PODIUM_TODAY: '2026-07-14',
      PODIUM_TIME: '08:40',
      PODIUM_SIM_SPEED: '0',
      PODIUM_LOGIN_ENABLED: 'false',
      PODIUM_ADMIN_TOKEN: 'a-very-long-admin-token',
      PODIUM_WEB_DIR: '',
      PODIUM_ACCESS_LOG: 'off',
      PODIUM_ACCESS_LOG_RETENTION_DAYS: '7',
      PODIUM_LOCALE_STRATEGY: 'prefix',
      PODIUM_TRUSTED_PROXIES: '10.0.0.1, 192.168.0.0/16',
    })
    expect(env).toMatchObject({
      PORT: 8080,
      PODIUM_DATA_DIR: '/var/podium',
      DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/podium',
      PODIUM_TODAY: '2026-07-14',
      PODIUM_TIME: '08:40',
      PODIUM_SIM_SPEED: 0,
      PODIUM_LOGIN_ENABLED: false,
      PODIUM_ADMIN_TOKEN: 'a-very-long-admin-token',
      PODIUM_ACCESS_LOG: false,
      PODIUM_ACCESS_LOG_RETENTION_DAYS: 7,
      PODIUM_LOCALE_STRATEGY: 'prefix',
      PODIUM_TRUSTED_PROXIES: ['10.0.0.1', '192.168.0.0/16'],
    })
    expect(env.PODIUM_WEB_DIR).toBeUndefined()
  })

  it('names every invalid variable in one message', () => {
    expect(() =>
      readEnv({
        PORT: 'eighty',
        PODIUM_TODAY: '2026-13-45',
        PODIUM_TIME: '24:00',
        DATABASE_URL: 'mysql://x',
        PODIUM_LOGIN_ENABLED: 'maybe',
        PODIUM_ADMIN_TOKEN: 'short',
        PODIUM_LOCALE_STRATEGY: 'suffix',
        PODIUM_TRUSTED_PROXIES: '10.0.0.1,proxy.example',
      }),
    ).toThrowError(
      /PORT[\s\S]*DATABASE_URL[\s\S]*PODIUM_TODAY[\s\S]*PODIUM_TIME: must be a time of day[\s\S]*PODIUM_LOGIN_ENABLED[\s\S]*PODIUM_ADMIN_TOKEN[\s\S]*PODIUM_LOCALE_STRATEGY[\s\S]*PODIUM_TRUSTED_PROXIES: "proxy.example" is not an IP address/,
    )
  })
})
