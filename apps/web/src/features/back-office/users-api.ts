import type { AdminUsersQuery, Locale, UserCreate, UserUpdate } from '@podium/domain'
import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query'
import { apiGet, apiWrite } from '../../lib/api-client.ts'
import { backOfficeQueries } from './api.ts'

/** The users manager's reads (decision 038): admins only; never cached by the browser. */
export const usersQueries = {
  all: () => [...backOfficeQueries.all(), 'users'] as const,
  list: (lang: Locale, query: AdminUsersQuery) =>
    queryOptions({
      queryKey: [...usersQueries.all(), query, lang],
      queryFn: ({ signal }) =>
        apiGet('/admin/users', {
          lang,
          signal,
          cache: 'no-store',
          params: { q: query.q || undefined, type: query.type, page: Number(query.page ?? 1) },
        }),
      placeholderData: keepPreviousData,
      retry: false,
    }),
}

/** The users writes; after each, the list refetches. A new password is returned once and kept nowhere. */
export const usersMutations = {
  save: (lang: Locale) =>
    mutationOptions({
      mutationKey: [...usersQueries.all(), 'save'],
      mutationFn: ({ id, body }: { id: number; body: UserUpdate }) =>
        apiWrite('PUT /admin/users/:id', { at: { id }, lang, body }),
      onSuccess: (_answer, _input, _result, { client }) => client.invalidateQueries({ queryKey: usersQueries.all() }),
    }),
  /** A new account and its one-time password (decision 067). */
  create: (lang: Locale) =>
    mutationOptions({
      mutationKey: [...usersQueries.all(), 'create'],
      mutationFn: (body: UserCreate) => apiWrite('POST /admin/users', { lang, body }),
      onSuccess: (_answer, _input, _result, { client }) => client.invalidateQueries({ queryKey: usersQueries.all() }),
    }),
  resetPassword: (lang: Locale) =>
    mutationOptions({
      mutationKey: [...usersQueries.all(), 'password'],
      mutationFn: ({ id }: { id: number }) => apiWrite('POST /admin/users/:id/password', { at: { id }, lang }),
    }),
}
