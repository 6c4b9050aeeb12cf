import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { i18n, switchDigits } from '../lib/i18n';

// findBy*/waitFor give up after 1 s by default: too soon for a page's first load with the other core busy
// (docs/architecture.md "Testing"). A failing wait still fails well inside the project's test timeout.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  // The fake API (test/fake-api.ts) stands in for fetch for one test only, and so do a test's spies.
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  // A test that switched to Arabic leaves the next one in English, left to right.
  void i18n.changeLanguage('en');
  switchDigits('latn');
  document.documentElement.dir = 'ltr';
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
});

// jsdom lays nothing out, so it has no ResizeObserver; the charts observe their host's width.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
