import type {
  AdminCourse,
  AdminCourses,
  AdminCoursesQuery,
  CourseInput,
  CourseMove,
  CourseUpdate,
  Locale,
} from '@podium/domain'
import { keepPreviousData, mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query'
import { apiRequest } from '../../lib/api-client.ts'
import { LIVE_QUERY_ROOTS } from '../../platform/live/live-sync.ts'
import { backOfficeQueries } from './api.ts'

export const coursesAdminQueries = {
  all: () => [...backOfficeQueries.all(), 'courses'] as const,
  list: (lang: Locale, query: AdminCoursesQuery) =>
    queryOptions({
      queryKey: [...coursesAdminQueries.all(), query, lang],
      queryFn: ({ signal }) =>
        apiRequest<AdminCourses>('/api/v1/admin/courses', {
          lang,
          signal,
          cache: 'no-store',
          params: { q: query.q || undefined, page: Number(query.page ?? 1) },
        }),
      placeholderData: keepPreviousData,
      retry: false,
    }),
}

/** After each write the manager's list and the public /courses refetch here; other screens hear the live event. */
function refreshCourses(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: coursesAdminQueries.all() }),
    client.invalidateQueries({ queryKey: LIVE_QUERY_ROOTS.courses }),
  ])
}

export const coursesAdminMutations = {
  save: (lang: Locale) =>
    mutationOptions({
      mutationKey: [...coursesAdminQueries.all(), 'save'],
      mutationFn: ({ id, body }: { id: number | undefined; body: CourseInput | CourseUpdate }) =>
        id === undefined
          ? apiRequest<AdminCourse>('/api/v1/admin/courses', { lang, method: 'POST', body })
          : apiRequest<AdminCourse>(`/api/v1/admin/courses/${id}`, { lang, method: 'PUT', body }),
      onSuccess: (_answer, _input, _result, { client }) => refreshCourses(client),
    }),
  move: (lang: Locale) =>
    mutationOptions({
      mutationKey: [...coursesAdminQueries.all(), 'move'],
      mutationFn: ({ id, body }: { id: number; body: CourseMove }) =>
        apiRequest<AdminCourse>(`/api/v1/admin/courses/${id}/move`, { lang, method: 'POST', body }),
      onSettled: (_answer, _error, _input, _result, { client }) => refreshCourses(client),
    }),
  remove: (lang: Locale) =>
    mutationOptions({
      mutationKey: [...coursesAdminQueries.all(), 'delete'],
      mutationFn: ({ id, version }: { id: number; version: number }) =>
        apiRequest<undefined>(`/api/v1/admin/courses/${id}`, { lang, method: 'DELETE', params: { version } }),
      onSuccess: (_answer, _input, _result, { client }) => refreshCourses(client),
    }),
}
