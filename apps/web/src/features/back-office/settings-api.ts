import type { GamesSettingsInput, Locale } from '@podium/domain'
import { mutationOptions, queryOptions } from '@tanstack/react-query'
import { apiGet, apiWrite } from '../../lib/api-client.ts'
import { LIVE_QUERY_ROOTS } from '../../platform/live/live-sync.ts'
import { backOfficeQueries } from './api.ts'
import { sendForm } from './upload.ts'

/** The games settings (decision 041): read and saved by admins. */
export const settingsQueries = {
  detail: (lang: Locale) =>
    queryOptions({
      queryKey: [...backOfficeQueries.all(), 'settings', lang],
      queryFn: ({ signal }) => apiGet('/admin/settings', { lang, signal, cache: 'no-store' }),
      retry: false,
    }),
}

export const settingsMutations = {
  save: (lang: Locale) =>
    mutationOptions({
      mutationKey: [...backOfficeQueries.all(), 'settings', 'save'],
      mutationFn: (body: GamesSettingsInput) => apiWrite('PUT /admin/settings', { lang, body }),
      // The header's name and the calendar come from the config; this tab refreshes it without waiting for the
      // live event the other screens hear.
      onSuccess: (_answer, _input, _result, { client }) =>
        Promise.all([
          client.invalidateQueries({ queryKey: [...backOfficeQueries.all(), 'settings'] }),
          client.invalidateQueries({ queryKey: LIVE_QUERY_ROOTS.config }),
        ]),
    }),
  /** The games' logo (decision 050): an image replaces it, null removes it. */
  logo: (lang: Locale) =>
    mutationOptions({
      mutationKey: [...backOfficeQueries.all(), 'settings', 'logo'],
      mutationFn: ({ version, file }: { version: number; file: File | null }) =>
        file
          ? sendForm('POST /admin/settings/logo', { lang, parts: { version: String(version), file } })
          : apiWrite('DELETE /admin/settings/logo', { lang, params: { version } }),
      // The form saves the logo first and the rest on the version it answers; that save refreshes the settings (a
      // refresh here would remount the form before it).
      onSuccess: (_answer, _input, _result, { client }) =>
        client.invalidateQueries({ queryKey: LIVE_QUERY_ROOTS.config }),
    }),
}
