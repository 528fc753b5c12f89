import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Plugin, ResolvedConfig } from 'vite'

/**
 * Writes a `.br` and a `.gz` copy beside every text file of the build (JavaScript, CSS, SVG, HTML, JSON), once,
 * at the highest levels. The server's static handler (`serveStatic({ precompressed: true })`) sends the copy the
 * browser accepts, so the app's code travels compressed without compressing on every request (decision 016).
 * Files under 1 KB and copies that would not be smaller are skipped.
 */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|html|json|webmanifest|txt|xml)$/
const MIN_BYTES = 1024

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesUnder(path) : [path]
  })
}

export function precompressAssets(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'podium:precompress-assets',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const outDir = resolve(config.root, config.build.outDir)
        for (const file of filesUnder(outDir)) {
          if (!COMPRESSIBLE.test(file)) continue
          const body = readFileSync(file)
          if (body.length < MIN_BYTES) continue
          const br = brotliCompressSync(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          })
          const gz = gzipSync(body, { level: 9 })
          if (br.length < body.length) writeFileSync(`${file}.br`, br)
          if (gz.length < body.length) writeFileSync(`${file}.gz`, gz)
        }
      },
    },
  }
}
