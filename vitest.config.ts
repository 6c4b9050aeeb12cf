import { defineConfig } from 'vitest/config';

// One runner for every unit and integration suite; the browser suite is Playwright's (e2e/).
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/server', 'packages/demo', 'apps/web'],
  },
});
