import type { AuthResponse, Locale, LoginInput, LoginType, SetupInput, SignupInput } from '@podium/domain'
import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query'
import { apiGet, apiWrite } from '../../lib/api-client.ts'
import { NATIVE_CLIENT } from '../../lib/api-origin.ts'
import { setAuthToken } from '../../lib/auth-token.ts'
import { clearSession } from '../../lib/session.ts'
import { USER_QUERY_ROOTS } from '../../lib/user-query-roots.ts'

export const accountQueries = {
  all: () => USER_QUERY_ROOTS.account,
  /** The signed-in user with points and level; private, so never shared between users. */
  me: (lang: Locale) =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'me', lang],
      queryFn: ({ signal }) => apiGet('/auth/me', { noteFreshness: true, lang, signal }),
      retry: false,
    }),
  /** Whether this install still waits for its first admin (decision 067); asked only by the setup screen. */
  setup: (lang: Locale) =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'setup', lang],
      queryFn: ({ signal }) => apiGet('/setup', { lang, signal, cache: 'no-store' }),
      retry: false,
    }),
}

/** A native build asks for the token in the body and keeps it in secure storage; the web gets the cookie. */
const CLIENT = NATIVE_CLIENT ? 'native' : 'web'

/** A native client keeps the token it asked for (secure storage); the web's session is the cookie. */
async function keepToken(answer: AuthResponse): Promise<AuthResponse> {
  if (NATIVE_CLIENT && answer.token) await setAuthToken(answer.token)
  return answer
}

/** Who is signed in changed: what was cached for the one before is stale (not awaited: the screen moves on). */
function signedInChanged(client: QueryClient) {
  void client.invalidateQueries({ queryKey: USER_QUERY_ROOTS.account })
  void client.invalidateQueries({ queryKey: USER_QUERY_ROOTS.trivia })
  void client.invalidateQueries({ queryKey: USER_QUERY_ROOTS.bundleImport })
}

/** The account's writes; the screens add their toasts, field errors and redirects. */
export const accountMutations = {
  login: (lang: Locale) =>
    mutationOptions({
      mutationKey: [...accountQueries.all(), 'login'],
      mutationFn: async (input: LoginInput) =>
        keepToken(await apiWrite('POST /auth/login', { lang, body: { ...input, client: CLIENT } })),
      onSuccess: (_answer, _input, _result, { client }) => signedInChanged(client),
    }),
  /** The one-time setup: the first admin, signed in at once (decision 067). */
  setup: (lang: Locale) =>
    mutationOptions({
      mutationKey: [...accountQueries.all(), 'setup'],
      mutationFn: async (input: SetupInput) =>
        keepToken(await apiWrite('POST /setup', { lang, body: { ...input, client: CLIENT } })),
      onSuccess: (_answer, _input, _result, { client }) => signedInChanged(client),
    }),
  signup: (lang: Locale) =>
    mutationOptions({
      mutationKey: [...accountQueries.all(), 'signup'],
      mutationFn: async (input: SignupInput) =>
        keepToken(await apiWrite('POST /auth/signup', { lang, body: { ...input, client: CLIENT } })),
      onSuccess: (_answer, _input, _result, { client }) => signedInChanged(client),
    }),
  /**
   * docs/product-rules.md §4: logout clears everything, the safe-sport flag included; a guest has no server session
   * to end, so only a user's logout calls the API. The signed-in user's cached answers are dropped, not refetched.
   */
  logout: (lang: Locale) =>
    mutationOptions({
      mutationKey: [...accountQueries.all(), 'logout'],
      mutationFn: async (loginType: LoginType | null) => {
        try {
          if (loginType === 'user') await apiWrite('POST /auth/logout', { lang })
        } finally {
          await setAuthToken(null)
        }
      },
      onSuccess: (_answer, _loginType, _result, { client }) => {
        clearSession()
        client.removeQueries({ queryKey: USER_QUERY_ROOTS.account })
        client.removeQueries({ queryKey: USER_QUERY_ROOTS.trivia })
        client.removeQueries({ queryKey: USER_QUERY_ROOTS.bundleImport })
      },
    }),
}
