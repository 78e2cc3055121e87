import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { compressAssets } from './scripts/vite-compress';
import { ocrAssets } from './scripts/vite-ocr-assets';
import { prerenderLanding } from './scripts/vite-prerender';
import { planPricesConstant } from './scripts/vite-plan-prices';

const THEME = '#2f9e44';
const BACKGROUND = '#141517';
// The screens a visitor opens before the app is installed: their lazy chunks keep Vite's preload
// of every module they import (one round trip instead of one per level of imports, on a first
// visit's slow network). The signed-in area's chunks do not: a keeper loads them from the service
// worker's cache, where a round trip costs little, while the preload inserts a link tag per
// module (about 80 for /dashboard) in one task, 120 ms of a phone's main thread (decision 0021).
const PUBLIC_CHUNK = /(?:^|\/)(?:landing-page|auth-modals|public-layout|terms-page|login-page|signup-page|forgot-password-page|reset-password-page|reset-password-with-code-page|confirm-email-page|auth-redirect-page)-[\w-]+\.js$/;

export default defineConfig({
  plugins: [
    react(),
    planPricesConstant(),
    ocrAssets(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'app',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      injectManifest: {
        // The shell: entry, lazy route chunks, styles, locales, fonts and icons. OCR assets and the
        // label sheets' PDF code and font are large and are runtime-cached on first use instead.
        globPatterns: ['**/*.{js,css,html,json,woff2,svg,png,ico,webmanifest}'],
        // The API docs' viewer (admins only, ~420 KB gzip) is fetched when opened, never precached.
        // The landing page rendered at build time is the server's answer to `/` on a first visit;
        // once the worker is installed, `/` opens from the shell like every other page.
        // The PDF code of the label sheets and the vet report (pdf-lib and fontkit, ~500 KB gzip) and
        // its font (~680 KB) likewise: every installed device would carry 1.2 MB for screens most
        // keepers open rarely (sw.ts caches them on first use).
        globIgnores: ['**/ocr/**', 'mail/**', '**/api-docs-viewer-*.js', '**/label-pdf-*.js', '**/report-pdf-*.js', '**/pdf-lib-*.js', 'landing/**'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      // theme-init.js is precached by the pattern above, from dist/: it is minified there
      // (scripts/vite-prerender.ts), and a second entry from public/ would conflict with it.
      includeAssets: ['favicon.svg', 'apple-touch-icon.png', 'robots.txt'],
      manifest: {
        id: '/',
        name: 'HerpTrack — reptile care tracker',
        short_name: 'HerpTrack',
        description: 'Log feedings, sheds, weights and clutches for your reptiles, even with no signal.',
        start_url: '/dashboard',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: THEME,
        background_color: BACKGROUND,
        categories: ['lifestyle', 'productivity'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
      },
      devOptions: { enabled: false, type: 'module' },
    }),
    // After the client build and before compression: it copies the final index.html into the
    // HTML of `/` in each language.
    prerenderLanding(),
    // Last, so the service worker, the final index.html and the landing HTML get their .br and .gz too.
    compressAssets(),
  ],
  server: { proxy: { '/api': 'http://127.0.0.1:8080', '/notifications': 'http://127.0.0.1:8080', '/dev': 'http://127.0.0.1:8080' } },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    modulePreload: { resolveDependencies: (file, deps, { hostType }) => (hostType === 'html' || PUBLIC_CHUNK.test(file) ? deps : []) },
    rollupOptions: {
      output: {
        // React, React DOM and the JSX runtime travel together: every page needs all three, and left
        // to itself the bundler split them differently as lazy chunks came and went (the API docs'
        // viewer shares react-dom), each split adding bytes to the entry of `/`.
        // pdf-lib and fontkit, shared by the label sheets and the vet report (issue 29), in one chunk
        // of a known name, so the service worker leaves it out of the precache (see globIgnores).
        codeSplitting: { groups: [
          { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
          { name: 'pdf-lib', test: /node_modules[\\/](pdf-lib|@pdf-lib|pako|fontkit|restructure|unicode-properties|unicode-trie|brotli|dfa|tiny-inflate)[\\/]/ },
        ] },
      },
    },
  },
});
