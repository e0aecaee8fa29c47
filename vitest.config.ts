import { defineConfig } from 'vitest/config';

// Unit tests sit beside the code; end-to-end tests (tests/e2e) belong to Playwright.
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'cli/**/*.test.ts', 'sw/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**', 'dist/**'],
    setupFiles: ['tests/setup/vitest.setup.ts'],
    environment: 'node',
    pool: 'threads',
    maxWorkers: 2,
    testTimeout: 20_000,
  },
});
