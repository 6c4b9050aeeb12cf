import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for every unit and integration suite; the browser suite is Playwright's (e2e/).
export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'apps/server',
      'packages/demo',
      'apps/web',
      // The repository's own scripts (npm start's build step).
      { test: { name: 'tools', include: ['tools/**/*.test.mjs'], environment: 'node' } },
    ],
    // Two files at a time even on two cores (Vitest's default there is one): much of a server file's time
    // is spent waiting on a database or a child process, and the other file uses it. Measured in
    // bench/README.md ("CI on a clean clone").
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
