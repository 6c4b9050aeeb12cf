import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // `npm test` runs with the other core busy (docs/architecture.md "Testing"): a page test takes a few seconds there, so
    // the 5 s defaults would fail on speed, not on behaviour.
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});
