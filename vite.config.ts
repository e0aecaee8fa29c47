import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import UnoCSS from 'unocss/vite';
import { VitePWA } from 'vite-plugin-pwa';

const apiTarget = process.env.DECKSMITH_API ?? 'http://127.0.0.1:8787';

export default defineConfig({
  plugins: [
    // The router plugin must run before react() so route files are split first.
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes', generatedRouteTree: 'src/routeTree.gen.ts' }),
    react(),
    UnoCSS(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // 'prompt': an automatic reload would kill a generation stream or an unsaved edit.
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        // A stable identity: start_url may change later without making a second app.
        id: '/',
        name: 'Decksmith',
        short_name: 'Decksmith',
        description: 'Turn a topic, pasted text or a document into a slide deck with AI; edit, present and export it, online or offline.',
        lang: 'en',
        categories: ['productivity', 'business', 'education'],
        theme_color: '#4f46e5',
        background_color: '#0f172a',
        display: 'standalone',
        start_url: '/app',
        scope: '/',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        shortcuts: [
          {
            name: 'New deck',
            short_name: 'New deck',
            description: 'Start a new presentation',
            url: '/start',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
          },
          {
            name: 'Saved decks',
            short_name: 'Saved',
            description: 'Open your saved presentations',
            url: '/app',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
          },
        ],
      },
      // The precache glob below already has the icons; adding them again duplicated entries.
      includeManifestIcons: false,
      injectManifest: {
        rollupFormat: 'iife',
        // Every route chunk is precached so an offline navigation to an unvisited route works, and
        // every font stylesheet (a few hundred bytes each). Of the font files only Inter's (the UI
        // face): the deck families' files (~200 files, ~4.8 MB) would make the first install heavy;
        // they are cached at first use instead (sw/sw.ts, 'decksmith-fonts').
        globPatterns: ['**/*.{js,mjs,wasm,css,html,svg,png,webp,ico}', 'assets/inter-*.woff2'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
    // .vite/manifest.json: bench/shell.ts reads it to sum the JavaScript a route needs.
    manifest: true,
  },
  worker: { format: 'es' },
});
