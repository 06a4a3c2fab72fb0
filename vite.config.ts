import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The client lives in src/client and is built to dist/client, which the server serves; its
// manifest (dist/client/.vite/manifest.json) tells the server each route's chunks. The server's
// pre-render of the public pages (`vite build --ssr prerender.tsx`) goes to dist/ssr.
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: isSsrBuild ? '../../dist/ssr' : '../../dist/client',
    emptyOutDir: true,
    target: isSsrBuild ? 'node20' : 'es2022',
    sourcemap: false,
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
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
