import type { AuthResponse, Locale, LoginInput, Me, SignupInput } from '@podium/domain'
import { queryOptions } from '@tanstack/react-query'
import { fetchJson } from '../../lib/api-client.ts'
import { sendJson } from '../../lib/send-json.ts'

export const accountQueries = {
  all: () => ['account'] as const,
  /** The signed-in user with points and level; private, so never shared between users. */
  me: (lang: Locale) =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'me', lang],
      queryFn: ({ signal }) => fetchJson<Me>('/api/v1/auth/me', { lang, signal }),
      retry: false,
    }),
}

export const login = (input: LoginInput, lang: Locale) =>
  sendJson<AuthResponse>('/api/v1/auth/login', { ...input, client: 'web' }, { lang })
export const signup = (input: SignupInput, lang: Locale) =>
  sendJson<AuthResponse>('/api/v1/auth/signup', { ...input, client: 'web' }, { lang })
export const logout = (lang: Locale) => sendJson<void>('/api/v1/auth/logout', {}, { lang })
