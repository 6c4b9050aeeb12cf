import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const API_SERVER = 'http://127.0.0.1:8080';

// The SPA is served by the API server under /merchant-portal/; in dev, Vite proxies the API to it.
export default defineConfig({
  base: '/merchant-portal/',
  plugins: [
    react(),
    // Every text asset gets .br and .gz siblings (the best levels, once at build time), which the server sends
    // to a browser that accepts them. index.html is left out: the server fills in a nonce per request and
    // compresses it then. Fonts and images are compressed formats already.
    compression({
      include: /\.(js|css|svg|json|txt|webmanifest)$/,
      exclude: /(^|[\\/])\.vite[\\/]/,
      algorithms: ['brotliCompress', 'gzip'],
      skipIfLargerOrEqual: false,
    }),
  ],
  resolve: {
    // Resolve @merchant-portal/contracts to its TypeScript sources.
    conditions: ['source', 'module', 'browser', 'development|production'],
  },
  // The server replaces the placeholder with a per-request nonce and sends a matching CSP.
  html: { cspNonce: '__CSP_NONCE__' },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // Read by bench/bundle-size.mjs to add up each route's download.
    manifest: true,
    rolldownOptions: {
      output: {
        // React and the router change rarely: one long-cached chunk. Everything else is split by the
        // route-level lazy imports, so a page only downloads the MUI components it renders.
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ }],
        },
      },
    },
  },
  server: {
    // Regex keys: a plain '/merchant' prefix would also capture '/merchant-portal/…' (the app itself).
    proxy: {
      '^/merchant-portal/config\\.json$': API_SERVER,
      '^/merchant/': API_SERVER,
      '^/oauth/': API_SERVER,
      '^/health$': API_SERVER,
      '^/api/': API_SERVER,
    },
  },
});
