import path from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias: { '@': path.resolve('src/client') } },
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/client/**/*.test.ts', 'src/client/**/*.test.tsx'],
          setupFiles: ['src/client/test/setup.ts'],
        },
      },
    ],
  },
});
