import type { Locale } from '@podium/domain'
import type { ZodType } from 'zod'
import { apiRequest } from './api-client.ts'

/**
 * Sends a JSON body (POST by default) and reads the JSON answer typed by the shared contract, or parsed by `schema`
 * (see ApiRequestOptions). An error status throws ApiRequestError.
 */
export function sendJson<T>(
  path: string,
  body: unknown,
  options: { lang: Locale; method?: string; schema?: ZodType<T> },
): Promise<T> {
  return apiRequest<T>(path, { ...options, method: options.method ?? 'POST', body: body ?? {} })
}
