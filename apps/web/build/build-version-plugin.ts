import type { Plugin } from 'vite'

/**
 * docs/product-rules.md §4 updates: every build gets a version, compiled into the app (`__PODIUM_BUILD__`) and
 * published as `builds/latest.json`, which running apps poll to learn that a newer build is out.
 */
export function buildVersion(version = new Date().toISOString()): Plugin {
  return {
    name: 'podium-build-version',
    config: () => ({ define: { __PODIUM_BUILD__: JSON.stringify(version) } }),
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'builds/latest.json',
        source: `${JSON.stringify({ version, builtAt: version })}\n`,
      })
    },
  }
}
