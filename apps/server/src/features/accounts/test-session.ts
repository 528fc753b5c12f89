/** Test helpers: log a demo account in and send JSON with its session cookie. */
import type { TestApp } from '../../../test/helpers.ts'
import { DEMO_PASSWORD } from './demo-accounts.ts'

export async function loginCookie(t: TestApp, username: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await t.request('/api/v1/auth/login', json({ username, password }))
  if (res.status !== 200) throw new Error(`login ${username}: ${res.status}`)
  const cookie = res.headers.get('set-cookie') ?? ''
  return cookie.split(';')[0] ?? ''
}

export function json(body: unknown, headers: Record<string, string> = {}, method = 'POST'): RequestInit {
  return { method, headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) }
}
