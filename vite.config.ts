import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { serviceWorker } from './scripts/vite-service-worker.js';
import { precompress } from './scripts/vite-precompress.js';
import { vadAssets } from './scripts/vite-vad-assets.js';

const from = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: from('./src/client'),
  plugins: [
    react(),
    tailwindcss(),
    serviceWorker({ source: from('./src/client/pwa/service-worker.js'), publicDir: from('./src/client/public') }),
    vadAssets(),
    precompress(),
  ],
  resolve: { alias: { '@': from('./src/client') } },
  // The manifest lets scripts/js-budget.ts weigh what each first screen loads.
  build: { outDir: from('./dist/client'), emptyOutDir: true, sourcemap: true, manifest: true },
});
