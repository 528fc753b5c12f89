import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv } from 'vite'
import { buildVersion } from './build/build-version-plugin.ts'
import { localeChunks } from './build/locale-chunks-plugin.ts'
import { nativeCsp } from './build/native-csp-plugin.ts'
import { precompressAssets } from './build/precompress-plugin.ts'
import { DOMAIN_SOURCE, pureDomainModules } from './build/pure-domain-plugin.ts'
import { podiumPwa } from './build/pwa.ts'

export default defineConfig(({ mode, isSsrBuild }) => {
  // docs/native.md: empty for the web build (relative paths), the games' server for a native one.
  const apiOrigin = loadEnv(mode, process.cwd(), 'VITE_').VITE_API_ORIGIN?.trim() ?? ''
  return {
    base: '/',
    // A literal, so that `if (import.meta.env.VITE_API_ORIGIN)` drops the native-only chunks from the web build.
    define: {
      'import.meta.env.VITE_API_ORIGIN': JSON.stringify(apiOrigin),
      // The server-side render runs React's production build whatever NODE_ENV the server was started with.
      ...(isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
    },
    // One self-contained file for the server (decision 060): the image ships it without the web app's dependencies.
    ...(isSsrBuild ? { ssr: { noExternal: true } } : {}),
    plugins: [
      pureDomainModules(),
      // Must run before the React plugin so route files are split before JSX is transformed.
      tanstackRouter({
        target: 'react',
        routesDirectory: './src/routes',
        generatedRouteTree: './src/routeTree.gen.ts',
        autoCodeSplitting: true,
        quoteStyle: 'single',
        semicolons: false,
      }),
      react(),
      // The server-side render's bundle (decision 060) is code for Node: no CSS, worker, compressed copies or CSP.
      ...(isSsrBuild
        ? []
        : [
            tailwindcss(),
            localeChunks(),
            podiumPwa(),
            precompressAssets(),
            buildVersion(),
            // A native build (VITE_API_ORIGIN set, docs/native.md) carries its CSP as a <meta>: the shells send no
            // header.
            nativeCsp(apiOrigin),
          ]),
    ],
    server: {
      proxy: { '/api': 'http://127.0.0.1:3000' },
    },
    build: {
      target: 'es2022',
      copyPublicDir: !isSsrBuild,
      assetsDir: 'assets',
      // A page's own modules are named in its HTML (and, on a rendered page, preloaded after the first paint by
      // public/start-after-paint.js). A route loaded later lets the browser find its imports itself: Vite's helper
      // inserted one <link rel=modulepreload> per import, one by one, 30-60 ms of main thread per route on a
      // throttled phone, each time the idle prefetch loaded a page's code (decision 061).
      modulePreload: {
        resolveDependencies: (_filename, deps, { hostType }) => (hostType === 'html' ? deps : []),
      },
      rolldownOptions: {
        // See build/pure-domain-plugin.ts: the domain package is pure, so a module of it whose exports go unused
        // (and its zod import) can be dropped whole; undefined keeps the default (package.json sideEffects).
        treeshake: { moduleSideEffects: (id) => (DOMAIN_SOURCE.test(id) ? false : undefined) },
      },
    },
  }
})
