import { z } from 'zod'

/**
 * `POST /api/v1/client-errors`: what the web app reports when it shows the error screen (docs/product-rules.md §8:
 * status, message, stack, path, timestamp).
 */
export const ClientErrorReportSchema = z.object({
  status: z.number().int().min(0).max(999).nullish(),
  message: z.string().trim().min(1).max(2_000),
  stack: z.string().max(20_000).nullish(),
  path: z.string().max(2_000).nullish(),
  timestamp: z.iso.datetime({ offset: true }).nullish(),
})
export type ClientErrorReport = z.infer<typeof ClientErrorReportSchema>
