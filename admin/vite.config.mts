import { fileURLToPath } from 'node:url';
import type { IncomingMessage, ServerResponse } from 'node:http';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Paths the API server answers; the dev server passes them on. */
const API_PATHS = '^/(api|auth|public-api|download|health)(/|$)';
const API_SERVER = 'http://localhost:3000';

/**
 * In production the server gives `/` to the funnel app. The dev server only has this app, so it
 * sends `/` to the back office's start page instead of letting the app bounce back to `/`.
 */
function homeToOverview(): Plugin {
  const redirect = (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    if (req.url !== '/' && !req.url?.startsWith('/?')) return next();
    res.writeHead(302, { Location: '/overview' });
    res.end();
  };
  return {
    name: 'admin-home-to-overview',
    configureServer: (server) => void server.middlewares.use(redirect),
    configurePreviewServer: (server) => void server.middlewares.use(redirect),
  };
}

export default defineConfig({
  root: fromHere('.'),
  base: '/',
  plugins: [react(), homeToOverview()],
  resolve: {
    alias: { '@contract': fromHere('../libs/contract/src'), '@ui': fromHere('../ui/src') },
  },
  build: {
    outDir: fromHere('../dist/admin'),
    emptyOutDir: true,
    // The funnel build uses 'funnel-assets'; both apps are served from one origin.
    assetsDir: 'admin-assets',
    // react-admin with MUI is about 950 kB on its own; pages get split off as they grow.
    chunkSizeWarningLimit: 1200,
  },
  server: {
    proxy: { [API_PATHS]: API_SERVER },
  },
});
