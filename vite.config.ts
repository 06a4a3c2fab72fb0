import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { offlinePagesPlugin, precachePublicOnly } from './scripts/offline-build.js';
import { en } from './src/client/i18n/en/site.js';
import { mlCommon as ml } from './src/client/i18n/ml/common.js';

// The client lives in src/client and is built to dist/client, which the server serves; its
// manifest (dist/client/.vite/manifest.json) tells the server each route's chunks. The server's
// pre-render of the public pages (`vite build --ssr prerender.tsx`) goes to dist/ssr. The client
// build also makes the service worker, dist/client/sw.js (decision 015); the page registers it
// itself (src/client/service-worker/register.ts), so the plugin injects no script.
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/client',
  publicDir: 'public',
  plugins: [
    react(),
    tailwindcss(),
    ...(isSsrBuild
      ? []
      : [
          offlinePagesPlugin(
            {
              lang: 'en',
              organization: en.org.shortName,
              title: en.offline.pageTitle,
              body: en.offline.pageBody,
              retry: en.offline.retry,
              back: en.offline.back,
            },
            [
              {
                lang: 'ml',
                organization: en.org.shortName,
                title: ml.offline.pageTitle,
                body: ml.offline.pageBody,
                retry: ml.offline.retry,
                back: ml.offline.back,
              },
            ],
          ),
          VitePWA({
            strategies: 'injectManifest',
            srcDir: 'service-worker',
            filename: 'sw.ts',
            injectRegister: false,
            manifest: false,
            injectManifest: {
              globPatterns: [
                'assets/*.{js,css}',
                // The Malayalam font, for pages drawn offline (decision 040).
                'assets/noto-sans-malayalam-malayalam-*.woff2',
                'app-shell.html',
                // The offline page, one copy per first language (offline.html, offline-ml.html).
                'offline*.html',
                'favicon.svg',
                'manifest.webmanifest',
                'icons/icon-192.png',
              ],
              manifestTransforms: [precachePublicOnly],
            },
          }),
        ]),
  ],
  build: {
    outDir: isSsrBuild ? '../../dist/ssr' : '../../dist/client',
    emptyOutDir: true,
    target: isSsrBuild ? 'node20' : 'es2022',
    sourcemap: false,
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    // Everything the entry imports statically goes into one file (decision 028): compressed
    // together it is smaller, and `/` asks for one script instead of eleven.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] },
          },
        },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://127.0.0.1:5000',
      '/photos': 'http://127.0.0.1:5000',
      '/socket.io': { target: 'http://127.0.0.1:5000', ws: true },
    },
  },
}));
