import { defineConfig } from 'vitest/config';

// The real-client check of exported decks (tests/export): slow, drives
// LibreOffice and poppler, so it has its own config and `npm run test:export`.
export default defineConfig({
  test: {
    include: ['tests/export/**/*.test.ts'],
    environment: 'node',
    testTimeout: 150_000,
    hookTimeout: 60_000,
    // LibreOffice is the bottleneck and wants a core of its own.
    maxWorkers: 1,
    fileParallelism: false,
  },
});
