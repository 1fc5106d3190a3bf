import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { graphqlDocumentImports } from './build/graphql-documents.ts';
import { compressAssets } from './build/compress-assets.ts';
import { chakraSlotRecipesInUse } from './build/chakra-slot-recipes.ts';

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

export default defineConfig({
  plugins: [graphqlDocumentImports({ artifactDirectory: 'src/gql' }), chakraSlotRecipesInUse({ srcDir: 'src' }), react(), compressAssets()],
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
  },
});
