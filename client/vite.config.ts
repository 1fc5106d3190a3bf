import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { graphqlDocumentImports } from './build/graphql-documents.ts';
import { compressAssets } from './build/compress-assets.ts';
import { chakraSlotRecipesInUse } from './build/chakra-slot-recipes.ts';
import { VitePWA } from 'vite-plugin-pwa';
import { firstScreen } from './build/first-screen.ts';
import { chakraGlobalCss } from './build/chakra-global-css.ts';
import { apolloStoreTransitions } from './build/apollo-store-transitions.ts';
import { chakraStylesInRender } from './build/chakra-styles-in-render.ts';
import { chakraDefaultSystemUnlessUsed } from './build/chakra-default-system.ts';

// The API server (GraphQL over HTTP and graphql-ws, REST, auth) listens on 3000 in dev;
// API_PROXY_TARGET points the dev and preview proxies elsewhere.
const api = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

// Regex keys so client routes such as /auth-success stay with Vite.
const proxy = {
  '^/graphql': { target: api, changeOrigin: true, ws: true },
  '^/api/': { target: api, changeOrigin: true },
  '^/auth/': { target: api, changeOrigin: true },
  '^/healthz': { target: api, changeOrigin: true },
};

// The installable app: its web app manifest, and a service worker (src/sw.ts) that precaches the
// shell and this build's hashed assets but never answers the API, nor a page load while online.
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'sw.ts',
  // main.tsx registers the worker once the first screen has loaded.
  injectRegister: false,
  manifest: {
    id: '/',
    name: 'Elite Services Marketplace',
    short_name: 'Elite Services',
    description: 'Trusted home, lifestyle and concierge services in Middle Tennessee: book, track and pay; take jobs; run the marketplace.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: '#1e2a78',
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  },
  injectManifest: {
    globPatterns: ['index.html', 'assets/**/*.{js,css,woff2,svg,png}', 'favicon.svg', 'icons/*.png', 'manifest.webmanifest'],
    globIgnores: ['**/*.br', '**/*.gz', '.vite/**'],
    // Hashed names are their own revision.
    dontCacheBustURLsMatching: /^assets\//,
  },
});

export default defineConfig({
  plugins: [graphqlDocumentImports({ artifactDirectory: 'src/gql' }), chakraSlotRecipesInUse({ srcDir: 'src' }), chakraGlobalCss(), chakraDefaultSystemUnlessUsed(), apolloStoreTransitions(), chakraStylesInRender(), react(), firstScreen({ srcDir: 'src' }), pwa, compressAssets()],
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    // dist/.vite/manifest.json: which chunks each entry and page loads (read by the first-screen budget test).
    manifest: true,
    // Every browser the client supports preloads modules natively.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Everything the entry loads in one file. Left to itself the bundler cut it into 18 files:
        // over HTTP/1.1 a phone opens six connections to a host, so each wave of small files
        // cost a round trip before the first screen could run (Lighthouse mobile: / 80 -> 92).
        codeSplitting: {
          groups: [{ name: 'start', tags: ['$initial'], priority: 3 }],
        },
      },
    },
  },
});
