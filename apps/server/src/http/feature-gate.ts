import { featureOfApiPath } from '@podium/domain'
import type { MiddlewareHandler } from 'hono'
import type { AppContext } from '../context.ts'
import { gamesFeatures } from '../settings.ts'
import { errorBody } from './errors.ts'

/** The feature the games switched off that an API path (`/api/v1/…`) belongs to, if any. */
export function switchedOffFeature(ctx: Pick<AppContext, 'settings'>, path: string): string | undefined {
  const feature = featureOfApiPath(path.replace(/^\/api\/v1/, ''))
  return feature && !gamesFeatures(ctx)[feature] ? feature : undefined
}

/**
 * A feature the games switched off (decision 050) answers 404 `feature_off` on its public API, reads and writes alike;
 * the back office's paths are never gated, so content can be prepared before the feature opens.
 */
export function featureGate(ctx: Pick<AppContext, 'settings'>): MiddlewareHandler {
  return async (c, next) => {
    const feature = switchedOffFeature(ctx, c.req.path)
    if (feature) return c.json(errorBody('feature_off', `These games do not offer ${feature}.`), 404)
    await next()
  }
}
