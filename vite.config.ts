import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { serviceWorker } from './scripts/vite-service-worker.js';
import { precompress } from './scripts/vite-precompress.js';
import { vadAssets } from './scripts/vite-vad-assets.js';

const from = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * The signed-in shell (layout, settings sync, home page) and the small modules it shares with the
 * signed-in pages, as one chunk: every signed-in screen loads them all, and as a dozen files of a
 * few hundred bytes each they cost the home screen about 2 kB more gzip (scripts/js-budget.ts).
 * Nothing the entry imports may be listed here, or the landing page would load the chunk too.
 */
const SIGNED_IN_SHELL = [
  'client/app/main-layout',
  'client/app/settings-sync',
  'client/features/home/home-page',
  'client/components/bottom-nav',
  'client/components/ui/input',
  'client/lib/shell',
  'client/lib/settings',
  'client/lib/error-reporting',
  'client/lib/billing',
  'client/lib/use-is-mobile',
  'client/features/chat/api/get-conversations',
  'client/features/chat/api/get-messages',
  'client/features/chat/api/get-subscription',
  'client/features/chat/use-conversation-history',
  'client/features/intake/api/get-intake-form',
  'client/features/welcome/should-show-welcome',
  'shared/plans',
].map((module) => `/src/${module}`);

export default defineConfig({
  root: from('./src/client'),
  plugins: [
    react(),
    tailwindcss(),
    serviceWorker({
      source: from('./src/client/pwa/service-worker.js'),
      publicDir: from('./src/client/public'),
      firstChunks: ['signed-in'],
    }),
    vadAssets(),
    precompress(),
  ],
  resolve: { alias: { '@': from('./src/client') } },
  // The manifest lets scripts/js-budget.ts weigh what each first screen loads.
  build: {
    outDir: from('./dist/client'),
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    // Every browser the app supports preloads modules itself.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'signed-in',
              test: (id) => SIGNED_IN_SHELL.some((module) => id.replaceAll('\\', '/').includes(module)),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
