/**
 * The shared cache's rules as `deploy/nginx.conf` ships them (decision 095), for the loopback topologies that run
 * nginx (`test:two-instances`, `bench:burst`): the lines between its `podium-cache:http` and `podium-cache:location`
 * marks, with the cache folder moved into `dir`. What CI proves is the shipped file's rules, not a copy.
 */
import { readFileSync } from 'node:fs'

const CONF = new URL('../deploy/nginx.conf', import.meta.url)

function block(text: string, name: string): string {
  const begin = text.indexOf(`# podium-cache:${name} begin`)
  const end = text.indexOf(`# podium-cache:${name} end`)
  if (begin < 0 || end < begin) throw new Error(`deploy/nginx.conf has no podium-cache:${name} block`)
  return text.slice(text.indexOf('\n', begin) + 1, end).trimEnd()
}

export function shippedCacheRules(dir: string): { http: string; location: string } {
  const text = readFileSync(CONF, 'utf8')
  return {
    http: block(text, 'http').replaceAll('/var/cache/nginx/podium', `${dir}/cache`),
    location: block(text, 'location'),
  }
}
