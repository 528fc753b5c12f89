import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { isKnownPagePath } from '@podium/domain'
import { Hono } from 'hono'

/** Hashed build assets never change; everything else is revalidated so a deploy shows up at once. */
const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATE = 'no-cache'

/**
 * Serves the built web app: files as they are, and every other GET with the app's index.html — status 200 for a
 * page the app has, 404 for any other path (the app then renders its not-found page).
 */
export function spaRoutes(webDir: string | null) {
  const app = new Hono()
  if (!webDir || !existsSync(join(webDir, 'index.html'))) {
    app.get('*', (c) => c.text('The web app is not built yet: run `npm run build` (npm start does it for you).', 503))
    return app
  }
  const indexHtml = readFileSync(join(webDir, 'index.html'), 'utf8')
  app.use('*', async (c, next) => {
    await next()
    if (c.res.status === 200 && !c.res.headers.has('Cache-Control')) {
      c.res.headers.set('Cache-Control', c.req.path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE)
    }
  })
  app.use('*', serveStatic({ root: webDir, precompressed: true }))
  app.get('*', (c) => {
    c.header('Cache-Control', REVALIDATE)
    return c.html(indexHtml, isKnownPagePath(c.req.path) ? 200 : 404)
  })
  return app
}
