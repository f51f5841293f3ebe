import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const funnelDir = fileURLToPath(new URL('.', import.meta.url));
const api = 'http://localhost:3000';

// The public guest app (/, /check, /reclamation/:orgaId). The API process serves dist/funnel and
// dist/admin on one origin, so each app keeps its assets in its own folder.
export default defineConfig({
  root: funnelDir,
  base: '/',
  plugins: [react()],
  resolve: {
    alias: { '@contract': fileURLToPath(new URL('../libs/contract/src', import.meta.url)) },
  },
  build: {
    outDir: '../dist/funnel',
    emptyOutDir: true,
    assetsDir: 'funnel-assets',
    // The server's CSP need not allow data: URIs: every asset is a file under funnel-assets.
    assetsInlineLimit: 0,
    // Browsers without native modulepreload (Safari before 17) still load the lazy pages, only a
    // little later; the polyfill would cost every visitor bytes of the first-load budget.
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: { '/api': api, '/auth': api, '/public-api': api, '/download': api },
  },
});
