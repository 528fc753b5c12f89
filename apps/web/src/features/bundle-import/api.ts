import { type BundleImportResult, type DemoReplacement, DemoReplaceRequiredSchema, type Locale } from '@podium/domain'
import { queryOptions } from '@tanstack/react-query'
import { ApiRequestError, answerOf, apiGet, apiUrl } from '../../lib/api-client.ts'
import { USER_QUERY_ROOTS } from '../../lib/user-query-roots.ts'

/** The body limit of `POST /api/v1/admin/import` (apps/server/src/http/body-limits.ts). */
export const MAX_BUNDLE_BYTES = 50 * 1024 * 1024

export const bundleImportQueries = {
  all: () => USER_QUERY_ROOTS.bundleImport,
  /** Who is signed in: only an admin may import (the API checks it again). */
  me: (lang: Locale) =>
    queryOptions({
      queryKey: [...bundleImportQueries.all(), 'me', lang],
      queryFn: ({ signal }) => apiGet('/auth/me', { noteFreshness: true, lang, signal }),
      retry: false,
      staleTime: 60_000,
    }),
}

/** The games are the demo and the upload did not say it replaces them: what would go (decision 067). */
export class DemoReplaceNeeded extends Error {
  constructor(readonly replaces: DemoReplacement) {
    super('The import would replace the demo games.')
  }
}

/**
 * Uploads a bundle zip (with `replaceDemo`, the admin confirmed that it replaces the demo games; without it, a 409
 * over the demo rejects with DemoReplaceNeeded). XMLHttpRequest rather than fetch: it reports upload progress. Resolves with the counts,
 * rejects with ApiRequestError (422 carries the problems in `fields`, keyed `file:line:column`).
 */
export function uploadBundle(
  file: Blob,
  lang: Locale,
  onUploadProgress: (fraction: number) => void,
  replaceDemo = false,
): Promise<BundleImportResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', apiUrl('/api/v1/admin/import', lang, replaceDemo ? { replaceDemo: 'true' } : {}))
    xhr.setRequestHeader('Content-Type', 'application/zip')
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onUploadProgress(e.loaded / e.total)
    }
    xhr.upload.onload = () => onUploadProgress(1)
    xhr.onerror = () => reject(new ApiRequestError(0, 'network', 'network_error', 'The request could not be sent.'))
    xhr.onload = () => {
      let body: unknown
      try {
        body = JSON.parse(xhr.responseText)
      } catch {
        body = undefined
      }
      const demo = xhr.status === 409 ? DemoReplaceRequiredSchema.safeParse(body) : undefined
      if (demo?.success) return reject(new DemoReplaceNeeded(demo.data.error.replaces))
      try {
        resolve(answerOf<BundleImportResult>(xhr.status, xhr.statusText, body))
      } catch (error) {
        reject(error)
      }
    }
    xhr.send(file)
  })
}
