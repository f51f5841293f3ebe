import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Paths the API server answers; the dev server passes them on. */
const API_SERVER = 'http://localhost:3000';

// The buyers' portal (issue 20). The API process serves dist/portal under /portal on the same origin as
// the back office and the funnel, so the build's base is that prefix and its assets have a folder of their own.
export default defineConfig({
  root: fromHere('.'),
  base: '/portal/',
  plugins: [react()],
  resolve: {
    alias: { '@contract': fromHere('../libs/contract/src'), '@ui': fromHere('../ui/src') },
  },
  build: {
    outDir: fromHere('../dist/portal'),
    emptyOutDir: true,
    assetsDir: 'portal-assets',
    // The server's CSP allows no data: scripts; every asset is a file.
    assetsInlineLimit: 0,
    // react-admin with MUI is about 950 kB on its own.
    chunkSizeWarningLimit: 1200,
  },
  server: {
    proxy: { '/portal-api': API_SERVER },
  },
});
