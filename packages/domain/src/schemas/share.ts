import { z } from 'zod'

/** The pages whose link preview shows their own picture (decision 083). */
export const SHARE_IMAGE_KINDS = ['unit', 'medals', 'athlete', 'delegation'] as const
export type ShareImageKind = (typeof SHARE_IMAGE_KINDS)[number]

/** `GET /api/v1/share/{kind}/{id}.png`: a unit code, an athlete id, a delegation code, or `all` for the medal table. */
export const ShareImageParamsSchema = z.object({
  kind: z.enum(SHARE_IMAGE_KINDS),
  id: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/),
})
